// The table of a game, as the game screen and the replay show it: the players on the left
// (a click shows a player's city), the action strip and the shown city in the centre, the
// offer on the right. `playing`: the viewer plays (gestures go to the game); otherwise read-only.
// Its words keep the game screen's translations (context GameView), where they were first.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

RowLayout {
    id: root
    required property var game
    property bool playing: true
    // The LAN game, when this is one (its host may let bots play for absent players).
    property var network: null

    spacing: Theme.unit

    // The players.
    ColumnLayout {
        Layout.preferredWidth: Theme.unit * 30
        Layout.maximumWidth: Theme.unit * 30
        Layout.fillWidth: false
        Layout.fillHeight: true
        spacing: Theme.unit * 0.8
        Repeater {
            model: root.game.players
            delegate: PlayerPanel {
                Layout.fillWidth: true
                shown: seat === root.game.shownSeat
                mayStandIn: root.network !== null && root.network.admin
                onChosen: seat => root.game.showCity(seat)
                onStandInRequested: seat => root.network.standIn(seat, "normal")
                onHandBackRequested: seat => root.network.handBack(seat)
            }
        }
        Item { Layout.fillHeight: true }
    }

    // The strip and the city.
    ColumnLayout {
        Layout.fillWidth: true
        Layout.fillHeight: true
        spacing: Theme.unit
        ActionStrip {
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
            color: Theme.inkSoft
            elide: Text.ElideRight
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: root.playing && root.game.shownSeat === root.game.viewer ? qsTranslate("GameView", "Your city")
                  : qsTranslate("GameView", "%1's city").arg(root.game.seatNames[root.game.shownSeat] || "")
            font.pixelSize: Theme.fontNormal
            font.family: "serif"
            color: Theme.inkSoft
        }
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            CityView {
                anchors.fill: parent
                city: root.game.city
                interactive: root.playing && root.game.shownSeat === root.game.viewer
                onChosen: (x, y) => root.game.build(x, y)
            }
            ChoiceSheet {
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                game: root.game
            }
        }
    }

    OfferPanel {
        Layout.preferredWidth: Theme.unit * 30
        Layout.maximumWidth: Theme.unit * 30
        Layout.fillHeight: true
        game: root.game
        onTaken: index => { if (root.playing) root.game.take(index) }
    }
}
