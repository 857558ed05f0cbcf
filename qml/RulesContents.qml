// The rules reference's contents: every section, with its buildings or influence cards
// indented under it, as the search leaves them; a click reads one.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import CityOfRome.Models

ListView {
    id: root
    required property RulesModel rules

    model: root.rules
    currentIndex: root.rules.currentRow
    clip: true
    spacing: 1
    boundsBehavior: Flickable.StopAtBounds
    highlightMoveDuration: 0
    ScrollBar.vertical: ScrollBar {}

    delegate: Rectangle {
        id: entry
        required property int index
        required property string section
        required property string title
        required property int depth
        readonly property bool current: entry.index === root.currentIndex
        width: ListView.view.width
        height: label.implicitHeight + Theme.unit * (entry.depth === 0 ? 1.2 : 0.8)
        radius: Theme.radius
        color: entry.current ? Theme.accentSoft : (hover.hovered ? Theme.panel : "transparent")
        Accessible.role: Accessible.ListItem
        Accessible.name: entry.title
        Text {
            id: label
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter
                      leftMargin: Theme.unit * (entry.depth === 0 ? 0.6 : 2.2); rightMargin: Theme.unit * 0.6 }
            text: entry.title
            color: entry.depth === 0 ? Theme.ink : Theme.inkSoft
            font.pixelSize: entry.depth === 0 ? Theme.fontNormal : Theme.fontSmall
            font.bold: entry.depth === 0
            wrapMode: Text.Wrap
        }
        HoverHandler { id: hover }
        TapHandler { onTapped: root.rules.current = entry.section }
    }

    Text {
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit }
        visible: root.count === 0
        text: qsTr("Nothing found.")
        color: Theme.inkSoft
        font.pixelSize: Theme.fontNormal
        wrapMode: Text.Wrap
    }
}
