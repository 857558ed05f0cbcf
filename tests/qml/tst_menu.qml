// MenuView: Tab moves a visible focus ring through the buttons, Down moves it too, and Enter
// presses the button that has it.
import QtQuick
import QtTest
import CityOfRome

Item {
    width: 1280
    height: 720

    MenuView { id: menu; anchors.fill: parent }
    SignalSpy { id: rules; target: menu; signalName: "rulesRequested" }
    SignalSpy { id: settings; target: menu; signalName: "settingsRequested" }

    function ringOf(item) {
        for (let i = 0; i < item.children.length; ++i) {
            if (item.children[i] instanceof FocusRing)
                return item.children[i]
        }
        return null
    }

    TestCase {
        name: "MenuView"
        when: windowShown

        function focused() { return menu.Window.activeFocusItem }

        function test_tabShowsTheFocusAndEnterPresses() {
            menu.forceActiveFocus()
            const seen = []
            for (let i = 0; i < 8 && (seen.length === 0 || focused().text !== "Rules"); ++i) {
                keyClick(Qt.Key_Tab)
                verify(focused() instanceof TextButton, "Tab lands on a button")
                verify(ringOf(focused()).visible, "with its focus ring: " + focused().text)
                compare(focused().Accessible.name, focused().text)
                seen.push(focused())
            }
            compare(focused().text, "Rules")
            for (const button of seen.slice(0, -1))
                verify(!ringOf(button).visible, "one ring only")
            keyClick(Qt.Key_Return)
            compare(rules.count, 1)
            keyClick(Qt.Key_Down)
            compare(focused().text, "Settings")
            keyClick(Qt.Key_Space)
            compare(settings.count, 1)
        }
    }
}
