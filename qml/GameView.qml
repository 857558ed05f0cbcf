// The game: status bar; players on the left; the action strip and the shown city in the
// centre; the offer on the right; the hand and the turn's buttons at the bottom. Keys: 1-5
// emissary space, Tab / Shift+Tab hand cards, arrows the spaces a card may go on, Enter build
// there (or end the turn), P produce, Ctrl+Z undo, L log, F1 rules, Esc back to your city.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: root
    required property var game
    // The local game (hot seat) or the LAN game this screen shows; the other is null.
    property var localGame: null
    property var network: null
    signal menuRequested()
    signal rulesRequested()

    focus: true
    Keys.onPressed: event => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_5) {
            root.game.placeEmissary(event.key - Qt.Key_0)
        } else if (event.key === Qt.Key_P) {
            if (root.game.canProduce) root.game.produce()
        } else if (event.key === Qt.Key_Tab) {
            root.game.selectNext(1)
        } else if (event.key === Qt.Key_Backtab) {
            root.game.selectNext(-1)
        } else if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) {
            root.game.moveCursor(1)
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) {
            root.game.moveCursor(-1)
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (root.game.selectedCard < 0 || !root.game.buildAtCursor()) {
                if (root.game.canEndTurn) root.game.endTurn()
            }
        } else if (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier)) {
            root.game.undo()
        } else if (event.key === Qt.Key_L) {
            log.open()
        } else if (event.key === Qt.Key_Escape) {
            root.game.showCity(root.game.viewer)
        } else if (event.key === Qt.Key_F1) {
            root.rulesRequested()
        } else {
            return
        }
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The status bar: round, phase, who is to act.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: Theme.unit * 5.5
            color: "#5e2314"
            RowLayout {
                anchors { fill: parent; leftMargin: Theme.unit * 1.5; rightMargin: Theme.unit }
                Text {
                    Layout.fillWidth: true
                    text: root.game.status
                    color: "#f6e6c0"
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    elide: Text.ElideRight
                }
                Button { text: qsTr("Log"); font.pixelSize: Theme.fontSmall; onClicked: log.open() }
                Button { text: qsTr("Rules"); font.pixelSize: Theme.fontSmall; onClicked: root.rulesRequested() }
                Button { text: qsTr("Menu"); font.pixelSize: Theme.fontSmall; onClicked: root.menuRequested() }
            }
        }

        GameBoard {
            network: root.network
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Theme.unit
            game: root.game
        }

        HandBar {
            Layout.fillWidth: true
            game: root.game
        }
    }

    // A refusal shows its reason for a moment.
    Rectangle {
        id: notice
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.unit * 22 }
        width: noticeText.implicitWidth + Theme.unit * 3
        height: noticeText.implicitHeight + Theme.unit * 1.5
        radius: Theme.radius
        color: Theme.danger
        opacity: 0
        Text { id: noticeText; anchors.centerIn: parent; color: "white"; font.pixelSize: Theme.fontNormal }
        SequentialAnimation {
            id: flash
            NumberAnimation { target: notice; property: "opacity"; to: 1; duration: 150 }
            PauseAnimation { duration: 2500 }
            NumberAnimation { target: notice; property: "opacity"; to: 0; duration: 400 }
        }
        Connections {
            target: root.game
            function onRefused(reason) { noticeText.text = reason; flash.restart() }
        }
    }

    LogDrawer { id: log; log: root.game.log; network: root.network }

    // A LAN game whose connection is lost: the app rejoins by itself and says so.
    Rectangle {
        anchors { top: parent.top; horizontalCenter: parent.horizontalCenter; topMargin: Theme.unit * 6 }
        visible: root.network !== null && (root.network.state === "reconnecting" || root.network.state === "failed")
        width: lost.implicitWidth + Theme.unit * 4
        height: lost.implicitHeight + Theme.unit * 2
        radius: Theme.radius
        color: Theme.danger
        Text {
            id: lost
            anchors.centerIn: parent
            text: root.network && root.network.state === "failed"
                  //: %1 why; the seat stays this app's, to take back from the main menu
                  ? qsTr("The connection to the host is lost: %1\nYour seat is kept: \"Continue\" in the main menu takes you back.").arg(root.network.error)
                  : qsTr("Connection lost — reconnecting…")
            color: "white"
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.fontNormal
        }
    }

    Curtain {
        anchors.fill: parent
        name: root.localGame ? root.localGame.curtain : ""
        onDismissed: root.localGame.dismissCurtain()
    }
}
