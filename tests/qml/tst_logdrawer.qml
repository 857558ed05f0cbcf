// The log drawer: a line that arrives while it is open scrolls into sight at once (the newest
// chat line used to show only when the next one came), and opening it reads the chat. A reader
// who scrolled up stays where they are while lines arrive (the log snapped back to its end as
// lines of other heights were measured), is told how many came, and gets to them with a click.
import QtQuick
import QtQuick.Controls
import QtTest
import CityOfRome

Item {
    id: top
    width: 800
    height: 400

    ListModel {
        id: lines
        property int unread: 0
        property int reads: 0
        function markRead() { ++reads }
    }
    LogDrawer { id: drawer; log: lines }

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
        if (item instanceof Popup && item.contentItem)
            return find(item.contentItem, predicate)
        return null
    }

    TestCase {
        id: test
        name: "LogDrawer"
        when: windowShown

        property ListView list: null

        // Lines of a few words up to several wrapped rows, as a game's log has.
        function addLine(i) {
            lines.append({ text: "Livia: line " + i + " " + "and more words ".repeat((i * 7) % 23),
                           automatic: false, chat: i % 3 === 0, note: false, section: "", score: "", seat: 1 })
        }
        function settle() {
            frameSpy.wait()
            frameSpy.wait()
            tryVerify(() => !isPolishScheduled(test.list))
        }
        function lastLineInSight() {
            const item = list.itemAtIndex(list.count - 1)
            return item !== null && item.y >= list.contentY - 1
                   && item.y + item.height <= list.contentY + list.height + 1
        }
        // The line at the top of the view and how far it is scrolled past.
        function topLine() {
            const index = list.indexAt(list.width / 2, list.contentY + 1)
            const line = list.itemAtIndex(index)
            return { index: index, offset: line !== null ? list.contentY - line.y : NaN }
        }
        // What the list says of the lines that came while the reader was up: "" while it says nothing.
        function newLines() {
            const offer = top.find(list, o => o.objectName === "newLines")
            return offer !== null && offer.visible ? offer.Accessible.name : ""
        }
        function openWithLines(count) {
            for (let i = 0; i < count; ++i)
                addLine(i)
            drawer.open()
            tryVerify(() => drawer.opened)
            settle()
            tryVerify(() => lastLineInSight(), 1000, "the log opens at its end")
        }
        function appendWhileUp(from, count) {
            settle()
            const before = topLine()
            for (let i = from; i < from + count; ++i) {
                addLine(i)
                settle()
                compare(topLine().index, before.index, "line " + i + " arrived: the reader's line is still at the top")
                fuzzyCompare(topLine().offset, before.offset, 1, "line " + i + " arrived: nothing moved")
            }
        }

        function initTestCase() {
            list = top.find(drawer.contentItem, o => o instanceof ListView)
            verify(list !== null)
        }
        function init() {
            lines.clear()
        }
        // The reader drags the scroll bar to the first line.
        function scrollToTheTop() {
            const bar = list.ScrollBar.vertical
            const handle = (bar.position + bar.size / 2) * bar.height
            mouseDrag(bar, bar.width / 2, handle, 0, -bar.height)
            tryVerify(() => !list.moving && list.atYBeginning, 2000, "dragged to the top")
        }
        function cleanup() {
            drawer.close()
            tryVerify(() => !drawer.visible)
        }

        function test_theNewestLineShowsAtOnce() {
            drawer.open()
            tryVerify(() => drawer.opened)
            verify(lines.reads > 0, "opening the log reads the chat")
            for (let i = 0; i < 40; ++i) {
                addLine(i)
                tryVerify(() => lastLineInSight(), 1000, "line " + i + " is in sight")
            }
            verify(list.contentHeight > list.height, "the log is longer than the drawer")
            compare(newLines(), "", "nothing is new to one who follows")
        }

        function test_scrolledUpStays_data() {
            return [{ tag: "wheel" }, { tag: "drag" }, { tag: "scroll bar" }]
        }
        function test_scrolledUpStays(data) {
            openWithLines(200)
            if (data.tag === "wheel") {
                scrollToTheTop()
            } else if (data.tag === "scroll bar") {
                const bar = list.ScrollBar.vertical
                mouseDrag(bar, bar.width / 2, bar.height - 4, 0, -bar.height * 0.6)
            } else {
                mouseDrag(list, list.width / 2, list.height * 0.2, 0, list.height * 0.6)
            }
            tryVerify(() => !list.moving)
            settle()
            verify(!lastLineInSight(), "scrolled up")
            compare(newLines(), "", "nothing new yet")
            appendWhileUp(200, 20)
            verify(newLines().indexOf("20 new line") >= 0, "the new lines are offered: " + newLines())
        }

        function test_theNewLinesTakeTheReaderToTheEnd() {
            openWithLines(200)
            scrollToTheTop()
            settle()
            appendWhileUp(200, 3)
            verify(newLines().indexOf("3 new line") >= 0, "the new lines are offered: " + newLines())
            mouseClick(top.find(list, o => o.objectName === "newLines"))
            settle()
            verify(lastLineInSight(), "the click shows the newest line")
            compare(newLines(), "", "and nothing is new any more")
            addLine(203)
            tryVerify(() => lastLineInSight(), 1000, "the next line follows again")
        }

        function test_scrollingDownToTheEndFollowsAgain() {
            openWithLines(200)
            for (let i = 0; i < 3; ++i)
                mouseWheel(list, list.width / 2, list.height / 2, 0, 120)
            tryVerify(() => !list.moving)
            appendWhileUp(200, 1)
            verify(newLines().indexOf("1 new line") >= 0, "a new line is offered: " + newLines())
            for (let i = 0; i < 20 && !list.atYEnd; ++i) {
                for (let turn = 0; turn < 5; ++turn)
                    mouseWheel(list, list.width / 2, list.height / 2, 0, -120)
                tryVerify(() => !list.moving)
                settle()
            }
            verify(list.atYEnd, "the wheel reached the end")
            compare(newLines(), "", "nothing is new at the end")
            addLine(201)
            tryVerify(() => lastLineInSight(), 1000, "the next line follows")
        }

        function test_openingShowsTheEnd() {
            openWithLines(200)
            scrollToTheTop()
            settle()
            drawer.close()
            tryVerify(() => !drawer.visible)
            for (let i = 200; i < 205; ++i)
                addLine(i)
            const reads = lines.reads
            drawer.open()
            tryVerify(() => drawer.opened)
            settle()
            verify(lastLineInSight(), "the log opens at its end")
            compare(newLines(), "", "nothing is new at the end")
            verify(lines.reads > reads, "opening the log reads the chat")
        }
    }
}
