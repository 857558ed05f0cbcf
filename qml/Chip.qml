// A small parchment chip on a card's band: an icon with its count ("brick 3"), or the icon
// repeated `count` times where there is room. It keeps icons readable on any band colour.
pragma ComponentBehavior: Bound
import QtQuick

Rectangle {
    id: root
    property string iconName: "brick"
    property string text: ""
    property bool repeat: false
    property int count: 0

    width: row.implicitWidth + height * 0.4
    radius: height * 0.3
    color: Theme.cardFace
    border.color: Theme.cardEdge
    border.width: 1

    Row {
        id: row
        anchors.centerIn: parent
        spacing: root.height * 0.08
        Repeater {
            model: root.iconName === "" ? 0 : (root.repeat ? root.count : 1)
            delegate: Icon {
                name: root.iconName
                size: root.height * 0.78
                y: (row.height - height) / 2
            }
        }
        Text {
            visible: !root.repeat || root.iconName === ""
            anchors.verticalCenter: parent.verticalCenter
            text: root.text
            color: Theme.ink
            font.pixelSize: Theme.px(root.height * 0.75)
            font.bold: true
        }
    }
}
