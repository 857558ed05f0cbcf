// The lobby: a host who leaves is asked what leaving means (keep the lobby open for the guests,
// or stop hosting), as leaving a game asks; a guest whose host ended the game is told, with the
// way out and no live controls under the notice.
import QtQuick
import QtQuick.Controls
import QtTest
import CityOfRome
import CityOfRome.Models

Item {
    id: top
    width: 1280
    height: 720

    // What the lobby reads of a network game, and what it asks of it.
    QtObject {
        id: network
        property int state: NetworkGame.Lobby
        property bool online: false
        property bool hosting: true
        property bool admin: true
        property bool canStart: false
        property string gameName: "Forum"
        property string error: ""
        property string notice: ""
        property string terms: ""
        property string tableCode: ""
        property string server: ""
        property string invitation: ""
        property string untrustedFingerprint: ""
        property bool certificateChanged: false
        property int hostPort: 5123
        property int steppedAway: 0
        property int left: 0
        property var lobby: ListModel {
            ListElement { seat: 0; kind: "person"; name: "Anna"; colour: 0; bot: ""; ready: false
                          connected: true; you: true; label: "Anna" }
            ListElement { seat: 1; kind: "open"; name: ""; colour: 1; bot: ""; ready: false
                          connected: false; you: false; label: "Open" }
        }
        property var chat: ListModel {}
        function stepAway() { ++steppedAway }
        function leave() { ++left }
        function setReady(ready) {}
        function sendChat(text) {}
        function rename(name) {}
        function setColour(colour) {}
        function takeSeat(seat) {}
        function openSeat(seat) {}
        function makeBot(seat, level) {}
        function start() {}
        function trustServer() {}
    }

    LobbyView { id: lobby; anchors.fill: parent; network: network }
    SignalSpy { id: back; target: lobby; signalName: "back" }

    function find(item, predicate) {
        if (item === null || item === undefined)
            return null
        if (predicate(item))
            return item
        const below = item.data !== undefined ? item.data : []
        for (let i = 0; i < below.length; ++i) {
            const found = find(below[i], predicate)
            if (found)
                return found
        }
        if (item.footer !== undefined) // a dialog: its words and its buttons
            return find(item.contentItem, predicate) ?? find(item.footer, predicate)
        return null
    }
    function named(name) {
        return find(top, item => item.objectName === name)
    }

    TestCase {
        name: "Lobby"
        when: windowShown

        function init() {
            network.state = NetworkGame.Lobby
            network.hosting = true
            network.steppedAway = 0
            network.left = 0
            back.clear()
        }

        function test_theHostIsAskedAndMayKeepTheLobbyOpen() {
            mouseClick(named("leaveLobby"))
            const dialog = named("leaveLobbyDialog")
            tryVerify(() => dialog.opened)
            compare(network.left, 0, "nothing is ended before the host says so")
            mouseClick(named("keepHostingButton"))
            compare(network.steppedAway, 1)
            compare(network.left, 0)
            compare(back.count, 1)
        }

        function test_theHostMayStopHosting() {
            lobby.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            const dialog = named("leaveLobbyDialog")
            tryVerify(() => dialog.opened)
            mouseClick(named("stopHostingButton"))
            compare(network.left, 1)
            compare(network.steppedAway, 0)
            compare(back.count, 1)
        }

        function test_aGuestWhoseHostEndedItHasOnlyTheWayOut() {
            network.hosting = false
            network.admin = false
            network.state = NetworkGame.Failed
            network.error = "The host ended the game."
            const ready = find(lobby, item => item instanceof Button && item.text === qsTr("I'm ready"))
            verify(ready !== null)
            verify(!ready.enabled, "no live controls under the notice")
            const leave = named("leaveLobby")
            compare(leave.text, qsTr("Back to the menu"))
            mouseClick(leave)
            verify(!named("leaveLobbyDialog").opened, "a guest is not asked")
            compare(network.left, 1)
            compare(back.count, 1)
            network.admin = true
        }
    }
}
