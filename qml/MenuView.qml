// The main menu.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: root
    signal newGameRequested()
    signal hostRequested()
    signal joinRequested()
    signal rulesRequested()
    signal settingsRequested()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.centerIn: parent
        spacing: Theme.unit * 2

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: "City of Rome"
            font.pixelSize: Theme.fontTitle * 1.4
            font.family: "serif"
            font.bold: true
            color: Theme.accent
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Build the most splendid city of Rome")
            font.pixelSize: Theme.fontLarge
            font.family: "serif"
            font.italic: true
            color: Theme.inkSoft
        }
        Item { implicitHeight: Theme.unit * 2 }
        Repeater {
            model: [
                { label: qsTr("New game"), action: () => root.newGameRequested() },
                { label: qsTr("Host a LAN game"), action: () => root.hostRequested() },
                { label: qsTr("Join a LAN game"), action: () => root.joinRequested() },
                { label: qsTr("Rules"), action: () => root.rulesRequested() },
                { label: qsTr("Settings"), action: () => root.settingsRequested() },
                { label: qsTr("Quit"), action: () => Qt.quit() }
            ]
            delegate: Button {
                required property var modelData
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Theme.unit * 32
                text: modelData.label
                font.pixelSize: Theme.fontLarge
                onClicked: modelData.action()
            }
        }
    }
}
