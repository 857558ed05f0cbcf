// The game screen keeps the keys whatever was clicked last: its buttons take no focus, so
// after a click Tab still cycles the hand (not the buttons), and L, F1 and Esc still answer.
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
    SignalSpy { id: rules; signalName: "rulesRequested" }
    SignalSpy { id: menu; signalName: "menuRequested" }

    // The first object below `root` (items and popups alike) for which `predicate` holds.
    function find(root, predicate) {
        if (predicate(root))
            return root
        const below = root.data !== undefined ? root.data : []
        for (let i = 0; i < below.length; ++i) {
            const found = find(below[i], predicate)
            if (found)
                return found
        }
        if (root.contentItem !== undefined && root.contentItem !== null && root instanceof Popup)
            return find(root.contentItem, predicate)
        return null
    }
    function button(root, name) {
        return find(root, o => o instanceof Button && o.Accessible.name === name)
    }

    TestCase {
        id: test
        name: "GameKeys"
        when: windowShown
        property var view: null

        function init() {
            local.start([{ name: "Aurelia", colour: 0, bot: "" }, { name: "Livia", colour: 1, bot: "easy" }], false, 0)
            view = createTemporaryObject(screen, top)
            rules.target = view
            menu.target = view
            rules.clear()
            menu.clear()
            tryVerify(() => local.game.ready)
        }
        function cleanup() { local.leave() }

        // A LAN game lost for good (the app's own, joined where nothing listens on loopback):
        // the veil takes every key of the table; Space and Enter do not leave, Esc and its
        // button do.
        function test_aGameLostForGoodTakesNoMoreMoves() {
            Desktop.network.join("127.0.0.1", 1)
            tryVerify(() => Desktop.network.link === GameTable.Lost, 10000)
            view.table = Desktop.network
            const veil = findChild(view, "gameLost")
            verify(veil.visible)
            tryVerify(() => veil.activeFocus, 1000, "the veil takes the keys")
            for (const key of [Qt.Key_1, Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter, Qt.Key_P, Qt.Key_L])
                keyClick(key)
            compare(menu.count, 0, "the table's keys do not leave the game")
            keyClick(Qt.Key_Escape)
            compare(menu.count, 1, "Esc goes to the menu")
            mouseClick(findChild(view, "lostToMenu"))
            compare(menu.count, 2)
            view.table = local
            Desktop.network.leave()
        }

        function test_keysAnswerAfterAButtonIsClicked() {
            verify(view.activeFocus)
            const rulesButton = button(view, "Rules (F1)")
            verify(rulesButton !== null)
            mouseClick(rulesButton)
            compare(rules.count, 1)
            verify(view.activeFocus, "a clicked button does not take the keys")
            keyClick(Qt.Key_Tab)
            verify(view.activeFocus, "Tab does not walk to the buttons")
            keyClick(Qt.Key_F1)
            compare(rules.count, 2, "F1 answers after a click")

            const log = find(view, o => o instanceof Drawer)
            verify(log !== null)
            mouseClick(button(view, "Game log (L)"))
            tryVerify(() => log.opened)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !log.visible)
            verify(view.activeFocus, "closing the log gives the keys back")
            keyClick(Qt.Key_L)
            tryVerify(() => log.opened, 5000, "L opens the log")
            keyClick(Qt.Key_L)
            tryVerify(() => !log.visible, 5000, "and closes it")
            // (By its signal: QtTest's synthetic clicks on the status bar reach it only now and
            // then while the drawer is open; a real pointer's do, by xplay.)
            button(view, "Game log (L)").clicked()
            tryVerify(() => log.opened)
            button(view, "Game log (L)").clicked()
            tryVerify(() => !log.visible, 5000, "its button closes it as it opened it")
            keyClick(Qt.Key_L)
            tryVerify(() => log.opened)
            button(view, "Rules (F1)").clicked()
            tryVerify(() => !log.visible, 5000, "the rules page is not under the log")
        }

        function test_leavingARunningGameAsksFirst() {
            mouseClick(button(view, "Menu"))
            const dialog = find(view, o => o instanceof Dialog)
            tryVerify(() => dialog.opened)
            compare(menu.count, 0, "the game is not left without asking")
            mouseClick(find(dialog.footer, o => o instanceof Button && o.text === "Stay"))
            tryVerify(() => !dialog.visible)
            verify(view.activeFocus)
            // By keyboard: Enter presses Stay, where the focus starts; Esc stays too.
            mouseClick(button(view, "Menu"))
            tryVerify(() => dialog.opened)
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(menu.count, 0, "Enter on the focused Stay stays")
            verify(view.activeFocus)
            keyClick(Qt.Key_F1)
            compare(rules.count, 1)
            // Esc on the table asks as Menu does (another's city shown, it first goes home).
            local.game.showCity(1)
            keyClick(Qt.Key_Escape)
            compare(local.game.shownSeat, local.game.viewer)
            verify(!dialog.visible, "Esc first goes back to your city")
            keyClick(Qt.Key_Escape)
            tryVerify(() => dialog.opened, 5000, "then Esc asks about leaving")
            compare(menu.count, 0)
            mouseClick(find(dialog.footer, o => o instanceof Button && o.text === "Leave"))
            compare(menu.count, 1)
        }
    }
}
