// The keyboard focus made visible: a ring around the control that has it. Put one inside a
// control and bind `shown` to its visualFocus (focus from Tab, not from a click).
import QtQuick

Rectangle {
    property bool shown: false
    anchors { fill: parent; margins: -3 }
    visible: shown
    z: 10
    color: "transparent"
    radius: Theme.radius + 3
    border { width: 3; color: Theme.accent }
}
