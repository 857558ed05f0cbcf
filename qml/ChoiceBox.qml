// A drop-down choice: the Basic style's ComboBox with a drawn arrow instead of its image
// (Qt 6.4's software renderer never frees that image's texture, which ASan reports).
import QtQuick
import QtQuick.Controls

ComboBox {
    id: root
    indicator: Text {
        x: root.width - width - root.rightPadding / 3
        y: (root.height - height) / 2
        text: "▾"
        font.pixelSize: root.font.pixelSize
        color: root.enabled ? Theme.ink : Theme.inkSoft
    }
}
