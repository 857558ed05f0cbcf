// The ticker in the status bar: the latest action of another seat in one line, with that
// player's symbol ("Livia builds the Market: +3 coins"); a new line slides in. In smaller
// letters where the bar is narrow, cut short only where those do not fit either (the pointer on
// it shows it whole), the story under the table tells every move whole too.
import QtQuick

Rectangle {
    id: root
    required property var feed
    required property var seatColours

    implicitHeight: Theme.unit * 3.2
    radius: Theme.radius
    // An inset in the status bar while it has a line; nothing while it has none.
    color: root.feed.announcement !== "" ? "#3f1a10" : "#003f1a10"
    Behavior on color { ColorAnimation { duration: Theme.animation } }
    Accessible.role: Accessible.StaticText
    Accessible.name: line.text

    Row {
        id: content
        anchors { verticalCenter: parent.verticalCenter; left: parent.left; leftMargin: Theme.unit * 0.8 }
        spacing: Theme.unit * 0.8
        opacity: root.feed.announcement !== "" ? 1 : 0
        PlayerSymbol {
            id: symbol
            anchors.verticalCenter: parent.verticalCenter
            visible: root.feed.announcementSeat >= 0
            colour: root.seatColours[root.feed.announcementSeat] ?? 0
        }
        Text {
            id: line
            anchors.verticalCenter: parent.verticalCenter
            width: Math.max(0, root.width - content.anchors.leftMargin - Theme.unit * 0.8
                                  - (symbol.visible ? symbol.width + content.spacing : 0))
            readonly property bool readableWhole: true // the story has it whole
            text: root.feed.announcement
            color: "#f6e6c0"
            font.pixelSize: Theme.fontNormal
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
    }
    HoverHandler { id: hover }
    Tip { visible: hover.hovered && line.truncated; text: line.text }
    Connections {
        target: root.feed
        function onAnnounced() { arrive.restart() }
    }
    ParallelAnimation {
        id: arrive
        NumberAnimation { target: content; property: "opacity"; from: 0.2; to: 1; duration: Theme.animation }
        NumberAnimation { target: content; property: "anchors.leftMargin"; from: Theme.unit * 4; to: Theme.unit * 0.8
                          duration: Theme.animation; easing.type: Easing.OutCubic }
    }
}
