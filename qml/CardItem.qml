// A card: its face or its back (the deck's numeral). The smaller it lies, the fewer things it
// shows, each readable (no text under 11 px): a band in the card's colour with its sign, the
// cost (bricks) and the stars; the name; the picture and a residence's value; the effect line
// once there is room for it. Given a height under its width and a fifth, it lies wide
// (WideFace): the picture beside the name, the effect whole beneath; flatter still, it is a
// strip in its band's colour with its sign and name (a player panel's hand of many). The whole
// card is one gesture away: hover, focus or a long press shows it large (Zoom). Glows when it can be played; lifts when selected. Its properties are
// the roles of the card models, so it serves as their delegate directly.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root

    required property string card
    required property string name
    // A residence's name without its value, where the band shows the value (the card models'
    // role: a delegate declares `required shortName`).
    property string shortName: root.name
    required property string effect
    required property string rule
    required property int cost
    required property int stars
    required property string category
    required property string colour
    required property int value
    required property string back
    // The deck's number, 1..4: its back's picture.
    required property int deck
    required property bool faceUp
    required property bool open
    required property bool playable
    required property bool selected
    // Marks a face the viewer knows but not everybody does (another player's card it saw).
    property bool markKnown: false
    // A hand card: selected, it is aimed at the city (its zoom keeps off it).
    property bool buildsOnCity: false
    // A hint says to take, keep or build it (the card models' role: a delegate declares
    // `required hinted`).
    property bool hinted: false
    // The look back says the move played took, kept or built it (`required played`).
    property bool played: false

    signal clicked()

    // What fits: below `tiny` only the band's sign (and a value); the effect line from `roomy`
    // or lying `wide`.
    readonly property bool tiny: width < 56
    readonly property bool strip: !root.tiny && root.height < root.width * 0.45
    // Only the band: tiny, or a strip.
    readonly property bool bare: root.tiny || root.strip
    readonly property bool wide: !root.bare && root.height < root.width * 1.2
    readonly property bool roomy: !root.wide && !root.bare && (width >= 130 || root.whole && width >= 96)
    // Its picture too small for a residence's value over it: the value joins the sign.
    readonly property bool valueInBand: root.wide || root.strip || root.roomy && root.width < 130
    // Its effect in sight (the audit holds a card the table shows `whole` to it; a cut effect
    // line is a cut text there, `cardEffect`).
    property bool whole: false
    readonly property bool effectShown: root.faceUp && (root.effect === "" || root.wide || root.roomy)
    readonly property bool known: root.faceUp && root.markKnown && !root.open
    // A name or effect line cut short here is read whole in the zoom (for the audit).
    readonly property bool readableWhole: root.faceUp

    width: Theme.cardWidth
    height: width * 1.5
    transform: Translate { y: root.selected ? -root.height * 0.1 : 0
        Behavior on y { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } } }

    activeFocusOnTab: false
    Accessible.role: Accessible.Button
    Accessible.name: root.faceUp ? root.name + (root.known ? " (" + qsTr("known") + ")" : "")
                                 : qsTr("Card from deck %1").arg(root.back)
    Accessible.description: root.faceUp ? root.rule : ""

    function zoomFace() {
        return { card: root.card, name: root.name, effect: root.effect, rule: root.rule,
                 cost: root.cost, stars: root.stars, category: root.category,
                 colour: root.colour, value: root.value, note: "" }
    }
    function zoom(on) {
        if (on && root.faceUp)
            Zoom.show(root, root.zoomFace())
        else
            Zoom.hide(root)
    }
    onActiveFocusChanged: root.zoom(root.activeFocus)
    Component.onDestruction: Zoom.hide(root)

    // The glows, built only while they show (most cards never glow).
    Repeater {
        model: root.playable || root.selected ? 1 : 0
        delegate: Rectangle {
            anchors.fill: face
            anchors.margins: -Math.max(3, root.width * 0.05)
            radius: face.radius + 3
            color: "transparent"
            border.width: Math.max(2, root.width * 0.04)
            border.color: root.selected ? Theme.accent : Theme.glow
            opacity: root.selected ? 1 : 0.9
            // A few pulses catch the eye, then the glow holds still: an endless pulse repaints
            // the window all the time (most of a core under the software renderer).
            SequentialAnimation on opacity {
                running: root.playable && !root.selected
                loops: 3
                NumberAnimation { to: 0.45; duration: 700 }
                NumberAnimation { to: 0.95; duration: 700 }
            }
        }
    }
    Repeater {
        model: root.hinted ? 1 : 0
        delegate: HintGlow {
            anchors { fill: face; margins: -Math.max(6, root.width * 0.1) }
            radius: face.radius + 6
            on: true
        }
    }
    Repeater {
        model: root.played ? 1 : 0
        delegate: PlayedMark {
            anchors { fill: face; margins: -Math.max(6, root.width * 0.1) }
            radius: face.radius + 6
            on: true
        }
    }

    // A soft shadow under the card, as on a table: the light from above, a little to the left.
    Rectangle {
        readonly property real fall: Math.max(2, Math.min(root.width, root.height) * 0.035)
        anchors { fill: face; topMargin: fall; leftMargin: fall / 2; rightMargin: -fall / 2; bottomMargin: -fall }
        radius: face.radius
        color: Theme.panelShadow
        opacity: 0.6
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: Math.max(2, root.width * 0.07)
        color: root.faceUp ? Theme.cardFace : Theme.cardBack
        border.color: root.known ? Theme.accent : root.faceUp ? Theme.cardEdge : Theme.cardBackEdge
        border.width: root.known ? Math.max(2, root.width * 0.04) : Math.max(1, root.width * 0.015)
        clip: true

        // The back: the deck's picture, its numeral while the picture is missing (built only
        // while the card lies face down, as the face only while it is up: a card is built
        // often, a deck's back on every draw).
        Repeater {
            model: root.faceUp ? 0 : 1
            delegate: Item {
                anchors.fill: face
                Image {
                    id: backArt
                    asynchronous: true // SVGs are drawn off the GUI thread
                    visible: !root.strip // (a strip: its numeral)
                    anchors.fill: parent
                    source: "qrc:/art/backs/deck_" + root.deck + ".svg"
                    sourceSize.width: root.width * 2
                    sourceSize.height: root.height * 2
                    fillMode: Image.PreserveAspectFit
                    smooth: true
                }
                Column {
                    visible: root.strip || backArt.status !== Image.Ready
                    anchors.centerIn: parent
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: root.width >= 70 && !root.strip
                        text: "SPQR"
                        color: "#e9c98a"
                        font.pixelSize: Theme.px(root.width * 0.16)
                        font.letterSpacing: root.width * 0.02
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: root.back
                        color: Theme.cardBackInk
                        font.pixelSize: Theme.px(root.strip ? root.height * 0.7 : root.width * 0.42)
                        font.family: "serif"
                        font.bold: true
                    }
                }
            }
        }

        Repeater {
            model: root.faceUp ? 1 : 0
            delegate: Item {
                id: front
                anchors.fill: face
                // The band: the kind's colour and sign, the cost in bricks, the stars.
                Rectangle {
                    id: band
                    anchors { left: parent.left; right: parent.right; top: parent.top }
                    height: root.bare ? (root.tiny && root.value > 0 ? parent.height * 0.5 : parent.height)
                            : Math.max(Theme.minimumFont + 6, root.wide ? root.height * 0.2 : root.width * 0.22)
                    color: Theme.cardBand(root.category, root.colour)
                    // Between the cost and the stars: in the middle of the band, or else of the
                    // room they leave (beside a wide "start"), where it fits.
                    Text {
                        id: sign
                        readonly property real roomLeft: costChip.x + costChip.width
                        readonly property real roomRight: starsChip.visible ? starsChip.x : band.width
                        readonly property real gap: Math.max(2, root.width * 0.04)
                        readonly property real centred: (band.width - sign.width) / 2
                        // (A binding, not anchors that come and go with the size: a centring anchor
                        // taken away left the sign where it had put it.)
                        anchors.verticalCenter: parent.verticalCenter
                        x: root.tiny ? sign.centred : root.strip ? sign.gap
                           : sign.centred >= sign.roomLeft + sign.gap && sign.centred + sign.width <= sign.roomRight - sign.gap
                           ? sign.centred : (sign.roomLeft + sign.roomRight - sign.width) / 2
                        text: Theme.cardSymbol(root.category, root.colour) + (root.valueInBand && root.value > 0 ? " " + root.value : "")
                        color: Theme.onBand(root.category, root.colour)
                        font.pixelSize: Theme.px(band.height * 0.62)
                        visible: root.bare || sign.roomRight - sign.roomLeft >= sign.width + 2 * sign.gap
                    }
                    Chip {
                        id: costChip
                        visible: !root.bare
                        anchors { left: parent.left; leftMargin: root.width * 0.04; verticalCenter: parent.verticalCenter }
                        height: band.height * 0.8
                        iconName: root.cost >= 0 ? "brick" : ""
                        //: A small badge on the starting buildings (which cost nothing)
                        text: root.cost >= 0 ? root.cost : qsTr("start")
                        repeat: root.width >= 130 && root.cost > 0 && root.cost <= 4
                        count: root.cost
                    }
                    Chip {
                        id: starsChip
                        visible: !root.bare && root.stars > 0
                        anchors { right: parent.right; rightMargin: root.width * 0.04; verticalCenter: parent.verticalCenter }
                        height: band.height * 0.8
                        iconName: "star"
                        text: root.stars
                        repeat: root.width >= 130
                        count: root.stars
                    }
                }

                // Tiny: below the sign, the value of a residence (the zoom tells the rest).
                Text {
                    visible: root.tiny && root.value > 0
                    anchors { top: band.bottom; bottom: parent.bottom; horizontalCenter: parent.horizontalCenter }
                    verticalAlignment: Text.AlignVCenter
                    text: root.value
                    color: Theme.accent
                    font.pixelSize: Theme.px(root.width * 0.4)
                    font.bold: true
                    font.family: "serif"
                }

                // A strip's name: in one line beside the sign (a residence's short: the value is
                // with the sign).
                CardName {
                    visible: root.strip
                    readonly property real from: sign.x + sign.width + sign.gap
                    room: root.width - from - sign.gap
                    x: from + (room - width) / 2
                    anchors.verticalCenter: band.verticalCenter
                    text: root.shortName
                    color: Theme.onBand(root.category, root.colour)
                    font.pixelSize: Theme.cardNamePx(root.height * 0.5)
                    maximumLineCount: 1
                    leastSqueeze: 0.6
                }
                // The name, whole: up to four lines (a small card).
                CardName {
                    id: title
                    visible: !root.bare && !root.wide
                    room: parent.width - 2 * Math.max(2, root.width * 0.04)
                    anchors { top: band.bottom; horizontalCenter: parent.horizontalCenter; topMargin: Math.max(2, root.width * 0.04) }
                    text: Theme.cardName(root.name)
                    font.pixelSize: Theme.cardNamePx(root.width * 0.12)
                }
                Repeater {
                    model: root.wide ? 1 : 0
                    delegate: WideFace {
                        anchors { top: band.bottom; left: band.left; right: band.right; bottom: front.bottom }
                        card: root.card
                        name: root.name
                        shortName: root.shortName
                        effect: root.effect
                        cardHeight: root.height
                    }
                }
                // The picture, with a residence's value over it.
                Image {
                    id: art
                    asynchronous: true
                    visible: !root.bare && !root.wide
                    anchors { top: title.visible ? title.bottom : band.bottom; bottom: effectLine.visible ? effectLine.top : parent.bottom
                              horizontalCenter: parent.horizontalCenter; margins: root.width * 0.04 }
                    width: parent.width * 0.8
                    source: art.visible ? Theme.cardArt(root.card) : ""
                    sourceSize.width: width * 2
                    sourceSize.height: width * 2
                    fillMode: Image.PreserveAspectFit
                    smooth: true
                }
                Text {
                    visible: !root.bare && !root.valueInBand && root.value > 0
                    anchors { right: parent.right; bottom: effectLine.visible ? effectLine.top : parent.bottom; margins: root.width * 0.05 }
                    text: root.value
                    color: Theme.accent
                    style: Text.Outline
                    styleColor: Theme.cardFace
                    font.pixelSize: Theme.px(root.width * 0.3)
                    font.bold: true
                    font.family: "serif"
                }
                Text {
                    id: effectLine
                    readonly property bool cardEffect: true
                    visible: root.roomy && root.effect !== ""
                    anchors { bottom: parent.bottom; left: parent.left; right: parent.right; margins: root.width * 0.05 }
                    text: root.effect
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(root.width * 0.085)
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    maximumLineCount: 4
                    elide: Text.ElideRight
                }
                // (The accent border says it too: on a card too narrow for the word beside a
                // residence's value, or with its effect line there, only the border.)
                Text {
                    visible: root.known && !root.wide && !root.strip && !effectLine.visible && root.width >= (root.value > 0 ? 96 : 64)
                    anchors { left: parent.left; bottom: parent.bottom; margins: root.width * 0.04 }
                    //: A small mark on a card of another player that this player knows
                    text: qsTr("known")
                    color: Theme.accent
                    style: Text.Outline
                    styleColor: Theme.cardFace
                    font.pixelSize: Theme.minimumFont
                    font.italic: true
                }
            }
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: root.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
        // What comes under the resting pointer once the card has done its work (the next card
        // of the offer, the building placed) opens no zoom until the pointer moves.
        onClicked: event => { Zoom.holdUntilMoved(mapToItem(null, event.x, event.y)); root.clicked() }
        // A double click is one click: its second click is not reported (a hand card it selected
        // was deselected at once, an offer's card taken was refused a second take).
        onDoubleClicked: event => event.accepted = true
        onPositionChanged: event => Zoom.pointerAt(mapToItem(null, event.x, event.y))
        onPressAndHold: root.zoom(true)
        onReleased: if (!containsMouse) root.zoom(false)
        onContainsMouseChanged: if (!containsMouse) root.zoom(false)
    }
    Timer {
        interval: 400
        running: mouse.containsMouse && root.faceUp && !Zoom.held
        onTriggered: root.zoom(true)
    }
}
