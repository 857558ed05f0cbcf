// A new local game: 2-4 seats, each a person at this machine or a bot (beginner to expert),
// names and colours; the Shrine; who starts. Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal started(var seats, bool shrine, int startingPlayer)
    signal back()

    property int players: 3
    readonly property var botNames: ["Livia", "Marcus", "Cornelia", "Gaius"]
    ListModel {
        id: seats
        ListElement { kind: 0; name: ""; colour: 0 }
        ListElement { kind: 3; name: "Livia"; colour: 1 }
        ListElement { kind: 3; name: "Marcus"; colour: 2 }
        ListElement { kind: 3; name: "Cornelia"; colour: 3 }
    }
    Component.onCompleted: seats.setProperty(0, "name", Settings.playerName)
    focus: true
    Keys.onEscapePressed: root.back()
    Keys.forwardTo: [page]

    // kind: 0 person, then the bots' levels from beginner to expert (BotLevels.keys)

    Rectangle { anchors.fill: parent; color: Theme.background }

    // Scrolls where the window is short for it (a large interface size).
    ScrollPage {
        id: page
        anchors.fill: parent

        ColumnLayout {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(page.width - Theme.unit * 6, Theme.unit * 90)
            spacing: Theme.unit * 1.5

            Text {
                text: qsTr("New game")
                font.pixelSize: Theme.fontTitle
                font.family: "serif"
                color: Theme.accent
            }
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
                        onClicked: root.players = modelData
                        //: The button that chooses how many players: "3 players"
                        Accessible.name: qsTr("%n player(s)", "", modelData)
                    }
                }
            }
            Repeater {
                model: seats
                delegate: RowLayout {
                    id: seatRow
                    required property int index
                    required property int kind
                    required property string name
                    required property int colour
                    visible: index < root.players
                    spacing: Theme.unit
                    PlayerSymbol { colour: seatRow.colour }
                    ChoiceBox {
                        Layout.preferredWidth: Theme.unit * 28
                        model: {
                            const entries = [qsTr("Person")]
                            for (const level of BotLevels.choices)
                                entries.push(level)
                            return entries
                        }
                        selected: seatRow.kind
                        font.pixelSize: Theme.fontNormal
                        onActivated: index => seats.setProperty(seatRow.index, "kind", index)
                        Accessible.name: qsTr("Seat %1").arg(seatRow.index + 1)
                    }
                    EntryField {
                        Layout.fillWidth: true
                        text: seatRow.name
                        maximumLength: GameLimits.nameLength
                        onEditingFinished: seats.setProperty(seatRow.index, "name", text)
                        Accessible.name: qsTr("Name of seat %1").arg(seatRow.index + 1)
                    }
                    ChoiceBox {
                        Layout.preferredWidth: Theme.unit * 16
                        model: PlayerColours.names
                        selected: seatRow.colour
                        font.pixelSize: Theme.fontNormal
                        onActivated: index => {
                            // Colours are unique: the seat that had it takes this seat's old one.
                            for (let i = 0; i < seats.count; ++i) {
                                if (i !== seatRow.index && seats.get(i).colour === index)
                                    seats.setProperty(i, "colour", seatRow.colour)
                            }
                            seats.setProperty(seatRow.index, "colour", index)
                        }
                        Accessible.name: qsTr("Colour of seat %1").arg(seatRow.index + 1)
                    }
                }
            }
            Text {
                Layout.fillWidth: true
                //: Under the seats of a new game; "≈ 1400" stands beside each bot level
                text: qsTr("≈ is a bot's rating (Elo, as in chess): 200 more wins about three games in four.")
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            OptionBox {
                id: shrine
                text: qsTr("Play with the Shrine (mini-expansion)")
                font.pixelSize: Theme.fontNormal
            }
            RowLayout {
                Text { id: starterLabel; text: qsTr("Who starts"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ChoiceBox {
                    id: starter
                    // The seat chosen, kept while the names in the list change.
                    property int chosen: 0
                    selected: Math.min(chosen, root.players)
                    onActivated: index => chosen = index
                    Accessible.name: starterLabel.text
                    Layout.preferredWidth: Theme.unit * 30
                    font.pixelSize: Theme.fontNormal
                    model: {
                        const names = [qsTr("Chosen by lot")]
                        for (let i = 0; i < root.players; ++i)
                            names.push(seats.get(i).name)
                        return names
                    }
                }
            }
            RowLayout {
                spacing: Theme.unit * 2
                TextButton { text: qsTr("Back"); onClicked: root.back() }
                TextButton {
                    text: qsTr("Start")
                    highlighted: true
                    onClicked: {
                        const chosen = []
                        for (let i = 0; i < root.players; ++i) {
                            const seat = seats.get(i)
                            chosen.push({ name: seat.name || qsTr("Player %1").arg(i + 1),
                                          colour: seat.colour, bot: seat.kind > 0 ? BotLevels.keys[seat.kind - 1] : "" })
                        }
                        root.started(chosen, shrine.checked, starter.currentIndex - 1)
                    }
                }
            }
        }
    }
}
