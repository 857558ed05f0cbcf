// A city in its 4x4 frame: the buildings with their tokens; for the selected card the spaces
// it may go on glow with the price and what it would give; aqueduct targets are outlined.
// Cells sit at their coordinates, so when the city grows its frame moves and they follow.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root
    required property var city
    property bool interactive: true
    signal chosen(int x, int y)

    readonly property real cell: Math.min(width / Math.max(root.city.columns, 4),
                                          height / Math.max(root.city.rows, 4))
    readonly property real offsetX: (width - cell * root.city.columns) / 2
    readonly property real offsetY: (height - cell * root.city.rows) / 2

    Repeater {
        model: root.city
        delegate: Item {
            id: slot
            required property int cellX
            required property int cellY
            required property string card
            required property string name
            required property string category
            required property string colour
            required property int value
            required property int stars
            required property int points
            required property bool brick
            required property bool buildable
            required property bool replace
            required property int tokens
            required property int coins
            required property string preview
            required property bool cursor

            width: root.cell
            height: root.cell
            // Placed by coordinates, so the frame's moves are animated.
            property real column: slot.cellX - root.city.left
            property real row: slot.cellY - root.city.top
            x: root.offsetX + slot.column * root.cell
            y: root.offsetY + slot.row * root.cell
            Behavior on x { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
            Behavior on y { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
            Accessible.name: slot.card !== "" ? slot.name : (slot.buildable ? qsTr("Build here") : qsTr("Empty space"))
            Accessible.role: slot.buildable ? Accessible.Button : Accessible.StaticText

            Rectangle {
                anchors { fill: parent; margins: root.cell * 0.03 }
                radius: Theme.radius
                color: slot.card !== "" ? "#fbf7ee" : (slot.buildable ? "#eaf5e4" : "#e7dcc4")
                opacity: slot.card !== "" || slot.buildable ? 1 : 0.3
                Behavior on opacity { NumberAnimation { duration: Theme.animation } }
                // Aqueducts may replace a building: those are outlined in water blue.
                border.color: slot.cursor ? Theme.glow
                              : slot.replace ? "#2f7fb8"
                              : slot.buildable ? Theme.legal : (slot.card !== "" ? "#8c7a5c" : "transparent")
                border.width: slot.buildable ? root.cell * (slot.cursor ? 0.09 : 0.05) : 1
                Behavior on color { ColorAnimation { duration: Theme.animation } }

                Rectangle {
                    visible: slot.card !== ""
                    anchors { left: parent.left; right: parent.right; top: parent.top }
                    height: parent.height * 0.22
                    radius: Theme.radius
                    color: slot.card !== "" ? Theme.cardBand(slot.category, slot.colour) : "transparent"
                    Text {
                        anchors.centerIn: parent
                        text: slot.category === "public" ? Theme.publicSymbols[slot.colour] || "" : "★".repeat(slot.stars)
                        color: slot.category === "public" ? "#ffffff" : "#8a6500"
                        font.pixelSize: root.cell * 0.13
                    }
                }
                Text {
                    visible: slot.card !== ""
                    anchors { centerIn: parent; verticalCenterOffset: root.cell * 0.05 }
                    width: parent.width * 0.92
                    text: slot.name
                    font.pixelSize: root.cell * 0.11
                    font.family: "serif"
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    maximumLineCount: 3
                    elide: Text.ElideRight
                }
                Text {
                    visible: slot.value > 0
                    anchors { right: parent.right; bottom: parent.bottom; margins: root.cell * 0.05 }
                    text: slot.value
                    font.pixelSize: root.cell * 0.2
                    font.bold: true
                    color: Theme.accent
                }
                Text {
                    visible: slot.brick || slot.points > 0
                    anchors { left: parent.left; bottom: parent.bottom; margins: root.cell * 0.05 }
                    text: (slot.brick ? "▰" : "") + (slot.points > 0 ? " " + qsTr("%1 pts").arg(slot.points) : "")
                    font.pixelSize: root.cell * 0.12
                    color: "#9c3b1b"
                }
                Column {
                    visible: slot.buildable
                    anchors.centerIn: parent
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: slot.coins > 0 ? qsTr("%n coin(s)", "", slot.coins) : qsTr("free")
                        font.pixelSize: root.cell * 0.12
                        font.bold: true
                        color: Theme.legal
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: slot.tokens > 0
                        text: qsTr("%n brick token(s)", "", slot.tokens)
                        font.pixelSize: root.cell * 0.1
                        color: Theme.legal
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: root.cell * 0.9
                        text: slot.preview
                        font.pixelSize: root.cell * 0.1
                        color: Theme.inkSoft
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                    }
                }
            }
            MouseArea {
                anchors.fill: parent
                enabled: root.interactive && slot.buildable
                cursorShape: Qt.PointingHandCursor
                onClicked: root.chosen(slot.cellX, slot.cellY)
            }
        }
    }
}
