// Curtain: down while a name is set, hiding what is below; the button (or Enter) lifts it.
import QtQuick
import QtQuick.Controls
import QtTest
import CityOfRome

Item {
    width: 800
    height: 600

    MouseArea { id: below; anchors.fill: parent; property int clicks: 0; onClicked: ++clicks }
    Curtain { id: curtain; anchors.fill: parent; name: "Brutus" }
    SignalSpy { id: dismissed; target: curtain; signalName: "dismissed" }

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

        function test_hidesAndLifts() {
            verify(curtain.visible)
            mouseClick(curtain, 10, 10)
            compare(below.clicks, 0, "nothing below the curtain can be touched")
            const button = find(curtain, item => item instanceof Button)
            verify(button !== null)
            verify(button.text.indexOf("Brutus") >= 0)
            const before = dismissed.count
            mouseClick(button)
            compare(dismissed.count, before + 1)
            curtain.name = ""
            verify(!curtain.visible)
        }

        function test_enterLifts() {
            curtain.name = ""
            curtain.name = "Cassia"
            const before = dismissed.count
            keyClick(Qt.Key_Return)
            compare(dismissed.count, before + 1, "the next person's Enter lifts it")
            curtain.name = "Brutus"
        }
    }
}
