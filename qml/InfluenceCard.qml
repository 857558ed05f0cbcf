// An influence card as the rules reference shows it: a card with its value, large.
import QtQuick

Rectangle {
    id: root
    required property int value

    width: Theme.unit * 12
    height: width * 1.5
    radius: Theme.radius
    color: Theme.cardBack
    border.color: Theme.cardBackEdge
    border.width: 2
    Accessible.role: Accessible.Graphic
    //: The picture of an influence card in the rules; %1 its value
    Accessible.name: qsTr("Influence card %1").arg(root.value)

    Column {
        anchors.centerIn: parent
        spacing: Theme.unit
        Icon { name: "influence_card"; light: true; size: root.width * 0.4; anchors.horizontalCenter: parent.horizontalCenter }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.value
            color: Theme.cardBackInk
            font.pixelSize: Theme.px(root.width * 0.4)
            font.family: "serif"
            font.bold: true
        }
    }
}
