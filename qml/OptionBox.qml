// A check box whose tick is drawn, not the Basic style's image (Qt 6.4's software renderer
// never frees that image's texture, which ASan reports), with a focus ring; Enter or Space
// ticks it.
import QtQuick
import QtQuick.Controls

CheckBox {
    id: root
    Accessible.name: text
    Keys.onReturnPressed: { toggle(); toggled() }
    Keys.onEnterPressed: { toggle(); toggled() }
    indicator: Rectangle {
        x: root.leftPadding
        y: (root.height - height) / 2
        implicitWidth: root.font.pixelSize * 1.3
        implicitHeight: implicitWidth
        radius: 2
        color: "#fbf7ee"
        border.color: root.visualFocus ? Theme.accent : Theme.panelBorder
        Text {
            anchors.centerIn: parent
            visible: root.checked
            text: "✓"
            font.pixelSize: root.font.pixelSize
            font.bold: true
            color: Theme.accent
        }
    }
    FocusRing { shown: root.visualFocus }
}
