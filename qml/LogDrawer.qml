// The game log: what happened, newest last; decisions assisted play took are marked. A line
// whose term the rules explain (an influence scoring, a building built...) opens that entry
// when clicked.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import CityOfRome.Models

Drawer {
    id: root
    required property var log
    // Chat joins the log where the table offers it (a LAN game); null: a replay's log.
    property GameTable table: null
    // A line was clicked: the rules reference at `section`.
    signal rulesRequested(string section)
    edge: Qt.RightEdge
    // Over the offer's column only, and the table plays on beside it: the city and the strip
    // stay in sight and at hand.
    width: Math.min(parent.width * 0.4, Theme.unit * 36)
    modal: false
    dim: false
    // Opened and closed by its button, L and Esc only: a drawer that may be dragged takes the
    // presses outside it for that, and the log's button (and the table) never got the click.
    interactive: false
    // (Esc by the shortcut below: a drawer that is not interactive ignores its close policy.)
    closePolicy: Popup.NoAutoClose
    height: parent.height

    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder }

    // L closes it as L opened it (not while a line of chat is being typed), Esc too.
    Shortcut {
        sequence: "L"
        enabled: root.opened && !chat.activeFocus
        onActivated: root.close()
    }
    Shortcut {
        sequence: "Esc"
        enabled: root.opened
        onActivated: root.close()
    }

    TextField {
        id: chat
        visible: root.table?.chatOffered ?? false
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.unit }
        placeholderText: qsTr("Say something…")
        maximumLength: GameLimits.chatLength
        font.pixelSize: Theme.fontSmall
        onAccepted: { if (text.trim() !== "") root.table.sendChat(text); text = "" }
    }

    Text {
        id: title
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit }
        text: qsTr("Game log")
        font.pixelSize: Theme.fontLarge
        font.family: "serif"
        font.bold: true
        color: Theme.ink
    }

    FollowingList {
        id: list
        anchors { left: parent.left; right: parent.right; top: title.bottom; margins: Theme.unit
                  bottom: chat.visible ? chat.top : parent.bottom }
        model: root.log
        clip: true
        spacing: Theme.unit * 0.3
        delegate: Item {
            id: line
            // An Item, not a Text: the role "text" would shadow Text.text and bind to itself.
            required property string text
            required property bool automatic
            required property bool chat
            required property bool note
            required property string section
            required property string score
            readonly property bool linked: line.section !== ""
            width: ListView.view.width
            implicitHeight: shown.implicitHeight
            Accessible.role: line.linked ? Accessible.Link : Accessible.StaticText
            Accessible.name: shown.text
            Text {
                id: shown
                width: parent.width
                //: Marks a decision assisted play took for the player
                text: (line.automatic ? qsTr("(auto) ") : "") + line.text + (line.score !== "" ? " · " + line.score : "")
                font.pixelSize: Theme.fontSmall
                font.italic: line.automatic || line.note
                font.bold: line.chat
                font.underline: line.linked && pointer.hovered
                color: line.linked && pointer.hovered ? Theme.accent : Theme.ink
                wrapMode: Text.Wrap
            }
            HoverHandler {
                id: pointer
                enabled: line.linked
                cursorShape: Qt.PointingHandCursor
            }
            TapHandler {
                enabled: line.linked
                onTapped: root.rulesRequested(line.section)
            }
            ToolTip.visible: pointer.hovered
            ToolTip.delay: 600
            //: Hovering a line of the game log that links to the rules
            ToolTip.text: qsTr("Click: open this in the rules")
        }
        onCountChanged: if (root.opened) root.log.markRead()
        Connections {
            target: root
            function onOpened() { list.showEnd(); root.log.markRead() }
        }
        ScrollBar.vertical: ScrollBar {}
    }
}
