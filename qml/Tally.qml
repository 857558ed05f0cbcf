// A count with its token's shape: coins (gold disc), influence tokens (red diamond), brick
// tokens (a brick) or points; the shape carries the meaning, the tooltip the word.
import QtQuick
import QtQuick.Controls

Row {
    id: root
    property string kind: "coins"
    property int value: 0
    property string label: ""
    spacing: Theme.unit * 0.4

    Accessible.role: Accessible.StaticText
    Accessible.name: root.label + " " + root.value

    Item {
        width: Theme.unit * 1.8
        height: width
        anchors.verticalCenter: parent.verticalCenter
        Rectangle {
            anchors.fill: parent
            visible: root.kind === "coins"
            radius: width / 2
            color: "#d9a521"
            border.color: "#8a6500"
        }
        Rectangle {
            anchors.centerIn: parent
            visible: root.kind === "influence"
            width: parent.width * 0.72
            height: width
            rotation: 45
            color: "#b03a2e"
            border.color: "#6e1f17"
        }
        Rectangle {
            anchors.centerIn: parent
            visible: root.kind === "bricks"
            width: parent.width
            height: parent.height * 0.55
            color: "#a8492a"
            border.color: "#5e2314"
        }
    }
    Text {
        anchors.verticalCenter: parent.verticalCenter
        text: root.value
        font.pixelSize: Theme.fontNormal
        font.bold: true
        color: Theme.ink
    }
    ToolTip.visible: hover.hovered
    ToolTip.text: root.label
    HoverHandler { id: hover }
}
