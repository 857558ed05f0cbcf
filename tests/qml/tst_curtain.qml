// Curtain: down while a name is set, over everything, hiding what is below. Only a click on its
// button or a fresh R lifts it; the keys of the turn before (Space, Enter, Esc, Tab) do not, and
// its button never takes the keyboard by itself. Its Menu asks before the evening ends.
import QtQuick
import QtQuick.Controls
import QtTest
import CityOfRome

Item {
    id: top
    width: 800
    height: 600

    MouseArea { id: below; anchors.fill: parent; property int clicks: 0; onClicked: ++clicks }
    // What might be drawn over a curtain: a dialog, a tooltip, a card's zoom.
    Popup { id: dialog; x: 100; y: 100; width: 200; height: 100; modal: true; closePolicy: Popup.NoAutoClose
            background: Rectangle { color: "#00ff00" } }
    Rectangle { id: zoomed; x: 500; y: 400; width: 40; height: 40; color: "#0000ff" }
    CardZoom { parent: (top.Overlay.overlay as Item) ?? top }
    Curtain { id: curtain; parent: (top.Overlay.overlay as Item) ?? top }
    SignalSpy { id: dismissed; target: curtain; signalName: "dismissed" }
    SignalSpy { id: menu; target: curtain; signalName: "menuRequested" }

    function find(item, predicate) {
        if (predicate(item))
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = find(item.children[i], predicate)
            if (found)
                return found
        }
        return null
    }

    TestCase {
        name: "Curtain"
        when: windowShown

        function init() {
            curtain.name = "Brutus"
            dismissed.clear()
            menu.clear()
        }
        function cleanup() {
            curtain.name = ""
            dialog.close()
        }

        function test_hidesAndLifts() {
            verify(curtain.visible)
            mouseClick(curtain, 10, 10)
            compare(below.clicks, 0, "nothing below the curtain can be touched")
            const button = find(curtain, item => item instanceof Button)
            verify(button !== null)
            verify(button.text.indexOf("Brutus") >= 0)
            mouseClick(button)
            compare(dismissed.count, 1)
        }

        function test_theEveningMayEndWithoutLiftingIt() {
            mouseClick(findChild(curtain, "curtainMenu"))
            compare(menu.count, 0, "Menu asks first")
            verify(findChild(curtain, "curtainLeave").visible)
            keyClick(Qt.Key_R)
            compare(dismissed.count, 0, "R does not lift it while the question stands")
            keyClick(Qt.Key_Escape)
            verify(!findChild(curtain, "curtainLeave").visible, "Esc takes the question back")
            mouseClick(findChild(curtain, "curtainMenu"))
            mouseClick(findChild(curtain, "curtainStay"))
            verify(!findChild(curtain, "curtainLeave").visible, "Stay takes it back")
            compare(menu.count, 0)
            mouseClick(findChild(curtain, "curtainMenu"))
            mouseClick(findChild(curtain, "curtainLeaveButton"))
            compare(menu.count, 1)
            compare(dismissed.count, 0, "leaving shows nobody's hand")
        }

        function test_onlyADeliberateKeyLifts() {
            verify(curtain.activeFocus, "the curtain takes the keys as it comes down")
            const button = find(curtain, item => item instanceof Button)
            verify(!button.activeFocus, "its button does not take the focus by itself")
            for (const key of [Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Escape, Qt.Key_Tab])
                keyClick(key)
            compare(dismissed.count, 0, "the keys of the turn before do not lift it")
            verify(!button.activeFocus, "Tab does not reach its button")
            keyPress(Qt.Key_R)
            keyRelease(Qt.Key_R)
            compare(dismissed.count, 1, "R lifts it")
        }

        function test_nothingIsDrawnOverIt() {
            curtain.name = ""
            dialog.open()
            Zoom.show(zoomed, { name: "Temple of Minerva", rule: "Worth a point for each temple" })
            tryVerify(() => dialog.opened)
            curtain.name = "Brutus"
            compare(Zoom.source, null, "the zoom goes as the curtain comes down")
            waitForRendering(top)
            const shot = grabImage(top)
            const colour = shot.pixel(10, 10)
            for (const [x, y] of [[150, 150], [560, 400], [300, 300]])
                compare(String(shot.pixel(x, y)), String(colour), "the curtain at " + x + "," + y)
        }
    }
}
