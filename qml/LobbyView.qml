// The lobby of a LAN game, for the host and the guests: the seats (person, bot with its level,
// open; ready; connected), chat; the host sets bots, opens seats and starts once everyone is
// ready. Clear words for a lost connection, a full game, another version. Esc leaves.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    required property var network
    signal back()
    // Leaving a table server that refused (a wrong code, a full table): back to Play online.
    signal backOnline()
    // An online table the server refused: only why is shown, not a table that is not there.
    readonly property bool refusedOnline: root.network.online && root.network.state === NetworkGame.Failed
    // Seats, readiness and chat take clicks only while the lobby is there: not once its host
    // ended it, nor while the connection is lost or being made.
    readonly property bool live: root.network.state === NetworkGame.Lobby

    // A bot seat's level by the menu's entries; "" is an open seat.
    readonly property var levels: {
        const entries = [""]
        for (const level of BotLevels.keys)
            entries.push(level)
        return entries
    }

    function leave() {
        // The host says what leaving means first: keep the lobby open for the guests, or stop.
        if (root.network.hosting && root.live) {
            leaveDialog.open()
            return
        }
        const refused = root.refusedOnline
        root.network.leave()
        if (refused) root.backOnline()
        else root.back()
    }
    focus: true
    Keys.onEscapePressed: root.leave()
    Keys.forwardTo: [seats]

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors { fill: parent; margins: Theme.unit * 3 }
        spacing: Theme.unit * 1.5

        Text {
            text: root.refusedOnline ? qsTr("Play online")
                  : root.network.gameName !== "" ? root.network.gameName : qsTr("Lobby")
            font.pixelSize: Theme.fontTitle
            font.family: "serif"
            color: Theme.accent
        }
        Text {
            Layout.fillWidth: true
            text: root.network.state === NetworkGame.Connecting || root.network.state === NetworkGame.Starting ? qsTr("Connecting…")
                  : root.network.state === NetworkGame.Reconnecting ? qsTr("Connection lost — reconnecting…")
                  : root.network.state === NetworkGame.Failed ? root.network.error
                  : root.network.online ? qsTr("The game begins once every seat is taken and everyone is ready. You may leave: your seat is kept, and Continue brings you back.")
                  : root.network.admin ? qsTr("You host this game (port %1). Set bots or wait for players, then start.").arg(root.network.hostPort)
                  : qsTr("Waiting for the host to start the game.")
            color: root.network.state === NetworkGame.Failed ? Theme.danger : Theme.inkSoft
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.Wrap
        }
        // An online table's invite code, to pass on with the server's address.
        RowLayout {
            objectName: "inviteCode"
            visible: root.network.online && root.network.tableCode !== "" && !root.refusedOnline
            spacing: Theme.unit
            Text { text: qsTr("Table code"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            TextEdit {
                text: root.network.tableCode
                readOnly: true
                selectByMouse: true
                font.pixelSize: Theme.fontTitle
                font.family: "monospace"
                font.bold: true
                color: Theme.accent
                Accessible.name: qsTr("Table code %1").arg(text)
            }
            TextButton {
                objectName: "copyInvitation"
                //: Copies the invitation (a line with the table's link) to the clipboard
                ToolTip.visible: hovered
                ToolTip.delay: 600
                //: Hovering "Copy the invitation"
                ToolTip.text: qsTr("A line to paste into a chat or a mail: a click on its link opens this table in your friend's City of Rome.")
                text: qsTr("Copy the invitation")
                onClicked: {
                    invitation.text = root.network.invitation
                    invitation.selectAll()
                    invitation.copy()
                    copied.restart()
                }
            }
            // Said for a moment beside the button, which keeps its words (and nothing moves).
            Text {
                objectName: "invitationCopied"
                opacity: copied.running ? 1 : 0
                text: qsTr("Copied")
                font.pixelSize: Theme.fontNormal
                color: Theme.legal
                Timer { id: copied; interval: 3000 }
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("on %1").arg(root.network.server)
                font.pixelSize: Theme.fontNormal
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
            // The clipboard's way in from QML.
            TextEdit { id: invitation; visible: false }
        }
        // A server whose certificate no authority vouches for: its fingerprint, to trust or not.
        ColumnLayout {
            objectName: "trustServer"
            visible: root.network.state === NetworkGame.Failed && root.network.untrustedFingerprint !== ""
            Layout.fillWidth: true
            spacing: Theme.unit * 0.5
            Text {
                text: qsTr("Fingerprint: %1").arg(root.network.untrustedFingerprint)
                Layout.fillWidth: true
                wrapMode: Text.WrapAnywhere
                font.family: "monospace"
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
            }
            TextButton {
                visible: !root.network.certificateChanged
                text: qsTr("Trust this server")
                onClicked: root.network.trustServer()
            }
        }
        Text {
            objectName: "lobbyTerms"
            Layout.fillWidth: true
            visible: root.network.state === NetworkGame.Lobby || root.network.state === NetworkGame.Playing
            text: root.network.terms
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.unit * 2
            // (Kept in the layout, its room below the words, where it is not shown.)
            opacity: root.refusedOnline ? 0 : root.live ? 1 : 0.4
            enabled: root.live

            // The seats scroll where the window is short for them.
            ScrollPage {
                id: seats
                Layout.fillWidth: true
                Layout.fillHeight: true
                centred: false

                ColumnLayout {
                    // Off the bar when it shows.
                    width: seats.width - Theme.unit * 1.5
                    spacing: Theme.unit
                    Repeater {
                        model: root.network.lobby
                        delegate: Rectangle {
                            id: seatRow
                            required property int seat
                            required property string kind
                            required property string name
                            required property int colour
                            required property string bot
                            required property bool ready
                            required property bool connected
                            required property bool you
                            required property string label
                            Layout.fillWidth: true
                            implicitHeight: Math.max(Theme.unit * 6, seatLine.implicitHeight + Theme.unit * 2)
                            radius: Theme.radius
                            color: seatRow.you ? "#fff9ea" : Theme.panel
                            border.color: seatRow.you ? Theme.glow : Theme.panelBorder
                            RowLayout {
                                id: seatLine
                                anchors { fill: parent; margins: Theme.unit }
                                spacing: Theme.unit
                                PlayerSymbol { colour: seatRow.colour }
                                // Before ready, the player's own name and colour may change.
                                EntryField {
                                    objectName: "lobbyName"
                                    visible: seatRow.you && !seatRow.ready
                                    // Narrower where the row is short.
                                    Layout.fillWidth: true
                                    Layout.minimumWidth: Theme.unit * 10
                                    Layout.maximumWidth: Theme.unit * 22
                                    text: seatRow.name
                                    maximumLength: GameLimits.nameLength
                                    onEditingFinished: if (text !== seatRow.name) root.network.rename(text)
                                    Accessible.name: qsTr("Your name")
                                }
                                ChoiceBox {
                                    objectName: "lobbyColour"
                                    visible: seatRow.you && !seatRow.ready
                                    Layout.preferredWidth: Theme.unit * 16
                                    font.pixelSize: Theme.fontNormal
                                    model: PlayerColours.names
                                    selected: seatRow.colour
                                    onActivated: index => root.network.setColour(index)
                                    Accessible.name: qsTr("Your colour")
                                }
                                Text {
                                    Layout.fillWidth: true
                                    visible: !seatRow.you || seatRow.ready
                                    text: seatRow.label
                                    wrapMode: Text.Wrap
                                    font.pixelSize: Theme.fontNormal
                                    font.bold: seatRow.you
                                    color: Theme.ink
                                }
                                Text {
                                    visible: seatRow.kind === "person"
                                    text: !seatRow.connected ? qsTr("not connected")
                                          : seatRow.ready ? qsTr("ready") : qsTr("not ready")
                                    color: !seatRow.connected ? Theme.danger : seatRow.ready ? Theme.legal : Theme.inkSoft
                                    font.pixelSize: Theme.fontSmall
                                }
                                TextButton {
                                    // The host's own seat is theirs: only a guest moves.
                                    visible: seatRow.kind === "open" && !root.network.hosting
                                    text: qsTr("Sit here")
                                    Accessible.name: qsTr("Sit here: seat %1").arg(seatRow.seat + 1)
                                    onClicked: root.network.takeSeat(seatRow.seat)
                                }
                                ChoiceBox {
                                    visible: root.network.admin && !seatRow.you
                                    Layout.preferredWidth: Theme.unit * 24
                                    font.pixelSize: Theme.fontNormal
                                    // A person's seat says so first; opening it or a bot in their
                                    // place are the host's other choices.
                                    readonly property bool person: seatRow.kind === "person"
                                    model: {
                                        //: The host's menu of a seat a person sits on: the first
                                        //: entry, as it is
                                        const entries = person ? [qsTr("Player"), qsTr("Open the seat")] : [qsTr("Open")]
                                        for (const level of BotLevels.choices)
                                            entries.push(level)
                                        return entries
                                    }
                                    selected: seatRow.kind === "bot" ? Math.max(0, root.levels.indexOf(seatRow.bot)) : 0
                                    onActivated: index => {
                                        const level = person ? index - 1 : index
                                        if (person && index === 0)
                                            return
                                        if (level === 0)
                                            root.network.openSeat(seatRow.seat)
                                        else
                                            root.network.makeBot(seatRow.seat, root.levels[level])
                                    }
                                    Accessible.name: qsTr("Seat %1").arg(seatRow.seat + 1)
                                }
                                TextButton {
                                    visible: seatRow.you
                                    //: The lobby's toggle of the player's own readiness.
                                    text: seatRow.ready ? qsTr("Not ready yet") : qsTr("I'm ready")
                                    highlighted: !seatRow.ready
                                    onClicked: root.network.setReady(!seatRow.ready)
                                }
                            }
                        }
                    }
                }
            }

            // Chat: narrower where the window is narrow for the seats beside it.
            ColumnLayout {
                Layout.fillWidth: false
                Layout.preferredWidth: Math.min(Theme.unit * 45, root.width * 0.3)
                Layout.fillHeight: true
                spacing: Theme.unit * 0.5
                Text { text: qsTr("Chat"); font.pixelSize: Theme.fontLarge; font.family: "serif"; color: Theme.ink }
                FollowingList {
                    id: chatList
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: root.network.chat
                    delegate: Text {
                        required property string line
                        width: ListView.view.width
                        text: line
                        font.pixelSize: Theme.fontSmall
                        color: Theme.ink
                        wrapMode: Text.Wrap
                    }
                }
                EntryField {
                    Layout.fillWidth: true
                    placeholderText: qsTr("Say something…")
                    maximumLength: GameLimits.chatLength
                    Accessible.name: qsTr("Chat message")
                    onAccepted: { if (text.trim() !== "") root.network.sendChat(text); text = "" }
                }
            }
        }

        RowLayout {
            spacing: Theme.unit * 2
            TextButton {
                objectName: "leaveLobby"
                //: Leaving the lobby; "Back" where the server refused the table, "Back to the
                //: menu" once the host ended the game or the connection failed
                text: root.refusedOnline ? qsTr("Back")
                      : root.live || root.network.state === NetworkGame.Connecting || root.network.state === NetworkGame.Starting
                        || root.network.state === NetworkGame.Reconnecting ? qsTr("Leave") : qsTr("Back to the menu")
                highlighted: !root.live && !root.refusedOnline && root.network.state !== NetworkGame.Reconnecting
                onClicked: root.leave()
            }
            TextButton {
                visible: root.network.admin
                text: qsTr("Start the game")
                enabled: root.network.canStart
                highlighted: true
                onClicked: root.network.start()
            }
        }
    }

    // The host leaving the lobby: keep it open for the guests (the menu brings the host back), or
    // stop hosting (the guests are told).
    Dialog {
        id: leaveDialog
        objectName: "leaveLobbyDialog"
        anchors.centerIn: parent
        modal: true
        title: qsTr("Leave the lobby?")
        font.pixelSize: Theme.fontNormal
        standardButtons: Dialog.NoButton
        width: Math.min(root.width * 0.6, Theme.unit * 80)
        onClosed: root.forceActiveFocus()
        contentItem: Label {
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            text: leaveDialog.visible ? qsTr("You host this game. Keep hosting: the lobby stays open for the guests, and the main menu takes you back. Stop hosting: the lobby closes and the guests are told.") : ""
        }
        onOpened: stayButton.forceActiveFocus()
        footer: Row {
            layoutDirection: Qt.RightToLeft
            spacing: Theme.unit
            padding: Theme.unit
            TextButton {
                objectName: "stopHostingButton"
                text: qsTr("Stop hosting")
                onClicked: { leaveDialog.close(); root.network.leave(); root.back() }
            }
            TextButton {
                objectName: "keepHostingButton"
                text: qsTr("Keep hosting")
                onClicked: { leaveDialog.close(); root.network.stepAway(); root.back() }
            }
            TextButton {
                id: stayButton
                text: qsTr("Stay")
                onClicked: leaveDialog.close()
            }
        }
    }

    // A refusal ("Another player has that colour.") floats over the lobby's foot: nothing
    // under it moves while it shows.
    Rectangle {
        objectName: "lobbyNotice"
        visible: root.network.notice !== ""
        anchors { bottom: parent.bottom; horizontalCenter: parent.horizontalCenter; bottomMargin: Theme.unit * 10 }
        width: Math.min(parent.width - Theme.unit * 6, noticeText.implicitWidth + Theme.unit * 4)
        height: noticeText.implicitHeight + Theme.unit * 2
        radius: Theme.radius
        color: Theme.danger
        Text {
            id: noticeText
            anchors { fill: parent; margins: Theme.unit }
            text: root.network.notice
            color: "white"
            font.pixelSize: Theme.fontNormal
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
        }
    }
}
