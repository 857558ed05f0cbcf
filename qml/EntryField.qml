// A text field of the screens around the game, with the focus ring while it has the focus.
import QtQuick
import QtQuick.Controls

TextField {
    id: root
    font.pixelSize: Theme.fontNormal
    implicitHeight: Math.ceil(font.pixelSize * 2.2)
    FocusRing { shown: root.activeFocus }
}
