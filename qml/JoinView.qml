// Join a LAN game: the games heard on the LAN (stale ones drop out), or an address and port
// for a host discovery cannot reach. Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

Item {
    id: root
    required property var network
    signal joined()
    signal back()

    Component.onCompleted: root.network.browse(true)
    Component.onDestruction: root.network.browse(false)
    focus: true
    Keys.onEscapePressed: root.back()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.unit * 6, Theme.unit * 90)
        height: Math.min(parent.height - Theme.unit * 6, Theme.unit * 70)
        spacing: Theme.unit * 1.5

        Text { text: qsTr("Join a LAN game"); font.pixelSize: Theme.fontTitle; font.family: "serif"; color: Theme.accent }
        Text {
            text: root.network.games.count === 0 ? qsTr("Looking for games on the LAN…") : qsTr("Games on the LAN")
            font.pixelSize: Theme.fontNormal
            color: Theme.inkSoft
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.unit * 0.5
            model: root.network.games
            delegate: Rectangle {
                id: entry
                required property string name
                required property string hostName
                required property string address
                required property int port
                required property int players
                required property int openSeats
                required property bool started
                required property bool compatible
                required property string version
                required property bool seatKept
                width: ListView.view.width
                height: Math.max(Theme.unit * 6, line.implicitHeight + Theme.unit * 2)
                radius: Theme.radius
                color: Theme.panel
                border.color: Theme.panelBorder
                RowLayout {
                    id: line
                    anchors { fill: parent; margins: Theme.unit }
                    Column {
                        Layout.fillWidth: true
                        Text { width: parent.width; wrapMode: Text.Wrap; text: entry.name; font.pixelSize: Theme.fontNormal; font.bold: true; color: Theme.ink }
                        Text {
                            width: parent.width
                            wrapMode: Text.Wrap
                            //: A LAN game heard on the network: who hosts it, its size, its free seats
                            text: entry.hostName + " · " + qsTr("%n player(s)", "", entry.players)
                                  + " · " + qsTr("%n seat(s) free", "", entry.openSeats)
                                  + " · " + qsTr("version %1").arg(entry.version)
                                  + (entry.started ? " · " + qsTr("under way") : "")
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                        }
                    }
                    TextButton {
                        text: !entry.compatible ? qsTr("Other version") : entry.seatKept ? qsTr("Rejoin") : qsTr("Join")
                        enabled: entry.compatible && (entry.seatKept || (entry.openSeats > 0 && !entry.started))
                        Accessible.name: text + ": " + entry.name
                        onClicked: { root.network.join(entry.address, entry.port); root.joined() }
                    }
                }
            }
        }
        RowLayout {
            spacing: Theme.unit
            Text { id: addressLabel; text: qsTr("Address"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            EntryField { id: address; Layout.fillWidth: true; placeholderText: "192.168.1.20"; Accessible.name: addressLabel.text }
            Text { id: portLabel; text: qsTr("Port"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            EntryField {
                id: port
                Layout.preferredWidth: Theme.unit * 10
                validator: IntValidator { bottom: 1; top: 65535 }
                Accessible.name: portLabel.text
            }
            TextButton {
                text: qsTr("Join")
                enabled: address.text.trim() !== "" && port.acceptableInput
                onClicked: { root.network.join(address.text.trim(), parseInt(port.text)); root.joined() }
            }
        }
        TextButton { text: qsTr("Back"); onClicked: root.back() }
    }
}
