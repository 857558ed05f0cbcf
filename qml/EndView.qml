// The end: the score pad, every row for every player, the tie-breakers, the winner, and each
// player's final city above their rows with every group the rows count marked and counted (its
// row labels carry the marks' colours); hovering a total shows its rows. A rematch
// with the same seats, the replay of the game, a look back at every decision ("How did I
// play?", with the replay), or back to the menu (also Esc).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Item {
    id: root
    required property var game
    property bool rematchOffered: true
    property bool replayOffered: false
    signal rematchRequested()
    signal replayRequested()
    signal lookBackRequested()
    signal menuRequested()

    // The final cities take what the title, the pad's rows and the buttons leave.
    readonly property real rowsHeight: (padRows.count + 1) * (rowMetrics.height + pad.rowSpacing)
    readonly property real citySize: Math.max(Theme.unit * 12, Math.min(Theme.unit * 34, root.height - root.rowsHeight - Theme.unit * 23))
    FontMetrics { id: rowMetrics; font.pixelSize: Theme.fontLarge }

    focus: true
    Keys.onEscapePressed: root.menuRequested()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.centerIn: parent
        // Wide enough for every player's final city.
        width: Math.min(parent.width - Theme.unit * 6, Theme.unit * Math.max(120, 40 + 34 * root.game.seatNames.length))
        spacing: Theme.unit * 2

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: root.game.winners.length > 1
                  ? qsTr("Shared victory: %1").arg(root.game.winners.map(s => root.game.seatNames[s]).join(", "))
                  : root.game.winners.length === 1 ? qsTr("%1 wins!").arg(root.game.seatNames[root.game.winners[0]]) : ""
            font.pixelSize: Theme.fontTitle
            font.family: "serif"
            color: Theme.accent
        }
        // An honest result: a winner a bot played for part of the game is named so.
        Text {
            objectName: "standInNote"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            visible: text !== ""
            text: root.game.winners.filter(s => (root.game.standIns[s] ?? "") !== "")
                  //: Under the winner: %1 the rounds (e.g. "rounds 6–11"), %2 the player
                  .map(s => qsTr("A bot played %1 for %2.").arg(root.game.standIns[s]).arg(root.game.seatNames[s])).join(" ")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            color: Theme.inkSoft
        }

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: pad.implicitHeight + Theme.unit * 2
            color: Theme.panel
            border.color: Theme.panelBorder
            radius: Theme.radius

            GridLayout {
                id: pad
                anchors { fill: parent; margins: Theme.unit }
                columns: root.game.seatNames.length + 1
                columnSpacing: Theme.unit * 2
                rowSpacing: Theme.unit * 0.5

                Item { Layout.fillWidth: true; implicitHeight: 1 }
                Repeater {
                    model: root.game.seatNames
                    delegate: RowLayout {
                        id: header
                        required property string modelData
                        required property int index
                        Layout.alignment: Qt.AlignRight
                        PlayerSymbol { colour: root.game.seatColours[header.index] || 0 }
                        Text { text: header.modelData; font.pixelSize: Theme.fontNormal; font.bold: true; color: Theme.ink }
                    }
                }
                // The final cities, each over its player's rows.
                Text {
                    Layout.row: 1
                    Layout.column: 0
                    Layout.fillWidth: true
                    Layout.maximumWidth: Theme.unit * 26
                    //: Beside the final cities on the score pad: how to read their marks
                    text: qsTr("Outlined: what each row counts. A dot: a public building that counts for the area.")
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
                Repeater {
                    model: root.game.players
                    delegate: Item {
                        id: finalCity
                        required property var city
                        required property var scoring
                        required property int index
                        objectName: "finalCity-" + finalCity.index
                        Layout.row: 1
                        Layout.column: finalCity.index + 1
                        Layout.fillWidth: true
                        Layout.preferredWidth: root.citySize
                        Layout.preferredHeight: root.citySize
                        CityView {
                            id: cityView
                            anchors.fill: parent
                            city: finalCity.city
                            compact: true
                            interactive: false
                        }
                        ScoringMarks { anchors.fill: cityView; view: cityView; marks: finalCity.scoring }
                    }
                }
                Repeater {
                    id: padRows
                    model: root.game.scores
                    delegate: RowLayout {
                        id: rowLabel
                        required property string label
                        required property bool total
                        required property bool tieBreaker
                        required property string markKind
                        required property int markValue
                        required property int index
                        Layout.row: index + 2
                        Layout.column: 0
                        spacing: Theme.unit * 0.6
                        // The colour of the row's marks in the final cities.
                        Rectangle {
                            opacity: rowLabel.markKind !== "" ? 1 : 0 // keeps the labels in line
                            implicitWidth: Theme.unit * 1.2
                            implicitHeight: implicitWidth
                            radius: 2
                            color: Theme.scoringTint(rowLabel.markKind, rowLabel.markValue)
                        }
                        Text {
                            text: rowLabel.label
                            font.pixelSize: Theme.fontNormal
                            font.bold: rowLabel.total
                            font.italic: rowLabel.tieBreaker
                            color: rowLabel.tieBreaker ? Theme.inkSoft : Theme.ink
                        }
                    }
                }
                Repeater {
                    model: root.game.scores
                    delegate: Repeater {
                        id: line
                        required property var values
                        required property bool total
                        required property int index
                        model: line.values
                        delegate: Text {
                            id: number
                            objectName: line.total ? "total-" + number.index : ""
                            required property var modelData
                            required property int index
                            Layout.row: line.index + 2
                            Layout.column: number.index + 1
                            Layout.alignment: Qt.AlignRight
                            text: number.modelData
                            font.pixelSize: line.total ? Theme.fontLarge : Theme.fontNormal
                            font.bold: line.total
                            color: Theme.ink
                            // A total shows its rows, as every score does.
                            HoverHandler { id: totalHover; enabled: line.total }
                            ScoreTip {
                                visible: totalHover.hovered
                                rows: root.game.scores.seatRows[number.index] ?? []
                                total: line.total ? number.modelData : 0
                            }
                        }
                    }
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.unit * 2
            TextButton { visible: root.rematchOffered; text: qsTr("Rematch"); onClicked: root.rematchRequested() }
            TextButton { visible: root.replayOffered; text: qsTr("Watch the replay"); onClicked: root.replayRequested() }
            TextButton {
                objectName: "lookBackButton"
                visible: root.replayOffered
                text: qsTr("How did I play?")
                onClicked: root.lookBackRequested()
            }
            TextButton { text: qsTr("Menu"); onClicked: root.menuRequested() }
        }
    }
}
