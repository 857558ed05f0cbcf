// The offer: the decks with their sizes, the open cards as large as the panel lets them be (the
// ones that may be taken glow), the open influence cards and those still in deck I with their
// places.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Rectangle {
    id: root
    required property var game
    signal taken(int index)

    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    ColumnLayout {
        anchors { fill: parent; margins: Theme.unit }
        spacing: Theme.unit * 0.8

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.unit * 0.6
            Text {
                Layout.fillWidth: true
                text: qsTr("Offer")
                font.pixelSize: Theme.fontLarge
                font.family: "serif"
                font.bold: true
                color: Theme.ink
            }
            Repeater {
                model: root.game.decks
                delegate: Column {
                    id: deck
                    required property var modelData
                    spacing: 1
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Deck %1: %n card(s)", "", deck.modelData.size).arg(deck.modelData.deck)
                    CardItem {
                        width: Theme.unit * 4.4
                        opacity: deck.modelData.size > 0 ? 1 : 0.3
                        card: ""; name: ""; effect: ""; rule: ""; cost: -1; stars: 0; category: ""
                        colour: ""; value: 0; back: deck.modelData.deck; faceUp: false; open: false
                        playable: false; selected: false
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: deck.modelData.size
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                }
            }
        }

        // The open cards, as large as fits.
        Item {
            id: area
            Layout.fillWidth: true
            Layout.fillHeight: true
            readonly property int count: root.game.offer.count
            readonly property real gap: Theme.unit * 0.8
            // The column count that gives the largest cards.
            readonly property int columns: {
                let best = 1, bestWidth = 0
                for (let c = 1; c <= Math.max(1, count); ++c) {
                    const rows = Math.ceil(Math.max(1, count) / c)
                    const w = Math.min((width - (c - 1) * gap) / c,
                                       ((height - (rows - 1) * gap) / rows - Theme.unit * 1.5) / 1.5)
                    if (w > bestWidth) { best = c; bestWidth = w }
                }
                return best
            }
            readonly property real cardWidth: Math.min(Theme.unit * 18,
                Math.min((width - (columns - 1) * gap) / columns,
                         ((height - (Math.ceil(Math.max(1, count) / columns) - 1) * gap)
                          / Math.ceil(Math.max(1, count) / columns) - Theme.unit * 1.5) / 1.5))

            // A positioner, not a GridView: it lays the cards out again whenever the window's size
            // changes (a GridView shrunk from a large window kept a card outside the panel).
            Grid {
                id: offerGrid
                anchors { top: parent.top; topMargin: Theme.unit * 1.5; horizontalCenter: parent.horizontalCenter }
                columns: area.columns
                spacing: area.gap
                Repeater {
                    model: root.game.offer
                    delegate: Item {
                        id: cell
                        required property int index
                        required property string card
                        required property string name
                        required property string effect
                        required property string rule
                        required property int cost
                        required property int stars
                        required property string category
                        required property string colour
                        required property int value
                        required property string back
                        required property bool faceUp
                        required property bool open
                        required property bool playable
                        required property bool selected
                        required property bool hinted
                        width: area.cardWidth
                        height: area.cardWidth * 1.5
                        CardItem {
                            width: area.cardWidth
                            card: cell.card; name: cell.name; effect: cell.effect; rule: cell.rule
                            cost: cell.cost; stars: cell.stars; category: cell.category; colour: cell.colour
                            value: cell.value; back: cell.back; faceUp: cell.faceUp; open: cell.open
                            playable: cell.playable; selected: cell.selected; hinted: cell.hinted
                            objectName: "offer-" + cell.card
                            onClicked: root.taken(cell.index) // one not to be taken says why
                            // Picked with Tab: its whole rule beside it (Enter takes it).
                            onSelectedChanged: zoom(selected)
                        }
                    }
                }
                // The rest close up when a card is taken. (No fade for a new card: a positioner's
                // add transition left cards of a new round at opacity 0.)
                move: Transition {
                    NumberAnimation { properties: "x,y"; duration: Theme.animation; easing.type: Easing.OutCubic }
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

        Row {
            objectName: "influenceOpen"
            Layout.fillWidth: true
            visible: root.game.openInfluence.length > 0
            spacing: Theme.unit * 0.6
            Icon { name: "influence_card"; size: Theme.unit * 2.4; anchors.verticalCenter: parent.verticalCenter }
            Text {
                width: parent.width - Theme.unit * 3
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Influence open: %1").arg(root.game.openInfluence.join(" + "))
                font.pixelSize: Theme.fontNormal
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
    }
}
