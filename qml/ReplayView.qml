// The replay: a game's table read-only at one step, the list of every step (a click jumps
// there), a transport bar (first, previous, a slider, next, last) and whose eyes to see it
// through (a seat, or a spectator); "Analyse this game" opens the look back, and at a decision
// it found costly, what would have been better is said above the table. Keys: Left / Right a step, Home / End the first and last
// step, L the log, Esc back to the menu.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Item {
    id: root
    required property var replay
    readonly property var game: root.replay.game
    signal back()
    signal lookBackRequested()

    focus: true
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Right) {
            root.replay.next()
        } else if (event.key === Qt.Key_Left) {
            root.replay.previous()
        } else if (event.key === Qt.Key_Home) {
            root.replay.first()
        } else if (event.key === Qt.Key_End) {
            root.replay.last()
        } else if (event.key === Qt.Key_L) {
            log.open()
        } else if (event.key === Qt.Key_Escape) {
            root.back()
        } else {
            return
        }
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The title bar: which game, where it stands.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: Theme.unit * 5.5
            color: "#5e2314"
            RowLayout {
                anchors { fill: parent; leftMargin: Theme.unit * 1.5; rightMargin: Theme.unit }
                spacing: Theme.unit
                Text {
                    //: The replay screen's title: %1 the game's name or the save file's
                    text: qsTr("Replay: %1").arg(root.replay.title)
                    color: "#f6e6c0"
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    font.family: "serif"
                }
                Text {
                    Layout.fillWidth: true
                    text: root.replay.loaded ? root.game.status : ""
                    color: "#f6e6c0"
                    font.pixelSize: Theme.fontNormal
                    // Whole: where one line is short, smaller letters, then two lines.
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Theme.minimumFont
                    Layout.fillHeight: true
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
                TextButton {
                    objectName: "analyseButton"
                    text: qsTr("Analyse this game"); focusPolicy: Qt.TabFocus
                    visible: root.replay.canLookBack
                    enabled: root.replay.loaded
                    onClicked: root.lookBackRequested()
                }
                TextButton {
                    text: qsTr("Log"); focusPolicy: Qt.TabFocus
                    enabled: root.replay.loaded
                    onClicked: log.open()
                }
                TextButton {
                    text: qsTr("Back"); focusPolicy: Qt.TabFocus
                    onClicked: root.back()
                }
            }
        }

        // The look back's word on the decision at this step.
        Rectangle {
            objectName: "replayAdvice"
            Layout.fillWidth: true
            Layout.leftMargin: Theme.unit
            Layout.rightMargin: Theme.unit
            Layout.topMargin: Theme.unit
            visible: root.replay.loaded && root.replay.advice !== ""
            implicitHeight: adviceText.implicitHeight + Theme.unit
            radius: Theme.radius
            color: Theme.gainBackground
            border.color: Theme.gain
            Text {
                id: adviceText
                anchors { fill: parent; margins: Theme.unit * 0.5 }
                text: root.replay.advice
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontNormal
                color: Theme.ink
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Theme.unit
            spacing: Theme.unit
            visible: root.replay.loaded

            GameBoard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                game: root.game
                playing: false
            }
            ReplaySteps {
                Layout.preferredWidth: Theme.unit * 34
                Layout.maximumWidth: Theme.unit * 34
                Layout.fillHeight: true
                replay: root.replay
            }
        }

        HandBar {
            Layout.fillWidth: true
            implicitHeight: Theme.unit * 15
            visible: root.replay.loaded && root.replay.seat >= 0
            game: root.game
            controls: false
        }

        ReplayTransport {
            Layout.fillWidth: true
            visible: root.replay.loaded
            replay: root.replay
        }
    }

    // Nothing to show: why.
    Text {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.unit * 8, Theme.unit * 100)
        visible: !root.replay.loaded
        text: root.replay.error !== "" ? root.replay.error : qsTr("No game to watch.")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontLarge
        color: root.replay.error !== "" ? Theme.danger : Theme.inkSoft
    }

    // A file that could not be opened while another game is shown.
    Rectangle {
        anchors { top: parent.top; horizontalCenter: parent.horizontalCenter; topMargin: Theme.unit * 6 }
        visible: root.replay.loaded && root.replay.error !== ""
        width: Math.min(parent.width - Theme.unit * 4, failed.implicitWidth + Theme.unit * 4)
        height: failed.implicitHeight + Theme.unit * 2
        radius: Theme.radius
        color: Theme.danger
        Text {
            id: failed
            anchors { fill: parent; margins: Theme.unit }
            text: root.replay.error
            color: "white"
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.Wrap
        }
    }

    LogDrawer { id: log; log: root.game.log }
}
