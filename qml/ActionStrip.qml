// This round's action strip: the emperor, then five spaces with what an emissary there gets
// (the bricks and cogs of every space up to it) and the emissaries standing on them. Free
// spaces the player may choose glow; a click (or the keys 1-5) places the emissary. Bricks and
// cogs are told by their icons, not by colour alone.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Rectangle {
    id: root
    required property var strip
    required property var seatColours
    signal placed(int space)

    // A space's bricks and cogs side by side where the strip is wide enough, else one under
    // the other: the table gives it the height of either (Metrics.strip), only as tall as its
    // figures need (the height goes to the city).
    readonly property bool narrow: height > Theme.unit * 7.6
    implicitHeight: Theme.unit * 6.8
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder
    PanelShadow {}

    RowLayout {
        anchors { fill: parent; margins: Theme.unit * 0.75 }
        spacing: Theme.unit * 0.6

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: height * 0.8
            radius: Theme.radius
            color: "#c9a227"
            border.color: Theme.ink
            Icon {
                anchors.centerIn: parent
                name: "emperor"
                size: parent.height * 0.75
            }
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("Emperor")
        }

        Repeater {
            model: root.strip
            delegate: Rectangle {
                id: slot
                objectName: "space-" + slot.space
                required property int space
                required property bool brick
                required property int bricks
                required property int cogs
                required property int emissary
                required property bool placeable
                required property bool hinted
                required property bool played
                // Picked by the keyboard (Tab, or a space's key at a hot-seat table).
                required property bool picked

                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: Theme.radius
                color: placeable ? "#fff3cf" : Theme.panel
                border.color: placeable ? Theme.glow : Theme.panelBorder
                border.width: placeable ? Theme.unit * 0.35 : 1
                Accessible.role: Accessible.Button
                //: A strip space for screen readers: "Space 3: 2 bricks, 1 cog"
                Accessible.name: qsTr("Space %1: %n brick(s)", "", slot.bricks).arg(slot.space) + ", "
                                 + qsTr("%n cog(s)", "", slot.cogs)

                Column {
                    id: figures
                    anchors { left: parent.left; top: parent.top; margins: Theme.unit * 0.5 }
                    spacing: 0
                    Row {
                        spacing: Theme.unit * 0.3
                        Text {
                            text: slot.space
                            font.pixelSize: Theme.fontNormal
                            font.bold: true
                            color: Theme.ink
                        }
                        Icon {
                            anchors.verticalCenter: parent.verticalCenter
                            name: slot.brick ? "brick" : "cog"
                            size: Theme.unit * 1.8
                        }
                    }
                    Grid {
                        columns: root.narrow ? 1 : 2
                        columnSpacing: Theme.unit * 0.6
                        Tally { kind: "brick"; value: slot.bricks; size: Theme.unit * 1.6; label: qsTr("Bricks") }
                        Tally { kind: "cogs"; value: slot.cogs; size: Theme.unit * 1.6; label: qsTr("Cogs") }
                    }
                }
                // The emissary beside the figures, as large as the room there allows (a narrow strip:
                // small, in the top corner, over the sign of what the space trades in).
                PlayerSymbol {
                    readonly property real room: slot.width - figures.width - Theme.unit * 1.6
                    readonly property bool narrow: room < Theme.unit * 2
                    visible: slot.emissary >= 0
                    colour: slot.emissary >= 0 ? root.seatColours[slot.emissary] : 0
                    width: narrow ? Theme.unit * 2 : Math.min(Theme.unit * 3.4, room)
                    x: slot.width - width - (narrow ? Theme.unit * 0.3 : Theme.unit * 0.6)
                    y: narrow ? Theme.unit * 0.3 : (slot.height - height) / 2
                    // Fades in rather than grows: the software renderer (offscreen) crashes on
                    // rounded rectangles scaled to nothing.
                    opacity: visible ? 1 : 0
                    Behavior on opacity { NumberAnimation { duration: Theme.animation } }
                }
                HintGlow {
                    anchors { fill: parent; margins: -Theme.unit * 0.3 }
                    on: slot.hinted
                }
                PlayedMark {
                    anchors { fill: parent; margins: -Theme.unit * 0.3 }
                    on: slot.played
                }
                // Picked: the ring, and in the corner the key that places (clear of the figures).
                FocusRing { shown: slot.picked }
                Text {
                    anchors { right: parent.right; top: parent.top; margins: Theme.unit * 0.3 }
                    visible: slot.picked
                    text: "↵"
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    color: Theme.accent
                }
                Accessible.onPressAction: if (slot.placeable) root.placed(slot.space)
                MouseArea {
                    anchors.fill: parent
                    cursorShape: slot.placeable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: root.placed(slot.space) // a space not free now says why
                    // A double click is one click: its second click would try the same space again
                    // (refused: "that space is taken").
                    onDoubleClicked: event => event.accepted = true
                }
            }
        }
    }
}
