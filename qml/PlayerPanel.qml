// One player at the table: a small view of their city, colour and symbol, name, (S) for the
// first player, coins, influence tokens and cards, brick tokens, the hand (faces this viewer
// knows, backs otherwise) and the score as things stand (hovering it shows its rows). Glows
// while the player is to act, is marked while their city is the big one; a click shows it.
// In a LAN game the host may let a bot play for a player who lost the connection, and hand
// the seat back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Rectangle {
    id: root
    objectName: "panel-" + root.seat

    required property int seat
    required property string name
    required property int colour
    required property bool bot
    required property bool you
    // Whether the viewer plays this game (a replay watches a seat: not "you").
    property bool playing: true
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
    required property var city
    required property int score
    required property var scoreRows
    property bool shown: false
    // A hint's reasons name this player (a card it keeps from them, who picks before).
    property bool hinted: false
    // This app hosts the LAN game: it may hand an absent player's seat to a bot and back.
    property bool mayStandIn: false

    // The tallies' size: small enough for one row of them beside the city (a large interface
    // size gives narrow panels).
    readonly property real tally: Theme.unit * 1.9

    signal chosen(int seat)
    signal standInRequested(int seat)
    signal handBackRequested(int seat)

    implicitHeight: Math.max(content.implicitHeight, Theme.unit * 8) + Theme.unit * 1.2
    radius: Theme.radius
    color: root.shown ? "#fffaf0" : Theme.panel
    border.color: root.toAct ? Theme.glow : root.shown ? Theme.accent : Theme.panelBorder
    border.width: root.toAct || root.shown ? Math.max(3, Theme.unit * 0.4) : 1
    Behavior on border.color { ColorAnimation { duration: Theme.animation } }
    PanelShadow {}

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1, %2 points").arg(root.name).arg(root.score)
                     + (root.shown ? ", " + qsTr("city shown") : "")
    Accessible.onPressAction: root.chosen(root.seat)

    // The shown city's mark: a tab on the panel's right edge, pointing to the big city.
    Rectangle {
        visible: root.shown
        anchors { left: parent.right; verticalCenter: parent.verticalCenter; leftMargin: -1 }
        width: Theme.unit * 0.9
        height: parent.height * 0.5
        color: Theme.accent
        radius: 2
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: root.chosen(root.seat)
    }

    HintGlow {
        objectName: "hintedPanel"
        anchors { fill: parent; margins: -Theme.unit * 0.2 }
        on: root.hinted
    }

    ColumnLayout {
        id: content
        anchors { fill: parent; margins: Theme.unit * 0.6 }
        spacing: Theme.unit * 0.3

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.unit * 0.5
            PlayerSymbol { colour: root.colour }
            Text {
                id: nameText
                Layout.fillWidth: true
                //: (S) marks the first player, as on the printed score pad
                text: (root.firstPlayer ? qsTr("(S) ") : "") + root.name
                      + (root.you && root.playing ? " · " + qsTr("you") : "")
                font.pixelSize: Theme.fontNormal
                font.bold: root.toAct
                color: Theme.ink
                elide: Text.ElideRight
                HoverHandler { id: nameHover }
                // The whole name where it is cut, and what (S) means.
                Tip {
                    visible: nameHover.hovered && (nameText.truncated || root.firstPlayer)
                    text: (nameText.truncated ? nameText.text + "\n" : "")
                          + (root.firstPlayer ? qsTr("(S): the start player") : "")
                }
            }
            Text {
                id: scoreText
                objectName: "score"
                // Counts up to the new score rather than jumping.
                property int shownScore: root.score
                Behavior on shownScore { NumberAnimation { duration: Theme.animation * 2 } }
                text: shownScore
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.accent
                Accessible.name: qsTr("score")
                Accessible.description: root.scoreRows.map(r => r.label + " " + r.points).join(", ")
                HoverHandler { id: scoreHover }
                ScoreTip {
                    visible: scoreHover.hovered
                    rows: root.scoreRows
                    total: root.score
                }
            }
        }

        // The city beside the tallies and the hand. (Anchored, not a row layout: one of Qt 6.4
        // did not follow a change of the city's width, and one panel's city stayed smaller than
        // the others'.)
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: side.implicitHeight

            // The city at a glance.
            // Of a width of its own, not its height's: the panel is as tall as the tallies need,
            // and they wrap by the width this leaves them (a polish loop at a large size).
            Rectangle {
                id: cityBox
                // The rest for the tallies (wrapped, they made the panel overflow).
                readonly property real wanted: Math.max(Theme.unit * 8, Math.min(Theme.unit * 13, content.width * 0.32))
                anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
                width: cityBox.wanted
                radius: Theme.radius
                color: "#e9dfcb"
                border.color: Theme.panelBorder
                CityView {
                    anchors { fill: parent; margins: 2 }
                    city: root.city
                    compact: true
                    interactive: false
                }
            }

            ColumnLayout {
                id: side
                anchors { left: cityBox.right; right: parent.right; top: parent.top; bottom: parent.bottom
                          leftMargin: Theme.unit * 0.8 }
                spacing: Theme.unit * 0.4
                // In one row where the influence cards fit beside the tokens, else under them:
                // decided by the panel's width, never by the width the layout gives (a wrapping
                // Flow there was laid out a line short, the hand over its second line).
                Grid {
                    objectName: "tallies"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0
                    readonly property real room: content.width - cityBox.wanted - Theme.unit * 0.8
                    columns: coinsTally.implicitWidth + influenceTally.implicitWidth + bricksTally.implicitWidth
                             + cardsTally.implicitWidth + 3 * columnSpacing <= room ? 4 : 3
                    columnSpacing: Theme.unit * 0.8
                    rowSpacing: Theme.unit * 0.3
                    Tally { id: coinsTally; kind: "coins"; size: root.tally; value: root.coins; label: qsTr("Coins") }
                    Tally { id: influenceTally; kind: "influence"; size: root.tally; value: root.influence; label: qsTr("Influence tokens") }
                    Tally { id: bricksTally; kind: "bricks"; size: root.tally; value: root.brickTokens; label: qsTr("Brick tokens") }
                    Tally {
                        id: cardsTally
                        visible: root.influenceCards !== ""
                        kind: "cards"
                        size: root.tally
                        text: root.influenceCards
                        label: qsTr("Influence cards: %1").arg(root.influenceCards)
                    }
                }
                // The hand: backs, or faces the viewer knows (hover shows them whole). In one
                // row, smaller when there are many or the panel is short (a large interface
                // size; it asks only their smallest height); too small for their names, in
                // strips, a name in each (in columns where they fit). Never hidden, empty
                // instead: a row the layout hid keeps no size once shown (a replay jumping from
                // the deal to a step where the hand is full showed none of it).
                Grid {
                    id: handRow
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // Its width from the layout only: the cards' width comes from it, and the
                    // row's own (theirs summed) fed back into the layout (a polish loop).
                    Layout.preferredWidth: 0
                    Layout.preferredHeight: Theme.unit * 3
                    // As large as the row lets them be: a known card large enough shows its name.
                    readonly property real cardWidth: Math.min(height / 1.5,
                                                               (width - spacing * (root.handSize - 1)) / Math.max(1, root.handSize))
                    readonly property int stripColumns: Math.max(1, Math.floor((width + spacing) / (Theme.unit * 12)))
                    readonly property int stripRows: Math.ceil(root.handSize / stripColumns)
                    readonly property real stripHeight: Math.min(Theme.unit * 2.6, (height + spacing) / Math.max(1, stripRows) - spacing)
                    // (A strip as high as a name needs: the card name's least size and a little.)
                    readonly property bool strips: cardWidth < 64 && stripHeight >= Theme.cardNamePx(0) + 5
                    columns: handRow.strips ? handRow.stripColumns : Math.max(1, root.handSize)
                    spacing: Theme.unit * 0.3
                    Repeater {
                        model: root.you ? null : root.hand
                        delegate: CardItem {
                            required shortName
                            width: handRow.strips ? (handRow.width + handRow.spacing) / handRow.stripColumns - handRow.spacing
                                                  : handRow.cardWidth
                            height: handRow.strips ? handRow.stripHeight : width * 1.5
                            markKnown: true
                        }
                    }
                }
            }
        }

        // Under the whole panel's width: beside the tallies it was squeezed into their row.
        Column {
            objectName: "absence"
            Layout.fillWidth: true
            visible: !root.connected || root.standIn
            spacing: Theme.unit * 0.4
            Text {
                width: parent.width
                //: A player who stepped away (the host keeps hosting) or lost the connection
                text: root.connected ? qsTr("away · a bot plays for now")
                      : root.standIn ? qsTr("not connected · a bot plays for now") : qsTr("not connected")
                font.pixelSize: Theme.fontSmall
                color: Theme.danger
                wrapMode: Text.WordWrap
            }
            TextButton {
                visible: root.mayStandIn
                width: Math.min(implicitWidth, parent.width)
                focusPolicy: Qt.NoFocus
                //: The host lets a bot play for a player who lost the connection (or stops it)
                text: root.standIn ? qsTr("Wait for them") : qsTr("Let a bot play")
                font.pixelSize: Theme.fontSmall
                onClicked: root.standIn ? root.handBackRequested(root.seat) : root.standInRequested(root.seat)
            }
        }
    }
}
