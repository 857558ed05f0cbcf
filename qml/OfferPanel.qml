// The offer: the decks with their sizes, the open cards as large as the panel lets them be (the
// ones that may be taken glow), the open influence cards and those still in deck I with their
// places, and the action strips to come.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Rectangle {
    id: root
    required property var game
    signal taken(int index)

    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder
    PanelShadow {}

    ColumnLayout {
        anchors { fill: parent; margins: Theme.unit }
        spacing: Theme.unit * 0.8

        // The title and the decks: in one row where they fit, else the decks under the title.
        Item {
            id: header
            Layout.fillWidth: true
            readonly property bool oneRow: title.implicitWidth + Theme.unit + decks.width <= width
            implicitHeight: oneRow ? Math.max(title.height, decks.height) : title.height + Theme.unit * 0.4 + decks.height
            Text {
                id: title
                y: header.oneRow ? (decks.height - height) / 2 : 0
                text: qsTr("Offer")
                font.pixelSize: Theme.fontLarge
                font.family: "serif"
                font.bold: true
                color: Theme.ink
            }
            Row {
                id: decks
                anchors.right: parent.right
                y: header.oneRow ? 0 : title.height + Theme.unit * 0.4
                spacing: Theme.unit * 0.6
                Repeater {
                    model: root.game.decks
                    delegate: Column {
                        id: deckStack
                        required property var modelData
                        spacing: 1
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Deck %1: %n card(s)", "", deckStack.modelData.size).arg(deckStack.modelData.name)
                        CardItem {
                            width: Theme.unit * 4.4
                            opacity: deckStack.modelData.size > 0 ? 1 : 0.3
                            card: ""; name: ""; effect: ""; rule: ""; cost: -1; stars: 0; category: ""
                            colour: ""; value: 0; back: deckStack.modelData.name; deck: deckStack.modelData.deck; faceUp: false; open: false
                            playable: false; selected: false
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: deckStack.modelData.size
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                        }
                    }
                }
            }
        }

        // The open cards, as large as fits. They keep their places while the pointer is over
        // the offer: a card taken (here or by another seat) leaves a gap, and the next click
        // lands on the card it was aimed at. The rest close up once the pointer has left, at
        // the size they had (three small cards grew into two large ones under the eye); new
        // cards (a new round) lay the offer out afresh.
        Item {
            id: area
            objectName: "offerCards"
            Layout.fillWidth: true
            Layout.fillHeight: true
            readonly property int count: root.game.offer.count
            readonly property real gap: Theme.unit * 0.8
            readonly property real lift: Theme.unit * 1.5 // room for a picked card to lift
            // Held: the places stay as they were laid out when the pointer came (the cards'
            // count then, each card's index then).
            property bool held: false
            property int heldCount: count
            onHeldChanged: if (held) heldCount = Math.max(count, sizedFor)
            // The count the cards were sized for: that of the last new cards.
            property int sizedFor: count
            // Once the new cards are all in (the count follows the last of them).
            Timer { id: resize; interval: 0; onTriggered: area.sizedFor = area.count }
            readonly property int places: held ? heldCount : Math.max(count, sizedFor)
            HoverHandler { id: pointer; onHoveredChanged: area.held = hovered }
            // The column count that gives the largest cards.
            readonly property int columns: {
                let best = 1, bestWidth = 0
                for (let c = 1; c <= Math.max(1, places); ++c) {
                    const w = cardWidthFor(c)
                    if (w > bestWidth) { best = c; bestWidth = w }
                }
                return best
            }
            // Within the least room it has at any interface size (Metrics.offerRoom): a card is
            // never smaller at a larger one, nor from round to round as the words round it grow.
            // (There, with the gaps of the largest interface size.)
            function cardWidthFor(columns) {
                const rows = Math.ceil(Math.max(1, places) / columns)
                const fit = (w, h, space, room) => Math.min((w - (columns - 1) * space) / columns,
                                                            ((h - room - (rows - 1) * space) / rows) / 1.5)
                const largest = Metrics.largestUnit
                return Math.min(Theme.unit * 18, fit(width, height, gap, lift),
                                fit(Metrics.offerRoom.width, Metrics.offerRoom.height, largest * 0.8, largest * 1.5))
            }
            readonly property real cardWidth: cardWidthFor(columns)
            readonly property real offsetX: (width - columns * cardWidth - (columns - 1) * gap) / 2

            Repeater {
                model: root.game.offer
                // New cards: every card to its new place (still held if the pointer is here).
                onItemAdded: { area.held = false; area.held = pointer.hovered; resize.restart() }
                delegate: Item {
                    id: cell
                    required property int index
                    required property string card
                    required property string name
                    required property string shortName
                    required property string effect
                    required property string rule
                    required property int cost
                    required property int stars
                    required property string category
                    required property string colour
                    required property int value
                    required property string back
                    required property int deck
                    required property bool faceUp
                    required property bool open
                    required property bool playable
                    required property bool selected
                    required property bool hinted
                    required property bool played
                    property int heldPlace: cell.index
                    Connections {
                        target: area
                        function onHeldChanged() { if (area.held) cell.heldPlace = cell.index }
                    }
                    readonly property int place: area.held ? cell.heldPlace : cell.index
                    x: area.offsetX + (cell.place % area.columns) * (area.cardWidth + area.gap)
                    y: area.lift + Math.floor(cell.place / area.columns) * (area.cardWidth * 1.5 + area.gap)
                    Behavior on x { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
                    Behavior on y { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
                    width: area.cardWidth
                    height: area.cardWidth * 1.5
                    CardItem {
                        width: area.cardWidth
                        card: cell.card; name: cell.name; shortName: cell.shortName; effect: cell.effect; rule: cell.rule
                        cost: cell.cost; stars: cell.stars; category: cell.category; colour: cell.colour
                        value: cell.value; back: cell.back; deck: cell.deck; faceUp: cell.faceUp; open: cell.open
                        playable: cell.playable; selected: cell.selected; hinted: cell.hinted; played: cell.played
                        objectName: "offer-" + cell.card
                        whole: true
                        onClicked: root.taken(cell.index) // one not to be taken says why
                        // Picked with Tab: its whole rule beside it (Enter takes it).
                        onSelectedChanged: zoom(selected)
                    }
                }
            }
            Text {
                anchors { left: parent.left; right: parent.right; top: parent.top }
                visible: root.game.offer.count === 0 && root.game.ready
                text: qsTr("The offer is empty.")
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
        }

        // A layout, not a Row: the text's width taken from the Row's own, which the Row takes
        // from its children, grew by the icon's rounding on every pass and hung the game screen
        // at some interface sizes (an endless polish loop).
        RowLayout {
            objectName: "influenceOpen"
            Layout.fillWidth: true
            visible: root.game.openInfluence.length > 0
            spacing: Theme.unit * 0.6
            Icon { name: "influence_card"; size: Theme.unit * 2.4; Layout.alignment: Qt.AlignVCenter }
            Text {
                Layout.fillWidth: true
                Layout.preferredWidth: 0 // all the row leaves, whatever the words' length
                //: The influence cards beside the offer; %1 their values ("3" or "3 + 6")
                text: qsTr("After this round: %1 points for the most influence").arg(root.game.openInfluence.join(" + "))
                // Smaller where its longest word (German has long ones) would break.
                font.pixelSize: influenceMetrics.font.pixelSize > 0 && Theme.widestWord(text, influenceMetrics) > width
                                ? Theme.fontSmall : Theme.fontNormal
                FontMetrics { id: influenceMetrics; font.pixelSize: Theme.fontNormal; font.bold: true }
                font.bold: true
                color: Theme.accent
                wrapMode: Text.Wrap
            }
        }
        Text {
            Layout.fillWidth: true
            visible: root.game.influenceInDeck.length > 0
            text: qsTr("In deck I: %1").arg(root.game.influenceInDeck.map(
                      c => qsTr("%1 (card %2)").arg(c.value).arg(c.position)).join(", "))
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        // The action strips of the rounds to come, as far as seen: beside the decks, the other
        // things to come (the height over the city goes to the city).
        Text {
            objectName: "stripsToCome"
            Layout.fillWidth: true
            visible: (root.game.phase === GameModel.Emissaries || root.game.phase === GameModel.Actions)
                     && root.game.stripsToCome.length > 0
            //: The action strips of the rounds to come, as far as seen; "?" not seen yet
            text: qsTranslate("GameView", "Strips to come: %1").arg(root.game.stripsToCome.join("\u00a0\u00a0·  "))
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            // Where one line is too narrow, more (after a strip's dot, never inside a strip).
            wrapMode: Text.WordWrap
            HoverHandler { id: stripsHover }
            Tip {
                visible: stripsHover.hovered
                //: What the line of the strips to come says
                text: qsTranslate("GameView", "The action strips of the next rounds, in order: each one's five spaces, a brick or a cog. \"?\" is a strip nobody has seen yet.")
            }
        }
    }
}
