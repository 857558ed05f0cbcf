// The hint above the hand: what to do (it glows on the table) and what it changes now, then
// why — the plan the search expects and what it is worth. While the expert thinks, a quiet
// "Thinking…"; nothing otherwise. A click on it goes to nothing under it; its × (or Esc)
// closes it.
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root
    required property var hints
    signal closed()
    // Longer lines wrap (it keeps to the table's middle, off the players and the offer).
    property real maximumWidth: Theme.unit * 60
    // Its lines as wide as the box is (a place of a given width), not as their words.
    property bool filled: false

    objectName: "hintLine"
    readonly property bool active: root.hints.busy || root.hints.shown
    visible: opacity > 0
    opacity: root.active ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.animation } }
    implicitWidth: row.implicitWidth + Theme.unit * 2.4
    implicitHeight: row.implicitHeight + Theme.unit * 1.2
    radius: Theme.radius
    color: "#f3fbfc"
    border.color: Theme.hint
    border.width: Math.max(2, Theme.unit * 0.25)
    // Opaque: what lies under it is hidden while it shows (for the audit, audit_inspect.h); it
    // keeps off the cell it points at (GameView).
    readonly property bool coversBelow: true
    Accessible.role: Accessible.StaticText
    Accessible.name: label.text + " " + root.hints.why

    // (Over the city: a click meant for it is not a click on a space it hides.)
    MouseArea {
        anchors.fill: parent
        Accessible.ignored: true
    }
    Row {
        id: row
        anchors.centerIn: parent
        spacing: Theme.unit * 0.8
        BusyIndicator {
            anchors.verticalCenter: parent.verticalCenter
            visible: root.hints.busy
            running: visible
            width: Theme.unit * 2.6
            height: width
        }
        Text {
            id: title
            anchors.verticalCenter: parent.verticalCenter
            //: The title before the hint's line
            text: qsTr("Hint")
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: Theme.hint
        }
        Column {
            anchors.verticalCenter: parent.verticalCenter
            readonly property real room: root.maximumWidth - title.width - row.spacing * 3 - Theme.unit * 2.4
                                         - close.width - (root.hints.busy ? Theme.unit * 3.4 : 0)
            spacing: Theme.unit * 0.2
            Text {
                id: label
                width: root.filled ? parent.room : Math.min(implicitWidth, parent.room)
                text: root.hints.busy ? qsTr("The expert is thinking…") : root.hints.text
                font.pixelSize: Theme.fontNormal
                font.bold: !root.hints.busy
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            // Why: the plan the search expects and what it is worth.
            Text {
                objectName: "hintWhy"
                width: root.filled ? parent.room : Math.min(implicitWidth, parent.room)
                visible: !root.hints.busy && text !== ""
                text: root.hints.why
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
                wrapMode: Text.Wrap
            }
        }
        Text {
            id: close
            anchors.verticalCenter: parent.verticalCenter
            text: "×"
            font.pixelSize: Theme.fontNormal * 1.3
            color: closeHover.hovered ? Theme.ink : Theme.inkSoft
            opacity: root.hints.shown ? 1 : 0
            Accessible.role: Accessible.Button
            //: The small cross that closes the hint's box
            Accessible.name: qsTr("Close the hint (Esc)")
            HoverHandler { id: closeHover; cursorShape: Qt.PointingHandCursor }
            TapHandler { enabled: root.hints.shown; onTapped: root.closed() }
        }
    }
}
