// Hot seat: between two people's turns a curtain hides the table until the next person is at
// the screen. It lifts only by a deliberate gesture of that person: a click on its button, or
// the R key pressed while it is down. The keys of the turn before (Space past a banner, Enter to
// end the turn) fall on the curtain and do nothing: it takes the keyboard itself, its button
// never does. Nothing is drawn over it: it lies above every popup, tooltip and card zoom (its
// user makes the window's overlay its parent), and it closes the zoom as it comes down. The
// evening may end here too: Menu asks first (what leaving means), then leaves the game without
// lifting it. The pointer that rests where the button was opens no card zoom once it lifts.
import QtQuick

FocusScope {
    id: root
    property string name: ""
    // What leaving means here ("The game stays saved…").
    property string leaveMeaning: ""
    signal dismissed()
    signal menuRequested()

    anchors.fill: parent
    z: 100000
    visible: name !== ""
    // Menu was clicked: the question stands until Leave or Stay.
    property bool asking: false

    function takeKeys() {
        if (visible) {
            Zoom.source = null
            root.forceActiveFocus(Qt.OtherFocusReason)
        }
    }
    onVisibleChanged: {
        if (!visible) {
            root.asking = false
            Zoom.holdUntilMoved() // the pointer that rested on the curtain is not aiming
        }
        takeKeys()
    }
    Component.onCompleted: takeKeys()

    Keys.onPressed: event => {
        // Every key stops here; only a fresh press of R is the next person's (Esc takes back
        // the question of leaving).
        event.accepted = true
        if (root.asking && event.key === Qt.Key_Escape)
            root.asking = false
        else if (!root.asking && event.key === Qt.Key_R && !event.isAutoRepeat)
            root.dismissed()
    }

    Rectangle { anchors.fill: parent; color: "#5e2314" }

    Column {
        anchors.centerIn: parent
        visible: !root.asking
        spacing: Theme.unit * 3
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Pass to %1").arg(root.name)
            font.pixelSize: Theme.fontTitle
            font.family: "serif"
            color: "#f6e6c0"
        }
        TextButton {
            id: ready
            anchors.horizontalCenter: parent.horizontalCenter
            focusPolicy: Qt.NoFocus
            //: The hot-seat curtain's button; R is the key that lifts it too
            text: qsTr("%1 is ready (R)").arg(root.name)
            font.pixelSize: Theme.fontLarge
            onClicked: root.dismissed()
        }
    }
    // The question of leaving, in the curtain's own words (a dialog would lie under it).
    Column {
        objectName: "curtainLeave"
        anchors.centerIn: parent
        visible: root.asking
        width: Math.min(parent.width * 0.6, Theme.unit * 80)
        spacing: Theme.unit * 3
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Leave the game?")
            font.pixelSize: Theme.fontTitle
            font.family: "serif"
            color: "#f6e6c0"
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: root.leaveMeaning
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            color: "#f6e6c0"
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.unit * 2
            TextButton {
                objectName: "curtainStay"
                focusPolicy: Qt.NoFocus
                text: qsTr("Stay")
                onClicked: root.asking = false
            }
            TextButton {
                objectName: "curtainLeaveButton"
                focusPolicy: Qt.NoFocus
                text: qsTr("Leave")
                onClicked: { root.asking = false; root.menuRequested() }
            }
        }
    }
    TextButton {
        objectName: "curtainMenu"
        anchors { top: parent.top; right: parent.right; margins: Theme.unit }
        visible: !root.asking
        focusPolicy: Qt.NoFocus
        text: qsTr("Menu")
        onClicked: root.asking = true
    }
    // Nothing below the curtain can be touched, nor learns that the pointer is over it.
    MouseArea { anchors.fill: parent; z: -1; hoverEnabled: true }
}
