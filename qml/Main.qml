// The window: one screen at a time (menu, new game, game, end, replay, settings, rules), scaled
// to the window's size; a window alert when it becomes the player's turn while it is inactive.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import CityOfRome.Models

ApplicationWindow {
    id: window
    width: 1280
    height: 720
    minimumWidth: 960
    minimumHeight: 540
    visible: true
    // The games where it is the player's turn (online tables, the LAN game), counted in the title
    // (the taskbar shows it).
    title: Desktop.yourTurns > 0 ? "(" + Desktop.yourTurns + ") City of Rome" : "City of Rome"
    color: Theme.background
    palette.button: "#e4d2ae"
    palette.buttonText: Theme.ink
    palette.highlight: Theme.accent
    palette.highlightedText: "#ffffff"
    palette.base: "#fbf7ee"
    palette.text: Theme.ink
    palette.window: Theme.panel
    palette.windowText: Theme.ink

    // The keys work from the first moment, even where no window manager activates us.
    Component.onCompleted: requestActivate()

    readonly property LocalGame local: Desktop.local
    // The game at the table the game and end screens show: the local one or the LAN one.
    property GameTable table: Desktop.local

    // Everything is measured in Theme.unit, and the table's bars and cards take their sizes
    // from Metrics: both from the window and the interface size of the settings.
    Binding { target: Metrics; property: "window"; value: Qt.size(window.width, window.height) }
    Binding { target: Metrics; property: "scale"; value: Settings.scale }
    Binding { target: Theme; property: "unit"; value: Metrics.unit }

    // A screen; the game and end screens show the local game.
    function show(screen) {
        showTable(screen, Desktop.local)
    }
    // A screen, the game and end screens showing `table` (the local or the LAN game).
    function showTable(screen, table) {
        const pages = { "menu": menu, "newgame": newGame, "game": gameScreen, "end": endScreen,
                        "settings": settings, "rules": rules, "host": hostScreen, "join": joinScreen, "online": onlineScreen,
                        "lobby": lobbyScreen, "continue": continueScreen, "replay": replayScreen,
                        "lookback": lookBackScreen }
        window.table = table
        window.lookBackInsteadOfReplay = false
        stack.replace(null, pages[screen])
    }
    // The LAN game as it stands: its lobby (or the connecting to it), its table or its end.
    function showNetworkGame() {
        const state = Desktop.network.state
        if (state === NetworkGame.Over || state === NetworkGame.Playing)
            showTable(state === NetworkGame.Over ? "end" : "game", Desktop.network)
        else
            show("lobby")
    }
    // The rules over the screen shown, at `section` (an entry's id, "" the first); Back returns
    // to that screen as it was (a game goes on under it).
    function openRules(section) {
        stack.push(rules, { section: section })
    }

    // "How did I play?" for the game the replay holds (judged unless it was), looking at `seat`
    // (-1: the seat a person played): over the score pad, or in place of the replay. No
    // screen's model changes while it is hidden under another or before it is first laid out:
    // Qt 6.4's layouts crash on the items a Repeater replaced then.
    function openLookBack(seat) {
        if (stack.depth > 1 && stack.get(stack.depth - 2) instanceof LookBackView) {
            stack.pop(StackView.Immediate)
        } else if (stack.currentItem instanceof ReplayView) {
            window.lookBackInsteadOfReplay = true
            stack.replace(stack.currentItem, lookBackScreen, {}, StackView.Immediate)
        } else {
            stack.push(lookBackScreen)
        }
        Desktop.replay.lookBack.start(seat)
    }
    // The look back took the replay's place: Back brings the replay again.
    property bool lookBackInsteadOfReplay: false
    // The replay over the screen that opened it (the score pad, Continue): Back returns there.
    function openReplay() {
        stack.push(replayScreen)
    }
    // The replay at a decision the look back chose, over the look back (Back returns to it).
    function openReplayAtDecision(decision) {
        Desktop.replay.lookBack.openDecision(decision)
        stack.push(replayScreen)
    }

    StackView {
        id: stack
        anchors.fill: parent
        focus: true
        initialItem: Desktop.autoplay || Desktop.startScreen === "game" ? gameScreen : (Desktop.startScreen === "newgame" ? newGame
                     : Desktop.startScreen === "settings" ? settings
                     : Desktop.startScreen === "rules" ? rules
                     : Desktop.startScreen === "lobby" ? lobbyScreen
                     : Desktop.startScreen === "replay" ? replayScreen : menu)
    }

    Component {
        id: menu
        MenuView {
            onNewGameRequested: window.show("newgame")
            onLessonRequested: {
                window.local.startLesson()
                window.show("game")
            }
            onContinueRequested: window.show("continue")
            onHostRequested: window.show("host")
            onJoinRequested: window.show("join")
            onOnlineRequested: window.show("online")
            onRulesRequested: window.openRules("")
            onSettingsRequested: stack.push(settings)
            onHostedGameRequested: {
                Desktop.network.returnToGame()
                window.showNetworkGame()
            }
        }
    }
    Component {
        id: newGame
        NewGameView {
            onBack: window.show("menu")
            onStarted: (seats, shrine, startingPlayer) => {
                window.local.start(seats, shrine, startingPlayer)
                window.show("game")
            }
        }
    }
    Component {
        id: gameScreen
        GameView {
            table: window.table
            onMenuRequested: { window.table.leave(); window.show("menu") }
            onStepAwayRequested: { window.table.stepAway(); window.show("menu") }
            onRulesRequested: section => window.openRules(section)
        }
    }
    Component {
        id: endScreen
        EndView {
            game: window.table.game
            rematchOffered: window.table.rematchOffered
            replayOffered: window.table.replayOffered
            onRematchRequested: {
                window.table.rematch()
                // A LAN rematch gathers in the lobby first (its state change shows it).
                if (window.table === window.local)
                    window.show("game")
            }
            onReplayRequested: { if (Desktop.replay.openTable(window.table)) window.openReplay() }
            onLookBackRequested: { if (Desktop.replay.openTable(window.table)) window.openLookBack(window.table.game.viewer) }
            onMenuRequested: { window.table.leave(); window.show("menu") }
        }
    }
    Component {
        id: replayScreen
        ReplayView {
            replay: Desktop.replay
            onLookBackRequested: window.openLookBack(Desktop.replay.seat)
            onBack: {
                if (stack.depth > 1) {
                    stack.pop()
                } else {
                    window.local.leave(); Desktop.network.leave(); window.show("menu")
                }
            }
        }
    }
    Component {
        id: lookBackScreen
        LookBackView {
            replay: Desktop.replay
            onReplayRequested: decision => window.openReplayAtDecision(decision)
            onBack: {
                if (window.lookBackInsteadOfReplay) {
                    window.lookBackInsteadOfReplay = false
                    stack.replace(stack.currentItem, replayScreen, {}, StackView.Immediate)
                } else if (stack.depth > 1) {
                    stack.pop()
                } else {
                    window.show("replay")
                }
            }
        }
    }
    Component {
        id: hostScreen
        HostView {
            network: Desktop.network
            onBack: window.show("menu")
            onHosted: window.show("lobby")
        }
    }
    Component {
        id: joinScreen
        JoinView {
            network: Desktop.network
            onBack: window.show("menu")
            onJoined: window.show("lobby")
        }
    }
    Component {
        id: onlineScreen
        OnlineView {
            network: Desktop.network
            onBack: window.show("menu")
            onEntered: window.show("lobby")
        }
    }
    Component {
        id: continueScreen
        ContinueView {
            saves: Desktop.saves
            local: window.local
            network: Desktop.network
            onBack: window.show("menu")
            onLocalResumed: window.show("game")
            onReplayRequested: path => { if (Desktop.replay.open(path)) window.openReplay() }
            onNetworkResumed: window.showNetworkGame()
        }
    }
    Component {
        id: lobbyScreen
        LobbyView { network: Desktop.network; onBack: window.show("menu"); onBackOnline: window.show("online") }
    }
    Component {
        id: settings
        SettingsView { onBack: stack.depth > 1 ? stack.pop() : window.show("menu") }
    }
    Component {
        id: rules
        RulesView { onBack: stack.depth > 1 ? stack.pop() : window.show("menu") }
    }

    // An invitation's link opened (a click in a chat program, here or in a later start): its
    // table's lobby, in front.
    Connections {
        target: Desktop
        function onInvitationOpened() {
            window.show("lobby")
            window.raise()
            window.requestActivate()
        }
    }
    // A LAN game moves from the lobby to the game when the host starts it.
    Connections {
        target: Desktop.network
        function onStateChanged() {
            if (Desktop.network.state === NetworkGame.Playing && stack.currentItem instanceof LobbyView)
                window.showTable("game", Desktop.network)
            // A rematch: everyone back to the lobby, the same seats (from the score pad, or the
            // replay or look back over it).
            if (Desktop.network.state === NetworkGame.Lobby && stack.find(item => item instanceof EndView) !== null)
                window.show("lobby")
        }
    }
    // A game hosted in the background goes on without this screen.
    Connections {
        target: Desktop.network.game
        function onGameEnded() { if (!Desktop.network.inBackground) window.showTable("end", Desktop.network) }
        function onTurnBegan() { if (!window.active && !Desktop.network.inBackground) window.alert(0) }
    }
    Connections {
        target: window.local.game
        function onGameEnded() { window.show("end") }
        function onTurnBegan() { if (!window.active) window.alert(0) }
    }
}
