// A panel's shadow on the table, by the light the cards' shadows fall from: it lies on the
// table rather than being painted on it. Its panel's first child (at a negative z a child is
// drawn under its parent).
import QtQuick

Rectangle {
    readonly property real fall: Math.max(2, Theme.unit * 0.35)
    z: -1
    anchors { fill: parent; topMargin: fall; leftMargin: fall / 2; rightMargin: -fall / 2; bottomMargin: -fall }
    radius: Theme.radius
    color: Theme.panelShadow
    opacity: 0.7
}
