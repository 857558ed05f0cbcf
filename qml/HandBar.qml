// The bottom bar: the player's hand (cards that can be built glow; a click selects one), what
// this turn has (bricks "2 + 1" with brick tokens, cogs, coins), and produce, undo and end turn.
// Without `controls` (a replay) it shows the viewer's hand and the turn's figures only. The
// cards take the bar's whole height; Produce is always there, disabled when it cannot act.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Rectangle {
    id: root
    required property var game
    property bool controls: true

    // Its cards a fifth taller than a city's cell (Metrics: the board's room shared between the
    // city and the hand).
    implicitHeight: Metrics.handBar
    gradient: Gradient {
        GradientStop { position: 0; color: "#efe3c8" }
        GradientStop { position: 1; color: "#e2d2b0" }
    }
    border.color: Theme.panelBorder

    // The room the bar's row leaves the title, the hand and the story. The title and the story
    // give way where the cards would otherwise stand upright without their effect (the log has
    // the story).
    readonly property real roomLeft: root.width - tallies.Layout.preferredWidth
                                     - controlColumn.Layout.preferredWidth - Theme.unit * 7.6
    readonly property real wideHand: handList.count * (handList.narrowestWide + handList.spacing)
    readonly property bool storyShown: root.controls
        && (handList.uprightShowsAll || root.wideHand <= root.roomLeft - titleBox.implicitWidth - Theme.unit * 20
            || root.wideHand > root.roomLeft)
    readonly property real handAndStory: root.roomLeft - titleBox.implicitWidth

    // Where the story lies in the bar (a hint shows in its place, GameView), and where the
    // hand's cards end (the hint may take the room they leave).
    readonly property real storyX: bar.x + storyPanel.x
    readonly property real cardsRight: bar.x + handList.x + handList.contentWidth
    readonly property real storyWidth: root.storyShown ? storyPanel.width : 0
    readonly property real storyHeight: storyPanel.height
    readonly property real storyBottom: bar.y + storyPanel.y + storyPanel.height

    RowLayout {
        id: bar
        anchors { fill: parent; margins: Theme.unit * 0.8 }
        spacing: Theme.unit * 1.5

        // The title: its words one under another, as wide as the widest (never into the
        // cards). (In an item of that width: a layout of Qt 6.4 does not follow a change of the
        // text's own Layout widths; for the same reason the bar's layout is not nested.)
        Item {
            id: titleBox
            visible: root.storyShown || !root.controls
            Layout.fillHeight: true
            implicitWidth: Math.max(Theme.unit * 11, handTitle.widestWord)
            Text {
                id: handTitle
                readonly property real widestWord: handTitleMetrics.font.pixelSize > 0
                                                   ? Theme.widestWord(handTitle.text, handTitleMetrics) : 0
                width: parent.width
                wrapMode: Text.WordWrap
                font.family: "serif"
                text: !root.controls ? qsTr("%1's hand").arg(root.game.seatNames[root.game.viewer] || "")
                      : root.game.viewer >= 0 ? qsTr("Your hand") : qsTr("Watching")
                font.pixelSize: Theme.fontNormal
                font.bold: true
                color: Theme.ink
                FontMetrics { id: handTitleMetrics; font: handTitle.font }
            }
        }
        // The cards, in a positioner: it lays them out again whenever their width changes (a
        // ListView kept a card where a narrower one had been when the width changed while one
        // came in).
        Item {
            id: handList
            objectName: "hand"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Room for all its cards (three at least); where the bar is short of room, the
            // story gets narrower and the cards smaller rather than any card out of sight.
            Layout.preferredWidth: Math.max(3, count) * (wideWidth + spacing)
            Layout.minimumWidth: 2 * (portraitWidth + spacing)
            // Upright from 130 px wide, a card shows its picture large and its effect; narrower,
            // the cards lie wide where all of them have the room, their effect whole beneath
            // the picture and the name. (The selected card lifts over the bar's edge.)
            readonly property real portraitWidth: Metrics.handCardHeight / 1.5
            readonly property bool uprightShowsAll: portraitWidth >= 130
            readonly property real wideWidth: uprightShowsAll ? portraitWidth : Metrics.handCardHeight * 1.1
            readonly property real spacing: Theme.unit
            // What each card may have of the row's width; lying wide, a card may be a fifth
            // narrower than it would be.
            readonly property real share: (width + spacing) / Math.max(1, count) - spacing
            readonly property real narrowestWide: wideWidth * 0.8
            readonly property bool lieWide: !uprightShowsAll && share >= narrowestWide
            readonly property int count: cards.count
            // How far the cards reach (Learn to play keeps its callout off them).
            readonly property real contentWidth: row.width
            Row {
                id: row
                height: parent.height
                spacing: handList.spacing
                Repeater {
                    id: cards
                    model: root.game.hand
                    delegate: CardItem {
                        required property int index
                        required hinted
                        required played
                        required shortName
                        buildsOnCity: true
                        // Smaller when many: every card of the hand in its place, beside the story.
                        width: Math.min(handList.lieWide ? handList.wideWidth : handList.portraitWidth, handList.share)
                        height: handList.lieWide ? Metrics.handCardHeight : width * 1.5
                        whole: true
                        onClicked: root.game.select(index) // an unplayable card says why
                        // Chosen with Tab too: its whole rule shows beside it until another is.
                        onSelectedChanged: zoom(selected)
                        // A card coming into the hand fades in (where it flies from, Motion).
                        NumberAnimation on opacity { from: 0; to: 1; duration: Theme.animation }
                    }
                }
                // The others close up, or make room.
                move: Transition { NumberAnimation { properties: "x"; duration: Theme.animation; easing.type: Easing.OutCubic } }
            }
        }

        StoryPanel {
            id: storyPanel
            objectName: "storyPanel"
            Layout.fillHeight: true
            // What the hand's cards leave it (they come first: a card too narrow loses its
            // name), between a narrow and a comfortable width; the rest is the hand's. (7.6
            // units: the bar's four spaces and its two margins.)
            Layout.fillWidth: false
            Layout.preferredWidth: Math.max(Theme.unit * 20, Math.min(Theme.unit * 46,
                root.handAndStory - handList.Layout.preferredWidth))
            visible: root.storyShown
            story: root.game.feed.story
            seatColours: root.game.seatColours
            watching: root.game.viewer < 0
        }

        // Their room kept when they are not shown, and as wide as "2 + 1" bricks: the story
        // beside them does not jump.
        ColumnLayout {
            id: tallies
            objectName: "tallies"
            Layout.alignment: Qt.AlignTop
            Layout.fillWidth: false
            Layout.preferredWidth: Math.max(implicitWidth, Theme.unit * 11)
            spacing: Theme.unit * 0.5
            readonly property bool shown: root.game.phase === GameModel.Actions && root.game.toAct >= 0
            opacity: shown ? 1 : 0
            enabled: shown
            Tally {
                kind: "brick"
                size: Theme.unit * 2.6
                //: Bricks of the strip, plus the player's brick tokens: "2 + 1"
                label: qsTr("Bricks of the strip, plus your brick tokens")
                text: root.game.brickTokens > 0 && root.game.yourTurn
                      ? root.game.bricks + " + " + root.game.brickTokens : root.game.bricks
            }
            Tally {
                kind: "cogs"
                size: Theme.unit * 2.6
                label: qsTr("Cogs")
                value: root.game.cogs
            }
            Tally {
                kind: "coins"
                size: Theme.unit * 2.6
                label: qsTr("Coins")
                value: root.game.coins
            }
        }

        // What to do now above the buttons; the buttons keep their place at the bottom whatever
        // its length (the words give way, a click never lands where a button just was).
        ColumnLayout {
            id: controlColumn
            objectName: "controls"
            Layout.fillHeight: true
            // (Room for the prompt beside the hint button: at 1280x720 its words are whole at
            // every interface size from 100 %.)
            Layout.preferredWidth: Theme.unit * 34
            Layout.maximumWidth: Theme.unit * 34
            Layout.fillWidth: false
            visible: root.controls
            spacing: Theme.unit * 0.6
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Text {
                    objectName: "prompt"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    text: root.game.hint
                    font.pixelSize: Theme.fontSmall
                    fontSizeMode: Text.VerticalFit
                    minimumPixelSize: Theme.minimumFont
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                    elide: Text.ElideRight
                }
                // Disabled, it still says why on hover (a disabled button gets no hover).
                Item {
                    Layout.alignment: Qt.AlignTop
                    implicitWidth: hintButton.implicitWidth
                    implicitHeight: hintButton.implicitHeight
                    HoverHandler { id: hintHover }
                    TurnButton {
                        id: hintButton
                        objectName: "hintButton"
                        anchors.fill: parent
                        //: The button that asks for the expert's choice (key H)
                        text: root.game.hints.busy ? qsTr("Hint…") : qsTr("Hint")
                        enabled: root.game.hints.available
                        Accessible.name: qsTr("Hint (H)")
                        onClicked: root.game.hints.ask()
                    }
                    // Not over the hint it asked for (the pointer stays on the button after a click).
                    Tip {
                        visible: hintHover.hovered && !root.game.hints.shown && !root.game.hints.busy
                        text: root.game.hints.available
                              ? qsTr("What would the expert do now? (H) Computed from what you can see only.")
                              : root.game.hints.unavailableText
                    }
                }
            }
            TurnButton {
                id: produceButton
                objectName: "produceButton"
                Layout.alignment: Qt.AlignBottom
                Layout.fillWidth: true
                // Nothing is decided while the connection is lost.
                enabled: root.game.canProduce && !root.game.outbox.offline
                text: qsTr("Produce") + (root.game.canProduce && root.game.produceText !== "" ? ": " + root.game.produceText : "")
                onClicked: root.game.produce()
                // What producing gives and costs takes more lines where one is too short (German).
                contentItem: Text {
                    id: produceLabel
                    text: produceButton.text
                    font: produceButton.font
                    color: produceButton.palette.buttonText
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                }
                // Its words whole where the button cuts them (a large interface size).
                Tip { visible: produceButton.hovered && produceLabel.truncated; text: produceButton.text }
                HintGlow {
                    anchors { fill: parent; margins: -Theme.unit * 0.3 }
                    on: root.game.hints.target === HintRequest.Produce
                }
            }
            RowLayout {
                Layout.fillWidth: true
                TurnButton {
                    Layout.fillWidth: true
                    text: qsTr("Undo")
                    enabled: root.game.canUndo && !root.game.outbox.offline
                    onClicked: root.game.undo()
                }
                TurnButton {
                    Layout.fillWidth: true
                    text: qsTr("End turn")
                    enabled: root.game.canEndTurn && !root.game.outbox.offline
                    highlighted: root.game.canEndTurn && !root.game.canProduce && root.game.selectedCard < 0
                    onClicked: root.game.endTurn()
                    HintGlow {
                        anchors { fill: parent; margins: -Theme.unit * 0.3 }
                        on: root.game.hints.target === HintRequest.EndTurn
                    }
                }
            }
        }
    }

    // The turn's buttons: their padding grows with the window like their words; the table keeps
    // the keys.
    component TurnButton: TextButton {
        font.pixelSize: Theme.fontSmall
        focusPolicy: Qt.NoFocus
        leftPadding: Theme.unit * 0.6
        rightPadding: leftPadding
    }
}
