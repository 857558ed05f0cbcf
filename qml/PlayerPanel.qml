// One player at the table: colour and symbol, name, (S) for the first player, coins, influence
// tokens and cards, brick tokens, the hand (faces this viewer knows, backs otherwise) and the
// score as things stand. Glows while the player is to act; a click shows the player's city.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Rectangle {
    id: root

    required property int seat
    required property string name
    required property int colour
    required property bool bot
    required property bool you
    required property bool toAct
    required property bool firstPlayer
    required property bool connected
    required property int coins
    required property int influence
    required property string influenceCards
    required property int brickTokens
    required property int handSize
    required property var hand
    required property int score
    property bool shown: false

    signal chosen(int seat)

    implicitHeight: content.implicitHeight + Theme.unit * 2
    radius: Theme.radius
    color: root.shown ? "#fff9ea" : Theme.panel
    border.color: root.toAct ? Theme.glow : Theme.panelBorder
    border.width: root.toAct ? Theme.unit * 0.4 : 1
    Behavior on border.color { ColorAnimation { duration: Theme.animation } }

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1, %2 points").arg(root.name).arg(root.score)

    ColumnLayout {
        id: content
        anchors { fill: parent; margins: Theme.unit }
        spacing: Theme.unit * 0.5

        RowLayout {
            spacing: Theme.unit * 0.6
            PlayerSymbol { colour: root.colour }
            Text {
                Layout.fillWidth: true
                //: (S) marks the first player, as on the printed score pad
                text: (root.firstPlayer ? qsTr("(S) ") : "") + root.name
                      + (root.you ? " · " + qsTr("you") : "")
                font.pixelSize: Theme.fontNormal
                font.bold: root.toAct
                color: Theme.ink
                elide: Text.ElideRight
            }
            Text {
                // Counts up to the new score rather than jumping.
                property int shownScore: root.score
                Behavior on shownScore { NumberAnimation { duration: Theme.animation * 2 } }
                text: shownScore
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.accent
                Accessible.name: qsTr("score")
            }
        }
        Row {
            spacing: Theme.unit * 1.5
            Tally { kind: "coins"; value: root.coins; label: qsTr("Coins") }
            Tally { kind: "influence"; value: root.influence; label: qsTr("Influence tokens") }
            Tally { kind: "bricks"; value: root.brickTokens; label: qsTr("Brick tokens") }
        }
        Text {
            Layout.fillWidth: true
            visible: root.influenceCards !== ""
            text: qsTr("Influence cards: %1").arg(root.influenceCards)
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            visible: !root.connected
            text: qsTr("not connected")
            font.pixelSize: Theme.fontSmall
            color: Theme.danger
        }
        Row {
            visible: !root.you && root.handSize > 0
            spacing: -Theme.unit * 1.5
            Repeater {
                model: root.hand
                delegate: CardItem {
                    width: Theme.unit * 4
                    markKnown: true
                }
            }
        }
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: root.chosen(root.seat)
    }
}
