// The game's story on the table: every move since your last decision (for one who only
// watches, the round under way), a player's moves in one row after their symbol and name, a
// new round or a scoring in a row of its own, the newest at the bottom. It stays until you
// decide; the whole game is in the log (L).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root
    required property var story
    required property var seatColours
    property bool watching: false

    radius: Theme.radius
    color: "#fffaf0"
    border.color: Theme.panelBorder
    Accessible.role: Accessible.List
    Accessible.name: title.text

    Text {
        id: title
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit * 0.8 }
        text: root.watching
              //: The heading of the game's story while watching bots play
              ? qsTr("This round")
              //: The heading of the game's story: every move since the player's last decision
              : qsTr("Since your last move")
        font.pixelSize: Theme.fontSmall
        font.bold: true
        color: Theme.inkSoft
        wrapMode: Text.Wrap
    }

    Text {
        anchors { left: list.left; right: list.right; top: list.top }
        visible: root.story.count === 0
        //: The game's story when nobody has moved since the player's last decision
        text: qsTr("Nothing yet. The log (L) has the whole game.")
        font.pixelSize: Theme.fontSmall
        font.italic: true
        color: Theme.inkSoft
        wrapMode: Text.Wrap
    }

    FollowingList {
        id: list
        objectName: "story"
        anchors { left: parent.left; right: parent.right; top: title.bottom; bottom: parent.bottom
                  margins: Theme.unit * 0.8; topMargin: Theme.unit * 0.4 }
        model: root.story
        clip: true
        spacing: Theme.unit * 0.3
        boundsBehavior: Flickable.StopAtBounds
        delegate: Item {
            id: row
            required property int seat
            required property string rich
            // Clear of the scroll bar, which would cover the lines' last letters.
            width: ListView.view.width - (storyBar.visible ? storyBar.width : 0)
            implicitHeight: Math.max(symbol.height, words.implicitHeight)
            PlayerSymbol {
                id: symbol
                width: Theme.unit * 1.9
                visible: row.seat >= 0
                colour: root.seatColours[row.seat] ?? 0
            }
            Text {
                id: words
                anchors { left: parent.left; right: parent.right
                          leftMargin: row.seat >= 0 ? symbol.width + Theme.unit * 0.5 : 0 }
                text: row.rich
                textFormat: Text.StyledText
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
                wrapMode: Text.Wrap
            }
        }
        // Always in sight where there is more than the panel shows.
        ScrollBar.vertical: ScrollBar {
            id: storyBar
            policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
    }
    // More above: the top line fades out rather than ending cut in half.
    Rectangle {
        anchors { left: list.left; right: list.right; top: list.top }
        height: Theme.unit * 1.6
        visible: !list.atYBeginning
        gradient: Gradient {
            GradientStop { position: 0; color: root.color }
            GradientStop { position: 1; color: Qt.rgba(root.color.r, root.color.g, root.color.b, 0) }
        }
    }
}
