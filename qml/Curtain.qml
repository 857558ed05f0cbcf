// Hot seat: between two people's turns a curtain hides the table until the next person is at
// the screen. It lifts only by a deliberate gesture of that person: a click on its button, or
// the R key pressed while it is down. The keys of the turn before (Space past a banner, Enter to
// end the turn) fall on the curtain and do nothing: it takes the keyboard itself, its button
// never does. Nothing is drawn over it: it lies above every popup, tooltip and card zoom (its
// user makes the window's overlay its parent), and it closes the zoom as it comes down. The
// evening may end here too: Menu leaves the game (it stays saved) without lifting it.
import QtQuick

FocusScope {
    id: root
    property string name: ""
    signal dismissed()
    signal menuRequested()

    anchors.fill: parent
    z: 100000
    visible: name !== ""

    function takeKeys() {
        if (visible) {
            Zoom.source = null
            root.forceActiveFocus(Qt.OtherFocusReason)
        }
    }
    onVisibleChanged: takeKeys()
    Component.onCompleted: takeKeys()

    Keys.onPressed: event => {
        // Every key stops here; only a fresh press of R is the next person's.
        event.accepted = true
        if (event.key === Qt.Key_R && !event.isAutoRepeat)
            root.dismissed()
    }

    Rectangle { anchors.fill: parent; color: "#5e2314" }

    Column {
        anchors.centerIn: parent
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
    TextButton {
        objectName: "curtainMenu"
        anchors { top: parent.top; right: parent.right; margins: Theme.unit }
        focusPolicy: Qt.NoFocus
        text: qsTr("Menu")
        onClicked: root.menuRequested()
    }
    MouseArea { anchors.fill: parent; z: -1 } // nothing below the curtain can be touched
}
