// The replay: a game's table read-only at one step, the list of every step (a click jumps
// there), a transport bar (first, previous, a slider, next, last) and whose eyes to see it
// through (a seat, or a spectator); "Analyse this game" opens the look back, and at a decision
// it found costly, what would have been better is said above the table. Keys: Left / Right a
// step, Home / End the first and last step, L the log, Esc back to the score pad or the saved
// games it was opened from, else the menu (or closes the steps over the table). Narrow (the table would have less room beside the steps than the game
// screen gives it at the largest interface size): the list of steps opens over the table's
// right side from the transport bar, the advice stands beside the hand, and the title gives
// way to where the game stands.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: root
    required property var replay
    readonly property var game: root.replay.game
    readonly property bool narrow: root.width < Theme.unit * 143
    readonly property bool adviceShown: root.replay.loaded && root.replay.advice !== ""
    readonly property bool handShown: root.replay.loaded && root.replay.seat >= 0
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
            if (stepsOver.opened)
                stepsOver.close()
            else
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
            // Narrow: the table needs every line the bars can spare.
            implicitHeight: Theme.unit * (root.narrow ? 4.5 : 5.5)
            color: "#5e2314"
            RowLayout {
                anchors { fill: parent; leftMargin: Theme.unit * 1.5; rightMargin: Theme.unit }
                spacing: Theme.unit
                Text {
                    visible: !root.narrow
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
                    onClicked: log.opened ? log.close() : log.open() // closes it as it opened it
                }
                TextButton {
                    objectName: "replayBack"
                    text: qsTr("Back"); focusPolicy: Qt.TabFocus
                    onClicked: root.back()
                }
            }
        }

        // The look back's word on the decision at this step, above the table (narrow: beside
        // the hand).
        Advice {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.unit
            Layout.rightMargin: Theme.unit
            Layout.topMargin: Theme.unit
            visible: root.adviceShown && !root.narrow
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Theme.unit
            spacing: Theme.unit
            visible: root.replay.loaded

            GameBoard {
                id: board
                Layout.fillWidth: true
                Layout.fillHeight: true
                game: root.game
                playing: false
            }
            Item {
                id: stepsBeside
                visible: !root.narrow
                Layout.preferredWidth: Theme.unit * 34
                Layout.maximumWidth: Theme.unit * 34
                Layout.fillHeight: true
            }
        }

        // The viewer's hand; narrow, the advice beside it, where a game has its story: the
        // table keeps the height.
        RowLayout {
            Layout.fillWidth: true
            visible: root.handShown || (root.adviceShown && root.narrow)
            spacing: 0
            HandBar {
                Layout.fillWidth: true
                visible: root.handShown
                game: root.game
                controls: false
            }
            Advice {
                Layout.preferredWidth: root.handShown ? Theme.unit * 42 : -1
                Layout.fillWidth: !root.handShown
                Layout.alignment: Qt.AlignVCenter
                Layout.margins: Theme.unit * 0.8
                visible: root.adviceShown && root.narrow
                small: true
            }
        }

        ReplayTransport {
            Layout.fillWidth: true
            visible: root.replay.loaded
            replay: root.replay
            narrow: root.narrow
            stepsShown: stepsOver.opened
            onStepsToggled: stepsOver.opened ? stepsOver.close() : stepsOver.open()
        }
    }

    // One list of steps: beside the table, or over its right side.
    ReplaySteps {
        parent: root.narrow ? stepsOverSlot : stepsBeside
        anchors.fill: parent
        replay: root.replay
    }
    Popup {
        id: stepsOver
        parent: board
        x: board.width - width
        width: Math.min(Theme.unit * 34, board.width * 0.45)
        height: board.height
        padding: 0
        // The table and the keys stay at hand beside it; Esc or the transport's button
        // closes it.
        closePolicy: Popup.NoAutoClose
        background: Item {}
        Item { id: stepsOverSlot; anchors.fill: parent }
    }
    // A narrow window grown wide: the list is beside the table again.
    onNarrowChanged: stepsOver.close()

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

    // What the look back says of the decision at this step: at most a few lines high (the
    // table keeps its room), the rest scrolls.
    component Advice: Rectangle {
        id: advice
        property bool small: false
        objectName: "replayAdvice"
        implicitHeight: Math.min(adviceText.implicitHeight, root.height * 0.16) + Theme.unit
        radius: Theme.radius
        color: Theme.gainBackground
        border.color: Theme.gain
        Flickable {
            id: adviceFlick
            anchors { fill: parent; margins: Theme.unit * 0.5 }
            contentHeight: adviceText.implicitHeight
            interactive: contentHeight > height + 1
            clip: interactive
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: adviceFlick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            Text {
                id: adviceText
                // Clear of the scroll bar always: a width that followed it would go round in a loop.
                width: adviceFlick.width - Theme.unit
                text: root.replay.advice
                wrapMode: Text.Wrap
                font.pixelSize: advice.small ? Theme.fontSmall : Theme.fontNormal
                color: Theme.ink
            }
        }
    }
}
