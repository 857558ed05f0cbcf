// The authoritative host of one game: the lobby (seats, names, colours, ready flags, chat),
// then the game itself on an engine Table. Every peer is a Connection (TCP or in-process) and
// receives only its own view; every message from a peer is checked before it touches the game
// (handshake, credentials, seat, turn, state id, legality). Bots think on a worker thread.
#pragma once

#include "engine/table.h"
#include "net/bot_runner.h"
#include "net/connection.h"
#include "net/history.h"
#include "net/saved_game.h"
#include "net/seats.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cor::net {

// A game's name as its host announces it: 1 to this many characters.
inline constexpr int kMaxGameNameLength = 40;

struct HostLimits {
    int maxConnections = 32;
    int maxNameLength = 24;
    int maxChatLength = 200;
    int chatBurst = 5;         // lines per chat window; more are refused
    int chatWindowMs = 10'000; // four times the burst in a window: the peer is dropped
    int handshakeTimeoutMs = 10'000;
    int pingIntervalMs = 5'000;
    int idleTimeoutMs = 30'000; // a peer silent this long (no pong either) is dropped
};

struct HostConfig {
    std::string gameName = "City of Rome";
    int players = 4;
    bool shrine = false;
    bool hints = false;                // players may ask their apps for hints (the lobby says so)
    std::optional<std::uint64_t> seed; // none: from the system's generator
    std::vector<std::string> bots;     // bot names of the last seats
    std::vector<Seat> seats;           // or every seat as it starts (e.g. a local game's)
    int startingPlayer = -1;           // the seat that starts; -1: drawn from the seed
    std::string appVersion;
    std::optional<SeatToken> adminToken; // a peer presenting it may configure and start
    // The seats' tokens and the admin token are kept as their digests (tokenDigest): in the
    // seats, the saves and adminToken above. Presented tokens are checked against them.
    bool keepDigests = false;
    bool autoStart = false; // start once every seat is taken and ready
    QString savePath;       // written after every action when not empty
    SaveDurability saveDurability = SaveDurability::Synced;
    int standInAfterMs = -1; // a dropped person's seat goes to a bot; -1: never
    // A person who has not decided this long after their decision came has the stand-in bot
    // take that one decision for them, whether they are connected or away (a table whose
    // players are all away goes on at one decision a time per move, never to its end at once).
    // -1: no time per move.
    int moveTimeMs = -1;
    // After resume(), the first decision's time runs at least this long: the players' apps
    // rejoin a restarted host before any bot decides for them.
    int resumeGraceMs = 0;
    // After the end the owner may ask for a rematch: the same seats, a new deal, saved to
    // nextSavePath(savePath).
    bool rematch = false;
    std::string standInBot = "normal";
    // Where bots decide: a worker thread of the host's own; the host's thread (the fuzzer: the
    // game goes on as with a worker); or the process's pool that many hosts share.
    BotRunner::Where botsThink = BotRunner::Where::WorkerThread;
    // Tests: runs where the host's bots think, before each decision (BotRunner).
    std::function<void()> beforeBotDecides;
    HostLimits limits;
};

class Host : public QObject {
    Q_OBJECT
  public:
    explicit Host(HostConfig config, QObject* parent = nullptr);
    ~Host() override;

    // Continues a saved game: its seats, tokens and actions (before any peer connects). Throws
    // cor::SaveError when the record does not replay.
    // decisionSpentMs: how long the decision to make had run when the game stopped; the time
    // per move counts on from there.
    void resume(const SavedGame& saved, int decisionSpentMs = 0);

    // The host owns the connection from now on.
    void addConnection(Connection* connection);

    // With autoStart: starts when every seat is taken and ready (a game of bots at once).
    void startIfReady();
    // The person at `seat` asked their app for a hint: counted with the seat and saved.
    void countHint(int seat);
    // Closes every connection after what was sent to it; allClosed() follows.
    void closeAll();
    // The owner stops hosting: the game is saved, every peer is told (ERROR_HOST_ENDED) and
    // every connection closes; stopped(), then allClosed() follow.
    void stop();
    // The seat of the host's owner: the person whose seat token is the admin token; -1: none.
    int ownerSeat() const;

    bool started() const { return table_.has_value(); }
    bool over() const { return table_ && table_->over(); }
    const Table* table() const { return table_ ? &*table_ : nullptr; }
    const std::vector<Seat>& seats() const { return seats_; }
    // The table talk kept for whoever joins later or comes back, oldest first.
    const std::vector<ChatLine>& chat() const { return chat_; }
    int openSeats() const;
    // Someone is there to play `seat`: a bot, or a person whose client is connected.
    bool lobbyConnected(int seat) const;
    int connectionCount() const { return static_cast<int>(peers_.size()); }
    const HostConfig& config() const { return config_; }

    // Called with the time from a peer's action arriving to every view written (benchmarks).
    void setLatencyProbe(std::function<void(std::chrono::nanoseconds)> probe) {
        latencyProbe_ = std::move(probe);
    }

  signals:
    void lobbyChanged();
    void gameStarted();
    void stateChanged();
    // The end was sent to every peer.
    void gameOver();
    // The owner asked for a rematch: the lobby again, the same seats.
    void rematched();
    // Saving failed (the game goes on in memory; the host tries again after every action).
    // Said once when it starts failing, and saveRecovered() once when a save works again.
    void saveFailed(const QString& why);
    void saveRecovered();
    void stopped();
    void allClosed();

  private:
    struct Peer {
        Connection* connection = nullptr;
        bool welcomed = false;
        bool admin = false;
        int seat = -1;
        std::string name;
        int colour = -1;                // the colour the player asked for, -1 none
        std::optional<SeatToken> token; // the seat's token as the peer holds it
        bool steppedAway = false; // said it leaves on purpose: its close is no lost connection
        std::deque<std::chrono::steady_clock::time_point> chatTimes;
        QElapsedTimer lastHeard;
        QTimer* handshakeTimer = nullptr;
    };

    // host.cpp: connections, handshake, dispatch
    void onReceived(Peer& peer, const wire::Envelope& message);
    void onHello(Peer& peer, const wire::Hello& hello);
    void onChat(Peer& peer, const wire::ChatSend& chat);
    void drop(Peer& peer, wire::ErrorCode code, const std::string& why);
    void sendError(Peer& peer, wire::ErrorCode code, const std::string& why, bool fatal = false);
    void onClosed(Connection* connection);
    void pingAll();
    Peer* peerOf(Connection* connection);
    // What the host keeps for a token a peer holds: the token, or its digest.
    SeatToken kept(const SeatToken& token) const;

    // host_lobby.cpp: seats and the lobby message
    void onSeatRequest(Peer& peer, const wire::SeatRequest& request);
    void onReady(Peer& peer, bool ready);
    void onStart(Peer& peer);
    void onRematch(Peer& peer);
    void seatPeer(Peer& peer, int seat);
    void unseatPeer(Peer& peer);
    void broadcastLobby();
    void fillLobby(const Peer& peer, wire::Lobby& lobby) const;
    bool readyToStart() const;
    // `seat` takes `colour` (0..3) unless a player has it; an open or bot seat that has it
    // takes the seat's colour in exchange. False: refused.
    bool takeColour(int seat, int colour);
    void startGame();
    // `noted`: the table's record says so (not when a continued game waits for its people).
    // `noted`: the table's record says so, as `kind` (a lost connection, or a player who left).
    void peerLeftSeat(int seat, bool noted = true, NoteKind kind = NoteKind::Dropped);
    void standIn(int seat, const std::string& bot);
    // What happened at the table, told to everyone and saved.
    void note(int seat, NoteKind kind);
    // The notes say that the seat's person dropped and is not back yet.
    bool absent(int seat) const;

    // host_game.cpp: actions, views, bots, saving
    void onAction(Peer& peer, const wire::ActionRequest& request);
    void onUndo(Peer& peer, const wire::UndoRequest& request);
    void reject(Peer& peer, wire::RejectReason reason, std::string_view ruleError = {});
    void afterChange(const EventLog& events, std::chrono::steady_clock::time_point since);
    void sendView(Peer& peer, const EventLog* events);
    void fillView(const Peer& peer, const EventLog* events, wire::ViewUpdate& update) const;
    void sendGameOver(Peer& peer);
    // The game so far and the chat, as the peer's seat may read them (a (re)join).
    void sendHistory(Peer& peer);
    void askBot();
    void onBotDecided(int seat, quint32 stateId, const Action& action);
    bool botPlays(int seat) const;
    // The time per move starts for the decision now due, unless it runs for it already.
    void armMoveTimer();
    // What is left of the time per move for the decision now; 0: no clock runs.
    std::uint32_t moveMsLeft() const;
    void onMoveTimeUp();
    std::string botOf(int seat) const;
    void save();

    HostConfig config_;
    std::uint64_t seed_ = 0;
    std::vector<Seat> seats_;
    std::vector<ChatLine> chat_;   // the newest kMaxChatLines
    std::vector<Actor> actors_;    // who made each move of the record
    Actor lastBy_ = Actor::Person; // who made the last change
    std::vector<TableNote> notes_;
    std::optional<Table> table_;
    std::vector<std::unique_ptr<Peer>> peers_;
    BotRunner bots_;
    std::optional<std::uint32_t> botAskedFor_; // the state id a bot last thought about
    bool botThinking_ = false;
    bool saveFailing_ = false;
    std::vector<QTimer*> standInTimers_;
    QTimer moveTimer_;
    std::uint32_t moveTimedFor_ = 0; // the state whose decision the time per move is for
    int resumedDecisionSpentMs_ = 0; // the first decision's after resume(), then 0
    int resumeGraceLeftMs_ = 0;      // the grace of resume(), for its first decision
    int timedOutSeat_ = -1;          // its person ran out of time: the bot decides this once
    QTimer pingTimer_;
    bool closing_ = false;
    std::function<void(std::chrono::nanoseconds)> latencyProbe_;
};

} // namespace cor::net
