// The Hint on the game screen: the key H (after a click on the board too) and the button ask;
// the hinted space, card or cell glows and the hint's line says what and why.
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

    // The first item below `root` (visual children) for which `predicate` holds.
    function find(root, predicate) {
        if (predicate(root))
            return root
        for (let i = 0; i < root.children.length; ++i) {
            const found = find(root.children[i], predicate)
            if (found)
                return found
        }
        return null
    }

    TestCase {
        id: test
        name: "Hints"
        when: windowShown
        property var view: null
        property bool assisted: true

        function init() {
            assisted = Settings.assistedPlay
            Settings.assistedPlay = false // it would decide while the expert thinks
            local.start([{ name: "Aurelia", colour: 0, bot: "" }, { name: "Livia", colour: 1, bot: "easy" }], false, 0)
            view = createTemporaryObject(screen, top)
            tryVerify(() => local.game.yourTurn && local.game.hints.available, 20000)
        }
        function cleanup() {
            local.leave()
            Settings.assistedPlay = assisted
        }

        function shownHint() {
            tryVerify(() => local.game.hints.shown, 5000, "the hint comes")
            const line = find(view, o => o.objectName === "hintLine")
            verify(line !== null)
            tryVerify(() => line.visible && line.opacity === 1)
            verify(find(line, o => o.text === local.game.hints.text) !== null, "the line says it")
            verify(find(view, o => o.objectName === "hintGlow" && o.visible) !== null, "something glows")
        }

        function test_keyAsksAfterAClickOnTheBoard() {
            mouseClick(view, view.width / 2, view.height / 2)
            keyClick(Qt.Key_H)
            verify(local.game.hints.busy || local.game.hints.shown, "H asks")
            shownHint()
            compare(local.game.hints.count, 1)
        }

        function test_buttonAsks() {
            const button = find(view, o => o.objectName === "hintButton")
            verify(button !== null)
            verify(button.enabled)
            mouseClick(button)
            verify(local.game.hints.busy || local.game.hints.shown, "the button asks")
            shownHint()
            verify(view.activeFocus, "the button takes no keys")
        }

        // Esc puts the hint away (before anything else it does), so does its ×; H shows it again
        // for the same decision, not counted again. A click on the box reaches nothing under it.
        function test_escapeOrTheCrossClosesTheHint() {
            keyClick(Qt.Key_H)
            shownHint()
            keyClick(Qt.Key_Escape)
            verify(!local.game.hints.shown, "Esc closes it")
            verify(find(view, o => o.objectName === "hintGlow" && o.visible) === null, "nothing glows")
            keyClick(Qt.Key_H)
            shownHint()
            compare(local.game.hints.count, 1)
            const line = find(view, o => o.objectName === "hintLine")
            mouseClick(line, line.width / 2, line.height - 4)
            verify(local.game.hints.shown, "a click on the box leaves it")
            const cross = find(line, o => o.text === "×")
            verify(cross !== null)
            mouseClick(cross)
            verify(!local.game.hints.shown, "the × closes it")
        }
    }
}
