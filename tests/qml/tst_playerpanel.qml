// PlayerPanel: a player who lost the connection is said so, with the host's button, under the
// tallies and inside the panel (beside them, it was drawn over the numbers), laid out at once.
import QtQuick
import QtTest
import CityOfRome

Item {
    width: 400
    height: 300
    PlayerPanel {
        id: panel
        width: 288
        height: 150
        seat: 1
        name: "Brutus Maximus"
        colour: 3
        bot: false
        you: false
        toAct: false
        firstPlayer: false
        connected: true
        standIn: false
        mayStandIn: true
        coins: 6
        influence: 1
        influenceCards: ""
        brickTokens: 0
        handSize: 2
        hand: []
        city: []
        score: 9
        scoreRows: []
    }

    // A hand that comes while nothing else of the panel changes (a replay jumping from the deal).
    PlayerPanel {
        id: quiet
        y: 150
        width: 288
        height: 150
        seat: 2
        name: "Livia"
        colour: 1
        bot: false
        you: false
        toAct: false
        firstPlayer: false
        connected: true
        standIn: false
        mayStandIn: false
        coins: 5
        influence: 0
        influenceCards: ""
        brickTokens: 0
        handSize: 0
        hand: ListModel { id: quietHand }
        city: []
        score: 0
        scoreRows: []
    }

    function card(id) {
        return { card: id, name: id, shortName: id, effect: "", rule: "", cost: 1, stars: 0, category: "",
                 colour: "#888888", value: 0, back: "II", deck: 2, faceUp: false, open: false,
                 playable: false, selected: false }
    }
    function cardsIn(item) {
        let found = []
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child instanceof CardItem)
                found.push(child)
            found = found.concat(cardsIn(child))
        }
        return found
    }

    TestCase {
        name: "PlayerPanelHand"
        when: windowShown
        function test_aHandThatComesAloneIsShown() {
            waitForRendering(quiet)
            for (const id of ["a", "b", "c"])
                quietHand.append(card(id))
            quiet.handSize = 3
            waitForRendering(quiet)
            const cards = cardsIn(quiet)
            compare(cards.length, 3)
            for (const shown of cards)
                verify(shown.width > 10 && shown.height > 10, "a card of " + shown.width + "x" + shown.height)
        }
        // Known cards too many for their names on cards lie as strips, each name whole in a line
        // (issue 40: seven known cards were signs without names), in a panel of 1920x1080.
        function test_aLargeKnownHandShowsEveryName() {
            quiet.width = 390
            quiet.height = 235
            quietHand.clear()
            const known = [["luxury_residence_4", "Luxus-Wohnhaus Wert 4", "Luxus-Wohnhaus", "residential", "", 4],
                           ["imperial_thermal_baths", "Kaiser-Therme", "Kaiser-Therme", "public", "blue", 0],
                           ["temple_minerva", "Tempel der Minerva", "Tempel der Minerva", "temple", "", 0],
                           ["university", "Universität", "Universität", "public", "green", 0],
                           ["vegetable_farm", "Gemüsehof", "Gemüsehof", "production", "", 0],
                           ["colosseum", "Kolosseum", "Kolosseum", "public", "red", 0]]
            for (const [id, name, shortName, category, colour, value] of known)
                quietHand.append(Object.assign(card(id), { name: name, shortName: shortName, category: category,
                                                           colour: colour, value: value, faceUp: true }))
            quietHand.append(card("back"))
            quiet.handSize = known.length + 1
            waitForRendering(quiet)
            const cards = cardsIn(quiet)
            compare(cards.length, known.length + 1)
            for (const shown of cards) {
                verify(shown.strip, shown.name + ": a strip of " + shown.width + "x" + shown.height)
                if (!shown.faceUp)
                    continue
                const texts = []
                const collect = item => { for (let i = 0; i < item.children.length; ++i) { const c = item.children[i]
                    if (c.visible && c.cardName === true) texts.push(c); collect(c) } }
                collect(shown)
                compare(texts.length, 1, shown.name + " shows one name")
                verify(!texts[0].truncated && texts[0].font.pixelSize >= 13, "\"" + texts[0].text + "\" whole and readable")
            }
            quiet.width = 288
            quiet.height = 150
        }
    }

    TestCase {
        name: "PlayerPanel"
        when: windowShown
        function test_anAbsentPlayerIsSaidSoUnderTheTalliesAndInsideThePanel() {
            failOnWarning(/Polish loop/)
            const tallies = findChild(panel, "tallies")
            const absence = findChild(panel, "absence")
            waitForRendering(panel)
            waitForRendering(panel)
            panel.connected = false // as a game goes on: the panel was laid out without it
            verify(absence.visible)
            waitForRendering(panel)
            const talliesBottom = tallies.mapToItem(panel, 0, tallies.height).y
            const absenceTop = absence.mapToItem(panel, 0, 0).y
            verify(absenceTop >= talliesBottom, absenceTop + " overlaps the tallies ending at " + talliesBottom)
            const right = absence.mapToItem(panel, absence.width, absence.height)
            verify(right.x <= panel.width, "sticks out on the right: " + right.x)
            verify(right.y <= panel.height, "sticks out at the bottom: " + right.y)
        }

        // A hint that names this player rings the whole panel in the hint's colour, apart from
        // the gold of the player to act.
        function test_aHintThatNamesThePlayerRingsThePanel() {
            const ring = findChild(panel, "hintedPanel")
            verify(ring !== null)
            verify(!ring.visible)
            panel.hinted = true
            waitForRendering(panel)
            verify(ring.visible)
            compare(ring.border.color, Theme.hint)
            verify(Theme.hint !== Theme.glow)
            verify(ring.width >= panel.width && ring.height >= panel.height, "round the whole panel")
            panel.hinted = false
            verify(!ring.visible)
        }
    }
}
