// The groups a final city's score counts, drawn over its CityView (`view`): each residential
// area's cells outlined in the colour of its value and the public buildings that count for it
// dotted in that colour, the aqueducts in water blue, the temples in gold; on each group's
// first cell its count as the rulebook counts it ("6 × 3 + 4 = 22"), or its points where that
// does not fit (the count then shows on hover). `marks`: PlayersModel's scoring.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root
    required property var view
    required property var marks
    // The badge under the pointer and its count: one tip tells it (a tip for every badge cost
    // much to build with the score pad).
    property Item tipAt: null
    property string tipText: ""

    function place(cell) {
        return Qt.point(root.view.offsetX + (cell.x - root.view.frameLeft) * root.view.cellWidth,
                        root.view.offsetY + (cell.y - root.view.frameTop) * root.view.cell)
    }

    Repeater {
        model: root.marks
        delegate: Item {
            id: group
            required property var modelData
            required property int index
            readonly property color tint: Theme.scoringTint(group.modelData.kind, group.modelData.value)
            readonly property real line: Math.max(2, root.view.cell * 0.06)
            anchors.fill: parent

            Repeater {
                model: group.modelData.cells
                delegate: Rectangle {
                    required property var modelData
                    readonly property point at: root.place(modelData)
                    x: at.x + group.line / 2
                    y: at.y + group.line / 2
                    width: root.view.cellWidth - group.line
                    height: root.view.cell - group.line
                    radius: Theme.radius
                    color: "transparent"
                    border.color: group.tint
                    border.width: group.line
                }
            }
            // The public buildings that count for the area: one dot each, in its colour.
            Repeater {
                model: group.modelData.counted
                delegate: Rectangle {
                    required property var modelData
                    readonly property point at: root.place(modelData)
                    width: Math.max(8, root.view.cell * 0.16)
                    height: width
                    radius: width / 2
                    // Side by side where one building counts for several areas.
                    x: at.x + root.view.cell * 0.08 + (group.index % 4) * width * 1.1
                    y: at.y + root.view.cell - height * 1.4
                    color: group.tint
                    border.color: "#ffffff"
                    border.width: 1
                }
            }
            Rectangle {
                id: badge
                objectName: "scoringBadge"
                readonly property point at: root.place(group.modelData.cells[0])
                readonly property bool roomy: countMetrics.advanceWidth + Theme.unit <= root.view.cell * 1.3
                // On the group's first cell's corner, half outside: off the glyphs of its
                // cell and of the cells beside it.
                x: at.x - width * 0.5
                y: at.y - height * 0.5
                width: badgeText.implicitWidth + Theme.unit * 0.8
                height: badgeText.implicitHeight + 2
                radius: height / 2
                color: group.tint
                Accessible.role: Accessible.StaticText
                Accessible.name: group.modelData.count
                TextMetrics { id: countMetrics; font: badgeText.font; text: group.modelData.count }
                Text {
                    id: badgeText
                    anchors.centerIn: parent
                    text: badge.roomy ? group.modelData.count : group.modelData.points
                    color: "#ffffff"
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                HoverHandler {
                    onHoveredChanged: {
                        if (hovered) {
                            root.tipAt = badge
                            root.tipText = group.modelData.count
                        } else if (root.tipAt === badge) {
                            root.tipAt = null
                        }
                    }
                }
            }
        }
    }
    Tip {
        parent: root.tipAt ?? root
        visible: root.tipAt !== null
        text: root.tipText
    }
}
