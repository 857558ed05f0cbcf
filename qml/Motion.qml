// What the feed says moves, moving over the table: a card taken travels from the offer to
// the player, a building flies to its cell, an emissary walks to its space, and what an
// action gave rises from the player's panel. Landmarks finds the ends by their objectName in
// `table` ("offer-<card>", "panel-<seat>", "hand", "cell-<seat>-<x>-<y>", "space-<n>"); a
// motion whose ends are not on screen is left out. Nothing here takes a click.
pragma ComponentBehavior: Bound
import QtQuick
import CityOfRome.Models

Item {
    id: root
    required property var feed
    required property Item table
    required property int viewer
    // Something is on its way (the audit waits for it to land before it looks).
    readonly property bool moving: root.children.length > 0

    objectName: "motion"

    // The centre of the item called `name`, in this layer's coordinates, or null.
    function centreOf(name) {
        const item = Landmarks.find(root.table, name)
        return item ? item.mapToItem(root, item.width / 2, item.height / 2) : null
    }
    function seatName(seat) {
        return seat === root.viewer ? "hand" : "panel-" + seat
    }
    function fly(component, from, to, properties) {
        if (from === null || to === null)
            return
        properties.fromX = from.x
        properties.fromY = from.y
        properties.toX = to.x
        properties.toY = to.y
        component.createObject(root, properties)
    }

    Connections {
        target: root.feed
        function onMoved(motion, seat, card, x, y, space, text) {
            if (motion === Feed.Take)
                root.fly(flyingCard, root.centreOf("offer-" + card), root.centreOf(root.seatName(seat)), { card: card })
            else if (motion === Feed.Build)
                root.fly(flyingCard, root.centreOf(root.seatName(seat)),
                         root.centreOf("cell-" + seat + "-" + x + "-" + y) ?? root.centreOf("panel-" + seat), { card: card })
            else if (motion === Feed.Emissary)
                root.fly(walkingEmissary, root.centreOf("panel-" + seat), root.centreOf("space-" + space), {})
            else if (motion === Feed.Gain) {
                const panel = Landmarks.find(root.table, "panel-" + seat)
                root.fly(risingGain, root.centreOf("panel-" + seat), root.centreOf("panel-" + seat),
                         { text: text, room: panel ? panel.width : root.width / 4 })
            }
        }
    }

    Component {
        id: flyingCard
        Rectangle {
            id: moving
            required property string card
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY
            width: Theme.unit * 6
            height: width * 1.5
            radius: Theme.radius
            color: "#fbf7ee"
            border.color: "#8c7a5c"
            Image {
                asynchronous: true // SVGs are drawn off the GUI thread
                anchors.centerIn: parent
                width: parent.width * 0.8
                height: width
                source: "qrc:/art/cards/" + moving.card + ".svg"
                sourceSize.width: Math.round(width * 2)
                sourceSize.height: Math.round(height * 2)
            }
            ParallelAnimation {
                running: true
                NumberAnimation { target: moving; property: "x"; from: moving.fromX - moving.width / 2; to: moving.toX - moving.width / 2
                                  duration: Theme.animation * 2; easing.type: Easing.InOutCubic }
                NumberAnimation { target: moving; property: "y"; from: moving.fromY - moving.height / 2; to: moving.toY - moving.height / 2
                                  duration: Theme.animation * 2; easing.type: Easing.InOutCubic }
                onFinished: moving.destroy()
            }
        }
    }
    Component {
        id: walkingEmissary
        Image {
            id: walker
            asynchronous: true
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY
            width: Theme.unit * 4
            height: width
            source: "qrc:/art/icons/emissary.svg"
            sourceSize.width: Math.round(width * 2)
            sourceSize.height: Math.round(height * 2)
            ParallelAnimation {
                running: true
                NumberAnimation { target: walker; property: "x"; from: walker.fromX - walker.width / 2; to: walker.toX - walker.width / 2
                                  duration: Theme.animation * 2; easing.type: Easing.InOutQuad }
                NumberAnimation { target: walker; property: "y"; from: walker.fromY - walker.height / 2; to: walker.toY - walker.height / 2
                                  duration: Theme.animation * 2; easing.type: Easing.InOutQuad }
                onFinished: walker.destroy()
            }
        }
    }
    Component {
        id: risingGain
        Text {
            id: gain
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY
            // The width of the panel it rises from: a long gain wraps inside it (at a large
            // interface size one line ran out of the panel, over the strip).
            required property real room
            width: Math.min(implicitWidth, room)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            x: Math.max(Theme.unit, Math.min(root.width - width - Theme.unit, gain.fromX - width / 2))
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.legal
            style: Text.Outline
            styleColor: "#ffffff"
            ParallelAnimation {
                running: true
                NumberAnimation { target: gain; property: "y"; from: gain.fromY; to: gain.toY - Theme.unit * 6; duration: Theme.animation * 5 }
                NumberAnimation { target: gain; property: "opacity"; from: 1; to: 0; duration: Theme.animation * 5; easing.type: Easing.InQuad }
                onFinished: gain.destroy()
            }
        }
    }
}
