// Hot seat: between two people's turns a curtain hides the last hand until the next person
// is at the screen.
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root
    property string name: ""
    signal dismissed()

    visible: name !== ""
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
        Button {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("%1 is ready").arg(root.name)
            font.pixelSize: Theme.fontLarge
            onClicked: root.dismissed()
        }
    }
    MouseArea { anchors.fill: parent; z: -1 } // nothing below the curtain can be touched
}
