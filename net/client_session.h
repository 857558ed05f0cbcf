// One client's side of a hosted game, for the desktop app and `cityofrome-cli play`: connects
// (TCP, or an in-process link), says hello, holds the lobby, its seat and token, the latest
// view with its events and legal actions, sends actions, reports rejects, and after a lost
// connection rejoins its seat with its token by itself.
#pragma once

#include "engine/action.h"
#include "engine/events.h"
#include "engine/record.h"
#include "engine/scoring.h"
#include "engine/view.h"
#include "net/connection.h"
#include "net/history.h"
#include "net/seats.h"
#include "net/table_settings.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

class QTcpSocket;
class QSslCertificate;
class QSslError;

namespace cor::net {

struct ClientOptions {
    std::string name;
    int colour = -1; // the colour asked for (0..3), -1 none
    std::string appVersion;
    int wantSeat = -2; // 0..3, -1 any open seat, -2 none (watch, or choose in the lobby)
    std::optional<SeatToken> token;      // rejoin this seat
    std::optional<SeatToken> adminToken; // the host's owner
    int reconnectDelayMs = 1000;
    int reconnectForMs = 60'000; // then give up
    int idleTimeoutMs = 30'000;  // a host silent this long is gone (it pings every 5 s)
    // An online table server: the table of this code (as typed), or, with none, a new table
    // made with `newTable`, whose code tableOpened() then tells.
    std::string tableCode;
    std::optional<TableSettings> newTable;
    // TLS: the server's certificate is trusted when an authority of this machine's signed it,
    // or when its SHA-256 fingerprint is this one (a self-signed certificate the player chose to
    // trust; net/tls_trust.h).
    bool tls = false;
    QString trustedFingerprint;
    // The certificate must be the one of trustedFingerprint even when an authority signed it: the
    // fingerprint came in the table's invitation, from the owner who saw it.
    bool requireFingerprint = false;
};

struct LobbySeatInfo {
    SeatKind kind = SeatKind::Open;
    std::string name;
    int colour = 0;
    std::string bot;
    bool ready = false;
    bool connected = false;
    bool you = false;
    std::string standIn;
    int hints = 0;
};

struct LobbyInfo {
    std::string gameName;
    int players = 0;
    bool shrine = false;
    bool hints = false;  // the host allows hints
    int moveSeconds = 0; // the time per move, 0: none
    bool started = false;
    bool over = false;
    int spectators = 0;
    std::vector<LobbySeatInfo> seats;
};

// Why the host refused an action (wire::RejectReason), and the engine's error code with it.
struct Rejection {
    int reason = 0;
    std::string ruleError;
};

class ClientSession : public QObject {
    Q_OBJECT
  public:
    enum class State { Idle, Connecting, Joined, Reconnecting, Closed, Failed };
    Q_ENUM(State)

    explicit ClientSession(ClientOptions options, QObject* parent = nullptr);
    ~ClientSession() override;

    void connectTo(const QString& host, quint16 port);
    // An in-process link to a host (no reconnecting); the session owns it.
    void attach(Connection* connection);
    void disconnectFromHost();

    State state() const { return state_; }
    bool admin() const { return admin_; }
    int seat() const { return seat_; }
    const std::optional<SeatToken>& token() const { return options_.token; }
    const LobbyInfo& lobby() const { return lobby_; }
    const std::optional<PlayerView>& view() const { return view_; }
    const EventLog& events() const { return events_; } // of the last view update
    // Who made the move the last view update's events follow from.
    Actor by() const { return by_; }
    const std::vector<Action>& legal() const { return legal_; }
    int undoable() const { return undoable_; }
    // When the time per move of the decision now runs out (a bot then takes it); none without a
    // time per move, or once a bot decides.
    const std::optional<std::chrono::steady_clock::time_point>& moveDue() const { return moveDue_; }
    // Bytes over every connection of this session so far, frame headers included.
    std::uint64_t bytesReceived() const;
    std::uint64_t bytesSent() const;
    bool gameOver() const { return !scores_.empty(); }
    const std::vector<ScoreSheet>& scores() const { return scores_; }
    unsigned winners() const { return winners_; }
    // The whole game, from the host once it is over (for its replay).
    const std::optional<GameRecord>& record() const { return record_; }
    // Who made each of its moves, with it.
    const std::vector<Actor>& actors() const { return actors_; }
    // What this seat missed, from the host on a (re)join: the game's events as the seat could
    // see them, and the chat.
    const History& history() const { return history_; }
    // The last refusal: the reason the host gave (wire::ErrorCode), its message, fatal or not.
    int lastError() const { return lastError_; }
    // The host refused the hello (another protocol version, a wrong token, the game full).
    bool handshakeRefused() const { return handshakeRefused_; }
    const QString& lastErrorMessage() const { return lastErrorMessage_; }
    // The table's code, once known (given, or made).
    const std::string& tableCode() const { return options_.tableCode; }
    // Why a TLS connection was not made: the fingerprint of a certificate no authority signed
    // (to show the player, who may trust it), and whether it differs from the trusted one.
    const QString& untrustedFingerprint() const { return untrustedFingerprint_; }
    bool certificateChanged() const { return certificateChanged_; }
    // The fingerprint of the certificate of the TLS connection made ("" without TLS), for the
    // invitation that passes the table on.
    const QString& serverFingerprint() const { return serverFingerprint_; }

    void takeSeat(int seat);
    void leaveSeat();
    void setReady(bool ready);
    void setColour(int colour);
    void rename(const std::string& name);
    void sendChat(const QString& text);
    // The admin's controls.
    void start();
    // After the end: the same seats again (the host's owner).
    void rematch();
    // The host's owner stops hosting (the game is saved, everyone told); sent at once.
    void stopHost();
    // The seat's player leaves a game under way on purpose (the seat stays theirs); sent at
    // once, before the connection closes.
    void stepAway();
    // The seat's player asked their app for a hint: the host counts it with the seat.
    void hintAsked();
    void makeBot(int seat, const std::string& bot);
    void openSeat(int seat);
    void standIn(int seat, const std::string& bot);
    void handBack(int seat);
    // In the view last received; `assisted`: assisted play took the decision.
    void submit(const Action& action, bool assisted = false);
    void undo();

  signals:
    void stateChanged(cor::net::ClientSession::State state);
    void welcomed();
    void seated(int seat);
    void lobbyChanged();
    void viewChanged();
    void rejected(const cor::net::Rejection& rejection);
    void gameEnded();
    // The finished game's seats are back in the lobby for a rematch.
    void rematched();
    void chatReceived(int seat, const QString& name, const QString& text);
    // history() holds what the host sent on joining (before the seat's first view).
    void historyReceived();
    // What happened at the table: a person dropped or is back, a bot stands in or stops.
    void noteReceived(int seat, cor::net::NoteKind kind);
    void errorReceived(int code, const QString& message, bool fatal);
    // The table server made the table asked for: its code, to pass on.
    void tableOpened(const QString& code);

  private:
    void useConnection(Connection* connection);
    void onReceived(const wire::Envelope& message);
    void onViewUpdate(const wire::ViewUpdate& update);
    void onHistory(const wire::History& history);
    void onClosed();
    void send(const wire::Envelope& message);
    void sendHello();
    // The first words on a new connection: to a table server's door, then the hello.
    void greet();
    // Whether a TLS peer's certificate may be trusted despite `errors`; says why not when not.
    bool trustCertificate(const QSslCertificate& certificate, const QList<QSslError>& errors);
    // Once encrypted: the certificate is the invitation's, where it must be.
    bool acceptCertificate(const QSslCertificate& certificate);
    void refuseChangedCertificate(const QString& fingerprint);
    void setState(State state);
    void scheduleReconnect();
    void checkIdle();

    ClientOptions options_;
    State state_ = State::Idle;
    QPointer<Connection> connection_;
    QPointer<QTcpSocket> dialing_; // the connection being made, until it is made or fails
    QString host_;
    quint16 port_ = 0;
    bool leaving_ = false; // we closed it on purpose
    bool refused_ = false; // the host said a fatal error: do not come back
    bool handshakeRefused_ = false;
    bool admin_ = false;
    int seat_ = -1;
    LobbyInfo lobby_;
    std::optional<PlayerView> view_;
    EventLog events_;
    Actor by_ = Actor::Person;
    std::vector<Action> legal_;
    int undoable_ = 0;
    std::optional<GameRecord> record_;
    std::vector<Actor> actors_;
    History history_;
    std::vector<ScoreSheet> scores_;
    unsigned winners_ = 0;
    int lastError_ = 0;
    QString lastErrorMessage_;
    QString untrustedFingerprint_;
    std::optional<std::chrono::steady_clock::time_point> moveDue_;
    bool certificateChanged_ = false;
    QString serverFingerprint_;
    QTimer reconnectTimer_;
    QElapsedTimer reconnectingFor_;
    QTimer idleTimer_;
    QElapsedTimer lastHeard_;
    std::uint64_t bytesReceivedBefore_ = 0; // by the connections before this one
    std::uint64_t bytesSentBefore_ = 0;
};

} // namespace cor::net
