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

    function locate() {
        const item = root.shown ? Landmarks.find(root.table, root.lesson.target) : null
        root.spot = item === null ? Qt.rect(0, 0, 0, 0) : item.mapToItem(root, 0, 0, item.width, item.height)
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
        // Below the target, else above it, else to its left, else to its right; inside the
        // window; in the middle while the target is not found.
        readonly property real gap: Theme.unit * 1.5
        readonly property bool found: root.spot.width > 0
        readonly property bool belowFits: found && root.spot.y + root.spot.height + gap + height <= root.height
        readonly property bool aboveFits: found && root.spot.y - gap - height >= 0
        readonly property bool leftFits: found && root.spot.x - gap - width >= 0
        x: Math.max(Theme.unit, Math.min(root.width - width - Theme.unit,
               !found ? (root.width - width) / 2
               : belowFits || aboveFits ? root.spot.x + root.spot.width / 2 - width / 2
               : leftFits ? root.spot.x - gap - width
               : root.spot.x + root.spot.width + gap))
        y: Math.max(Theme.unit, Math.min(root.height - height - Theme.unit,
               !found ? (root.height - height) / 2
               : belowFits ? root.spot.y + root.spot.height + gap
               : aboveFits ? root.spot.y - gap - height
               : root.spot.y + root.spot.height / 2 - height / 2))

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
