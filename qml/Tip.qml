// A tooltip that wraps at a readable width, however wide the window.
import QtQuick
import QtQuick.Controls

ToolTip {
    width: Math.min(implicitWidth, Theme.unit * 42)
    delay: 400
    font.pixelSize: Theme.fontSmall
}
