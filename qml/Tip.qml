// A tooltip that wraps its words rather than running across the window (at most
// Theme.tooltipWidth wide), in the table's colours.
import QtQuick
import QtQuick.Controls

ToolTip {
    id: root
    delay: 400
    padding: Theme.unit * 0.8
    contentWidth: Math.min(contentItem.implicitWidth, Theme.tooltipWidth)
    contentItem: Text {
        text: root.text
        wrapMode: Text.Wrap
        color: Theme.ink
        font.pixelSize: Theme.fontSmall
    }
    background: Rectangle {
        radius: Theme.radius
        color: Theme.cardFace
        border.color: Theme.panelBorder
    }
}
