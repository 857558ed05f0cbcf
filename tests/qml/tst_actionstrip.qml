// ActionStrip: a space glows where it may be chosen; a click on any space goes to the game
// (which places the emissary or says why not), a double click once; an emissary shows its
// player's colour.
import QtQuick
import QtTest
import CityOfRome

Item {
    width: 900
    height: 120

    ListModel {
        id: spaces
        ListElement { space: 1; brick: true; bricks: 1; cogs: 0; emissary: -1; placeable: false; hinted: false; picked: false; played: false }
        ListElement { space: 2; brick: false; bricks: 1; cogs: 1; emissary: 2; placeable: false; hinted: false; picked: false; played: false }
        ListElement { space: 3; brick: true; bricks: 2; cogs: 1; emissary: -1; placeable: true; hinted: false; picked: false; played: false }
        ListElement { space: 4; brick: true; bricks: 3; cogs: 1; emissary: -1; placeable: true; hinted: false; picked: false; played: false }
        ListElement { space: 5; brick: false; bricks: 3; cogs: 2; emissary: -1; placeable: false; hinted: false; picked: false; played: false }
    }
    ActionStrip {
        id: strip
        width: parent.width
        strip: spaces
        seatColours: [0, 1, 3]
    }
    SignalSpy { id: placed; target: strip; signalName: "placed" }

    TestCase {
        name: "ActionStrip"
        when: windowShown

        function test_everySpaceAnswersAClick() {
            placed.clear()
            const width = strip.width
            // The emperor, then five spaces of equal width: click the middle of spaces 1 and 3.
            // Space 1 is not free: the click still goes to the game, which says why not.
            const spaceWidth = (width - strip.height * 0.8) / 5
            mouseClick(strip, strip.height * 0.8 + spaceWidth * 0.5, strip.height / 2)
            compare(placed.count, 1)
            compare(placed.signalArguments[0][0], 1)
            mouseClick(strip, strip.height * 0.8 + spaceWidth * 2.5, strip.height / 2)
            compare(placed.count, 2)
            compare(placed.signalArguments[1][0], 3)
        }
        function test_aDoubleClickIsOneClick() {
            placed.clear()
            const spaceWidth = (strip.width - strip.height * 0.8) / 5
            mouseDoubleClickSequence(strip, strip.height * 0.8 + spaceWidth * 3.5, strip.height / 2)
            compare(placed.count, 1)
            compare(placed.signalArguments[0][0], 4)
        }
    }
}
