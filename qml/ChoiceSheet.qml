// A sheet over the city for the decisions that are not on the table: the setup draft (keep one
// of the cards you hold) and the draw of a school or university (choose the deck; keep one
// card; order the rest, the last goes to the bottom of the deck).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Rectangle {
    id: root
    required property var game

    readonly property bool drafting: root.game.draftPack.count > 0
    readonly property bool choosingDeck: root.game.deckChoices.length > 0
    readonly property bool keeping: root.game.keeping
    visible: (drafting || choosingDeck || keeping) && root.game.yourTurn
    color: "#f6eedb"
    border.color: Theme.accent
    border.width: 2
    radius: Theme.radius
    implicitHeight: content.implicitHeight + Theme.unit * 3
    // Opaque: the city under it is hidden while it is open (for the audit, audit_inspect.h).
    readonly property bool coversBelow: true
    // A card's width in a row of `count`: `most`, or less where the row would not fit (a
    // large interface size, a university's four cards).
    function cardWidth(count, most, gap) {
        return Math.min(most, (content.width - (count - 1) * gap) / Math.max(1, count))
    }

    ColumnLayout {
        id: content
        anchors { fill: parent; margins: Theme.unit * 1.5 }
        spacing: Theme.unit

        Text {
            Layout.fillWidth: true
            text: root.drafting ? qsTr("Setup draft: keep one card")
                  //: A school or university draws cards
                  : root.choosingDeck ? qsTr("Draw the cards from which deck?")
                  : root.game.kept < 0 ? qsTr("Keep one of the drawn cards")
                  : qsTr("Order the cards going back: the last goes to the bottom")
            font.pixelSize: Theme.fontLarge
            font.family: "serif"
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
        }

        // The cards to choose from, large enough for their effect lines on a large window, their
        // glows apart.
        Row {
            visible: root.drafting
            spacing: Theme.unit * 2
            topPadding: Theme.unit * 1.5 // room for a picked card to lift
            Repeater {
                model: root.game.draftPack
                delegate: CardItem {
                    required property int index
                    required hinted
                    required played
                    width: root.cardWidth(root.game.draftPack.count, Theme.unit * 12, Theme.unit * 2)
                    whole: true // what each does, to choose by
                    onClicked: if (playable) root.game.draft(index)
                    onSelectedChanged: zoom(selected) // picked with Tab (Enter keeps it)
                }
            }
        }

        Row {
            visible: root.choosingDeck
            spacing: Theme.unit
            Repeater {
                model: root.game.deckChoices
                delegate: TextButton {
                    id: deckButton
                    required property int index
                    required property var modelData // {deck: 2, name: "II"}
                    text: qsTr("Deck %1").arg(modelData.name)
                    onClicked: root.game.chooseDeck(modelData.deck)
                    FocusRing { shown: root.game.picked === deckButton.index } // Tab, then Enter
                    HintGlow {
                        anchors { fill: parent; margins: -Theme.unit * 0.4 }
                        on: root.game.hints.target === HintRequest.Deck && root.game.hints.deck === deckButton.modelData.deck
                    }
                }
            }
        }

        Row {
            visible: root.keeping && root.game.kept < 0
            spacing: Theme.unit * 2
            topPadding: Theme.unit * 1.5 // room for a picked card to lift
            Repeater {
                model: root.game.drawn
                delegate: CardItem {
                    required property int index
                    required hinted
                    width: root.cardWidth(root.game.drawn.count, Theme.unit * 12, Theme.unit * 2)
                    whole: true
                    onClicked: root.game.keep(index)
                    onSelectedChanged: zoom(selected) // picked with Tab (Enter keeps it)
                }
            }
        }

        ColumnLayout {
            visible: root.keeping && root.game.kept >= 0
            spacing: Theme.unit * 0.5
            Row {
                spacing: Theme.unit
                Repeater {
                    model: root.game.putBack
                    delegate: Column {
                        id: going
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
                        required property int deck
                        required property bool faceUp
                        required property bool open
                        required property bool selected // picked with Tab: the arrows move it
                        spacing: Theme.unit * 0.3
                        CardItem {
                            id: goingCard
                            width: root.cardWidth(root.game.putBack.count, Theme.unit * 9, Theme.unit)
                            card: going.card; name: going.name; effect: going.effect
                            rule: going.rule; cost: going.cost; stars: going.stars
                            category: going.category; colour: going.colour
                            value: going.value; back: going.back; deck: going.deck; faceUp: going.faceUp
                            open: going.open; playable: false; selected: going.selected
                        }
                        // Two arrows as wide as the card together.
                        Row {
                            id: arrows
                            anchors.horizontalCenter: parent.horizontalCenter
                            spacing: Theme.unit * 0.4
                            MoveButton {
                                width: (goingCard.width - arrows.spacing) / 2
                                text: "◀"
                                enabled: going.index > 0
                                onClicked: root.game.movePutBack(going.index, going.index - 1)
                                Accessible.name: qsTr("Move %1 earlier").arg(going.name)
                            }
                            MoveButton {
                                width: (goingCard.width - arrows.spacing) / 2
                                text: "▶"
                                enabled: going.index < root.game.putBack.count - 1
                                onClicked: root.game.movePutBack(going.index, going.index + 1)
                                Accessible.name: qsTr("Move %1 later").arg(going.name)
                            }
                        }
                    }
                }
            }
            TextButton {
                text: qsTr("Put them back in this order")
                highlighted: true
                onClicked: root.game.confirmKeep()
            }
        }
    }

    component MoveButton: TextButton {
        leftPadding: 0
        rightPadding: 0
        font.pixelSize: Theme.fontNormal
    }
}
