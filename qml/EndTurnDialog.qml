// Enter would end a turn with nothing built or produced while either is still offered: asked
// first (a key is easily pressed; a click on End turn is meant). Enter again ends it, Esc stays.
import QtQuick
import QtQuick.Controls

Dialog {
    id: root
    required property var game

    anchors.centerIn: parent
    modal: true
    title: qsTr("End your turn?")
    font.pixelSize: Theme.fontNormal
    standardButtons: Dialog.NoButton
    width: Math.min(parent.width * 0.6, Theme.unit * 64)
    onOpened: endButton.forceActiveFocus()
    onAccepted: root.game.endTurn()

    // Its content item: the dialog gives it its width. Its words only while it shows: laid
    // out as the dialog was made, before it had its width, they wrapped word by word and the
    // dialog's height went round in a binding loop.
    contentItem: Label {
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontNormal
        text: root.visible ? qsTr("You have neither built nor produced this turn, and you still could.") : ""
    }
    footer: Row {
        layoutDirection: Qt.RightToLeft
        spacing: Theme.unit
        padding: Theme.unit
        // (Their padding grows with the window like their words.)
        TextButton {
            id: endButton
            objectName: "endTurnAnyway"
            //: Ends the turn with nothing built or produced
            text: qsTr("End turn")
            highlighted: true
            onClicked: root.accept()
        }
        TextButton {
            text: qsTr("Keep playing")
            onClicked: root.reject()
        }
    }
}
