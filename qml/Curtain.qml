// Hot seat: between two people's turns a curtain hides the last hand until the next person
// is at the screen; Enter or Space lifts it.
import QtQuick

Rectangle {
    id: root
    property string name: ""
    signal dismissed()

    visible: name !== ""
    // The next person presses Enter or Space to lift it: its one button takes the focus, and
    // gives it back to the screen below when the curtain lifts.
    function takeFocus() {
        if (visible)
            ready.forceActiveFocus(Qt.TabFocusReason)
        else if (parent && ready.focus)
            parent.forceActiveFocus()
    }
    onVisibleChanged: takeFocus()
    onNameChanged: takeFocus()
    Component.onCompleted: takeFocus()
    color: "#5e2314"
    opacity: visible ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.animation } }

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
            text: qsTr("%1 is ready").arg(root.name)
            font.pixelSize: Theme.fontLarge
            onClicked: root.dismissed()
        }
    }
    MouseArea { anchors.fill: parent; z: -1 } // nothing below the curtain can be touched
}
