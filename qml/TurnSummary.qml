// When the player's turn comes: what happened since their last decision, in a few lines.
// It goes when they act, close it, or a few seconds after (not while the pointer is on it).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root
    required property var feed
    // The newest this many lines show (what room there is); the log has every one.
    property int lines: 8
    readonly property int earlier: root.feed.summaryEarlier + Math.max(0, root.feed.summary.length - root.lines)

    visible: opacity > 0
    opacity: root.feed.summary.length > 0 ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.animation } }
    implicitWidth: Theme.unit * 46
    implicitHeight: column.implicitHeight + Theme.unit * 2
    radius: Theme.radius
    color: "#fffaf0"
    border.color: Theme.glow
    border.width: Math.max(2, Theme.unit * 0.25)

    // It says its piece, then makes room (the table beneath matters more).
    HoverHandler { id: pointer }
    Timer {
        running: root.feed.summary.length > 0 && !pointer.hovered
        interval: 8000
        onTriggered: root.feed.dismissSummary()
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit }
        spacing: Theme.unit * 0.4
        Item {
            width: parent.width
            height: title.implicitHeight
            Text {
                id: title
                anchors { left: parent.left; right: close.left }
                //: The heading of the summary shown when the player's turn comes
                text: qsTr("Your turn. Since your last move:")
                font.pixelSize: Theme.fontNormal
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Button {
                id: close
                anchors { right: parent.right; verticalCenter: title.verticalCenter }
                text: "×"
                flat: true
                focusPolicy: Qt.NoFocus
                font.pixelSize: Theme.fontNormal
                Accessible.name: qsTr("Close the summary")
                onClicked: root.feed.dismissSummary()
            }
        }
        Text {
            visible: root.earlier > 0
            width: column.width
            //: Above the summary's lines: the moves before them, which the log (key L) shows
            text: qsTr("… %n earlier move(s) in the log (L)", "", root.earlier)
            font.pixelSize: Theme.fontSmall
            font.italic: true
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Repeater {
            model: root.feed.summary.slice(-root.lines)
            delegate: Text {
                required property string modelData
                width: column.width
                text: "• " + modelData
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
                wrapMode: Text.Wrap
            }
        }
    }
}
