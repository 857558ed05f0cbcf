// The end: the score pad, every row for every player, the tie-breakers, the winner, and each
// player's final city above their rows with every group the rows count marked and counted (its
// row labels carry the marks' colours; where the window is narrow for that, the cities lie
// across the pad, and it scrolls where it is short); hovering a total shows its rows. A rematch
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

    // The pad's total under the pointer and its seat, which the one score tip shows the rows of.
    property Item hoveredTotal: null
    property int hoveredSeat: -1
    property int hoveredValue: 0
    readonly property int seats: root.game.seatNames.length
    readonly property real padWidth: Math.min(root.width - Theme.unit * 6, Theme.unit * Math.max(120, 40 + 34 * root.seats))
    // Smaller, the marks' counts would cover the signs of the cells beside them.
    readonly property real smallestCity: Theme.unit * 22
    // The final cities take what the title, the pad's rows and the buttons leave; where that
    // is too little (a large interface size), the page scrolls.
    readonly property real rowsHeight: (padRows.count + 1) * (rowMetrics.height + pad.rowSpacing)
    readonly property real citySize: Math.max(root.smallestCity, Math.min(Theme.unit * 34, root.height - root.rowsHeight - Theme.unit * 23))
    FontMetrics { id: rowMetrics; font.pixelSize: Theme.fontLarge }
    readonly property real labelsWidth: {
        let widest = 0
        for (let i = 0; i < padRows.count; ++i)
            widest = Math.max(widest, padRows.itemAt(i)?.implicitWidth ?? 0)
        return widest
    }
    // Too narrow for every city over its player's column beside the rows' labels: the cities
    // side by side across the pad, each under its player's name, above the rows.
    readonly property bool narrow: (root.padWidth - Theme.unit * 2 - root.labelsWidth) / root.seats - Theme.unit * 2 < root.smallestCity

    focus: true
    Keys.onEscapePressed: root.menuRequested()
    Keys.forwardTo: [page]

    Rectangle { anchors.fill: parent; color: Theme.background }

    // The buttons stay in sight under the page, which scrolls when it must.
    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width
        height: Math.min(parent.height, implicitHeight)
        spacing: Theme.unit

        ScrollPage {
            id: page
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: page.neededHeight

            ColumnLayout {
                anchors.horizontalCenter: parent.horizontalCenter
                width: root.padWidth
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
                        columns: root.seats + 1
                        columnSpacing: Theme.unit * 2
                        rowSpacing: Theme.unit * 0.5

                        // Narrow: the final cities across the pad, each under its player's name.
                        RowLayout {
                            Layout.row: 0
                            Layout.column: 0
                            Layout.columnSpan: root.seats + 1
                            Layout.fillWidth: true
                            visible: root.narrow
                            spacing: Theme.unit * 2
                            Repeater {
                                model: root.narrow ? root.game.players : 0
                                delegate: ColumnLayout {
                                    id: across
                                    required property var city
                                    required property var scoring
                                    required property int score
                                    required property int index
                                    Layout.fillWidth: true
                                    Layout.preferredWidth: root.citySize
                                    spacing: Theme.unit
                                    // The name centred over the city, on two lines if it must.
                                    RowLayout {
                                        Layout.fillWidth: true
                                        Item { Layout.fillWidth: true }
                                        PlayerSymbol { colour: root.game.seatColours[across.index] || 0 }
                                        Text {
                                            id: acrossName
                                            Layout.fillWidth: true
                                            // Its width on one line (a wrapped text's own
                                            // implicit width would feed back into the layout).
                                            Layout.maximumWidth: Math.ceil(nameWidth.advanceWidth) + 1
                                            text: root.game.seatNames[across.index] ?? ""
                                            wrapMode: Text.Wrap
                                            font.pixelSize: Theme.fontNormal
                                            font.bold: true
                                            color: Theme.ink
                                            TextMetrics { id: nameWidth; font: acrossName.font; text: acrossName.text }
                                        }
                                        // The total beside the name: the pad's rows may lie
                                        // below the fold of a short window.
                                        Text {
                                            objectName: "acrossTotal-" + across.index
                                            text: across.score
                                            font.pixelSize: Theme.fontLarge
                                            font.bold: true
                                            color: Theme.accent
                                            Accessible.name: qsTr("%n point(s)", "", across.score)
                                        }
                                        Item { Layout.fillWidth: true }
                                    }
                                    FinalCity {
                                        Layout.fillWidth: true
                                        Layout.preferredHeight: root.citySize
                                        city: across.city
                                        scoring: across.scoring
                                        seat: across.index
                                    }
                                }
                            }
                        }

                        Item { Layout.row: 1; Layout.column: 0; Layout.fillWidth: true; implicitHeight: 1 }
                        Repeater {
                            model: root.game.seatNames
                            delegate: RowLayout {
                                id: header
                                required property string modelData
                                required property int index
                                Layout.row: 1
                                Layout.column: header.index + 1
                                Layout.alignment: Qt.AlignRight
                                PlayerSymbol { colour: root.game.seatColours[header.index] || 0 }
                                Text { text: header.modelData; font.pixelSize: Theme.fontNormal; font.bold: true; color: Theme.ink }
                            }
                        }
                        // Beside the final cities, or under them where they lie across.
                        Text {
                            Layout.row: 2
                            Layout.column: 0
                            Layout.columnSpan: root.narrow ? root.seats + 1 : 1
                            Layout.fillWidth: true
                            Layout.maximumWidth: root.narrow ? root.padWidth : Theme.unit * 26
                            //: Beside the final cities on the score pad: how to read their marks
                            text: qsTr("Outlined: what each row counts. A dot: a public building that counts for the area.")
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                        }
                        // The final cities, each over its player's rows.
                        Repeater {
                            model: root.narrow ? 0 : root.game.players
                            delegate: FinalCity {
                                id: over
                                required property int index
                                seat: over.index
                                Layout.row: 2
                                Layout.column: over.index + 1
                                // Off the names above: the marks' counts stand out of the city.
                                Layout.topMargin: Theme.unit
                                Layout.fillWidth: true
                                Layout.preferredWidth: root.citySize
                                Layout.preferredHeight: root.citySize
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
                                Layout.row: index + 3
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
                                    Layout.row: line.index + 3
                                    Layout.column: number.index + 1
                                    Layout.alignment: Qt.AlignRight
                                    text: number.modelData
                                    font.pixelSize: line.total ? Theme.fontLarge : Theme.fontNormal
                                    font.bold: line.total
                                    color: Theme.ink
                                    // A total shows its rows, as every score does (one tip
                                    // for the pad: a tip per number was hundreds of popups).
                                    HoverHandler {
                                        enabled: line.total
                                        onHoveredChanged: {
                                            if (hovered) {
                                                root.hoveredSeat = number.index
                                                root.hoveredValue = number.modelData
                                                root.hoveredTotal = number
                                            }
                                            else if (root.hoveredTotal === number)
                                                root.hoveredTotal = null
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: Theme.unit
            spacing: Theme.unit * 2
            TextButton { visible: root.rematchOffered; text: qsTr("Rematch"); onClicked: root.rematchRequested() }
            TextButton {
                objectName: "replayButton"
                visible: root.replayOffered
                text: qsTr("Watch the replay")
                onClicked: root.replayRequested()
            }
            TextButton {
                objectName: "lookBackButton"
                visible: root.replayOffered
                text: qsTr("How did I play?")
                onClicked: root.lookBackRequested()
            }
            TextButton { text: qsTr("Menu"); onClicked: root.menuRequested() }
        }
    }

    ScoreTip {
        parent: root.hoveredTotal ?? root
        visible: root.hoveredTotal !== null
        rows: root.hoveredTotal ? root.game.scores.seatRows[root.hoveredSeat] ?? [] : []
        total: root.hoveredValue
    }
}
