// Tally: the number and, for screen readers, its meaning.
import QtQuick
import QtTest
import CityOfRome

Item {
    width: 200
    height: 50
    Tally { id: coins; kind: "coins"; value: 7; label: "Coins" }

    TestCase {
        name: "Tally"
        when: windowShown
        function test_showsTheNumber() {
            compare(coins.children[1].text, "7")
            compare(coins.Accessible.name, "Coins 7")
        }
    }
}
