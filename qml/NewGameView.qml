// A new local game: 2-4 seats, each a person at this machine or a bot (beginner to expert),
// names and colours; the Shrine; who starts. Starts from the last table's set-up (NewTable).
// Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal started(var seats, bool shrine, int startingPlayer)
    signal back()

    NewTable { id: table }
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
                        checked: table.players === modelData
                        onClicked: table.players = modelData
                        //: The button that chooses how many players: "3 players"
                        Accessible.name: qsTr("%n player(s)", "", modelData)
                    }
                }
            }
            Repeater {
                model: table
                delegate: RowLayout {
                    id: seatRow
                    required property int index
                    required property int kind
                    required property string name
                    required property int colour
                    visible: index < table.players
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
                        onActivated: index => table.setKind(seatRow.index, index)
                        Accessible.name: qsTr("Seat %1").arg(seatRow.index + 1)
                    }
                    EntryField {
                        Layout.fillWidth: true
                        text: seatRow.name
                        maximumLength: GameLimits.nameLength
                        onEditingFinished: table.setName(seatRow.index, text)
                        Accessible.name: qsTr("Name of seat %1").arg(seatRow.index + 1)
                    }
                    ChoiceBox {
                        Layout.preferredWidth: Theme.unit * 16
                        model: PlayerColours.names
                        selected: seatRow.colour
                        font.pixelSize: Theme.fontNormal
                        onActivated: index => table.setColour(seatRow.index, index)
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
                checked: table.shrine
                onToggled: table.shrine = checked
                text: qsTr("Play with the Shrine (mini-expansion)")
                font.pixelSize: Theme.fontNormal
            }
            RowLayout {
                Text { id: starterLabel; text: qsTr("Who starts"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ChoiceBox {
                    id: starter
                    // The seat chosen, kept while the names in the list change.
                    property int chosen: 0
                    selected: Math.min(chosen, table.players)
                    onActivated: index => chosen = index
                    Accessible.name: starterLabel.text
                    Layout.preferredWidth: Theme.unit * 30
                    font.pixelSize: Theme.fontNormal
                    model: [qsTr("Chosen by lot"), ...table.names]
                }
            }
            RowLayout {
                spacing: Theme.unit * 2
                TextButton { text: qsTr("Back"); onClicked: root.back() }
                TextButton {
                    text: qsTr("Start")
                    highlighted: true
                    onClicked: root.started(table.confirm(), table.shrine, starter.currentIndex - 1)
                }
            }
        }
    }
}
