// Every step of a replay in a list, grouped by round: who acted (colour and symbol) and what
// they did, as the chosen seat knows it; the step shown is marked, a click jumps to a step.
// Where the look back judges the decision taken next, that step is the one marked, ringed in
// the colour of the move played.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root
    required property var replay

    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; margins: Theme.unit }
        text: qsTr("Steps")
        font.pixelSize: Theme.fontLarge
        font.family: "serif"
        font.bold: true
        color: Theme.ink
    }

    ListView {
        id: list
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
                  margins: Theme.unit * 0.5; topMargin: Theme.unit * 0.5 }
        clip: true
        model: root.replay.stepList
        currentIndex: root.replay.judgedStep >= 0 ? root.replay.judgedStep : root.replay.step
        // The step shown stays in sight, in the middle of its neighbours.
        function follow() { positionViewAtIndex(currentIndex, ListView.Center) }
        onCurrentIndexChanged: follow()
        onHeightChanged: follow()
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        delegate: Column {
            id: line
            required property int step
            required property string roundName
            required property bool roundBegins
            required property int seat
            required property int colour
            required property string text
            required property bool automatic
            readonly property bool current: line.step === root.replay.step && !judged
            readonly property bool judged: line.step === root.replay.judgedStep

            width: ListView.view.width - Theme.unit

            // The first step of a round (or of the draft) heads it.
            Text {
                visible: line.roundBegins
                topPadding: Theme.unit * 0.6
                leftPadding: Theme.unit * 0.5
                text: line.roundName
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.accent
            }
            Rectangle {
                width: parent.width
                implicitHeight: Math.max(words.implicitHeight, symbol.height) + Theme.unit * 0.6
                radius: Theme.radius * 0.5
                color: line.current || line.judged ? Theme.accentSoft : mouse.containsMouse ? "#efe3c8" : "transparent"
                border.color: Theme.played
                border.width: line.judged ? Math.max(2, Theme.unit * 0.25) : 0

                Text {
                    id: number
                    anchors { left: parent.left; verticalCenter: parent.verticalCenter }
                    width: Theme.unit * 4
                    horizontalAlignment: Text.AlignRight
                    text: line.step
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
                PlayerSymbol {
                    id: symbol
                    anchors { left: number.right; leftMargin: Theme.unit * 0.6; verticalCenter: parent.verticalCenter }
                    width: Theme.unit * 2
                    colour: line.colour
                    opacity: line.seat >= 0 ? 1 : 0
                }
                Text {
                    id: words
                    anchors { left: symbol.right; right: parent.right; leftMargin: Theme.unit * 0.6
                              verticalCenter: parent.verticalCenter }
                    //: Marks a decision assisted play took for the player
                    text: (line.automatic ? qsTr("(auto) ") : "") + line.text
                    font.pixelSize: Theme.fontSmall
                    font.italic: line.automatic
                    font.bold: line.current || line.judged
                    color: Theme.ink
                    wrapMode: Text.Wrap
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.replay.stepTo(line.step)
                }
            }
            Accessible.role: Accessible.Button
            Accessible.name: line.text
        }
    }
}
