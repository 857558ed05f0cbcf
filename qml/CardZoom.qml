// The zoom layer: the card Zoom points at, large (at least 260 px wide) with its whole rule in
// the current language, beside the thing pointed at (never over it), inside the window, and
// never the window's full width; never over the turn's buttons or the action strip, nor over the
// city while a card is selected to be built there (smaller then where the room asks it: its picture
// gives way, then the rule's size). Placed once per screen, over everything (Overlay.overlay).
// Where F1 opens the card's entry in the rules reference (the game screen), it says so.
import QtQuick
import CityOfRome.Models

Item {
    id: root
    anchors.fill: parent
    z: 1000

    // Whether F1 opens this card's rules here.
    property bool rulesHint: false
    readonly property var face: Zoom.face
    readonly property bool showing: Zoom.source !== null && root.visible
    readonly property real gap: Theme.unit
    readonly property real margin: Theme.unit
    // The window's height; above a hand card selected to be built, the room above it (beside
    // it lies the city, below the turn's buttons); for a card of the table, the band between the
    // action strip and the turn's buttons where it covers neither (a large interface size made
    // the zoom as tall as the window, over both).
    readonly property real room: {
        const source = Zoom.source
        const all = root.height - 2 * root.margin
        if (source === null)
            return all
        if (source.buildsOnCity !== true)
            return Math.min(all, root.bandBottom - root.bandTop - 2 * root.gap)
        if (source.selected !== true)
            return all
        return Math.min(all, root.spotOf(source).y - root.gap - root.margin)
    }
    // The band between the action strip and the turn's buttons (the window where they are not
    // on screen), found as the zoom is placed.
    property real bandTop: 0
    property real bandBottom: height
    function findBand() {
        const window = root.Window.contentItem
        const strip = window === null ? null : Landmarks.find(window, "actionStrip")
        const controls = window === null ? null : Landmarks.find(window, "controls")
        root.bandTop = strip === null ? 0 : strip.mapToItem(root, 0, strip.height).y
        root.bandBottom = controls === null ? root.height : controls.mapToItem(root, 0, 0).y
        if (root.bandBottom - root.bandTop < Theme.unit * 20) { // no room there: the window
            root.bandTop = 0
            root.bandBottom = root.height
        }
    }
    // Where the source lies, lifted or not (a selected card lifts, CardItem; read as the zoom
    // comes, the lift is under way).
    function spotOf(source) {
        const at = source.parent.mapToItem(root, source.x, source.y, source.width, source.height)
        const lift = source.selected === true ? source.height * 0.1 : 0
        return Qt.rect(at.x, at.y - lift, at.width, at.height + lift)
    }

    // What it must leave in sight: the turn's buttons and the strip (whose spaces a card in
    // the offer is weighed against); the city too, where a selected card goes.
    function keptClear(source) {
        const window = root.Window.contentItem
        const names = source.buildsOnCity === true && source.selected === true ? ["controls", "cityView", "actionStrip"] : ["controls", "actionStrip"]
        return names.map(name => window === null ? null : Landmarks.find(window, name))
                    .filter(item => item !== null)
                    .map(item => item.mapToItem(root, 0, 0, item.width, item.height))
    }
    function overlap(a, b) {
        return Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x))
             * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))
    }
    // Where it goes: right of the source, else left, above or below, kept in the window; the
    // first of these that covers neither the source nor what must stay clear, else the one
    // that covers least.
    function place() {
        const source = Zoom.source
        // (A card on its way out has no parent left to place beside.)
        if (source === null || !source.visible || source.parent === null)
            return
        root.findBand()
        const r = root.spotOf(source)
        const w = card.width
        const h = card.height
        const within = (x, y) => Qt.rect(Math.max(margin, Math.min(x, root.width - w - margin)),
                                         Math.max(margin, Math.min(y, root.height - h - margin)), w, h)
        const middleY = r.y + r.height / 2 - h / 2
        const middleX = r.x + r.width / 2 - w / 2
        const places = [within(r.x + r.width + gap, middleY), within(r.x - gap - w, middleY),
                        within(middleX, r.y - gap - h), within(middleX, r.y + r.height + gap),
                        within(r.x + r.width + gap, root.bandTop + gap), within(r.x - gap - w, root.bandTop + gap)]
        // A hand card's, last: above it at the window's left edge, over the players.
        if (source.buildsOnCity === true)
            places.push(within(margin, r.y - gap - h))
        const clear = keptClear(source)
        let best = places[0]
        let least = Infinity
        for (const spot of places) {
            // (Over the card itself is worst of all.)
            const covered = overlap(spot, r) * 10 + clear.reduce((sum, area) => sum + overlap(spot, area), 0)
            if (covered < least) {
                best = spot
                least = covered
            }
        }
        card.x = best.x
        card.y = best.y
    }
    Connections {
        target: Zoom
        function onSourceChanged() { root.place() }
    }
    onWidthChanged: place()
    onHeightChanged: place()

    Rectangle {
        id: card
        // No wider than the players' column, over which it lies beside a hand card (a wider one
        // reached over the city where that card is to be built).
        width: Math.max(260, Math.min(Theme.unit * 36, root.width * 0.28))
        height: content.implicitHeight + Theme.unit * 2
        onHeightChanged: root.place()
        radius: Theme.radius * 1.5
        color: Theme.cardFace
        border.color: Theme.cardEdge
        border.width: 2
        opacity: root.showing ? 1 : 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: Theme.animation * 0.6 } }
        Accessible.role: Accessible.ToolTip
        // Opaque: what lies under it is hidden while it shows (for the audit, audit_inspect.h).
        readonly property bool coversBelow: true
        Accessible.name: (root.face.name || "") + ": " + (root.face.rule || "")

        // Its shadow on the table.
        Rectangle {
            z: -1
            anchors { fill: parent; topMargin: Theme.unit * 0.5; leftMargin: Theme.unit * 0.3
                      rightMargin: -Theme.unit * 0.3; bottomMargin: -Theme.unit * 0.5 }
            radius: parent.radius
            color: Theme.panelShadow
        }

        Column {
            id: content
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit }
            spacing: Theme.unit * 0.6
            // The height it may take; what it holds but the picture, the effect and the rule;
            // whether the effect and the rule fit there in their usual size (else smaller).
            readonly property real room: root.room - Theme.unit * 2
            readonly property real others: {
                let sum = spacing * 2
                for (const item of [band, nameBox, rulesLink, note]) {
                    if (item.visible)
                        sum += item.height + spacing
                }
                return sum
            }
            readonly property bool tight: others + (effectText.visible ? effectMeasure.height + spacing : 0)
                                          + ruleMeasure.height > room
            readonly property real words: (effectText.visible ? effectText.height + spacing : 0) + ruleText.height

            // The band: the kind's sign and colour, the cost and the stars.
            Rectangle {
                id: band
                width: parent.width
                height: Math.max(Theme.unit * 4.5, 30)
                radius: Theme.radius
                color: Theme.cardBand(root.face.category || "", root.face.colour || "")
                Chip {
                    anchors { left: parent.left; leftMargin: Theme.unit * 0.6; verticalCenter: parent.verticalCenter }
                    height: parent.height * 0.7
                    iconName: (root.face.cost ?? -1) >= 0 ? "brick" : ""
                    text: (root.face.cost ?? -1) >= 0 ? root.face.cost : qsTranslate("CardItem", "start")
                    repeat: (root.face.cost ?? 0) > 0
                    count: root.face.cost ?? 0
                }
                Text {
                    anchors.centerIn: parent
                    text: Theme.cardSymbol(root.face.category || "", root.face.colour || "")
                    color: Theme.onBand(root.face.category || "", root.face.colour || "")
                    font.pixelSize: Theme.px(parent.height * 0.6)
                }
                Chip {
                    visible: (root.face.stars ?? 0) > 0
                    anchors { right: parent.right; rightMargin: Theme.unit * 0.6; verticalCenter: parent.verticalCenter }
                    height: parent.height * 0.7
                    iconName: "star"
                    repeat: true
                    count: root.face.stars ?? 0
                }
            }
            Item {
                id: nameBox
                width: parent.width
                // Both whole: the value is taller than a name of one line (it reached into the
                // effect below), the name beside it centred on it.
                height: Math.max(nameText.height, valueText.visible ? valueText.height : 0)
                Text {
                    id: nameText
                    anchors { left: parent.left; right: valueText.visible ? valueText.left : parent.right }
                    y: Math.max(0, (nameBox.height - height) / 2)
                    text: root.face.name || ""
                    color: Theme.ink
                    font.pixelSize: Theme.px(Theme.unit * 2.6)
                    font.family: "serif"
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                Text {
                    id: valueText
                    anchors { right: parent.right; verticalCenter: parent.verticalCenter }
                    visible: (root.face.value ?? 0) > 0
                    text: root.face.value ?? ""
                    color: Theme.accent
                    font.pixelSize: Theme.px(Theme.unit * 4)
                    font.family: "serif"
                    font.bold: true
                }
            }
            // The picture, smaller (or none) where the whole rule would not fit in the window
            // otherwise (a large interface size).
            Image {
                readonly property real room: Math.min(width, content.room - content.others - content.words)
                asynchronous: true // SVGs are drawn off the GUI thread
                anchors.horizontalCenter: parent.horizontalCenter
                visible: room >= Theme.unit * 4
                width: Math.min(parent.width * 0.45, Theme.unit * 14)
                height: status === Image.Ready && visible ? room : 0
                source: Theme.cardArt(root.face.card || "")
                sourceSize.width: width * 2
                sourceSize.height: width * 2
                fillMode: Image.PreserveAspectFit
                smooth: true
            }
            Text {
                id: effectText
                width: parent.width
                visible: text !== ""
                text: root.face.effect || ""
                color: Theme.ink
                font.pixelSize: content.tight ? Theme.fontSmall : Theme.fontNormal
                font.bold: true
                wrapMode: Text.Wrap
                Text {
                    id: effectMeasure
                    visible: false
                    width: parent.width
                    text: effectText.text
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    wrapMode: Text.Wrap
                }
            }
            Text {
                id: ruleText
                width: parent.width
                text: root.face.rule || ""
                color: Theme.inkSoft
                // Smaller where even without the picture it would not fit.
                font.pixelSize: content.tight ? Theme.fontSmall : Theme.fontNormal
                wrapMode: Text.Wrap
                Text {
                    id: ruleMeasure
                    visible: false
                    width: parent.width
                    text: ruleText.text
                    font.pixelSize: Theme.fontNormal
                    wrapMode: Text.Wrap
                }
            }
            Text {
                id: rulesLink
                width: parent.width
                visible: root.rulesHint
                //: Under the zoomed card: F1 opens its entry in the rules reference
                text: qsTr("F1: its rules")
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                font.underline: true
                wrapMode: Text.Wrap
            }
            Rectangle {
                id: note
                visible: (root.face.note || "") !== ""
                width: parent.width
                height: noteText.implicitHeight + Theme.unit
                radius: Theme.radius
                color: Theme.gainBackground
                Text {
                    id: noteText
                    anchors { fill: parent; margins: Theme.unit * 0.5 }
                    text: root.face.note || ""
                    color: Theme.gain
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
