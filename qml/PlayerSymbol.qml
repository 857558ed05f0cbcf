// A player's colour with its symbol, so colours never need to be told apart by hue alone.
import QtQuick

Rectangle {
    id: root
    property int colour: 0
    width: Theme.unit * 2.6
    height: width
    radius: width / 2
    color: Theme.playerColours[colour]
    border.color: Theme.ink
    border.width: Math.max(1, width / 14)
    Text {
        anchors.centerIn: parent
        text: Theme.playerSymbols[root.colour]
        color: Theme.playerText[root.colour]
        font.pixelSize: Theme.px(parent.width * 0.55)
    }
}
