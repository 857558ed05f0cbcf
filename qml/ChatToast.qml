// A line of chat said at the table, shown for a moment where the ticker is (so it covers no
// card), after the speaker's colour and symbol; the log keeps it. A newer line takes its place.
pragma ComponentBehavior: Bound
import QtQuick
import CityOfRome.Models

Rectangle {
    id: root
    // The table's chat (null where nobody talks) and each seat's colour.
    required property ChatModel chat
    required property var seatColours
    property int seat: -1
    property string line: ""
    readonly property bool showing: shown.running
    visible: showing
    radius: Theme.radius
    color: Theme.panel
    border.color: root.seat >= 0 ? Theme.playerColours[root.seatColours[root.seat] ?? 0] : Theme.panelBorder
    border.width: Math.max(2, Theme.unit * 0.25)
    Accessible.role: Accessible.StaticText
    Accessible.name: root.line

    // Long enough to read a line of chat, short enough not to stay in the way.
    Timer { id: shown; interval: 7000 }
    Connections {
        target: root.chat
        function onLineSaid(seat: int, name: string, text: string) {
            root.seat = seat
            //: A line of chat shown at the table: %1 who said it, %2 what
            root.line = qsTr("%1: %2").arg(name).arg(text)
            shown.restart()
        }
    }
    TapHandler { onTapped: shown.stop() }

    Row {
        anchors { fill: parent; leftMargin: Theme.unit * 0.6; rightMargin: Theme.unit * 0.6 }
        spacing: Theme.unit * 0.6
        PlayerSymbol {
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.unit * 1.8
            visible: root.seat >= 0
            colour: root.seatColours[root.seat] ?? 0
        }
        Text {
            id: said
            anchors.verticalCenter: parent.verticalCenter
            width: parent.width - Theme.unit * 2.4
            text: root.line
            elide: Text.ElideRight
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: Theme.ink
            HoverHandler { id: hover }
            Tip { visible: hover.hovered && said.truncated; text: root.line }
        }
    }
}
