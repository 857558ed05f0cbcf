// A drop-down choice: the Basic style's ComboBox with a drawn arrow instead of its image
// (Qt 6.4's software renderer never frees that image's texture, which ASan reports), room for
// descenders, a focus ring, and the entry to show kept when its texts are translated anew or
// a choice is refused.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

ComboBox {
    id: root
    // The entry shown. A ComboBox starts again at its first entry whenever its model changes,
    // as it does when a language switch translates the entries: bind this, not currentIndex.
    property int selected: 0

    onSelectedChanged: currentIndex = selected
    onModelChanged: currentIndex = selected
    // What the choice changes says what is shown: a refused choice (a colour another player
    // has) falls back at once, an accepted one comes back as `selected`.
    onActivated: currentIndex = selected
    Component.onCompleted: currentIndex = selected

    implicitHeight: Math.ceil(font.pixelSize * 2.2)
    Accessible.name: displayText
    // The entries in the box's own font (the model is a list of texts).
    delegate: MenuItem {
        required property int index
        required property string modelData
        width: ListView.view.width
        text: modelData
        font.pixelSize: root.font.pixelSize
        font.bold: root.currentIndex === index
        highlighted: root.highlightedIndex === index
    }
    indicator: Text {
        x: root.width - width - root.rightPadding / 3
        y: (root.height - height) / 2
        text: "▾"
        font.pixelSize: root.font.pixelSize
        color: root.enabled ? Theme.ink : Theme.inkSoft
    }
    FocusRing { shown: root.visualFocus }
}
