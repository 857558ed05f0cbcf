// The game screen at a hot-seat table: a person's Space or Enter right after their decision
// falls on the next person's curtain and does not lift it; no card zoom stays over it; the keys
// of the game do nothing while it is down; R lifts it and the next person's hand shows.
import QtQuick
import QtQuick.Controls
import QtTest
import CityOfRome
import CityOfRome.Models

Item {
    id: top
    width: 1280
    height: 720

    LocalGame { id: local }
    Component {
        id: screen
        GameView { anchors.fill: parent; table: local }
    }

    function find(root, predicate) {
        if (predicate(root))
            return root
        const below = root.data !== undefined ? root.data : []
        for (let i = 0; i < below.length; ++i) {
            const found = find(below[i], predicate)
            if (found)
                return found
        }
        return null
    }

    TestCase {
        name: "HotSeat"
        when: windowShown
        property var view: null
        property bool assisted: true

        function init() {
            // (Assisted play would keep a deal's only choice for the person: a pack of two equal
            // cards, now and then, and the person's turn was over before the test looked.)
            assisted = Settings.assistedPlay
            Settings.assistedPlay = false
            local.start([{ name: "Aurelia", colour: 0, bot: "" }, { name: "Brutus", colour: 1, bot: "" },
                         { name: "Livia", colour: 2, bot: "easy" }], false, 0)
            view = createTemporaryObject(screen, top)
            tryVerify(() => local.game.curtain !== "", 10000, "a curtain for the first to draft")
        }
        function cleanup() {
            local.leave()
            Settings.assistedPlay = assisted
        }

        function test_theNextPersonsCurtainOnlyLiftsOnPurpose() {
            const first = local.game.curtain
            verify(!local.game.yourTurn, "behind the curtain nobody's hand shows")
            keyClick(Qt.Key_R)
            tryVerify(() => local.game.curtain === "" && local.game.yourTurn)
            const log = find(view, o => o instanceof Drawer)
            // The first person picks a card while another is zoomed.
            Zoom.show(view, { name: "zoomed" })
            local.game.draft(0)
            tryVerify(() => local.game.curtain !== "" && local.game.curtain !== first, 20000,
                      "the next person's curtain")
            compare(Zoom.source, null, "no zoom is drawn over the curtain")
            const next = local.game.curtain
            for (const key of [Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter, Qt.Key_L, Qt.Key_H, Qt.Key_Escape])
                keyClick(key)
            compare(local.game.curtain, next, "Space, Enter and the game's keys do not lift it")
            verify(!log.opened, "L does not open the log behind the curtain")
            verify(!local.game.yourTurn)
            keyClick(Qt.Key_R)
            tryVerify(() => local.game.curtain === "" && local.game.yourTurn, 5000, "R lifts it")
            compare(local.game.viewer, next === "Aurelia" ? 0 : 1)
        }

        // The pointer left resting where the curtain's button was opens no zoom of the card the
        // lifted curtain uncovered beneath it; once it moves, hovering zooms as ever.
        function test_aRestingPointerOpensNoZoomAsTheCurtainLifts() {
            keyClick(Qt.Key_R)
            tryVerify(() => local.game.curtain === "" && local.game.yourTurn)
            verify(Zoom.held, "the pointer rests")
            // A card of the draft's sheet once it has come in (found again each time: under load
            // the sheet may still be making its cards).
            let card = null
            let at = Qt.point(-1, -1)
            tryVerify(() => {
                card = find(view, o => o instanceof CardItem && o.faceUp && o.visible && o.width > 0)
                if (card === null)
                    return false
                const now = card.mapToItem(view, 0, 0)
                const still = now.x === at.x && now.y === at.y
                at = now
                wait(100)
                return still
            }, 10000, "the draft's cards")
            // Moved on the view, where the card rested: a sheet still settling may make its cards
            // again, and the card found may be gone by the next line.
            const x = at.x + card.width / 2
            const y = at.y + card.height / 2
            mouseMove(view, x, y) // where it rested
            wait(700)
            compare(Zoom.source, null, "no zoom under a resting pointer")
            // Moving over a card lets the hold go, and hovering zooms as ever: a card found now
            // (the sheet may have made its cards anew since; over no card, the hold stays).
            let fresh = null
            tryVerify(() => {
                fresh = find(view, o => o instanceof CardItem && o.faceUp && o.visible && o.width > 0)
                return fresh !== null
            }, 5000, "a card to hover")
            const there = fresh.mapToItem(view, fresh.width / 2, fresh.height / 2)
            mouseMove(view, there.x, there.y) // (the first move it learns of)
            mouseMove(view, there.x + 6, there.y + 6)
            mouseMove(view, there.x + 12, there.y + 12)
            tryVerify(() => !Zoom.held && Zoom.source !== null, 3000, "a moving pointer zooms")
        }
    }
}
