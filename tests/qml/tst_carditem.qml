// CardItem: a face shows the card's name and cost, a back only its deck; no text under 11 px
// at any size; a click is reported; hovering (or focus) shows the whole card in the zoom,
// beside the card and inside the window.
import QtQuick
import QtTest
import CityOfRome

Item {
    id: window
    width: 900
    height: 600

    CardItem {
        id: face
        x: 20
        y: 20
        width: 150
        card: "market"; name: "Market"; effect: "+1 coin per neighbour"; rule: "A rule, whole."
        cost: 3; stars: 1; category: "public"; colour: "yellow"; value: 0; back: "II"; deck: 2
        faceUp: true; open: true; playable: true; selected: false
    }
    CardItem {
        id: back
        x: 200
        y: 20
        card: ""; name: ""; effect: ""; rule: ""; cost: -1; stars: 0; category: ""
        colour: ""; value: 0; back: "III"; deck: 3; faceUp: false; open: false; playable: false; selected: false
    }
    CardItem {
        id: start
        x: 300
        y: 20
        width: 72
        card: "start_residence_2"; name: "Residence 2"; effect: "Area: 2 x colours"; rule: "Starting building."
        cost: -1; stars: 0; category: "residential"; colour: ""; value: 2; back: "II"; deck: 2
        faceUp: true; open: true; playable: false; selected: false
    }
    CardItem {
        id: right
        x: window.width - width - 10
        y: 300
        width: 90
        card: "temple_fortuna"; name: "Temple of Fortuna"; effect: "15 if 4 colours"; rule: "Fortuna's rule."
        cost: 4; stars: 2; category: "temple"; colour: ""; value: 0; back: "III"; deck: 3
        faceUp: true; open: true; playable: false; selected: false
    }
    Repeater {
        id: sizes
        model: [28, 40, 56, 72, 90, 130, 180]
        delegate: CardItem {
            required property var modelData
            x: 20 + index * 10
            y: 320
            width: modelData
            card: "imperial_thermal_baths"; name: "Imperial Thermal Baths"
            effect: "Point tokens: 1 per neighbour + 1"; rule: "Rule"; cost: 5; stars: 3
            category: "public"; colour: "blue"; value: 0; back: "IV"; deck: 4; faceUp: true; open: false
            playable: false; selected: false; markKnown: true
            required property int index
        }
    }
    // A hand card at 1280x720 with the room: lying wide.
    CardItem {
        id: wideCard
        x: 400
        y: 20
        width: 136
        height: 124
        card: "university"; name: "Universität"; shortName: "Universität"; effect: "Rule"; rule: "Rule"
        cost: 6; stars: 2; category: "public"; colour: "green"; value: 0; back: "IV"; deck: 4
        faceUp: true; open: false; playable: true; selected: false; whole: true
    }
    CardZoom { id: zoom }
    SignalSpy { id: clicks; target: face; signalName: "clicked" }

    function texts(item) {
        let found = []
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (!child.visible)
                continue
            if (child.text !== undefined && child.font !== undefined)
                found.push(child)
            found = found.concat(texts(child))
        }
        return found
    }
    function words(item) {
        return texts(item).map(t => String(t.text))
    }

    TestCase {
        name: "CardItem"
        when: windowShown

        function cleanup() {
            mouseMove(window, window.width - 1, 1)
            Zoom.source = null
            Zoom.held = false // a click holds the zoom until the pointer moves over a card
        }

        function test_faceShowsNameCostAndStars() {
            const shown = words(face)
            verify(shown.indexOf("Market") >= 0, shown)
            verify(shown.indexOf("+1 coin per neighbour") >= 0, "room for the effect: " + shown)
            compare(face.height, face.width * 1.5)
        }
        function test_smallFacesKeepNameAndCostButNotTheEffect() {
            const shown = words(start)
            verify(shown.indexOf("Residence\u00a02") >= 0, shown) // (its value kept with the word before it)
            verify(shown.indexOf("start") >= 0, "a starting building is marked: " + shown)
            verify(shown.indexOf("Area: 2 x colours") < 0, "no room for the effect: " + shown)
        }
        function test_backShowsOnlyItsDeck() {
            const shown = words(back)
            verify(shown.indexOf("Market") < 0)
        }
        function test_noTextUnderElevenPixels() {
            Theme.unit = 8
            for (let i = 0; i < sizes.count; ++i) {
                const card = sizes.itemAt(i)
                const found = texts(card)
                verify(found.length > 0, "a card of " + card.width + " px says something")
                for (const t of found)
                    verify(t.font.pixelSize >= 11, "\"" + t.text + "\" at " + t.font.pixelSize + " px on a card "
                           + card.width + " px wide")
            }
        }
        // Names are laid out whole on every card wide enough to show one (issue 28): the
        // longest names of both languages, from the hand's smallest card up.
        function test_namesAreWholeAtEverySize() {
            Theme.unit = 8
            const names = ["Luxury 4-Value Residential", "Imperial Thermal Baths", "Temple of Mercury",
                           "Luxus-Wohnhaus Wert 4", "Kaiserliche Therme", "Tempel des Merkur"]
            for (let i = 0; i < sizes.count; ++i) {
                const card = sizes.itemAt(i)
                if (card.tiny)
                    continue
                for (const name of names) {
                    card.name = name
                    const title = texts(card).find(t => t.cardName === true)
                    verify(title !== undefined, "a card of " + card.width + " px shows its name")
                    verify(!title.truncated, "\"" + name + "\" cut on a card " + card.width + " px wide")
                }
            }
        }
        // A card lying wide shows its name and effect whole, apart, in the longest words of both
        // languages, down to the narrowest the hand lays it (issue 40: the effect was only in
        // the zoom at 1280x720).
        function test_aWideCardShowsItsEffectWhole_data() {
            return [{ tag: "136 px", width: 136 }, { tag: "109 px", width: 109 }]
        }
        function test_aWideCardShowsItsEffectWhole(data) {
            Theme.unit = 8
            wideCard.width = data.width
            const faces = [["Luxus-Wohnhaus Wert 4", "Luxus-Wohnhaus", "Wohngebiet: 4 × angrenzende öffentliche Farben", 4],
                           ["Universität", "Universität", "1 ziehen, +1 je angrenzendes Gebäude, 1 behalten", 0],
                           ["Kolosseum", "Kolosseum", "+1 Einflussmarker plus 1 je angrenzendes Gebäude", 0],
                           ["Luxury 4-Value Residential", "Luxury Residential", "Area: 4 × neighbouring public colours", 4],
                           ["Imperial Thermal Baths", "Imperial Thermal Baths", "1 point token, +1 more per neighbouring building", 0]]
            for (const [name, shortName, effect, value] of faces) {
                wideCard.name = name
                wideCard.shortName = shortName
                wideCard.effect = effect
                wideCard.value = value
                verify(wideCard.wide && wideCard.effectShown)
                const shown = texts(wideCard)
                const line = shown.find(t => t.cardEffect === true)
                verify(line !== undefined && String(line.text) === effect, "the effect shows: " + words(wideCard))
                verify(!line.truncated, "\"" + effect + "\" cut on a card " + data.width + " px wide")
                const title = shown.find(t => t.cardName === true)
                verify(title !== undefined && !title.truncated, "\"" + name + "\" whole on a card " + data.width + " px wide")
                const a = title.mapToItem(wideCard, 0, 0, title.width, title.contentHeight)
                const b = line.mapToItem(wideCard, 0, 0, line.width, line.contentHeight)
                verify(a.y + a.height <= b.y + 1, "\"" + name + "\" above \"" + effect + "\"")
                verify(b.y + b.height <= wideCard.height + 1 && b.x >= -1 && b.x + b.width <= wideCard.width + 1,
                       "\"" + effect + "\" inside the card")
                if (value > 0)
                    verify(words(wideCard).some(w => w.indexOf(" " + value) > 0), "the value in the band: " + words(wideCard))
            }
        }

        function test_clickIsReported() {
            clicks.clear()
            mouseClick(face)
            compare(clicks.count, 1)
        }
        // A double click selects a hand card and leaves it selected: one click, not two.
        function test_aDoubleClickIsOneClick() {
            clicks.clear()
            mouseDoubleClickSequence(face)
            compare(clicks.count, 1)
            // (The pointer moves on: the zoom's hold ends, as after any click.)
            mouseMove(face, 4, 4)
            mouseMove(face, 8, 8)
            tryVerify(() => !Zoom.held)
        }
        // After a click, what lies under the resting pointer opens no zoom; a move over a card
        // (any screen: the replay has no game screen around it) lets it open again.
        function test_aClickHoldsTheZoomUntilThePointerMoves() {
            mouseClick(face, face.width / 2, face.height / 2)
            verify(Zoom.held)
            wait(600)
            compare(Zoom.source, null, "no zoom under the resting pointer")
            mouseMove(face, face.width / 2 + 4, face.height / 2 + 4) // (entering, as a test moves)
            mouseMove(face, face.width / 2 + 8, face.height / 2 + 8)
            tryVerify(() => !Zoom.held && Zoom.source === face, 2000, "a moving pointer zooms")
        }
        function test_hoverShowsTheWholeCardBesideIt() {
            mouseMove(face, face.width / 2, face.height / 2)
            tryCompare(Zoom, "source", face)
            compare(Zoom.face.rule, "A rule, whole.")
            const card = zoom.children[0]
            tryCompare(card, "opacity", 1)
            verify(card.width >= 260, "at least 260 px wide: " + card.width)
            verify(card.width < window.width, "never the window's width")
            verify(words(card).indexOf("A rule, whole.") >= 0, words(card))
            // Beside the card, not over it.
            const r = face.mapToItem(zoom, 0, 0, face.width, face.height)
            verify(card.x >= r.x + r.width || card.x + card.width <= r.x, "beside: " + card.x)
            mouseMove(window, window.width - 1, 1)
            tryCompare(Zoom, "source", null)
        }
        function test_zoomStaysInsideTheWindow() {
            mouseMove(right, right.width / 2, right.height / 2)
            tryCompare(Zoom, "source", right)
            const card = zoom.children[0]
            verify(card.x >= 0 && card.x + card.width <= window.width, "inside: " + card.x)
            verify(card.y >= 0 && card.y + card.height <= window.height, "inside: " + card.y)
            const r = right.mapToItem(zoom, 0, 0, right.width, right.height)
            verify(card.x + card.width <= r.x, "on its left, as there is no room on its right")
        }
        // The action strip stays in sight: its spaces are weighed against the cards offered.
        function test_zoomKeepsOffTheActionStrip() {
            const strip = createTemporaryQmlObject(
                'import QtQuick; Rectangle { objectName: "actionStrip"; x: 420; y: 280; width: 370; height: 80 }', window)
            mouseMove(right, right.width / 2, right.height / 2)
            tryCompare(Zoom, "source", right)
            const card = zoom.children[0]
            const s = strip.mapToItem(zoom, 0, 0, strip.width, strip.height)
            const apart = card.x + card.width <= s.x || card.x >= s.x + s.width
                          || card.y + card.height <= s.y || card.y >= s.y + s.height
            verify(apart, "over the strip: " + card.x + "," + card.y + " " + card.width + "x" + card.height)
        }
        function test_focusShowsTheZoom() {
            face.forceActiveFocus()
            compare(Zoom.source, face)
            face.focus = false
            compare(Zoom.source, null)
        }
        function test_backsHaveNoZoom() {
            mouseMove(back, back.width / 2, back.height / 2)
            wait(600)
            compare(Zoom.source, null)
        }
    }
}
