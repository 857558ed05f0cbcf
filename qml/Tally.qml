// A count with its token's icon: coins, influence tokens, brick tokens, influence cards, cogs
// or points; the icon carries the meaning, the tooltip the word. `text` shows instead of the
// number where it says more (influence cards "3 · 10").
import QtQuick

Row {
    id: root
    property string kind: "coins"
    property int value: 0
    property string text: ""
    property string label: ""
    property color color: Theme.ink
    property real size: Theme.unit * 2.2
    // The light-rimmed icons, for dark bars.
    property bool light: false
    spacing: Theme.unit * 0.4

    Accessible.role: Accessible.StaticText
    Accessible.name: root.label + " " + (root.text !== "" ? root.text : root.value)

    Icon {
        anchors.verticalCenter: parent.verticalCenter
        size: root.size
        light: root.light
        name: ({ "coins": "coin", "influence": "influence_token", "bricks": "brick_token",
                 "cards": "influence_card", "cogs": "cog", "points": "point_token",
                 "brick": "brick" })[root.kind] || root.kind
    }
    Text {
        anchors.verticalCenter: parent.verticalCenter
        text: root.text !== "" ? root.text : root.value
        font.pixelSize: Theme.px(root.size * 0.9)
        font.bold: true
        color: root.color
    }
    HoverHandler { id: hover }
    Tip { visible: hover.hovered && root.label !== ""; text: root.label }
}
