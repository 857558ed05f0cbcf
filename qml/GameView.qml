// The game: status bar with the ticker of other seats' actions; players on the left; the
// action strip and the shown city in the centre; the offer on the right; the hand, the story of
// the game since your last move and the turn's buttons at the bottom. Banners hold the table
// for a new round or a scoring. Keys work whatever was clicked last (the screen is a focus
// scope and its buttons take no focus): 1-5 emissary space (hot seat: picks it, Enter places),
// Tab / Shift+Tab the spaces or cards to act on (the strip, the offer, the draft, a school's,
// the hand), arrows the spaces a card may go on (or a card
// going back under a school), Enter take, keep or build (or end the turn), P produce, H a hint,
// Ctrl+Z undo, L log, F1 the rules of the card at hand (else of the phase), Space or Esc past a
// banner, Esc back to your city (from your own, the question of leaving, as Menu).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

FocusScope {
    id: root
    // The game at this table: local (bots, hot seat) or on the LAN.
    required property GameTable table
    readonly property GameModel game: root.table.game
    // A lesson of Learn to play, on screen a moment, waits for "Got it" (Space).
    readonly property bool lessonWaits: (root.table.lesson?.shown ?? false)
                                        && root.table.lesson.waitsFor === Lesson.Acknowledge && coach.settled
    signal menuRequested()
    // The host leaves the table but keeps hosting (a bot plays its seat meanwhile).
    signal stepAwayRequested()
    // The rules reference, at `section` (an entry's id).
    signal rulesRequested(string section)
    // The log lies over the window, not the table: it goes with the table (to the rules, the
    // menu), else it stayed over the rules page and its Back button.
    onRulesRequested: log.close()
    onVisibleChanged: if (!visible) log.close()

    focus: true
    Component.onCompleted: forceActiveFocus()

    // The rules of what is at hand: the card zoomed or selected, else the phase.
    function rulesAtHand() {
        if (Zoom.source !== null && (Zoom.face.card ?? "") !== "")
            return Zoom.face.card
        const selected = RulesLinks.cardAt(root.game.hand, root.game.selectedCard)
        return selected !== "" ? selected : RulesLinks.forPhase(root.game.phase)
    }

    function leave() {
        const lost = root.table.link === GameTable.Lost
        if (root.game.over || !root.game.ready || lost) root.menuRequested()
        else leaveDialog.open()
    }

    Keys.onPressed: event => {
        if (root.game.feed.bannerShown && (event.key === Qt.Key_Space || event.key === Qt.Key_Escape)) {
            root.game.feed.dismissBanner()
        } else if (event.key === Qt.Key_Space && root.lessonWaits) {
            root.table.lesson.acknowledge()
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_5) {
            root.game.spaceKey(event.key - Qt.Key_0)
        } else if (event.key === Qt.Key_P) {
            root.game.produce()
        } else if (event.key === Qt.Key_H) {
            root.game.hints.ask()
        } else if (event.key === Qt.Key_Tab) {
            root.game.selectNext(1)
        } else if (event.key === Qt.Key_Backtab) {
            root.game.selectNext(-1)
        } else if (event.key === Qt.Key_Right) {
            root.game.moveCursor(1, 0)
        } else if (event.key === Qt.Key_Left) {
            root.game.moveCursor(-1, 0)
        } else if (event.key === Qt.Key_Down) {
            root.game.moveCursor(0, 1)
        } else if (event.key === Qt.Key_Up) {
            root.game.moveCursor(0, -1)
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            // Enter chooses the card picked, or builds the selected one at the cursor; else it
            // ends the turn (asking first when nothing was built or produced and could be).
            if (!root.game.confirm()) {
                if (root.game.endingEarly) endTurnDialog.open()
                else root.game.endTurn()
            }
        } else if (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier)) {
            root.game.undo()
        } else if (event.key === Qt.Key_L) {
            log.open()
        } else if (event.key === Qt.Key_Escape) {
            // The log closes first, then the hint, then the card selected lets go, then back to
            // your own city; from there, the question of leaving (as Menu).
            if (log.opened) log.close()
            else if (root.game.hints.shown) root.game.hints.dismiss()
            else if (root.game.selectedCard >= 0) root.game.select(root.game.selectedCard)
            else if (root.game.shownSeat !== root.game.viewer) root.game.showCity(root.game.viewer)
            else root.leave()
        } else if (event.key === Qt.Key_F1) {
            root.rulesRequested(root.rulesAtHand())
        } else {
            return
        }
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The status bar: round, phase, who is to act; beside it the ticker of other seats'
        // actions (one bar, not two: the height goes to the city); the log, rules and menu.
        Rectangle {
            Layout.fillWidth: true
            // As Metrics counts it (the city's room is reckoned with it), never cutting its words.
            implicitHeight: Math.max(Metrics.statusBar, statusText.implicitHeight, logButton.implicitHeight)
            color: "#5e2314"
            RowLayout {
                anchors { fill: parent; leftMargin: Theme.unit * 1.5; rightMargin: Theme.unit }
                spacing: Theme.unit
                Text {
                    id: statusText
                    // Whole before the ticker gets any room (the ticker has no width of its
                    // own to give up); cut only where nothing else fits.
                    text: root.game.status
                    color: "#f6e6c0"
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    elide: Text.ElideRight
                    // Whole on hover where it is cut.
                    HoverHandler { id: statusHover }
                    Tip { visible: statusHover.hovered && statusText.truncated; text: statusText.text }
                }
                // The time per move: everyone sees it run; its player is warned near its end.
                Rectangle {
                    objectName: "moveClock"
                    visible: root.game.clock.running
                    implicitWidth: clockText.implicitWidth + Theme.unit * 1.2
                    implicitHeight: clockText.implicitHeight + Theme.unit * 0.4
                    radius: Theme.radius
                    color: root.game.clock.warning ? Theme.danger : "#7a3a22"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Time left for this move: %1").arg(root.game.clock.left)
                    Text {
                        id: clockText
                        anchors.centerIn: parent
                        text: root.game.clock.warning
                              //: The clock of the time per move near its end, to the player who must decide: %1 "0:45"
                              ? qsTr("%1 left, then a bot moves for you").arg(root.game.clock.left)
                              //: The clock of the time per move: %1 "4:05"
                              : qsTr("%1 left").arg(root.game.clock.left)
                        color: "#f6e6c0"
                        font.pixelSize: Theme.fontNormal
                        font.bold: root.game.clock.warning
                    }
                }
                Announcement {
                    visible: !chatToast.showing
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 0
                    Layout.topMargin: Theme.unit * 0.4
                    Layout.bottomMargin: Theme.unit * 0.4
                    feed: root.game.feed
                    seatColours: root.game.seatColours
                }
                // A line of chat, for a moment in the ticker's place.
                ChatToast {
                    id: chatToast
                    objectName: "chatToast"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 0
                    Layout.topMargin: Theme.unit * 0.4
                    Layout.bottomMargin: Theme.unit * 0.4
                    chat: root.table.chat
                    seatColours: root.game.seatColours
                }
                HeaderButton {
                    id: logButton
                    objectName: "logButton"
                    //: The game log's button; %1 the chat lines not read yet
                    text: root.game.log.unread > 0 ? qsTr("Log · %1 new").arg(root.game.log.unread) : qsTr("Log")
                    highlighted: root.game.log.unread > 0
                    Accessible.name: qsTr("Game log (L)")
                    // Closes it as it opened it.
                    onClicked: log.opened ? log.close() : log.open()
                }
                HeaderButton {
                    text: qsTr("Rules")
                    Accessible.name: qsTr("Rules (F1)")
                    onClicked: root.rulesRequested(root.rulesAtHand())
                }
                HeaderButton {
                    text: qsTr("Menu")
                    Accessible.name: qsTr("Menu")
                    onClicked: root.leave()
                }
            }
        }

        SaveNotice {
            id: saveNotice
            Layout.fillWidth: true
            problem: root.table.saveProblem
            onDismissed: root.table.dismissSaveProblem()
        }

        GameBoard {
            id: board
            table: root.table
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Theme.unit
            game: root.game
            leastCityRoom: Metrics.cityRoom
        }

        HandBar {
            id: handBar
            Layout.fillWidth: true
            game: root.game
        }
    }

    Motion {
        anchors.fill: parent
        feed: root.game.feed
        table: root
        viewer: root.game.viewer
    }

    // The hint: what to do and why, in the story's place in the hand's bar, growing up where it
    // is longer (what it names glows on the table). Over the city where that place is too narrow
    // (the story gave it to the hand's cards, or it would be a tall column) or the hint would
    // hide the cell it points at: under the action strip, or over the city's foot where the
    // cell is up there.
    HintLine {
        id: hintLine
        property bool dodged: false
        property bool below: false
        // In the bar: the story's place, and leftwards the room the hand's cards leave (fewer
        // lines, less of the city under a long hint).
        readonly property real lowLeft: Math.min(handBar.storyX, Math.max(handBar.cardsRight + Theme.unit,
                                                 handBar.storyX + handBar.storyWidth - root.width * 0.46))
        readonly property real lowWidth: handBar.storyX + handBar.storyWidth - lowLeft
        readonly property bool high: dodged || !handBar.storyShown || lowWidth < Theme.unit * 40
        // The centre column (the strip's): over the city, not the players or the offer.
        property real stripLeft: 0
        property real stripWidth: root.width
        property real stripBottom: 0
        x: high ? stripLeft + (stripWidth - width) / 2 : handBar.x + lowLeft
        y: !high ? handBar.y + handBar.storyBottom - height
           : below ? handBar.y - height - Theme.unit : stripBottom + Theme.unit
        width: high ? implicitWidth : lowWidth
        // In the story's place, the whole of it (its words never show above the hint).
        height: high ? implicitHeight : Math.max(implicitHeight, handBar.storyHeight)
        filled: !high
        maximumWidth: high ? stripWidth : width
        hints: root.game.hints
        // Measured in the story's place: out of it once it would hide the cell (and there until
        // the next hint, its height there deciding nothing); over the city, below where the
        // cell is up.
        function dodge() {
            const strip = Landmarks.find(root, "actionStrip")
            const cell = Landmarks.find(root, "hintedCell")
            if (strip !== null) {
                const corner = strip.mapToItem(root, 0, 0)
                hintLine.stripLeft = corner.x
                hintLine.stripWidth = strip.width
                hintLine.stripBottom = corner.y + strip.height
            }
            if (cell === null) {
                hintLine.below = false
                return
            }
            const at = cell.mapToItem(root, 0, 0)
            if (!hintLine.high)
                hintLine.dodged = at.y + cell.height > handBar.y + handBar.storyBottom - hintLine.height
            hintLine.below = hintLine.high && at.y < hintLine.stripBottom + Theme.unit + hintLine.implicitHeight
        }
        // After the cells have taken the new hint.
        Timer {
            id: dodgeSoon
            interval: 0
            onTriggered: hintLine.dodge()
        }
        onHeightChanged: dodgeSoon.restart()
        onHighChanged: dodgeSoon.restart()
        onClosed: root.game.hints.dismiss()
        Connections {
            target: root.game.hints
            function onChanged() { hintLine.dodged = false; dodgeSoon.restart() }
        }
    }

    // A refusal shows its reason for a moment, next to where the gesture was made.
    Rectangle {
        id: notice
        z: 1 // over the hint
        property int place: GameModel.Controls
        readonly property point spot: {
            switch (place) {
            case GameModel.Strip: return Qt.point(root.width / 2, board.y + board.stripBottom + height / 2 + Theme.unit * 0.5)
            case GameModel.Offer: return Qt.point(root.width - width / 2 - Theme.unit * 2, root.height * 0.35)
            case GameModel.Hand:
            case GameModel.Controls: return Qt.point(root.width / 2, handBar.y - height / 2 - Theme.unit)
            default: return Qt.point(root.width / 2, root.height / 2)
            }
        }
        x: Math.max(Theme.unit, Math.min(root.width - width - Theme.unit, spot.x - width / 2))
        y: spot.y - height / 2
        width: Math.min(noticeText.implicitWidth + Theme.unit * 3, root.width * 0.6)
        height: noticeText.implicitHeight + Theme.unit * 1.5
        radius: Theme.radius
        color: Theme.danger
        opacity: 0
        visible: opacity > 0
        Text {
            id: noticeText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.width * 0.6 - Theme.unit * 3)
            color: "white"
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.Wrap
        }
        SequentialAnimation {
            id: flash
            NumberAnimation { target: notice; property: "opacity"; to: 1; duration: 150 }
            PauseAnimation { duration: 2500 }
            NumberAnimation { target: notice; property: "opacity"; to: 0; duration: 400 }
        }
        Connections {
            target: root.game
            function onRefused(reason, place) { noticeText.text = reason; notice.place = place; flash.restart() }
        }
    }

    Banner {
        anchors.fill: parent
        feed: root.game.feed
    }

    // "Learn to play": over the table, under the log and the dialogs.
    LessonCoach {
        id: coach
        anchors.fill: parent
        lesson: root.table.lesson
        table: root
    }

    LogDrawer {
        id: log
        // Over the offer's column only: the status bar, the city, the strip and the turn's
        // buttons stay in sight.
        y: board.y - Theme.unit
        height: board.height + Theme.unit * 2
        width: board.offerWidth + Theme.unit * 2
        log: root.game.log
        table: root.table
        onClosed: root.forceActiveFocus()
        onRulesRequested: section => { log.close(); root.rulesRequested(section) }
    }

    // A game whose connection is lost: the app rejoins by itself. The table says so over the
    // board, where the eyes are, and takes no decision meanwhile; a move made just before waits,
    // shown, and goes once the connection is back.
    Rectangle {
        objectName: "connectionLost"
        // Over the board and the hand (the layout fills the view: its items' places are ours);
        // the status bar's log and menu stay at hand.
        x: 0
        y: board.y - board.Layout.margins
        width: root.width
        height: root.height - y
        visible: root.game.outbox.offline && root.table.link !== GameTable.Lost
        color: "#70201810"
        // Clicks and keys stop here (Esc still leaves: the seat is kept).
        onVisibleChanged: if (visible) forceActiveFocus(); else root.forceActiveFocus()
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Escape)
                root.leave()
            event.accepted = true
        }
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; hoverEnabled: true }
        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width * 0.6, Theme.unit * 70)
            height: reconnecting.implicitHeight + Theme.unit * 4
            radius: Theme.radius
            color: Theme.panel
            border.color: Theme.danger
            border.width: Math.max(2, Theme.unit * 0.3)
            Column {
                id: reconnecting
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.unit * 2 }
                spacing: Theme.unit
                Text {
                    width: parent.width
                    text: qsTr("Connection lost — reconnecting…")
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.danger
                    wrapMode: Text.Wrap
                }
                Text {
                    width: parent.width
                    text: root.game.outbox.waiting !== ""
                          //: %1 the player's move, in words ("Build Market"), kept while offline
                          ? qsTr("Your move “%1” waits and goes as soon as the connection is back, if the game still stands where you made it.").arg(root.game.outbox.waiting)
                          : qsTr("Nothing is decided until the connection is back. Your seat is kept.")
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: Theme.fontNormal
                    color: Theme.ink
                    wrapMode: Text.Wrap
                }
            }
        }
    }
    // What the host decided while the connection was lost, said once it is back.
    Rectangle {
        objectName: "decidedMeanwhile"
        x: board.x + (board.width - width) / 2
        y: board.y + Theme.unit * 4
        visible: root.game.outbox.notice !== "" && !root.game.outbox.offline
        width: Math.min(board.width * 0.7, meanwhile.implicitWidth + Theme.unit * 4)
        height: meanwhile.implicitHeight + Theme.unit * 2
        radius: Theme.radius
        color: Theme.panel
        border.color: Theme.glow
        border.width: Math.max(2, Theme.unit * 0.3)
        Row {
            id: meanwhile
            anchors.centerIn: parent
            spacing: Theme.unit
            Text {
                width: Math.min(implicitWidth, board.width * 0.7 - Theme.unit * 12)
                anchors.verticalCenter: parent.verticalCenter
                text: root.game.outbox.notice
                font.pixelSize: Theme.fontNormal
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            TextButton {
                text: qsTr("OK")
                focusPolicy: Qt.NoFocus
                onClicked: root.game.outbox.dismissNotice()
            }
        }
    }

    // Lost for good (the host ended the game, or it cannot be reached): the table stands still
    // under a veil that says why, and the way out.
    Rectangle {
        objectName: "gameLost"
        anchors.fill: parent
        visible: root.table.link === GameTable.Lost
        color: "#a0201810"
        // The table's keys and clicks stop here: nothing more can be played. The veil takes the
        // keys, not its button: Space or Enter meant for the table do not leave the game.
        onVisibleChanged: if (visible) forceActiveFocus()
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Escape)
                root.menuRequested()
            event.accepted = true
        }
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; hoverEnabled: true }
        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width * 0.6, Theme.unit * 80)
            height: lostColumn.implicitHeight + Theme.unit * 4
            radius: Theme.radius
            color: Theme.panel
            border.color: Theme.danger
            border.width: Math.max(2, Theme.unit * 0.3)
            Column {
                id: lostColumn
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.unit * 2 }
                spacing: Theme.unit * 2
                Text {
                    width: parent.width
                    text: root.table.hostEnded
                          //: %1: the host ended the game (it is saved); the seat stays this app's
                          ? qsTr("%1\nYour seat is kept: \"Continue\" in the main menu takes you back once it is hosted again.").arg(root.table.linkError)
                          //: %1 why; the seat stays this app's, to take back from the main menu
                          : qsTr("The connection to the host is lost: %1\nYour seat is kept: \"Continue\" in the main menu takes you back.").arg(root.table.linkError)
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: Theme.fontNormal
                    color: Theme.ink
                }
                TextButton {
                    objectName: "lostToMenu"
                    focusPolicy: Qt.NoFocus
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Main menu")
                    onClicked: root.menuRequested()
                }
            }
        }
    }

    Dialog {
        id: leaveDialog
        anchors.centerIn: parent
        modal: true
        title: qsTr("Leave the game?")
        font.pixelSize: Theme.fontNormal // its title and buttons, at the size of its words
        standardButtons: Dialog.NoButton
        onClosed: root.forceActiveFocus()
        readonly property bool hosting: root.table.stepAwayOffered
        width: Math.min(root.width * 0.6, Theme.unit * 80)
        // Its words only while it shows (as EndTurnDialog's: no binding loop as it is made).
        contentItem: Label {
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            text: leaveDialog.visible ? root.table.leaveMeaning : ""
        }
        // Keys: the focus starts on Stay; Tab walks the buttons, Enter presses the one in focus.
        onOpened: stayButton.forceActiveFocus()
        footer: Row {
            layoutDirection: Qt.RightToLeft
            spacing: Theme.unit
            padding: Theme.unit
            // (Their padding grows with the window like their words.)
            TextButton {
                objectName: "leaveButton"
                text: leaveDialog.hosting ? qsTr("Stop hosting") : qsTr("Leave")
                onClicked: leaveDialog.accept()
            }
            TextButton {
                objectName: "keepHostingButton"
                visible: leaveDialog.hosting
                text: qsTr("Keep hosting")
                onClicked: { leaveDialog.close(); root.stepAwayRequested() }
            }
            TextButton {
                id: stayButton
                text: qsTr("Stay")
                onClicked: leaveDialog.reject()
            }
        }
        onAccepted: root.menuRequested()
    }

    EndTurnDialog {
        id: endTurnDialog
        game: root.game
        onClosed: root.forceActiveFocus()
    }

    Curtain {
        parent: (root.Overlay.overlay as Item) ?? root
        name: root.game.curtain
        leaveMeaning: root.table.leaveMeaning
        onDismissed: root.game.liftCurtain()
        onVisibleChanged: if (!visible) root.forceActiveFocus() // the keys back to the table
        onMenuRequested: root.menuRequested() // a local game: it stays saved, nobody sees a hand
    }

    // The status bar's buttons: their padding grows with the window like their words. The
    // table keeps the keys.
    component HeaderButton: TextButton {
        font.pixelSize: Theme.fontSmall
        focusPolicy: Qt.NoFocus
    }
}
