// The main menu. Tab / Shift+Tab or the arrow keys move between its buttons, Enter or Space
// presses one.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal newGameRequested()
    signal lessonRequested()
    signal continueRequested()
    signal hostRequested()
    signal joinRequested()
    signal onlineRequested()
    signal rulesRequested()
    signal settingsRequested()
    // Back to the LAN game this app hosts in the background.
    signal hostedGameRequested()

    focus: true
    Component.onCompleted: Desktop.saves.refresh()

    Rectangle { anchors.fill: parent; color: Theme.background }
    // Rome's skyline along the bottom: its sky is empty, so the menu stands over it.
    Image {
        asynchronous: true // SVGs are drawn off the GUI thread
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: width * 600 / 1600
        source: "qrc:/art/menu.svg"
        sourceSize.width: Math.round(width)
        sourceSize.height: Math.round(height)
        fillMode: Image.PreserveAspectCrop
        opacity: 0.9
        Accessible.ignored: true
    }

    // A LAN game this app hosts in the background: the way back, and the way to stop it.
    Rectangle {
        id: hostingNotice
        objectName: "backgroundHosting"
        visible: Desktop.network.inBackground
        anchors { top: parent.top; horizontalCenter: parent.horizontalCenter; topMargin: Theme.unit * 2 }
        width: Math.min(parent.width - Theme.unit * 4, hosted.implicitWidth + Theme.unit * 3)
        height: hosted.implicitHeight + Theme.unit * 2
        radius: Theme.radius
        color: Theme.panel
        border.color: Theme.glow
        RowLayout {
            id: hosted
            anchors.centerIn: parent
            width: parent.width - Theme.unit * 3
            spacing: Theme.unit
            Text {
                Layout.fillWidth: true
                Layout.maximumWidth: Theme.unit * 70
                readonly property bool inLobby: Desktop.network.state === NetworkGame.Lobby
                //: %1 the LAN game this app hosts while its player is at the menu
                text: inLobby ? qsTr("You host “%1” in the background: its lobby stays open for the guests.").arg(Desktop.network.gameName)
                              : qsTr("You host “%1” in the background: a bot plays your seat.").arg(Desktop.network.gameName)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontNormal
                color: Theme.ink
            }
            TextButton {
                text: Desktop.network.state === NetworkGame.Lobby ? qsTr("Back to the lobby") : qsTr("Back to the game")
                highlighted: true
                onClicked: root.hostedGameRequested()
            }
            TextButton {
                text: qsTr("Stop hosting")
                onClicked: Desktop.network.leave()
            }
        }
    }

    // The menu in the room the notice above leaves.
    Item {
        id: room
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom
                  top: hostingNotice.visible ? hostingNotice.bottom : parent.top }
    }
    ColumnLayout {
        anchors.centerIn: room
        spacing: Theme.unit * 2
        // A large interface size on a small window: the whole menu a little smaller, all in sight.
        scale: Math.min(1, (room.height - Theme.unit * 2) / implicitHeight)

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
                { label: qsTr("Continue"), action: () => root.continueRequested(), enabled: Desktop.saves.count > 0,
                  badge: Desktop.yourTurns },
                { label: qsTr("New game"), action: () => root.newGameRequested() },
                //: The menu entry that starts a first game with lessons
                { label: qsTr("Learn to play"), action: () => root.lessonRequested() },
                { label: qsTr("Host a LAN game"), action: () => root.hostRequested() },
                { label: qsTr("Join a LAN game"), action: () => root.joinRequested() },
                //: The menu entry for games with friends anywhere, at a table server
                { label: qsTr("Play online"), action: () => root.onlineRequested() },
                { label: qsTr("Rules"), action: () => root.rulesRequested() },
                { label: qsTr("Settings"), action: () => root.settingsRequested() },
                { label: qsTr("Quit"), action: () => Qt.quit() }
            ]
            delegate: TextButton {
                id: entry
                required property var modelData
                readonly property int badge: modelData.badge ?? 0
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Theme.unit * 40
                text: modelData.label
                enabled: modelData.enabled ?? true
                font.pixelSize: Theme.fontLarge
                //: Said of Continue while it is the player's turn at online tables; %1 how many
                Accessible.description: badge > 0 ? qsTr("Your turn at online tables: %1").arg(badge) : ""
                onClicked: modelData.action()
                // The online tables where it is the player's turn.
                Rectangle {
                    objectName: "turnBadge"
                    visible: entry.badge > 0
                    anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: Theme.unit }
                    width: Math.max(height, badgeText.implicitWidth + Theme.unit)
                    height: badgeText.implicitHeight + Theme.unit * 0.4
                    radius: height / 2
                    color: Theme.accent
                    Text {
                        id: badgeText
                        anchors.centerIn: parent
                        text: entry.badge
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        color: "#ffffff"
                    }
                }
                Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
            }
        }
    }
}
