// Continue a game: the local and hosted games saved after every action (finished ones for
// their replay) and the LAN games this app joined, newest first. Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: root
    required property var saves
    required property var local
    required property var network
    signal localResumed()
    signal networkResumed()
    signal replayRequested(string path)
    signal back()

    property string problem: ""

    Component.onCompleted: root.saves.refresh()
    focus: true
    Keys.onEscapePressed: root.back()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.unit * 6, Theme.unit * 100)
        height: Math.min(parent.height - Theme.unit * 6, Theme.unit * 76)
        spacing: Theme.unit * 1.5

        Text { text: qsTr("Continue a game"); font.pixelSize: Theme.fontTitle; font.family: "serif"; color: Theme.accent }
        Text {
            visible: root.saves.count === 0
            text: qsTr("No saved games yet. Every game is saved after each move, so you can come back to it here.")
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            font.pixelSize: Theme.fontNormal
            color: Theme.inkSoft
        }
        // The list, its bar in the page's margin beside it.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ListView {
                id: saved
                anchors { fill: parent; rightMargin: -Theme.unit * 2 }
                clip: true
                spacing: Theme.unit * 0.5
                ScrollBar.vertical: ScrollBar {
                    policy: saved.contentHeight > saved.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                }
                model: root.saves
                delegate: Rectangle {
                    id: entry
                    required property int index
                    required property string kind
                    required property string title
                    required property string players
                    required property string roundName
                    required property bool over
                    required property string when
                    required property string path
                    required property string address
                    required property int port
                    required property string problem
                    required property bool running
                    required property string code
                    required property string standing
                    // A button of this entry has the keyboard focus: the entry comes into sight.
                    function reveal(focused: bool) {
                        if (focused)
                            saved.positionViewAtIndex(entry.index, ListView.Contain)
                    }
                    width: ListView.view.width - Theme.unit * 2
                    height: Math.max(Theme.unit * 7, words.implicitHeight + Theme.unit * 2)
                    radius: Theme.radius
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    RowLayout {
                        anchors { fill: parent; margins: Theme.unit }
                        spacing: Theme.unit
                        Column {
                            id: words
                            Layout.fillWidth: true
                            Text {
                                width: parent.width
                                wrapMode: Text.Wrap
                                text: entry.title
                                font.pixelSize: Theme.fontNormal
                                font.bold: true
                                color: Theme.ink
                            }
                            Text {
                                width: parent.width
                                wrapMode: Text.Wrap
                                text: entry.kind === "damaged" ? entry.problem + " · " + entry.when
                                      : (entry.standing !== "" ? entry.standing
                                       : entry.kind === "joined" ? qsTr("Your seat is kept for you")
                                       : entry.over ? qsTr("Finished")
                                       : entry.roundName)
                                      + (entry.kind === "hosted" && entry.players !== "" ? " · " + entry.players : "")
                                      //: A game this app hosts whose server runs now (in the background)
                                      + (entry.running ? " · " + qsTr("hosted now") : "")
                                      + " · " + entry.when
                                font.pixelSize: Theme.fontSmall
                                color: entry.kind === "damaged" ? Theme.danger : Theme.inkSoft
                            }
                        }
                        TextButton {
                            visible: !entry.over && entry.kind !== "damaged"
                            text: entry.kind === "joined" || entry.kind === "online" ? qsTr("Rejoin") : qsTr("Continue")
                            Accessible.name: text + ": " + entry.title
                            onActiveFocusChanged: entry.reveal(activeFocus)
                            onClicked: {
                                if (entry.kind === "local") {
                                    root.problem = root.local.resume(entry.path)
                                    if (root.problem === "")
                                        root.localResumed()
                                } else {
                                    if (entry.kind === "hosted")
                                        root.network.resumeHosted(entry.path)
                                    else if (entry.kind === "online")
                                        root.network.joinTable(entry.address, root.network.serverIsSecure(entry.address), entry.code)
                                    else
                                        root.network.join(entry.address, entry.port)
                                    root.networkResumed()
                                }
                            }
                        }
                        TextButton {
                            visible: entry.kind === "local" || entry.kind === "hosted" || entry.kind === "played"
                            //: Watch a saved game's replay
                            text: qsTr("Replay")
                            Accessible.name: text + ": " + entry.title
                            onActiveFocusChanged: entry.reveal(activeFocus)
                            onClicked: root.replayRequested(entry.path)
                        }
                        TextButton {
                            // A game hosted now is not deleted under its server and its guests.
                            visible: !entry.running
                            text: entry.kind === "joined" || entry.kind === "online" ? qsTr("Forget") : qsTr("Delete")
                            Accessible.name: text + ": " + entry.title
                            onActiveFocusChanged: entry.reveal(activeFocus)
                            onClicked: root.saves.remove(entry.index)
                        }
                    }
                }
            }
        }
        Text {
            visible: root.problem !== ""
            text: root.problem
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            font.pixelSize: Theme.fontNormal
            color: Theme.danger
        }
        TextButton { text: qsTr("Back"); onClicked: root.back() }
    }
}
