// A list read from its end, as a log, a story or a chat: while the reader is at the end, each new
// line comes into sight (also one that is laid out after it arrived). Once they scroll up, it
// stays where they put it, whatever arrives, and says how many lines came since: a click on
// that, or scrolling down to the end, follows the newest again.
import QtQuick
import QtQuick.Controls

ListView {
    id: root

    // The reader's hand is on the list (a drag, a flick, the scroll bar): it is not moved then.
    readonly property bool held: moving || (ScrollBar.vertical?.pressed ?? false)

    // Back to the end, following the newest line (as the log opens).
    function showEnd() {
        view.follow()
        view.toEnd()
    }

    // View state only: where the reader is, and what came since they left the end.
    QtObject {
        id: view
        property bool following: true
        property int unseen: 0
        property int counted: 0
        // Where the view last was at the end: a reader who scrolls up from there leaves it.
        property real endY: 0
        // Moves of our own are not the reader's.
        property int ownMoves: 0
        // A few pixels: a drag or a scroll bar rarely stops on the last one, and the list rounds.
        readonly property real slack: Theme.unit * 0.5

        function follow() {
            following = true
            unseen = 0
        }
        function toEnd() {
            place()
            // Asked while the list lays out its lines, it goes to the end it knew before they
            // were measured: once more when they are.
            again.restart()
        }
        function place() {
            ++ownMoves
            root.positionViewAtEnd()
            // It may stop a pixel or two short, as it rounds: all of the last line.
            const end = root.originY + root.contentHeight + root.bottomMargin - root.height
            if (scrolls() && root.contentY < end)
                root.contentY = end
            endY = root.contentY
            --ownMoves
        }
        // Only the reader leaves the end: with a hand on the list (a wheel, a drag, a flick, the
        // scroll bar), and upwards where there is more than the view shows. The list moves the
        // view too, as it measures lines and estimates the rest, or as its lines are made anew
        // (a new game's story put it back at its top): never the reader leaving. And it
        // lays out the lines a move brings before it says that the view moved: each change is
        // a moment to notice where the reader is.
        function notice() {
            if (ownMoves > 0)
                return
            if (following && root.held && root.contentY < endY - slack && scrolls()) {
                following = false
            } else if (following) {
                // A little short of the end (the scroll bar or the list rounding its way
                // there): all of the newest line, once the list is done.
                again.restart()
            } else if (readerAtEnd()) {
                follow()
                endY = root.originY + root.contentHeight + root.bottomMargin - root.height
            }
        }
        // The end moved (a line came, was laid out, or the list estimated anew): after it.
        function keepUp() {
            notice()
            if (following && !root.held)
                toEnd()
        }
        // There is more than the view shows.
        function scrolls() {
            return root.height > 0 && root.contentHeight > root.height
        }
        function readerAtEnd() {
            return root.contentY + root.height + slack >= root.originY + root.contentHeight + root.bottomMargin
        }
    }

    // As soon as the layout is done (an interval of 0).
    Timer {
        id: again
        interval: 0
        onTriggered: if (view.following && !root.held) view.place()
    }

    // A list made anew (the story of a new turn): its end, as the list moves to its start.
    Connections {
        target: root.model
        ignoreUnknownSignals: true
        function onModelReset() { root.showEnd() }
    }

    onContentYChanged: view.notice()
    onContentHeightChanged: {
        // Nothing to scroll: the end is in sight.
        if (!view.scrolls())
            view.follow()
        view.keepUp()
    }
    // The list's estimate of the lines not laid out yet moves its start, and with it the end.
    onOriginYChanged: view.keepUp()
    onHeightChanged: view.keepUp()
    onHeldChanged: view.keepUp()
    onCountChanged: {
        if (count < view.counted)
            view.unseen = 0 // lines went (a new story, a step back): those counted may be gone
        else if (!view.following)
            view.unseen += count - view.counted
        view.counted = count
    }

    // Over the list's bottom edge, not scrolled with its lines.
    Rectangle {
        objectName: "newLines"
        parent: root
        visible: !view.following && view.unseen > 0
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom
                  bottomMargin: Theme.unit * 0.5 }
        width: label.implicitWidth + Theme.unit * 2
        height: label.implicitHeight + Theme.unit
        radius: height / 2
        color: pointer.hovered ? Theme.accent : Qt.darker(Theme.accent, 1.15)
        Accessible.role: Accessible.Button
        Accessible.name: label.text
        Accessible.onPressAction: root.showEnd()
        Text {
            id: label
            anchors.centerIn: parent
            //: Below a scrolled-up log, story or chat: lines came since; a click shows them
            text: "↓ " + qsTr("%n new line(s)", "", view.unseen)
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: "#ffffff"
        }
        HoverHandler {
            id: pointer
            cursorShape: Qt.PointingHandCursor
        }
        TapHandler { onTapped: root.showEnd() }
    }
}
