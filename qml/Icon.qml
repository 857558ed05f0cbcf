// One of the game's icons (coin, brick, cog, star, tokens...): our SVG, or while it is missing a
// plain shape of the same meaning, so a count never stands without its sign.
import QtQuick

Item {
    id: root
    property string name: "coin"
    // The light-rimmed variant, for dark bars.
    property bool light: false
    property real size: Theme.unit * 2
    width: size
    height: size

    Image {
        id: art
        asynchronous: true // SVGs are drawn off the GUI thread
        anchors.fill: parent
        source: root.name !== "" ? Theme.icon(root.name + (root.light ? "_light" : "")) : ""
        sourceSize.width: root.size * 2
        sourceSize.height: root.size * 2
        fillMode: Image.PreserveAspectFit
        smooth: true
    }
    // The emperor's crown has no plain shape: a glyph stands in for it.
    Text {
        anchors.centerIn: parent
        visible: art.status !== Image.Ready && root.name === "emperor"
        text: "♛"
        color: Theme.ink
        font.pixelSize: Theme.px(root.size * 0.8)
    }
    Rectangle {
        anchors.centerIn: parent
        visible: art.status !== Image.Ready && root.name !== "emperor"
        width: root.name === "brick" || root.name === "brick_token" ? parent.width : parent.width * 0.8
        height: root.name === "brick" || root.name === "brick_token" ? parent.height * 0.55 : width
        radius: root.name === "coin" || root.name === "cog" || root.name === "point_token" ? width / 2 : 1
        rotation: root.name === "influence_token" || root.name === "star" ? 45 : 0
        color: ({ "coin": "#e8b923", "brick": "#b5532f", "brick_token": "#b5532f", "cog": "#8a949c",
                  "influence_token": "#b03a2e", "star": "#e0a100", "point_token": "#6a3d8f",
                  "influence_card": "#f4e3b8", "card_draw": "#a8322b" })[root.name] || "#999999"
        border.color: Theme.ink
        border.width: Math.max(1, root.size / 12)
    }
}
