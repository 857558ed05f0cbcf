// CardItem: a face shows the card's words and cost, a back only its deck; a click is reported.
import QtQuick
import QtTest
import CityOfRome

Item {
    width: 400
    height: 400

    CardItem {
        id: face
        card: "market"; name: "Market"; effect: "+1 coin per neighbour"; rule: "A rule"
        cost: 3; stars: 0; category: "public"; colour: "yellow"; value: 0; back: "II"
        faceUp: true; open: true; playable: true; selected: false
    }
    CardItem {
        id: back
        x: 200
        card: ""; name: ""; effect: ""; rule: ""; cost: -1; stars: 0; category: ""
        colour: ""; value: 0; back: "III"; faceUp: false; open: false; playable: false; selected: false
    }
    SignalSpy { id: clicks; target: face; signalName: "clicked" }

    function texts(item) {
        let found = []
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child.text !== undefined && child.visible)
                found.push(child.text)
            found = found.concat(texts(child))
        }
        return found
    }

    TestCase {
        name: "CardItem"
        when: windowShown

        function test_faceShowsNameEffectAndCost() {
            const shown = texts(face)
            verify(shown.indexOf("Market") >= 0, shown)
            verify(shown.indexOf("+1 coin per neighbour") >= 0, shown)
            verify(shown.indexOf("▰▰▰") >= 0, "three bricks of cost: " + shown)
            compare(face.height, face.width * 1.5)
        }
        function test_backShowsOnlyItsDeck() {
            const shown = texts(back)
            verify(shown.indexOf("III") >= 0, shown)
            verify(shown.indexOf("Market") < 0)
        }
        function test_clickIsReported() {
            clicks.clear()
            mouseClick(face)
            compare(clicks.count, 1)
        }
    }
}
