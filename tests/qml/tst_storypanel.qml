// The story panel: it follows the moves as they come, but one who scrolled up to read an earlier
// move stays there (the story snapped back to its end), is told how many moves came, and gets
// to them with a click; the fade at the top says there is more above.
import QtQuick
import QtQuick.Controls
import QtTest
import CityOfRome

Item {
    id: top
    width: 500
    height: 300

    ListModel { id: moves }
    StoryPanel {
        id: panel
        width: 360
        height: 200
        story: moves
        seatColours: [0, 1, 2, 3]
    }

    // Counts frames: a test waits for the next ones, never for a time.
    FrameAnimation { id: frames; running: true }
    SignalSpy { id: frameSpy; target: frames; signalName: "triggered" }

    function find(item, predicate) {
        if (predicate(item))
            return item
        const below = item.data !== undefined ? item.data : []
        for (let i = 0; i < below.length; ++i) {
            const found = find(below[i], predicate)
            if (found)
                return found
        }
        return null
    }

    TestCase {
        id: test
        name: "StoryPanel"
        when: windowShown

        property ListView list: null

        function addMove(i) {
            moves.append({ seat: i % 4 - 1, rich: "<b>Move " + i + "</b> " + "builds a house ".repeat(i % 9) })
        }
        function settle() {
            frameSpy.wait()
            frameSpy.wait()
            tryVerify(() => !isPolishScheduled(test.list))
        }
        // The reader drags the scroll bar to the first move.
        function scrollToTheTop() {
            const bar = list.ScrollBar.vertical
            const handle = (bar.position + bar.size / 2) * bar.height
            mouseDrag(bar, bar.width / 2, handle, 0, -bar.height)
            tryVerify(() => !list.moving && list.atYBeginning, 2000, "dragged to the top")
        }
        function lastMoveInSight() {
            const item = list.itemAtIndex(list.count - 1)
            return item !== null && item.y + item.height <= list.contentY + list.height + 1
        }

        function initTestCase() {
            list = top.find(panel, o => o.objectName === "story")
            verify(list !== null)
        }

        function init() {
            moves.clear()
            settle()
            for (let i = 0; i < 60; ++i)
                addMove(i)
            tryVerify(() => lastMoveInSight(), 1000, "the newest move is in sight")
        }

        function test_aReaderWhoScrolledUpStays() {
            verify(list.ScrollBar.vertical.policy === ScrollBar.AlwaysOn, "the scroll bar shows there is more")

            scrollToTheTop()
            settle()
            verify(list.atYBeginning, "scrolled up to the first move")
            for (let i = 60; i < 70; ++i) {
                addMove(i)
                settle()
                verify(list.atYBeginning, "move " + i + " came: the reader is still at the top")
            }
            const newLines = top.find(list, o => o.objectName === "newLines")
            verify(newLines !== null && newLines.visible, "the new moves are offered")
            verify(newLines.Accessible.name.indexOf("10 new line") >= 0, newLines.Accessible.name)

            mouseClick(newLines)
            settle()
            verify(lastMoveInSight(), "the click shows the newest move")
            verify(!newLines.visible)
            const fade = top.find(panel, o => o instanceof Rectangle && !!o.gradient && o.gradient.stops !== undefined)
            verify(fade !== null && fade.visible, "the top fades: more above")
        }

        // One who follows keeps the newest move in sight as the panel grows or shrinks, and as
        // the last row takes the player's next move (it is laid out again, taller).
        function test_theNewestMoveStaysInSight_data() {
            return [{ tag: "taller" }, { tag: "shorter" }, { tag: "longer last row" }]
        }
        function test_theNewestMoveStaysInSight(data) {
            for (let k = 0; k < 6; ++k) {
                if (data.tag === "taller")
                    panel.height = 200 + 15 * k
                else if (data.tag === "shorter")
                    panel.height = 200 - 15 * k
                else
                    moves.setProperty(moves.count - 1, "rich", moves.get(moves.count - 1).rich + " · builds a house")
                settle()
                verify(lastMoveInSight(), data.tag + " " + k + ": the newest move is in sight")
                addMove(100 + k)
                settle()
                verify(lastMoveInSight(), data.tag + " " + k + ": the move that came is in sight")
                compare(top.find(list, o => o.objectName === "newLines").visible, false, "nothing is new")
            }
            panel.height = 200
        }

        // Narrower, every move takes more rows: one who follows still sees the newest, one who
        // reads at the top stays there.
        function test_newWidthsKeepTheReaderWhereTheyAre() {
            panel.width = 260
            settle()
            verify(lastMoveInSight(), "following, the newest move is in sight")
            // Wider, the moves take fewer rows and the list moves its view up to its new end:
            // that is not the reader leaving it (the hand's cards gave the story their room).
            panel.width = 480
            settle()
            addMove(61)
            settle()
            verify(lastMoveInSight(), "wider, following, the move that came is in sight")
            compare(top.find(list, o => o.objectName === "newLines").visible, false, "following, nothing is offered")
            panel.width = 260
            settle()
            scrollToTheTop()
            settle()
            panel.width = 360
            settle()
            verify(list.atYBeginning, "reading at the top, the reader stays there")
            compare(top.find(list, o => o.objectName === "newLines").visible, false, "nothing came")
        }
    }
}
