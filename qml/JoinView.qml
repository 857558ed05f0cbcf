// Join a LAN game: the games heard on the LAN (stale ones drop out), or an address and port
// for a host discovery cannot reach.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: root
    required property var network
    signal joined()
    signal back()

    Component.onCompleted: root.network.browse(true)
    Component.onDestruction: root.network.browse(false)

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
                height: Theme.unit * 6
                radius: Theme.radius
                color: Theme.panel
                border.color: Theme.panelBorder
                RowLayout {
                    anchors { fill: parent; margins: Theme.unit }
                    Column {
                        Layout.fillWidth: true
                        Text { text: entry.name; font.pixelSize: Theme.fontNormal; font.bold: true; color: Theme.ink }
                        Text {
                            text: qsTr("%1 · %2 players · %3 free · version %4").arg(entry.hostName).arg(entry.players)
                                  .arg(entry.openSeats).arg(entry.version)
                                  + (entry.started ? " · " + qsTr("under way") : "")
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                        }
                    }
                    Button {
                        text: !entry.compatible ? qsTr("Other version") : entry.seatKept ? qsTr("Rejoin") : qsTr("Join")
                        enabled: entry.compatible && (entry.seatKept || (entry.openSeats > 0 && !entry.started))
                        font.pixelSize: Theme.fontNormal
                        onClicked: { root.network.join(entry.address, entry.port); root.joined() }
                    }
                }
            }
        }
        RowLayout {
            spacing: Theme.unit
            Text { text: qsTr("Address"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            TextField { id: address; Layout.fillWidth: true; placeholderText: "192.168.1.20"; font.pixelSize: Theme.fontNormal }
            Text { text: qsTr("Port"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            TextField {
                id: port
                Layout.preferredWidth: Theme.unit * 10
                validator: IntValidator { bottom: 1; top: 65535 }
                font.pixelSize: Theme.fontNormal
            }
            Button {
                text: qsTr("Join")
                enabled: address.text.trim() !== "" && port.acceptableInput
                font.pixelSize: Theme.fontNormal
                onClicked: { root.network.join(address.text.trim(), parseInt(port.text)); root.joined() }
            }
        }
        Button { text: qsTr("Back"); font.pixelSize: Theme.fontNormal; onClicked: root.back() }
    }
}
