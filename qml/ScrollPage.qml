// A screen's content that may be taller than the window (a large interface size on a small
// window): centred (or at the top) while it fits, else it scrolls, never cut — by the wheel,
// a drag, its bar, Page Up / Page Down and the arrow keys (a screen forwards its keys here),
// and a control that takes the keyboard focus comes into sight.
import QtQuick
import QtQuick.Controls

Flickable {
    id: root
    // One item, its width set by the screen (centred across: anchor it to the horizontal
    // centre), its height its own.
    default property alias content: holder.data
    // All of the content with its margins: a screen that lays the page out gives it this much
    // where it can.
    readonly property real neededHeight: holder.height + Theme.unit * 2
    property bool centred: true

    clip: true
    contentWidth: width
    contentHeight: Math.max(height, neededHeight)
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {
        policy: root.contentHeight > root.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    }

    function scroll(by) {
        contentY = Math.max(0, Math.min(contentY + by, contentHeight - height))
    }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_PageDown)
            root.scroll(root.height * 0.8)
        else if (event.key === Qt.Key_PageUp)
            root.scroll(-root.height * 0.8)
        else if (event.key === Qt.Key_Down)
            root.scroll(Theme.unit * 4)
        else if (event.key === Qt.Key_Up)
            root.scroll(-Theme.unit * 4)
        else
            return
        event.accepted = true
    }

    // A control of the page that Tab reached, wholly in sight.
    function reveal(item) {
        let inside = item
        while (inside !== null && inside !== holder)
            inside = inside.parent
        if (inside === null)
            return
        const top = item.mapToItem(root.contentItem, 0, 0).y - Theme.unit
        const bottom = top + item.height + Theme.unit * 2
        if (top < root.contentY)
            root.scroll(top - root.contentY)
        else if (bottom > root.contentY + root.height)
            root.scroll(bottom - root.contentY - root.height)
    }
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged() {
            if (root.Window.activeFocusItem !== null)
                root.reveal(root.Window.activeFocusItem)
        }
    }

    Item {
        id: holder
        width: root.width
        height: childrenRect.height
        y: root.centred ? (root.contentHeight - height) / 2 : Theme.unit
    }
}
