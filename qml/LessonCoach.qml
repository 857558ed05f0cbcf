// "Learn to play": the lesson shown, in a callout beside the item it is about (found by its
// objectName on the game screen), with a ring round that item; "Got it" where the lesson waits
// for it, else it waits for the player's move; "Skip the lesson" always. Only the callout takes
// clicks: the table under and around it stays the player's.
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import CityOfRome.Models

Item {
    id: root
    // The LocalGame's lesson, or null (a LAN game).
    property var lesson: null
    // The game screen, where the lesson's target is looked for.
    required property Item table

    readonly property bool shown: root.lesson !== null && root.lesson.shown
    // The target's rectangle in this item; an empty one while it is not on screen.
    property rect spot: Qt.rect(0, 0, 0, 0)
    // What the callout keeps clear of: the target, or the whole offer for a card in it (the
    // other cards stay in sight).
    property rect room: Qt.rect(0, 0, 0, 0)
    // The hint's rectangle while it is shown: the callout keeps clear of it too.
    property rect hint: Qt.rect(0, 0, 0, 0)
    // The story ("Since your last move"): the callout keeps clear of it too.
    property rect story: Qt.rect(0, 0, 0, 0)
    // What the callout keeps clear of where it can: the city's buildings, the cards in hand, the
    // bricks, cogs and coins, the buttons, and the offer (where it points elsewhere).
    property var spare: []

    function inside(inner, outer) {
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
               && inner.y + inner.height <= outer.y + outer.height
    }
    function overlaps(a, b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
    // The callout's place at p, moved into the window; null where it would hide the room it
    // points at with its ring (the line between them needs them apart), the hint, or (sparing)
    // the city, the hand and the offer.
    function placed(p, w, h, sparing) {
        const at = root.clamped(p, w, h)
        const r = Qt.rect(at.x, at.y, w, h)
        const ringed = Qt.rect(root.room.x - Theme.unit, root.room.y - Theme.unit,
                               root.room.width + Theme.unit * 2, root.room.height + Theme.unit * 2)
        const hidden = [ringed, root.hint, root.story].concat(sparing ? root.spare : [])
        return hidden.some(a => a.width > 0 && root.overlaps(r, a)) ? null : at
    }
    function rectOf(name) {
        const item = Landmarks.find(root.table, name)
        return item === null || !item.visible ? Qt.rect(0, 0, 0, 0)
                                              : item.mapToItem(root, 0, 0, item.width, item.height)
    }
    function clamped(p, w, h) {
        return Qt.point(Math.max(Theme.unit, Math.min(root.width - w - Theme.unit, p.x)),
                        Math.max(Theme.unit, Math.min(root.height - h - Theme.unit, p.y)))
    }
    function locate() {
        const item = root.shown ? Landmarks.find(root.table, root.lesson.target) : null
        root.spot = item === null ? Qt.rect(0, 0, 0, 0) : item.mapToItem(root, 0, 0, item.width, item.height)
        const offerRect = item === null ? root.spot : root.rectOf("offerPanel")
        const inOffer = root.inside(root.spot, offerRect)
        root.room = inOffer ? offerRect : root.spot
        root.hint = root.shown ? root.rectOf("hintLine") : Qt.rect(0, 0, 0, 0)
        root.story = root.shown ? root.rectOf("storyPanel") : Qt.rect(0, 0, 0, 0)
        root.players = root.shown ? root.rectOf("players") : Qt.rect(0, 0, 0, 0)
        root.strip = root.shown ? root.rectOf("actionStrip") : Qt.rect(0, 0, 0, 0)
        const hand = root.rectOf("hand")
        const cards = Landmarks.find(root.table, "hand")
        root.spare = root.shown ? [root.rectOf("cityBuilt"), root.rectOf("tallies"), root.rectOf("controls"),
                                   Qt.rect(hand.x, hand.y, cards === null ? 0 : cards.contentWidth, hand.height),
                                   inOffer ? Qt.rect(0, 0, 0, 0) : offerRect] : []
    }

    // Layouts and animations move the target without telling: its place is read again while a
    // lesson is shown.
    Timer {
        interval: 200
        repeat: true
        running: root.shown
        triggeredOnStart: true
        onTriggered: root.locate()
    }
    Connections {
        target: root.lesson
        function onChanged() {
            root.locate()
            root.settled = false
            settling.restart()
        }
    }
    // A lesson answers its key (Space) only once it has been on screen a moment: a Space meant
    // for the banner it follows must not pass it unread.
    property bool settled: false
    Timer {
        id: settling
        interval: 800
        onTriggered: root.settled = true
    }

    Rectangle {
        id: ring
        visible: root.shown && root.spot.width > 0
        x: root.spot.x - Theme.unit * 0.6
        y: root.spot.y - Theme.unit * 0.6
        width: root.spot.width + Theme.unit * 1.2
        height: root.spot.height + Theme.unit * 1.2
        radius: Theme.radius
        color: "transparent"
        border.color: Theme.lesson
        border.width: Math.max(3, Theme.unit * 0.5)
        // A light line inside the dark one: seen on the gold glow of a playable card too.
        Rectangle {
            anchors { fill: parent; margins: ring.border.width }
            radius: Theme.radius
            color: "transparent"
            border.color: Theme.cardFace
            border.width: Math.max(2, Theme.unit * 0.25)
        }
        SequentialAnimation on opacity {
            running: ring.visible
            loops: Animation.Infinite
            NumberAnimation { to: 0.45; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { to: 1; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    // The lesson's text as it wraps in a callout of the usual width, and in one as narrow as
    // the players' column (in smaller letters too): how tall the callout is in either.
    Text {
        id: usualText
        visible: false
        width: root.usualWidth - Theme.unit * 3
        text: lessonText.text
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontNormal
    }
    Text {
        id: narrowText
        visible: false
        width: Math.max(Theme.unit * 10, root.players.width - Theme.unit * 3)
        text: lessonText.text
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontNormal
    }
    Text {
        id: narrowSmallText
        visible: false
        width: narrowText.width
        text: lessonText.text
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontSmall
    }
    readonly property real usualWidth: Math.min(Theme.unit * 52, root.width * 0.5)
    readonly property real chrome: heading.implicitHeight + buttons.implicitHeight + column.spacing * 2 + Theme.unit * 3
    // The players' column: where the callout goes, narrow, when nothing else is clear.
    property rect players: Qt.rect(0, 0, 0, 0)
    property rect strip: Qt.rect(0, 0, 0, 0)

    // Where the callout goes, and its size: beside a room narrower than itself (left, else
    // right), so that it hides neither the target nor what lies under and over it; below or
    // above a wide one (the strip, the hand); over the hand bar; keeping clear of the city's
    // buildings, the hand, the tallies and the buttons where it can, else narrow over the
    // players (in smaller letters where a large interface size leaves it no other room);
    // never over the hint; inside the window (over the target only when nothing else fits); in
    // the middle while the target is not found.
    readonly property var plan: {
        const w = root.usualWidth, h = root.chrome + usualText.implicitHeight, g = Theme.unit * 1.5
        const usual = (x, y) => ({ rect: Qt.rect(x, y, w, h), small: false })
        if (root.spot.width <= 0)
            return usual((root.width - w) / 2, (root.height - h) / 2)
        const r = root.room
        const below = Qt.point(r.x + r.width / 2 - w / 2, r.y + r.height + g)
        const above = Qt.point(r.x + r.width / 2 - w / 2, r.y - g - h)
        const middle = root.spot.y + root.spot.height / 2 - h / 2
        const left = Qt.point(r.x - g - w, middle)
        const right = Qt.point(r.x + r.width + g, middle)
        const bottom = Qt.point((root.width - w) / 2, root.height - h)
        const order = r.width < w ? [left, right, below, above, bottom] : [below, above, left, right, bottom]
        // Then over the table's middle, under the strip or above the hand, where the city is
        // not built yet (before an opponent's panel).
        const middleX = root.strip.x + (root.strip.width - w) / 2
        const hand = root.rectOf("hand")
        for (const p of order.concat([Qt.point(middleX, root.strip.y + root.strip.height + g),
                                      Qt.point(middleX, hand.y - g - h)])) {
            const at = root.placed(p, w, h, true)
            if (at !== null)
                return usual(at.x, at.y)
        }
        for (const small of [false, true]) {
            const nh = root.chrome + (small ? narrowSmallText : narrowText).implicitHeight
            const overPlayers = Qt.point(root.players.x, root.players.y + root.players.height - nh)
            if (root.players.width > 0 && nh <= root.players.height && root.placed(overPlayers, root.players.width, nh, true) !== null)
                return { rect: Qt.rect(overPlayers.x, overPlayers.y, root.players.width, nh), small: small }
        }
        for (const p of order) {
            const at = root.placed(p, w, h, false)
            if (at !== null)
                return usual(at.x, at.y)
        }
        const at = root.clamped(order[0], w, h)
        return usual(at.x, at.y)
    }

    // The point of `r` nearest to `p`.
    function nearest(r, p) {
        return Qt.point(Math.max(r.x, Math.min(r.x + r.width, p.x)), Math.max(r.y, Math.min(r.y + r.height, p.y)))
    }
    // A line from the callout to the ring, where they stand apart.
    readonly property rect ringRect: Qt.rect(ring.x, ring.y, ring.width, ring.height)
    readonly property point lineFrom: root.nearest(root.plan.rect, Qt.point(ring.x + ring.width / 2, ring.y + ring.height / 2))
    readonly property point lineTo: root.nearest(root.ringRect, root.lineFrom)
    Shape {
        objectName: "lessonLine"
        anchors.fill: parent
        visible: ring.visible && !root.overlaps(root.plan.rect, root.ringRect)
        ShapePath {
            strokeColor: Theme.lesson
            strokeWidth: Math.max(2, Theme.unit * 0.3)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: root.lineFrom.x
            startY: root.lineFrom.y
            PathLine { x: root.lineTo.x; y: root.lineTo.y }
        }
    }

    Rectangle {
        id: callout
        objectName: "lessonCallout"
        visible: root.shown
        x: root.plan.rect.x
        y: root.plan.rect.y
        width: root.plan.rect.width
        height: root.plan.rect.height
        radius: Theme.radius
        color: Theme.cardFace
        border.color: Theme.lesson
        border.width: Math.max(2, Theme.unit * 0.3)

        // Clicks on the callout stay on it.
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons }

        Column {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit * 1.5 }
            spacing: Theme.unit
            Text {
                id: heading
                width: parent.width
                //: Learn to play: which lesson of how many
                text: qsTr("Learn to play · %1 of %2").arg(root.lesson?.step ?? 0).arg(root.lesson?.count ?? 0)
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.lesson
            }
            Text {
                id: lessonText
                objectName: "lessonText"
                width: parent.width
                text: root.lesson?.text ?? ""
                wrapMode: Text.Wrap
                font.pixelSize: root.plan.small ? Theme.fontSmall : Theme.fontNormal
                color: Theme.ink
            }
            Row {
                id: buttons
                anchors.right: parent.right
                spacing: Theme.unit
                CoachButton {
                    objectName: "lessonSkip"
                    text: qsTr("Skip the lesson")
                    onClicked: root.lesson.skip()
                }
                CoachButton {
                    objectName: "lessonGotIt"
                    visible: root.lesson !== null && root.lesson.waitsFor === Lesson.Acknowledge
                    //: Learn to play: the lesson was read
                    text: qsTr("Got it")
                    highlighted: true
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    //: The key that answers "Got it" in Learn to play
                    ToolTip.text: qsTr("Space")
                    onClicked: root.lesson.acknowledge()
                }
            }
        }
    }

    // Its buttons: their padding grows with the window like their words; the table keeps the
    // keys.
    component CoachButton: TextButton {
        font.pixelSize: Theme.fontSmall
        focusPolicy: Qt.NoFocus
    }
}
