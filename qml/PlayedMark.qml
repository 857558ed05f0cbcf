// The ring the look back puts round the move played at a costly decision (its space, card or
// cell), apart from the hint's teal round the better one.
import QtQuick

Rectangle {
    id: root
    property bool on: false

    objectName: "playedMark"
    visible: root.on
    color: "transparent"
    radius: Theme.radius
    border.color: Theme.played
    border.width: Math.max(3, Theme.unit * 0.45)
}
