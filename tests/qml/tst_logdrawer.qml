// The log drawer: a line that arrives while it is open scrolls into sight at once (the newest
// chat line used to show only when the next one came), and opening it reads the chat.
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
        name: "LogDrawer"
        when: windowShown

        function lastLineInSight(list) {
            const item = list.itemAtIndex(list.count - 1)
            return item !== null && item.y >= list.contentY - 1
                   && item.y + item.height <= list.contentY + list.height + 1
        }

        function test_theNewestLineShowsAtOnce() {
            drawer.open()
            tryVerify(() => drawer.opened)
            verify(lines.reads > 0, "opening the log reads the chat")
            const list = find(drawer.contentItem, o => o instanceof ListView)
            verify(list !== null)
            for (let i = 0; i < 40; ++i) {
                lines.append({ text: "Livia: line " + i, automatic: false, chat: true, note: false, section: "", score: "", seat: 1 })
                tryVerify(() => lastLineInSight(list), 1000, "line " + i + " is in sight")
            }
            verify(list.contentHeight > list.height, "the log is longer than the drawer")
        }
    }
}
