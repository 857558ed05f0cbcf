// Play online (issue 29): a table server's address (those used before are offered), then make a
// table (players, bots and their level, the Shrine, a time per move) whose invite code the lobby
// shows, or join a table with the code a friend passed on. A server whose certificate no
// authority vouches for shows its fingerprint to trust (in the lobby). Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    required property var network
    signal entered()
    signal back()

    property int players: 3
    property int bots: 1
    // Each bot's level (an index of BotLevels.keys), by bot.
    property var levels: [2, 2, 2]
    // The time per move's choices, in minutes (0: none), and the one chosen.
    readonly property var moveMinutes: [0, 1, 5, 10, 60, 24 * 60, 3 * 24 * 60]
    property int moveChoice: 4
    focus: true
    Keys.onEscapePressed: root.back()
    Keys.forwardTo: [page]
    // The table made last is offered again.
    Component.onCompleted: {
        const last = root.network.lastTableChoice()
        root.players = last.players
        root.bots = last.bots.length
        root.levels = root.levels.map((level, bot) => bot < last.bots.length
                                      ? Math.max(0, BotLevels.keys.indexOf(last.bots[bot])) : level)
        root.moveChoice = Math.max(0, root.moveMinutes.indexOf(last.moveMinutes))
        shrine.checked = last.shrine
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    // Scrolls where the window is short for it (a large interface size).
    ScrollPage {
        id: page
        anchors.fill: parent

        ColumnLayout {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(page.width - Theme.unit * 6, Theme.unit * 90)
            spacing: Theme.unit * 1.2

            Text { text: qsTr("Play online"); font.pixelSize: Theme.fontTitle; font.family: "serif"; color: Theme.accent }
            Text {
                Layout.fillWidth: true
                //: Under the title of Play online
                text: qsTr("Friends anywhere play at a table server: one of you makes a table and passes its invitation on, the others open its link or paste it below. A game waits for you for days.")
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            RowLayout {
                spacing: Theme.unit
                Text { id: serverLabel; text: qsTr("Server"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                EntryField {
                    id: server
                    objectName: "server"
                    Layout.fillWidth: true
                    text: root.network.knownServers.length > 0 ? root.network.knownServers[0] : ""
                    placeholderText: "tables.example.org:45655"
                    Accessible.name: serverLabel.text
                    // A whole invitation pasted here goes to the code field, which reads it.
                    onTextChanged: {
                        const invited = Invitations.read(text)
                        if (invited.server !== undefined) {
                            code.text = text
                            text = invited.server
                            return
                        }
                        // A server used before as it was; a new one keeps the switch as set.
                    if (root.network.knownServers.indexOf(text.trim()) >= 0)
                        secure.checked = root.network.serverIsSecure(text.trim())
                    }
                }
                Text { text: qsTr("Secure"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ToggleSwitch {
                    id: secure
                    objectName: "secure"
                    //: A table server's connection is encrypted (TLS)
                    Accessible.name: qsTr("Secure connection (TLS)")
                    checked: true
                    // The switch's own size (its indicator's): a layout that gives it none puts it
                    // out of reach of the pointer.
                    Layout.preferredWidth: indicator.implicitWidth
                    Layout.preferredHeight: indicator.implicitHeight
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.unit * 0.5
                visible: root.network.knownServers.length > 1
                Repeater {
                    model: root.network.knownServers
                    delegate: TextButton {
                        required property string modelData
                        text: modelData
                        font.pixelSize: Theme.fontSmall
                        onClicked: server.text = modelData
                    }
                }
            }

            Text { text: qsTr("Make a table"); font.pixelSize: Theme.fontLarge; color: Theme.ink; Layout.topMargin: Theme.unit }
            RowLayout {
                spacing: Theme.unit
                Text { text: qsTr("Players"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                Repeater {
                    model: GameLimits.playerCounts
                    delegate: TextButton {
                        required property int modelData
                        text: modelData
                        checkable: true
                        checked: root.players === modelData
                        onClicked: { root.players = modelData; root.bots = Math.min(root.bots, modelData - 1) }
                        //: The button that chooses how many players: "3 players"
                        Accessible.name: qsTr("%n player(s)", "", modelData)
                    }
                }
                Text { id: botsLabel; text: qsTr("of them bots"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ChoiceBox {
                    Layout.preferredWidth: Theme.unit * 9
                    model: Array.from({ length: root.players }, (_, n) => String(n))
                    selected: root.bots
                    onActivated: index => root.bots = index
                    font.pixelSize: Theme.fontNormal
                    Accessible.name: botsLabel.text
                }
            }
            RowLayout {
                visible: root.bots > 0
                spacing: Theme.unit
                Text { text: qsTr("Bots"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                Repeater {
                    model: root.bots
                    delegate: ChoiceBox {
                        required property int index
                        Layout.preferredWidth: Theme.unit * 26
                        model: BotLevels.choices
                        selected: root.levels[index]
                        onActivated: level => {
                            const levels = root.levels.slice()
                            levels[index] = level
                            root.levels = levels
                        }
                        font.pixelSize: Theme.fontNormal
                        //: The level of one bot of a new online table: "Level of bot 2"
                        Accessible.name: qsTr("Level of bot %1").arg(index + 1)
                    }
                }
            }
            RowLayout {
                spacing: Theme.unit
                Text { id: moveLabel; text: qsTr("Time per move"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ChoiceBox {
                    Layout.preferredWidth: Theme.unit * 22
                    model: [qsTr("none"), qsTr("1 minute"), qsTr("5 minutes"), qsTr("10 minutes"), qsTr("1 hour"), qsTr("1 day"), qsTr("3 days")]
                    selected: root.moveChoice
                    onActivated: index => root.moveChoice = index
                    font.pixelSize: Theme.fontNormal
                    Accessible.name: moveLabel.text
                }
                Text {
                    Layout.fillWidth: true
                    opacity: root.moveChoice > 0 ? 1 : 0 // keeps its room: nothing moves
                    //: Beside the time per move of an online table
                    text: qsTr("then a bot makes that move for whoever is late")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
            }
            RowLayout {
                spacing: Theme.unit
                Text { id: tableNameLabel; text: qsTr("Table name"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                EntryField {
                    id: tableName
                    objectName: "tableName"
                    Layout.fillWidth: true
                    // The friends read it in their lobby, in Continue and in the notification.
                    placeholderText: root.network.defaultTableName()
                    maximumLength: GameLimits.gameNameLength
                    Accessible.name: tableNameLabel.text
                }
            }
            RowLayout {
                OptionBox { id: shrine; text: qsTr("Play with the Shrine (mini-expansion)"); font.pixelSize: Theme.fontNormal }
                Item { Layout.fillWidth: true }
                TextButton {
                    objectName: "makeTable"
                    text: qsTr("Make the table")
                    highlighted: true
                    enabled: server.text.trim() !== ""
                    onClicked: {
                        root.network.createTable(server.text.trim(), secure.checked, root.players,
                                                 root.levels.slice(0, root.bots).map(level => BotLevels.keys[level]),
                                                 shrine.checked, root.moveMinutes[root.moveChoice], tableName.text)
                        root.entered()
                    }
                }
            }

            Text { text: qsTr("Join a table"); font.pixelSize: Theme.fontLarge; color: Theme.ink; Layout.topMargin: Theme.unit }
            RowLayout {
                spacing: Theme.unit
                Text { id: codeLabel; text: qsTr("Code"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                EntryField {
                    id: code
                    objectName: "code"
                    Layout.fillWidth: true
                    //: In the code field of Play online: a code or a whole invitation may go there
                    placeholderText: qsTr("K7QXM-2PR9D, or paste the whole invitation")
                    // The code joined with last: back from a refusal, to correct it.
                    text: root.network.lastJoinCode()
                    Accessible.name: codeLabel.text
                    onAccepted: if (join.enabled) join.clicked()
                    // An invitation sets the server and its security too.
                    onTextChanged: {
                        const invited = Invitations.read(text)
                        if (invited.server !== undefined) {
                            server.text = invited.server
                            secure.checked = invited.secure
                        }
                    }
                }
                TextButton {
                    id: join
                    objectName: "joinTable"
                    text: qsTr("Join")
                    enabled: Invitations.joinable(code.text, server.text)
                    onClicked: {
                        if (!root.network.joinInvitation(code.text))
                            root.network.joinTable(server.text.trim(), secure.checked, code.text)
                        root.entered()
                    }
                }
            }
            Text {
                readonly property var invited: Invitations.read(code.text)
                objectName: "invitationRead"
                Layout.fillWidth: true
                visible: invited.server !== undefined
                //: Under the code field once a whole invitation is pasted: %1 the table's code, %2 its server
                text: visible ? qsTr("The invitation to table %1 on %2: Join takes you there.").arg(invited.code).arg(invited.server) : ""
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
            TextButton { text: qsTr("Back"); onClicked: root.back() }
        }
    }
}
