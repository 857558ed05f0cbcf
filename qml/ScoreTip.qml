// A score's rows shown while it is hovered (a player's panel, the score pad). Its own item, not
// a Loader's: Qt 6.4 will not instantiate a bound component in a Loader's context ("Cannot
// instantiate bound component outside its creation context"), which left the tooltip empty.
import QtQuick
import QtQuick.Controls

ToolTip {
    id: root
    objectName: "scoreTip"
    required property var rows
    required property int total
    delay: 300
    padding: Theme.unit
    contentItem: ScoreRows {
        // Rows only while shown: a hidden tooltip keeps no texts to lay out.
        rows: root.visible ? root.rows : []
        total: root.total
    }
    background: Rectangle { radius: Theme.radius; color: Theme.cardFace; border.color: Theme.panelBorder }
}
