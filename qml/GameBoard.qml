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

        // The players: the panels share the column's height (room for their cities), each at
        // least as tall as it needs; where they do not all fit (a large interface size, four
        // players) the column scrolls.
        Flickable {
            id: players
            objectName: "players"
            // Narrower on a window few units wide (a large interface size): the city keeps room.
            Layout.preferredWidth: Math.min(Theme.unit * 36, root.width * 0.28)
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
                strip: root.game.strip
                seatColours: root.game.seatColours
                onPlaced: space => { if (root.playing) root.game.placeEmissary(space) }
            }
            // Whose city is the big one (their colour and name, as on their marked panel), and
            // left of it the strips to come: in one row where the two fit side by side (the
            // height goes to the city), one under the other where they do not.
            Item {
                id: cityTitle
                Layout.fillWidth: true
                implicitHeight: sideBySide ? Math.max(stripsToCome.height, owner.height)
                                           : (stripsToCome.visible ? stripsToCome.height + Theme.unit * 0.4 : 0) + owner.height
                readonly property real side: (width - owner.width) / 2 - Theme.unit
                readonly property bool sideBySide: side >= Theme.unit * 18
                Text {
                    id: stripsToCome
                    width: cityTitle.sideBySide ? cityTitle.side : cityTitle.width
                    // (Beside the owner, both centred in the title's height: centred on the owner
                    // alone, two lines reached up under the strip.)
                    y: cityTitle.sideBySide ? (cityTitle.height - height) / 2 : 0
                    visible: (root.game.phase === GameModel.Emissaries || root.game.phase === GameModel.Actions)
                             && root.game.stripsToCome.length > 0
                    //: The action strips of the rounds to come, as far as seen; "?" not seen yet
                    text: qsTranslate("GameView", "Strips to come: %1").arg(root.game.stripsToCome.join("\u00a0\u00a0·  "))
                    font.pixelSize: Theme.fontSmall
                    color: Theme.tableInk
                    // Where one line is too narrow, more (after a strip's dot, never inside a strip).
                    wrapMode: Text.WordWrap
                    // As tall as the most it will ever say (every strip seen), so that the city
                    // under it does not jump when a strip comes to light and the line wraps.
                    height: Math.max(implicitHeight, mostToCome.implicitHeight)
                    HoverHandler { id: stripsHover }
                    Tip {
                        visible: stripsHover.hovered
                        //: What the line of the strips to come says
                        text: qsTranslate("GameView", "The action strips of the next rounds, in order: each one's five spaces, a brick or a cog. \"?\" is a strip nobody has seen yet.")
                    }
                    Text {
                        id: mostToCome
                        visible: false
                        width: parent.width
                        text: qsTranslate("GameView", "Strips to come: %1").arg(Array(5).fill("⚙⚙⚙⚙⚙").join("\u00a0\u00a0·  "))
                        font: stripsToCome.font
                        wrapMode: Text.WordWrap
                    }
                }
                Row {
                    id: owner
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: cityTitle.sideBySide ? (cityTitle.height - height) / 2
                       : !stripsToCome.visible ? 0 : stripsToCome.height + Theme.unit * 0.4
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
            Layout.preferredWidth: Math.min(Theme.unit * 34, root.width * 0.25)
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
