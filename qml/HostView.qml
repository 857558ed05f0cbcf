// Host a LAN game: its name, how many seats, the Shrine, whether players may ask for hints. The host runs in its own process and
// announces the game on the LAN; then the lobby opens. Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    required property var network
    signal hosted()
    signal back()

    property int players: 3
    focus: true
    Keys.onEscapePressed: root.back()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.unit * 6, Theme.unit * 70)
        spacing: Theme.unit * 1.5

        Text { text: qsTr("Host a LAN game"); font.pixelSize: Theme.fontTitle; font.family: "serif"; color: Theme.accent }
        RowLayout {
            spacing: Theme.unit
            Text { id: nameLabel; text: qsTr("Name of the game"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            EntryField {
                id: name
                Layout.fillWidth: true
                text: qsTr("%1's game").arg(Settings.playerName)
                maximumLength: GameLimits.gameNameLength
                Accessible.name: nameLabel.text
            }
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
        OptionBox { id: shrine; text: qsTr("Play with the Shrine (mini-expansion)"); font.pixelSize: Theme.fontNormal }
        OptionBox {
            id: hints
            objectName: "allowHints"
            //: Each player's app computes its hint from that player's own view
            text: qsTr("Allow hints (each player's app shows the expert's choice on request)")
            font.pixelSize: Theme.fontNormal
        }
        Text {
            Layout.fillWidth: true
            visible: root.network.state === NetworkGame.Failed
            text: root.network.error
            color: Theme.danger
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.Wrap
        }
        RowLayout {
            spacing: Theme.unit * 2
            TextButton { text: qsTr("Back"); onClicked: root.back() }
            TextButton {
                text: root.network.state === NetworkGame.Starting ? qsTr("Starting…") : qsTr("Host")
                enabled: root.network.state !== NetworkGame.Starting && name.text.trim() !== ""
                highlighted: true
                onClicked: {
                    root.network.host(name.text.trim(), root.players, shrine.checked, hints.checked)
                    root.hosted()
                }
            }
        }
    }
}
