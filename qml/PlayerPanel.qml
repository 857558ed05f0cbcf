// One player at the table: colour and symbol, name, (S) for the first player, coins, influence
// tokens and cards, brick tokens, the hand (faces this viewer knows, backs otherwise) and the
// score as things stand. Glows while the player is to act; a click shows the player's city.
// In a LAN game the host may let a bot play for a player who lost the connection, and hand
// the seat back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
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
    required property bool standIn
    required property int coins
    required property int influence
    required property string influenceCards
    required property int brickTokens
    required property int handSize
    required property var hand
    required property int score
    property bool shown: false
    // This app hosts the LAN game: it may hand an absent player's seat to a bot and back.
    property bool mayStandIn: false

    signal chosen(int seat)
    signal standInRequested(int seat)
    signal handBackRequested(int seat)

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
        RowLayout {
            visible: !root.connected
            spacing: Theme.unit
            Text {
                Layout.fillWidth: true
                text: root.standIn ? qsTr("not connected · a bot plays for now") : qsTr("not connected")
                font.pixelSize: Theme.fontSmall
                color: Theme.danger
                wrapMode: Text.WordWrap
            }
            Button {
                visible: root.mayStandIn
                //: The host lets a bot play for a player who lost the connection (or stops it)
                text: root.standIn ? qsTr("Wait for them") : qsTr("Let a bot play")
                font.pixelSize: Theme.fontSmall
                onClicked: root.standIn ? root.handBackRequested(root.seat) : root.standInRequested(root.seat)
            }
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
        z: -1 // below the panel's buttons
        cursorShape: Qt.PointingHandCursor
        onClicked: root.chosen(root.seat)
    }
}
