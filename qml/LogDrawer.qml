// The game log: what happened, newest last; decisions assisted play took are marked.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Drawer {
    id: root
    required property var log
    edge: Qt.RightEdge
    width: Math.min(parent.width * 0.4, Theme.unit * 55)
    height: parent.height

    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder }

    ListView {
        id: list
        anchors { fill: parent; margins: Theme.unit }
        model: root.log
        clip: true
        spacing: Theme.unit * 0.3
        header: Text {
            text: qsTr("Game log")
            font.pixelSize: Theme.fontLarge
            font.family: "serif"
            font.bold: true
            color: Theme.ink
            bottomPadding: Theme.unit
        }
        delegate: Text {
            required property string text
            required property bool automatic
            width: ListView.view.width
            //: Marks a decision assisted play took for the player
            text: (automatic ? qsTr("(auto) ") : "") + text
            font.pixelSize: Theme.fontSmall
            font.italic: automatic
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        onCountChanged: positionViewAtEnd()
        ScrollBar.vertical: ScrollBar {}
    }
}
