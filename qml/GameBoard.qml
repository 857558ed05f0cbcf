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
    // The game's table, when one is played (a LAN host may let bots play for absent players);
    // null in a replay.
    property GameTable table: null
    // Where the action strip ends, in this item (a refusal there is said just under it).
    readonly property real stripBottom: strip.y + strip.height
    // How wide the offer's column is (the log opens over it, not over the city).
    readonly property real offerWidth: offer.width
    // The least room its city has at any interface size (the game screen: Metrics.cityRoom).
    property size leastCityRoom: Qt.size(Infinity, Infinity)

    // The table: walnut (resources/art/table), reaching under the screen's margin round the
    // board, darker towards its far edge and its near one as under a lamp.
    Item {
        anchors { fill: parent; margins: -Theme.unit }
        clip: true
        Image {
            // (The table under the game, not a thing on it: the audit's empty areas see through.)
            readonly property bool backdrop: true
            anchors.fill: parent
            source: Theme.material("walnut")
            fillMode: Image.Tile
            sourceSize.width: Theme.unit * 40
            sourceSize.height: Theme.unit * 40
            smooth: true
        }
        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0; color: "#50140a04" }
                GradientStop { position: 0.35; color: "#00000000" }
                GradientStop { position: 0.75; color: "#00000000" }
                GradientStop { position: 1; color: "#60140a04" }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.unit

        // The players: the panels share the column's height (room for their cities), each at
        // least as tall as it needs; where they do not all fit (a large interface size, four
        // players) the column scrolls.
        Flickable {
            id: players
            objectName: "players"
            // Narrower on a window few units wide (a large interface size): the city keeps room
            // (Metrics).
            Layout.preferredWidth: Metrics.playersWidth
            Layout.fillHeight: true
            contentHeight: panels.height
            interactive: contentHeight > height + 1
            // Only while it scrolls: the mark of the shown city stands out to the right.
            clip: interactive
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: players.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            ColumnLayout {
                id: panels
                width: players.width - (players.interactive ? Theme.unit : 0)
                height: Math.max(players.height, implicitHeight)
                spacing: Theme.unit * 0.8
                Repeater {
                    model: root.game.players
                    delegate: PlayerPanel {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: implicitHeight
                        Layout.maximumHeight: Math.max(implicitHeight, Theme.unit * 22)
                        shown: seat === root.game.shownSeat
                        hinted: root.game.hintedSeats.indexOf(seat) >= 0
                        playing: root.playing
                        mayStandIn: root.table?.standInOffered ?? false
                        onChosen: seat => root.game.showCity(seat)
                        onStandInRequested: seat => root.table.standIn(seat, "normal")
                        onHandBackRequested: seat => root.table.handBack(seat)
                    }
                }
                Item { Layout.fillHeight: true; Layout.preferredHeight: 0 }
            }
        }

        // The strip and the city.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.unit * 0.6
            ActionStrip {
                id: strip
                objectName: "actionStrip"
                Layout.fillWidth: true
                Layout.preferredHeight: Metrics.strip
                strip: root.game.strip
                seatColours: root.game.seatColours
                onPlaced: space => { if (root.playing) root.game.placeEmissary(space) }
            }
            // Whose city is the big one: their colour and name, as on their marked panel.
            Item {
                Layout.fillWidth: true
                Layout.preferredHeight: Metrics.cityTitle
                Row {
                    id: owner
                    anchors.centerIn: parent
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
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                CityView {
                    objectName: "cityView"
                    anchors.fill: parent
                    visible: root.game.shownSeat === root.game.viewer
                    city: root.game.city
                    largestCell: Metrics.cityCell
                    leastRoom: root.leastCityRoom
                    interactive: root.playing && visible
                    picking: root.game.selectedCard >= 0
                    onChosen: (x, y) => root.game.build(x, y)
                }
                // The other seats' cities, each kept while another is shown: looking from city
                // to city (and a spectator's board following each turn) builds nothing again.
                Repeater {
                    model: root.game.players
                    delegate: Item {
                        id: otherCity
                        required property int seat
                        required property var city
                        anchors.fill: parent
                        visible: otherCity.seat === root.game.shownSeat
                        Repeater {
                            // (None for the viewer, whose own city is the one above.)
                            model: otherCity.seat !== root.game.viewer ? 1 : 0
                            delegate: CityView {
                                objectName: "cityView"
                                anchors.fill: parent
                                city: otherCity.city
                                largestCell: Metrics.cityCell
                                leastRoom: root.leastCityRoom
                                interactive: false
                            }
                        }
                    }
                }
                ChoiceSheet {
                    objectName: "choiceSheet"
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                    game: root.game
                }
            }
        }

        OfferPanel {
            id: offer
            objectName: "offerPanel"
            Layout.preferredWidth: Metrics.offerWidth
            Layout.maximumWidth: Layout.preferredWidth
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
