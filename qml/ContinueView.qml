// Continue a game: the local and hosted games saved after every action (finished ones for
// their replay) and the LAN games this app joined, newest first.
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
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.unit * 0.5
            model: root.saves
            delegate: Rectangle {
                id: entry
                required property int index
                required property string kind
                required property string name
                required property string players
                required property int round
                required property int rounds
                required property bool over
                required property string when
                required property string path
                required property string address
                required property int port
                width: ListView.view.width
                height: Theme.unit * 7
                radius: Theme.radius
                color: Theme.panel
                border.color: Theme.panelBorder
                RowLayout {
                    anchors { fill: parent; margins: Theme.unit }
                    spacing: Theme.unit
                    Column {
                        Layout.fillWidth: true
                        Text {
                            width: parent.width
                            elide: Text.ElideRight
                            text: entry.kind === "joined"
                                  //: A LAN game joined as a guest: its name and where it is hosted
                                  ? qsTr("%1 · LAN game at %2:%3").arg(entry.name).arg(entry.address).arg(entry.port)
                                  : entry.kind === "hosted" ? qsTr("%1 · hosted on the LAN").arg(entry.name) : entry.name
                            font.pixelSize: Theme.fontNormal
                            font.bold: true
                            color: Theme.ink
                        }
                        Text {
                            width: parent.width
                            elide: Text.ElideRight
                            text: (entry.kind === "joined" ? qsTr("Your seat is kept for you")
                                   : entry.over ? qsTr("Finished")
                                   //: Round 0: the draft before the first round
                                   : entry.round === 0 ? qsTr("Setup draft") : qsTr("Round %1 of %2").arg(entry.round).arg(entry.rounds))
                                  + (entry.players !== "" ? " · " + entry.players : "") + " · " + entry.when
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                        }
                    }
                    Button {
                        visible: !entry.over
                        text: entry.kind === "joined" ? qsTr("Rejoin") : qsTr("Continue")
                        font.pixelSize: Theme.fontNormal
                        onClicked: {
                            if (entry.kind === "local") {
                                root.problem = root.local.resume(entry.path)
                                if (root.problem === "")
                                    root.localResumed()
                            } else {
                                if (entry.kind === "hosted")
                                    root.network.resumeHosted(entry.path)
                                else
                                    root.network.join(entry.address, entry.port)
                                root.networkResumed()
                            }
                        }
                    }
                    Button {
                        visible: entry.kind !== "joined"
                        //: Watch a saved game's replay
                        text: qsTr("Replay")
                        font.pixelSize: Theme.fontNormal
                        onClicked: root.replayRequested(entry.path)
                    }
                    Button {
                        text: entry.kind === "joined" ? qsTr("Forget") : qsTr("Delete")
                        font.pixelSize: Theme.fontNormal
                        onClicked: root.saves.remove(entry.index)
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
        Button { text: qsTr("Back"); font.pixelSize: Theme.fontNormal; onClicked: root.back() }
    }
}
