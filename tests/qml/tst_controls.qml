// The turn's buttons keep their place whatever the words above them say (a click aimed at
// Produce never lands where it was a moment ago), and the offer answers the keyboard: Tab picks
// a card, Enter takes it.
import QtQuick
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
        for (let i = 0; i < root.children.length; ++i) {
            const found = find(root.children[i], predicate)
            if (found)
                return found
        }
        return null
    }

    TestCase {
        name: "Controls"
        when: windowShown
        property var view: null
        property bool assisted: true

        function init() {
            assisted = Settings.assistedPlay
            Settings.assistedPlay = false // it would decide for the player
            local.start([{ name: "Aurelia", colour: 0, bot: "" }, { name: "Livia", colour: 1, bot: "beginner" }], false, 0)
            view = createTemporaryObject(screen, top)
        }
        function cleanup() {
            local.leave()
            Settings.assistedPlay = assisted
        }

        function settled() {
            return local.game.yourTurn && !local.game.feed.bannerShown
        }
        function place(item) {
            const at = item.mapToItem(view, 0, 0)
            return [Math.round(at.x), Math.round(at.y), Math.round(item.width), Math.round(item.height)].join(",")
        }

        function test_buttonsKeepTheirPlaceAndTheOfferAnswersTheKeyboard() {
            const prompt = find(view, o => o.objectName === "prompt")
            const produce = find(view, o => o.objectName === "produceButton")
            verify(prompt !== null && produce !== null)
            const places = {}
            const prompts = {}
            // Draft and emissaries by keyboard, to the first action: each its own prompt.
            for (let tries = 0; tries < 40 && local.game.phase !== GameModel.Actions; ++tries) {
                tryVerify(settled, 20000)
                if (local.game.phase === GameModel.Actions)
                    break
                wait(Theme.animation)
                places[place(produce)] = true
                prompts[prompt.text] = prompt.lineCount
                if (local.game.phase === GameModel.Emissaries) {
                    for (let space = 1; space <= 5 && local.game.phase === GameModel.Emissaries && local.game.yourTurn; ++space)
                        keyClick(Qt.Key_0 + space)
                } else {
                    keyClick(Qt.Key_Tab)
                    keyClick(Qt.Key_Return)
                }
                wait(50)
            }
            tryVerify(() => settled() && local.game.phase === GameModel.Actions, 20000)
            wait(Theme.animation)
            places[place(produce)] = true
            prompts[prompt.text] = prompt.lineCount
            const lines = Object.values(prompts)
            verify(Object.keys(prompts).length >= 2 && Math.max(...lines) > Math.min(...lines),
                   "prompts of different lengths: " + JSON.stringify(prompts))
            compare(Object.keys(places).length, 1, "Produce stayed put: " + Object.keys(places))

            // The offer by keyboard alone: Tab lifts a card there, Enter takes it.
            const before = local.game.hand.count
            keyClick(Qt.Key_Tab)
            verify(local.game.picked >= 0, "Tab reaches the offer")
            keyClick(Qt.Key_Return)
            tryVerify(() => local.game.hand.count === before + 1, 5000, "Enter takes the card")
        }
    }
}
