// The ring a hint puts round what it says to do (a space, a card, a cell, a button), apart
// from the gold of everything that may be chosen: it pulses a few times, then holds.
import QtQuick

Rectangle {
    id: root
    property bool on: false

    objectName: "hintGlow"
    visible: root.on
    color: "transparent"
    radius: Theme.radius
    border.color: Theme.hint
    border.width: Math.max(3, Theme.unit * 0.45)
    // A few pulses catch the eye; an endless one would repaint the window all the time.
    SequentialAnimation on opacity {
        running: root.on
        loops: 4
        NumberAnimation { to: 0.35; duration: 450 }
        NumberAnimation { to: 1; duration: 450 }
    }
}
