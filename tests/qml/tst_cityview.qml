// CityView: where an aqueduct would replace a building, what leaves the city, the price and the
// points each have their own place inside the space, in both languages' longest words, at the
// smallest size a city is drawn (issue 28: they were drawn over the building's name). A price
// shows only where one is paid, and a building replaced by one worth as much says "±0" (issue 40).
import QtQuick
import QtTest
import CityOfRome

Item {
    id: window
    width: 560
    height: 560

    ListModel {
        id: city
        property int seat: 0
        property int left: 0
        property int top: 0
        property int columns: 4
        property int rows: 4
        property int builtLeft: 1
        property int builtTop: 1
        property int builtColumns: 2
        property int builtRows: 2
        ListElement {
            cellX: 1; cellY: 1; card: "luxury_residence_4"; name: "Luxus-Wohnhaus Wert 4"; shortName: "Luxus-Wohnhaus"; effect: ""
            rule: ""; cost: 3; category: "residential"; colour: ""; value: 4; stars: 1; points: 0
            brick: false; templePoints: -1; buildable: true; replace: true; tokens: 0; coins: 2; price: "−2"
            preview: ""; gains: []; gainPoints: -12; pointsSign: "−"; cursor: false; hinted: false; played: false
        }
        ListElement {
            cellX: 2; cellY: 1; card: "thermal_baths"; name: "Imperial Thermal Baths"; shortName: "Imperial Thermal Baths"; effect: ""
            rule: ""; cost: 4; category: "public"; colour: "blue"; value: 0; stars: 0; points: 3
            brick: true; templePoints: -1; buildable: true; replace: true; tokens: 1; coins: 0; price: ""
            preview: ""; gains: []; gainPoints: 8; pointsSign: "+"; cursor: false; hinted: false; played: false
        }
        // An aqueduct's target worth as much as the aqueduct: nothing changes on the score pad.
        ListElement {
            cellX: 1; cellY: 2; card: "market"; name: "Market"; shortName: "Market"; effect: ""
            rule: ""; cost: 2; category: "production"; colour: ""; value: 0; stars: 0; points: 0
            brick: false; templePoints: -1; buildable: true; replace: true; tokens: 0; coins: 0; price: ""
            preview: ""; gains: []; gainPoints: 0; pointsSign: "±"; cursor: false; hinted: false; played: false
        }
        // An empty space the bricks pay for in full.
        ListElement {
            cellX: 2; cellY: 2; card: ""; name: ""; shortName: ""; effect: ""
            rule: ""; cost: 0; category: ""; colour: ""; value: 0; stars: 0; points: 0
            brick: false; templePoints: -1; buildable: true; replace: false; tokens: 0; coins: 0; price: ""
            preview: "+1 influence"; gains: []; gainPoints: 0; pointsSign: ""; cursor: false; hinted: false; played: false
        }
        // An empty space the selected card may not go on (or no card is selected).
        ListElement {
            cellX: 0; cellY: 2; card: ""; name: ""; shortName: ""; effect: ""
            rule: ""; cost: 0; category: ""; colour: ""; value: 0; stars: 0; points: 0
            brick: false; templePoints: -1; buildable: false; replace: false; tokens: 0; coins: 0; price: ""
            preview: ""; gains: []; gainPoints: 0; pointsSign: ""; cursor: false; hinted: false; played: false
        }
    }
    // A city of built buildings with the longest effects of both languages.
    ListModel {
        id: builtCity
        property int seat: 1
        property int left: 0
        property int top: 0
        property int columns: 4
        property int rows: 4
        property int builtLeft: 0
        property int builtTop: 0
        property int builtColumns: 3
        property int builtRows: 1
        ListElement {
            cellX: 0; cellY: 0; card: "luxury_residence_4"; name: "Luxus-Wohnhaus Wert 4"; shortName: "Luxus-Wohnhaus"
            effect: "Wohngebiet: 4 × angrenzende öffentliche Farben"
            rule: ""; cost: 3; category: "residential"; colour: ""; value: 4; stars: 1; points: 0
            brick: false; templePoints: -1; buildable: false; replace: false; tokens: 0; coins: 0; price: ""
            preview: ""; gains: []; gainPoints: 0; pointsSign: ""; cursor: false; hinted: false; played: false
        }
        ListElement {
            cellX: 1; cellY: 0; card: "colosseum"; name: "Kolosseum"; shortName: "Kolosseum"
            effect: "+1 Einflussmarker plus 1 je angrenzendes Gebäude"
            rule: ""; cost: 5; category: "public"; colour: "red"; value: 0; stars: 2; points: 0
            brick: true; templePoints: -1; buildable: false; replace: false; tokens: 0; coins: 0; price: ""
            preview: ""; gains: []; gainPoints: 0; pointsSign: ""; cursor: false; hinted: false; played: false
        }
        ListElement {
            cellX: 2; cellY: 0; card: "imperial_thermal_baths"; name: "Imperial Thermal Baths"; shortName: "Imperial Thermal Baths"
            effect: "1 point token, +1 more per neighbouring building"
            rule: ""; cost: 5; category: "public"; colour: "blue"; value: 0; stars: 0; points: 3
            brick: false; templePoints: -1; buildable: false; replace: false; tokens: 0; coins: 0; price: ""
            preview: ""; gains: []; gainPoints: 0; pointsSign: ""; cursor: false; hinted: false; played: false
        }
    }
    CityView {
        id: built
        y: 600
        city: builtCity
        interactive: false
    }

    CityView {
        id: view
        // Four columns of 64 px: the smallest spaces of a city at 1280×720.
        width: 256
        height: 256
        city: city
        picking: true
    }

    SignalSpy { id: chosen; target: view; signalName: "chosen" }

    function texts(item) {
        let found = []
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (!child.visible || child.opacity === 0)
                continue
            if (child.text !== undefined && child.font !== undefined && String(child.text) !== "")
                found.push(child)
            found = found.concat(texts(child))
        }
        return found
    }
    function overlap(a, b) {
        return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1
               && b.y < a.y + a.height - 1
    }

    TestCase {
        name: "CityView"
        when: windowShown

        // A building shows its name and effect whole, apart, inside its space (issue 40): at
        // 1280x720 (cells of 140x103, five columns 117x103) and 1920x1080 (200x151).
        function test_aBuildingShowsItsEffectWhole_data() {
            return [{ tag: "140x103", columns: 4, width: 560, height: 412 },
                    { tag: "117x103", columns: 5, width: 585, height: 412 },
                    { tag: "200x151", columns: 4, width: 800, height: 604 }]
        }
        function test_aBuildingShowsItsEffectWhole(data) {
            Theme.unit = 8
            builtCity.columns = data.columns
            built.width = data.width
            built.height = data.height
            waitForRendering(built)
            for (const name of ["cell-1-0-0", "cell-1-1-0", "cell-1-2-0"]) {
                const cell = findChild(built, name)
                verify(cell !== null, name)
                verify(cell.effectShown, name + " shows its effect")
                const shown = texts(cell)
                const effect = shown.find(t => t.cardEffect === true)
                verify(effect !== undefined, name + " shows its effect: " + shown.map(t => String(t.text)))
                verify(!effect.truncated, "\"" + effect.text + "\" cut on a space of " + built.cellWidth + "x" + built.cell)
                verify(effect.font.pixelSize >= 11)
                const title = shown.find(t => t.cardName === true)
                verify(title !== undefined && !title.truncated, name + " shows its name whole")
                const boxes = shown.map(t => t.mapToItem(cell, 0, 0, t.width, t.contentHeight))
                for (let i = 0; i < shown.length; ++i) {
                    const b = boxes[i]
                    verify(b.y >= -1 && b.y + b.height <= cell.height + 1 && b.x >= -1 && b.x + b.width <= cell.width + 1,
                           "\"" + shown[i].text + "\" stays inside the space")
                    for (let j = i + 1; j < shown.length; ++j)
                        verify(!overlap(boxes[i], boxes[j]), "\"" + shown[i].text + "\" over \"" + shown[j].text + "\"")
                }
            }
            builtCity.columns = 4
        }

        function test_anAqueductsTargetSaysWhatLeavesInItsOwnPlace_data() {
            // Spaces of 64 and 80 px (the name struck through) and of 130 px (said in words).
            return [{ tag: "64 px", side: 256 }, { tag: "80 px", side: 320 }, { tag: "130 px", side: 520 }]
        }
        function test_anAqueductsTargetSaysWhatLeavesInItsOwnPlace(data) {
            Theme.unit = 8
            view.width = data.side
            view.height = data.side
            wait(50)
            const cells = ["cell-0-1-1", "cell-0-2-1"].map(n => findChild(view, n))
            for (const cell of cells) {
                verify(cell !== null)
                const shown = texts(cell)
                const words = shown.map(t => String(t.text))
                // (On a tiny space a residence says its short name: its value is in the band.)
                verify(words.some(w => w.indexOf("Luxus-Wohnhaus") >= 0 || w.indexOf("Imperial Thermal Baths") >= 0),
                       "what leaves is said: " + words)
                const boxes = shown.map(t => t.mapToItem(cell, 0, 0, t.contentWidth > 0 ? t.width : 0, t.contentHeight))
                for (let i = 0; i < shown.length; ++i) {
                    const b = boxes[i]
                    verify(b.y >= -1 && b.y + b.height <= cell.height + 1,
                           "\"" + words[i] + "\" stays inside the space: " + b.y + "+" + b.height + " of " + cell.height)
                    for (let j = i + 1; j < shown.length; ++j)
                        verify(!overlap(boxes[i], boxes[j]), "\"" + words[i] + "\" over \"" + words[j] + "\"")
                }
            }
        }

        // With no card selected an empty space still takes a click: the game says what it needs.
        function test_anEmptySpaceTakesAClickWithNoCardSelected() {
            view.width = 320
            view.height = 320
            view.picking = false
            chosen.clear()
            mouseClick(findChild(view, "cell-0-0-2"))
            compare(chosen.count, 1)
            compare(chosen.signalArguments[0][0], 0)
            compare(chosen.signalArguments[0][1], 2)
            view.picking = true
        }

        function test_aPriceOnlyWhereOneIsPaidAndANetZeroSaid_data() {
            return [{ tag: "64 px", side: 256 }, { tag: "130 px", side: 520 }]
        }
        function test_aPriceOnlyWhereOneIsPaidAndANetZeroSaid(data) {
            Theme.unit = 8
            view.width = data.side
            view.height = data.side
            wait(50)
            const words = name => texts(findChild(view, name)).map(t => String(t.text))
            verify(words("cell-0-1-1").indexOf("−2") >= 0, "a price paid: " + words("cell-0-1-1"))
            verify(words("cell-0-1-2").indexOf("±0") >= 0, "a net 0 is said: " + words("cell-0-1-2"))
            for (const cell of ["cell-0-1-2", "cell-0-2-2"]) {
                verify(words(cell).every(w => w.indexOf("coin") < 0 && w.indexOf("−") < 0),
                       "no price where none is paid: " + words(cell))
            }
            verify(findChild(view, "cell-0-2-2").Accessible.name.indexOf("pay") < 0,
                   findChild(view, "cell-0-2-2").Accessible.name)
        }
    }
}
