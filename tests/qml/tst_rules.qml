// The rules reference opens at the entry asked for, Ctrl+F searches it and Esc clears the
// search before it goes back; the game links into it: F1 asks for the card zoomed, else the
// phase's section, and a line of the log for its term's entry.
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
        id: rulesScreen
        RulesView { anchors.fill: parent }
    }
    Component {
        id: gameScreen
        GameView { anchors.fill: parent; table: local }
    }
    // The smallest window: the longest entries scroll there.
    Item { id: small; width: 960; height: 540 }
    SignalSpy { id: back; signalName: "back" }
    SignalSpy { id: asked; signalName: "rulesRequested" }

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

    TestCase {
        name: "Rules"
        when: windowShown

        function cleanup() { local.leave() }

        function test_opensAtTheEntryAsked() {
            const view = createTemporaryObject(rulesScreen, top, { section: "influence-scoring" })
            compare(view.shown, "influence-scoring")
            const text = find(view, o => o instanceof Text && o.textFormat === Text.MarkdownText)
            verify(text.text.indexOf("postponed") >= 0, text.text)
            view.section = "colosseum"
            compare(view.shown, "colosseum")
            verify(find(view, o => o instanceof CardItem && o.visible && o.card === "colosseum") !== null,
                   "a building shows its card")
            view.section = "influence-6"
            verify(find(view, o => o instanceof InfluenceCard && o.visible && o.value === 6) !== null,
                   "an influence card shows as a card")
        }

        // A short entry ends where its text does: no scrolling into blank space below it, also
        // after a long entry was read (issue 40: its text kept a taller height from before).
        function test_aShortEntryScrollsNoFurtherThanItsEnd() {
            const view = createTemporaryObject(rulesScreen, small, { section: "introduction" })
            const page = find(view, o => o instanceof RulesPage)
            const text = find(view, o => o instanceof Text && o.textFormat === Text.MarkdownText)
            waitForRendering(view)
            verify(text.implicitHeight < page.height * 0.75, "a short entry: " + text.implicitHeight)
            compare(text.height, text.implicitHeight)
            verify(page.contentHeight <= page.height, page.contentHeight + " > " + page.height)
            mouseWheel(page, page.width / 2, page.height / 2, 0, -120 * 5)
            page.scroll(1)
            compare(page.contentY, 0)

            view.section = "setup"
            waitForRendering(view)
            verify(page.contentHeight > page.height, "a long entry")
            page.scroll(1)
            verify(page.contentY > 0, "a long entry scrolls")
            view.section = "introduction"
            waitForRendering(view)
            compare(page.contentY, 0)
            verify(page.contentHeight <= page.height, page.contentHeight + " > " + page.height)
        }

        function test_searchAndEscape() {
            const view = createTemporaryObject(rulesScreen, top)
            back.target = view
            back.clear()
            const search = find(view, o => o instanceof TextField)
            verify(view.activeFocus)
            keyClick(Qt.Key_F, Qt.ControlModifier)
            verify(search.activeFocus, "Ctrl+F goes to the search")
            keyClick(Qt.Key_C); keyClick(Qt.Key_O); keyClick(Qt.Key_L); keyClick(Qt.Key_O)
            keyClick(Qt.Key_S); keyClick(Qt.Key_S)
            compare(view.shown, "colosseum", "the first match is read")
            const contents = find(view, o => o instanceof ListView)
            compare(contents.count, 1)
            keyClick(Qt.Key_Escape)
            compare(search.text, "")
            compare(back.count, 0, "the first Esc clears the search")
            verify(contents.count > 50)
            keyClick(Qt.Key_Escape)
            compare(back.count, 1)
        }

        function test_theGameAsksForWhatIsAtHand() {
            local.start([{ name: "Aurelia", colour: 0, bot: "" }, { name: "Livia", colour: 1, bot: "easy" }], false, 0)
            const view = createTemporaryObject(gameScreen, top)
            asked.target = view
            asked.clear()
            tryVerify(() => local.game.ready)
            keyClick(Qt.Key_F1)
            compare(asked.count, 1)
            compare(asked.signalArguments[0][0], RulesLinks.forPhase(local.game.phase))
            verify(["setup", "emissaries", "actions"].indexOf(asked.signalArguments[0][0]) >= 0,
                   asked.signalArguments[0][0])

            Zoom.show(view, { card: "market" })
            keyClick(Qt.Key_F1)
            compare(asked.signalArguments[1][0], "market", "F1 on a zoomed card: its entry")
            Zoom.hide(view)

            // A line of the log links to its term's entry.
            tryVerify(() => local.game.log.count > 0)
            keyClick(Qt.Key_L)
            const drawer = find(view, o => o instanceof Drawer)
            tryVerify(() => drawer.opened)
            let line = null
            tryVerify(() => {
                line = find(drawer.contentItem, o => o.section !== undefined && o.section !== "" && o.linked === true)
                return line !== null
            })
            mouseClick(line)
            compare(asked.count, 3)
            compare(asked.signalArguments[2][0], line.section)
            tryVerify(() => !drawer.visible, 5000, "the log closes for the rules")
        }
    }
}
