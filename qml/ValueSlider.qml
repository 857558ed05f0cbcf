// A slider whose handle and groove grow with the interface size (the Basic style draws them at
// a fixed few pixels, hard to see and to grab at a large size), in the screens' colours.
import QtQuick
import QtQuick.Controls

Slider {
    id: root

    background: Rectangle {
        x: root.leftPadding
        y: root.topPadding + (root.availableHeight - height) / 2
        implicitWidth: Theme.unit * 20
        implicitHeight: Math.max(4, Theme.unit * 0.6)
        width: root.availableWidth
        height: implicitHeight
        radius: height / 2
        color: "#d6c6a6"
        Rectangle {
            width: root.visualPosition * parent.width
            height: parent.height
            radius: parent.radius
            color: root.enabled ? Theme.accent : Theme.inkSoft
        }
    }
    handle: Rectangle {
        x: root.leftPadding + root.visualPosition * (root.availableWidth - width)
        y: root.topPadding + (root.availableHeight - height) / 2
        implicitWidth: Theme.unit * 2.4
        implicitHeight: implicitWidth
        radius: width / 2
        color: root.pressed ? "#e4d2ae" : Theme.cardFace
        border.color: root.enabled ? Theme.accent : Theme.panelBorder
        border.width: Math.max(1, Theme.unit * 0.2)
    }
}
