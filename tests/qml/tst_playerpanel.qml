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
        return { card: id, name: id, effect: "", rule: "", cost: 1, stars: 0, category: "",
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
