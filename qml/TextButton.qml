// A button of the screens around the game: a clear ring while the keyboard focus is on it,
// Enter, Return or Space presses it, and its text is its accessible name.
import QtQuick
import QtQuick.Controls

Button {
    id: root
    font.pixelSize: Theme.fontNormal
    topPadding: Math.round(font.pixelSize * 0.4)
    bottomPadding: topPadding
    leftPadding: Math.round(font.pixelSize * 0.9)
    rightPadding: leftPadding
    Accessible.name: text
    opacity: enabled ? 1 : 0.45
    Keys.onReturnPressed: if (enabled) clicked()
    Keys.onEnterPressed: if (enabled) clicked()
    FocusRing { shown: root.visualFocus }
}
