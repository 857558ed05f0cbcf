// A strip under the ticker when the game cannot be saved (a full disk, a folder that cannot be
// written): said once, until saving works again or the player closes it. The game goes on.
import QtQuick
import QtQuick.Layouts

Rectangle {
    id: root
    required property string problem
    signal dismissed()

    visible: root.problem !== ""
    implicitHeight: visible ? words.implicitHeight + Theme.unit * 1.2 : 0
    color: Theme.danger

    RowLayout {
        anchors { fill: parent; leftMargin: Theme.unit; rightMargin: Theme.unit * 0.5 }
        spacing: Theme.unit
        Text {
            id: words
            Layout.fillWidth: true
            text: root.problem
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSmall
            color: Theme.tableInk
        }
        TextButton {
            //: Closes the note that the game cannot be saved
            text: qsTr("OK")
            focusPolicy: Qt.NoFocus
            Accessible.name: qsTr("Close the note on saving")
            onClicked: root.dismissed()
        }
    }
}
