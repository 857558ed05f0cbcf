// This round's action strip: the emperor, then five spaces with what an emissary there gets
// (the bricks and cogs of every space up to it) and the emissaries standing on them. Free
// spaces the player may choose glow; a click (or the keys 1-5) places the emissary.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Rectangle {
    id: root
    required property var strip
    required property var seatColours
    signal placed(int space)

    implicitHeight: Theme.unit * 9
    radius: Theme.radius
    color: "#e4d6b8"
    border.color: Theme.panelBorder

    RowLayout {
        anchors { fill: parent; margins: Theme.unit * 0.75 }
        spacing: Theme.unit * 0.6

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: height * 0.8
            radius: Theme.radius
            color: "#c9a227"
            Text {
                anchors.centerIn: parent
                text: "♛"
                font.pixelSize: parent.height * 0.55
                color: "#4a3300"
            }
            Accessible.name: qsTr("Emperor")
        }

        Repeater {
            model: root.strip
            delegate: Rectangle {
                id: slot
                required property int space
                required property bool brick
                required property int bricks
                required property int cogs
                required property int emissary
                required property bool placeable

                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: Theme.radius
                color: placeable ? "#fff3cf" : Theme.panel
                border.color: placeable ? Theme.glow : Theme.panelBorder
                border.width: placeable ? Theme.unit * 0.35 : 1
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Space %1: %2 bricks, %3 cogs").arg(space).arg(bricks).arg(cogs)

                Column {
                    anchors { left: parent.left; top: parent.top; margins: Theme.unit * 0.5 }
                    spacing: 0
                    Text {
                        text: slot.space + " " + (slot.brick ? "▰" : "⚙")
                        font.pixelSize: Theme.fontNormal
                        font.bold: true
                        color: slot.brick ? "#9c3b1b" : "#4c5a66"
                    }
                    Text {
                        text: "▰ " + slot.bricks
                        font.pixelSize: Theme.fontSmall
                        color: "#9c3b1b"
                    }
                    Text {
                        text: "⚙ " + slot.cogs
                        font.pixelSize: Theme.fontSmall
                        color: "#4c5a66"
                    }
                }
                PlayerSymbol {
                    visible: slot.emissary >= 0
                    colour: slot.emissary >= 0 ? root.seatColours[slot.emissary] : 0
                    width: Theme.unit * 3.4
                    anchors { right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.unit * 0.6 }
                    // Fades in rather than grows: the software renderer (offscreen) crashes on
                    // rounded rectangles scaled to nothing.
                    opacity: visible ? 1 : 0
                    Behavior on opacity { NumberAnimation { duration: Theme.animation } }
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: slot.placeable
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.placed(slot.space)
                }
            }
        }
    }
}
