// "Learn to play": the lesson shown, in a callout beside the item it is about (found by its
// objectName on the game screen), with a ring round that item; "Got it" where the lesson waits
// for it, else it waits for the player's move; "Skip the lesson" always. Only the callout takes
// clicks: the table under and around it stays the player's.
import QtQuick
import QtQuick.Controls
import CityOfRome.Models

Item {
    id: root
    // The LocalGame's lesson, or null (a LAN game).
    property var lesson: null
    // The game screen, where the lesson's target is looked for.
    required property Item table

    readonly property bool shown: root.lesson !== null && root.lesson.shown
    // The target's rectangle in this item; an empty one while it is not on screen.
    property rect spot: Qt.rect(0, 0, 0, 0)
    // What the callout keeps clear of: the target, or the whole offer for a card in it (the
    // other cards stay in sight).
    property rect room: Qt.rect(0, 0, 0, 0)

    function inside(inner, outer) {
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
               && inner.y + inner.height <= outer.y + outer.height
    }
    function locate() {
        const item = root.shown ? Landmarks.find(root.table, root.lesson.target) : null
        root.spot = item === null ? Qt.rect(0, 0, 0, 0) : item.mapToItem(root, 0, 0, item.width, item.height)
        const offer = item === null ? null : Landmarks.find(root.table, "offerPanel")
        const offerRect = offer === null ? root.spot : offer.mapToItem(root, 0, 0, offer.width, offer.height)
        root.room = root.inside(root.spot, offerRect) ? offerRect : root.spot
    }

    // Layouts and animations move the target without telling: its place is read again while a
    // lesson is shown.
    Timer {
        interval: 200
        repeat: true
        running: root.shown
        triggeredOnStart: true
        onTriggered: root.locate()
    }
    Connections {
        target: root.lesson
        function onChanged() { root.locate() }
    }

    Rectangle {
        id: ring
        visible: root.shown && root.spot.width > 0
        x: root.spot.x - Theme.unit * 0.6
        y: root.spot.y - Theme.unit * 0.6
        width: root.spot.width + Theme.unit * 1.2
        height: root.spot.height + Theme.unit * 1.2
        radius: Theme.radius
        color: "transparent"
        border.color: Theme.accent
        border.width: Math.max(3, Theme.unit * 0.5)
        // A light line inside the dark one: seen on the gold glow of a playable card too.
        Rectangle {
            anchors { fill: parent; margins: ring.border.width }
            radius: Theme.radius
            color: "transparent"
            border.color: Theme.cardFace
            border.width: Math.max(2, Theme.unit * 0.25)
        }
        SequentialAnimation on opacity {
            running: ring.visible
            loops: Animation.Infinite
            NumberAnimation { to: 0.45; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { to: 1; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    Rectangle {
        id: callout
        objectName: "lessonCallout"
        visible: root.shown
        width: Math.min(Theme.unit * 52, root.width * 0.5)
        height: column.implicitHeight + Theme.unit * 3
        radius: Theme.radius
        color: Theme.cardFace
        border.color: Theme.accent
        border.width: Math.max(2, Theme.unit * 0.3)
        // Beside a room narrower than itself (left, else right), so that it hides neither the
        // target nor what lies under and over it; below or above a wide one (the strip, the
        // hand); inside the window; in the middle while the target is not found.
        readonly property real gap: Theme.unit * 1.5
        readonly property rect room: root.room
        readonly property bool found: root.spot.width > 0
        readonly property bool belowFits: found && room.y + room.height + gap + height <= root.height
        readonly property bool aboveFits: found && room.y - gap - height >= 0
        readonly property bool leftFits: found && room.x - gap - width >= 0
        readonly property bool rightFits: found && room.x + room.width + gap + width <= root.width
        readonly property bool beside: found && ((room.width < width && (leftFits || rightFits))
                                                 || !(belowFits || aboveFits))
        x: Math.max(Theme.unit, Math.min(root.width - width - Theme.unit,
               !found ? (root.width - width) / 2
               : !beside ? room.x + room.width / 2 - width / 2
               : leftFits ? room.x - gap - width
               : room.x + room.width + gap))
        y: Math.max(Theme.unit, Math.min(root.height - height - Theme.unit,
               !found ? (root.height - height) / 2
               : beside ? root.spot.y + root.spot.height / 2 - height / 2
               : belowFits ? room.y + room.height + gap
               : room.y - gap - height))

        // Clicks on the callout stay on it.
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons }

        Column {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit * 1.5 }
            spacing: Theme.unit
            Text {
                width: parent.width
                //: Learn to play: which lesson of how many
                text: qsTr("Learn to play · %1 of %2").arg(root.lesson?.step ?? 0).arg(root.lesson?.count ?? 0)
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.accent
            }
            Text {
                objectName: "lessonText"
                width: parent.width
                text: root.lesson?.text ?? ""
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontNormal
                color: Theme.ink
            }
            Row {
                anchors.right: parent.right
                spacing: Theme.unit
                Button {
                    objectName: "lessonSkip"
                    text: qsTr("Skip the lesson")
                    focusPolicy: Qt.NoFocus
                    font.pixelSize: Theme.fontSmall
                    Accessible.name: text
                    onClicked: root.lesson.skip()
                }
                Button {
                    objectName: "lessonGotIt"
                    visible: root.lesson !== null && root.lesson.waitsFor === Lesson.Acknowledge
                    //: Learn to play: the lesson was read
                    text: qsTr("Got it")
                    highlighted: true
                    focusPolicy: Qt.NoFocus
                    font.pixelSize: Theme.fontSmall
                    Accessible.name: text
                    onClicked: root.lesson.acknowledge()
                }
            }
        }
    }
}
