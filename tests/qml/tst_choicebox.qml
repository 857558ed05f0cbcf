// ChoiceBox: the entry shown stays when the entries are translated anew (a language switch
// gives the model new texts), and it follows its `selected` binding.
import QtQuick
import QtTest
import CityOfRome

Item {
    width: 400
    height: 200

    property var words: ["Slow", "Normal", "Fast", "Instant"]
    property int speed: 2

    ChoiceBox { id: box; model: words; selected: speed }

    TestCase {
        name: "ChoiceBox"
        when: windowShown

        function test_keepsItsEntryWhenTheTextsChange() {
            compare(box.currentIndex, 2)
            words = ["Langsam", "Normal", "Schnell", "Sofort"]
            compare(box.currentIndex, 2, "the same entry after the texts changed")
            compare(box.displayText, "Schnell")
            speed = 3
            compare(box.displayText, "Sofort")
        }
    }
}
