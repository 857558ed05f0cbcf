// The offer: the decks with their sizes, the open cards (the ones that may be taken glow),
// the open influence cards and those still in deck I with their places.
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
        spacing: Theme.unit

        Text {
            text: qsTr("Offer")
            font.pixelSize: Theme.fontLarge
            font.family: "serif"
            font.bold: true
            color: Theme.ink
        }
        Row {
            spacing: Theme.unit * 0.6
            Repeater {
                model: root.game.decks
                delegate: Column {
                    id: deck
                    required property var modelData
                    spacing: 2
                    Rectangle {
                        width: Theme.unit * 4.2
                        height: width * 1.4
                        radius: Theme.radius * 0.6
                        color: deck.modelData.size > 0 ? "#7c2e1a" : "transparent"
                        border.color: "#4a1a0e"
                        Text {
                            anchors.centerIn: parent
                            text: deck.modelData.deck
                            color: "#f6e6c0"
                            font.pixelSize: Theme.fontNormal
                            font.bold: true
                            font.family: "serif"
                        }
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: deck.modelData.size
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                        Accessible.name: qsTr("Deck %1: %n card(s)", "", deck.modelData.size).arg(deck.modelData.deck)
                    }
                }
            }
        }
        GridView {
            id: offerGrid
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / cellWidth)))) * cellHeight
            interactive: false
            cellWidth: Theme.unit * 9.3
            cellHeight: cellWidth * 1.55
            model: root.game.offer
            delegate: CardItem {
                required property int index
                width: Theme.unit * 8.5
                onClicked: if (playable) root.taken(index)
            }
            // Cards come up from the decks and leave for a hand: they fade; the rest close up.
            add: Transition {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.animation }
                NumberAnimation { property: "y"; from: -Theme.unit * 4; duration: Theme.animation; easing.type: Easing.OutCubic }
            }
            remove: Transition {
                NumberAnimation { property: "opacity"; to: 0; duration: Theme.animation }
            }
            displaced: Transition {
                NumberAnimation { properties: "x,y"; duration: Theme.animation; easing.type: Easing.OutCubic }
            }
        }
        Text {
            Layout.fillWidth: true
            visible: root.game.offer.count === 0 && root.game.ready
            text: qsTr("The offer is empty.")
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            Layout.fillWidth: true
            visible: root.game.openInfluence.length > 0
            text: qsTr("Influence open: %1").arg(root.game.openInfluence.join(" + "))
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: Theme.accent
            wrapMode: Text.Wrap
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
        Item { Layout.fillHeight: true }
    }
}
