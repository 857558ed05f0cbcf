// The table of a game, as the game screen and the replay show it, on a walnut table: the
// players on the left, each with a small view of their city (a click shows it big, the panel
// stays marked); the action strip and the shown city in the centre; the offer on the right.
// A larger window gives larger cards and cities, not emptier panels. `playing`: the viewer
// plays (gestures go to the game); otherwise read-only. The card zoom lies over it all.
// Its words keep the game screen's translations (context GameView), where they were first.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls // Overlay (qmllint 6.4 does not see the attached type's use)
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    required property var game
    property bool playing: true
    // The LAN game, when this is one (its host may let bots play for absent players).
    property var network: null

    // The table cloth, reaching under the screen's margin round the board.
    Rectangle {
        anchors { fill: parent; margins: -Theme.unit }
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.table }
            GradientStop { position: 1; color: Theme.tableDark }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.unit

        // The players.
        ColumnLayout {
            id: players
            objectName: "players"
            Layout.preferredWidth: Theme.unit * 36
            Layout.maximumWidth: Theme.unit * 36
            Layout.fillWidth: false
            Layout.fillHeight: true
            spacing: Theme.unit * 0.8
            Repeater {
                model: root.game.players
                delegate: PlayerPanel {
                    Layout.fillWidth: true
                    // The panels share the column's height: room for their cities.
                    Layout.fillHeight: true
                    Layout.maximumHeight: Theme.unit * 22
                    shown: seat === root.game.shownSeat
                    playing: root.playing
                    mayStandIn: root.network !== null && root.network.admin
                    onChosen: seat => root.game.showCity(seat)
                    onStandInRequested: seat => root.network.standIn(seat, "normal")
                    onHandBackRequested: seat => root.network.handBack(seat)
                }
            }
            Item { Layout.fillHeight: true; Layout.preferredHeight: 0 }
        }

        // The strip and the city.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.unit * 0.6
            ActionStrip {
                objectName: "actionStrip"
                Layout.fillWidth: true
                strip: root.game.strip
                seatColours: root.game.seatColours
                onPlaced: space => { if (root.playing) root.game.placeEmissary(space) }
            }
            Text {
                Layout.fillWidth: true
                visible: root.game.phase === GameModel.Emissaries || root.game.phase === GameModel.Actions
                //: The action strips of the rounds to come, as far as seen; "?" not seen yet
                text: qsTranslate("GameView", "Strips to come: %1").arg(root.game.stripsToCome.join("  ·  "))
                font.pixelSize: Theme.fontSmall
                color: Theme.tableInkSoft
                // Where one line is too narrow, a second (between two strips, never inside one).
                wrapMode: Text.WordWrap
            }
            // Whose city is the big one: their colour and name, as on their marked panel.
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.unit * 0.6
                PlayerSymbol {
                    anchors.verticalCenter: parent.verticalCenter
                    colour: root.game.seatColours[root.game.shownSeat] ?? 0
                    visible: root.game.shownSeat >= 0
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: root.playing && root.game.shownSeat === root.game.viewer ? qsTranslate("GameView", "Your city")
                          : qsTranslate("GameView", "%1's city").arg(root.game.seatNames[root.game.shownSeat] || "")
                    font.pixelSize: Theme.fontLarge
                    font.family: "serif"
                    font.bold: true
                    color: Theme.tableInk
                }
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                CityView {
                    objectName: "cityView"
                    anchors.fill: parent
                    city: root.game.city
                    interactive: root.playing && root.game.shownSeat === root.game.viewer
                    picking: root.game.selectedCard >= 0
                    onChosen: (x, y) => root.game.build(x, y)
                }
                ChoiceSheet {
                    objectName: "choiceSheet"
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                    game: root.game
                }
            }
        }

        OfferPanel {
            objectName: "offerPanel"
            Layout.preferredWidth: Theme.unit * 34
            Layout.maximumWidth: Theme.unit * 34
            Layout.fillHeight: true
            game: root.game
            onTaken: index => { if (root.playing) root.game.take(index) }
        }
    }

    // The whole card, beside whatever card is pointed at, over the whole window.
    CardZoom {
        parent: (root.Overlay.overlay as Item) ?? root
        rulesHint: root.playing
    }
}
