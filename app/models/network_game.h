// A game over the LAN, from this app: hosting one (the host runs in its own process, the same
// cityofrome-server a headless host uses, and this app joins it like every guest), joining
// one (found on the LAN or by address), its lobby and chat, then the game screen fed by the
// remote view. A lost connection is rejoined by itself with the seat token.
#pragma once

#include "app/models/chat_model.h"
#include "app/models/game_model.h"
#include "app/models/game_table.h"
#include "app/models/games_model.h"
#include "app/models/lobby_model.h"
#include "net/bot_client.h"
#include "net/client_session.h"
#include "net/saved_game.h"

#include <QHostAddress>
#include <QObject>
#include <QProcess>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace cor::app {

// The base named in full: Qt 6.4's type registrar finds it only so (a QML base type).
class NetworkGame : public cor::app::GameTable {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the network game comes from Desktop")
    Q_PROPERTY(cor::app::LobbyModel* lobby READ lobby CONSTANT)
    Q_PROPERTY(cor::app::GamesModel* games READ games CONSTANT)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)
    // Why the host refused this app's last request in the lobby (a colour another player has, a
    // name too long...); "" once another is made.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)
    Q_PROPERTY(bool admin READ admin NOTIFY stateChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY lobbyChanged)
    Q_PROPERTY(bool canStart READ canStart NOTIFY lobbyChanged)
    // The host lets players ask their apps for hints.
    // The game's terms as the lobby says them: the Shrine, the time per move, the hints.
    Q_PROPERTY(QString terms READ terms NOTIFY lobbyChanged)
    // This app hosts the game that just ended: it may ask for a rematch.
    Q_PROPERTY(bool canRematch READ canRematch NOTIFY stateChanged)
    // This app hosts the game (it started its server, or found it running).
    Q_PROPERTY(bool hosting READ hosting NOTIFY stateChanged)
    // The host stepped away from the table: its server runs on, a bot plays its seat.
    Q_PROPERTY(bool inBackground READ inBackground NOTIFY stateChanged)
    // The game is over and its host sent the whole of it: it can be watched again.
    Q_PROPERTY(bool hasReplay READ hasReplay NOTIFY stateChanged)
    // Where guests reach this host: "port 5123" (the addresses are the machine's).
    Q_PROPERTY(int hostPort READ hostPort NOTIFY stateChanged)
    // At an online table (issue 29): its server ("host:port") and its invite code, to pass on.
    Q_PROPERTY(bool online READ online NOTIFY stateChanged)
    Q_PROPERTY(QString server READ server NOTIFY stateChanged)
    Q_PROPERTY(QString tableCode READ tableCode NOTIFY stateChanged)
    // The table's invitation to pass on: a sentence around its cityofrome:// link (the server,
    // the code, the certificate's fingerprint), which the friends' apps read whole.
    Q_PROPERTY(QString invitation READ invitation NOTIFY stateChanged)
    // The server's certificate was not made by an authority this machine trusts: its fingerprint,
    // for the player to trust (trustServer) or not; and whether it differs from the one trusted.
    Q_PROPERTY(QString untrustedFingerprint READ untrustedFingerprint NOTIFY stateChanged)
    Q_PROPERTY(bool certificateChanged READ certificateChanged NOTIFY stateChanged)
    // The table servers this app used, newest first ("host:port").
    Q_PROPERTY(QStringList knownServers READ knownServers NOTIFY stateChanged)

  public:
    // Starting: the host process is starting (before this app connects to it).
    enum class State { Idle, Starting, Connecting, Lobby, Playing, Reconnecting, Over, Failed };
    Q_ENUM(State)

    explicit NetworkGame(QObject* parent = nullptr);
    ~NetworkGame() override;

    LobbyModel* lobby() { return &lobby_; }
    GamesModel* games() { return &games_; }
    // The table's talk (the game's log has it too, among the moves).
    ChatModel* chat() override { return &chat_; }
    State state() const;
    QString error() const { return error_; }
    QString notice() const { return notice_; }
    bool admin() const { return session_ != nullptr && session_->admin(); }
    QString gameName() const;
    bool canStart() const;
    QString terms() const;
    bool canRematch() const;
    bool hosting() const { return hosting_; }
    bool inBackground() const { return background_; }
    bool hostEnded() const override {
        return session_ != nullptr && session_->lastError() == wire::ERROR_HOST_ENDED;
    }
    bool hasReplay() const { return session_ != nullptr && session_->record().has_value(); }
    int hostPort() const { return hostPort_; }
    bool online() const { return online_.has_value(); }
    QString server() const { return online_ ? online_->server : QString(); }
    QString tableCode() const { return online_ ? online_->code : QString(); }
    QString invitation() const;
    QString untrustedFingerprint() const;
    bool certificateChanged() const;
    QStringList knownServers() const;
    // The server speaks TLS, as this app last knew it (the default for one it never used).
    Q_INVOKABLE bool serverIsSecure(const QString& server) const;
    // The table the player made last, to offer again: players, bots (each one's level key),
    // shrine, moveMinutes.
    Q_INVOKABLE QVariantMap lastTableChoice() const;
    // The code the player last joined with as typed: a wrong one, to correct.
    Q_INVOKABLE QString lastJoinCode() const { return lastCode_; }
    net::ClientSession* session() { return session_.get(); }
    // The game just ended as its host sent it, with the lobby's seats (no tokens): for its replay.
    std::optional<net::SavedGame> playedGame() const override;
    // The table (a game that saves only on its host: saveProblem is this app's when it hosts).
    Link link() const override;
    QString linkError() const override { return error_; }
    bool chatOffered() const override { return true; }
    bool stepAwayOffered() const override { return hosting_; }
    bool standInOffered() const override { return admin(); }
    bool rematchOffered() const override { return canRematch(); }
    bool replayOffered() const override { return hasReplay(); }
    QString leaveMeaning() const override;
    // Where the game this app hosts is saved; "" for a guest.
    const QString& savePath() const { return savePath_; }

    // Where the host listens and announces (tests: loopback and their own discovery port).
    void setHostAddress(const QHostAddress& address) { hostAddress_ = address; }
    void setDiscoveryPort(quint16 port) { discoveryPort_ = port; }
    void setServerProgram(const QString& path) { serverProgram_ = path; }
    // A bot plays this app's seat (--autoplay on the LAN): no assisted play, no pacing.
    void setAutopilot(const std::string& bot, std::uint64_t seed);

    // `hints`: players may ask their apps for hints.
    Q_INVOKABLE void host(const QString& gameName, int players, bool shrine, bool hints = false);
    // Hosts the game saved at `path` again; this app's player takes back their seat and the
    // guests rejoin theirs.
    Q_INVOKABLE void resumeHosted(const QString& path);
    // Joins the game at address:port; a seat this app held there before is taken back.
    Q_INVOKABLE void join(const QString& address, int port);
    Q_INVOKABLE void browse(bool on);
    // Makes a table at the table server `server` ("host:port"; `secure`: TLS) and takes its
    // first seat: `bots` are the last seats' levels, `moveMinutes` the time per move (0 none),
    // `name` what the friends call it ("" the default: "Anna's table").
    Q_INVOKABLE void createTable(const QString& server, bool secure, int players,
                                 const QStringList& bots, bool shrine, int moveMinutes,
                                 const QString& name = {});
    // The name a new table has unless its owner gives another: "Anna's table".
    Q_INVOKABLE QString defaultTableName() const;
    // Joins the table of `code` there; a seat this app holds at it is taken back.
    Q_INVOKABLE void joinTable(const QString& server, bool secure, const QString& code);
    // Joins the table of the invitation `text` holds (its link): its server, code and
    // certificate, which is trusted without a question, and no other; false when it holds none.
    Q_INVOKABLE bool joinInvitation(const QString& text);
    // Trusts the certificate the server showed, from now on, and connects again.
    Q_INVOKABLE void trustServer();
    // Done with this game: a guest's seat in a lobby is freed (in a game it stays theirs, for
    // Continue); a host stops hosting (the game is saved, every guest told).
    void leave() override;
    // The host steps away from the table: a bot plays its seat, the others play on; the menu
    // offers the way back.
    void stepAway() override;
    Q_INVOKABLE void returnToGame();

    Q_INVOKABLE void takeSeat(int seat);
    Q_INVOKABLE void setReady(bool ready);
    Q_INVOKABLE void setColour(int colour);
    // This app's player is called `name` at this table (lobby only).
    Q_INVOKABLE void rename(const QString& name);
    Q_INVOKABLE void makeBot(int seat, const QString& level);
    Q_INVOKABLE void openSeat(int seat);
    void standIn(int seat, const QString& level) override;
    void handBack(int seat) override;
    Q_INVOKABLE void start();
    // The same seats again, a new deal: everyone goes back to the lobby.
    void rematch() override;
    void sendChat(const QString& text) override;

  signals:
    void stateChanged();
    void lobbyChanged();
    void noticeChanged();

  private:
    struct OnlineTarget {
        QString server;
        bool secure = true;
        QString code; // "" until the server made the table
        std::optional<net::TableSettings> newTable;
        QString invitedFingerprint; // the certificate's, from the invitation: it must be this one
    };
    // network_game_online.cpp
    void goOnline(OnlineTarget target);
    // Why a certificate that is not the one expected was refused, in the player's words.
    QString certificateRefusal() const;
    void rememberTableSeat();

    // Runs the host process with these arguments, on `port` (0: any free port).
    void startServer(const QStringList& hostArgs, int port);
    // A whole line the host process said on stderr.
    void onServerLine(const QString& line);
    void setNotice(const QString& notice);
    void connectTo(const QString& address, quint16 port, bool asHost);
    // Keeps the seat this app holds, to come back to it after a restart.
    void rememberSeat();
    // A guest's game ended: its seat token stays (a rematch takes it back) and the game is saved
    // for its replay.
    void keepPlayedGame();
    void onLobby();
    void fail(const QString& why);

    std::unique_ptr<QProcess> server_;
    QByteArray serverOutput_; // what the server said on stderr since its last whole line
    QString serverLastWord_;  // its last line, for when it stops
    std::unique_ptr<net::ClientSession> session_;
    std::unique_ptr<net::BotClient> autopilot_;
    std::string autopilotBot_;
    std::uint64_t autopilotSeed_ = 0;
    LobbyModel lobby_;
    GamesModel games_;
    ChatModel chat_;
    QString error_;
    QString notice_;
    bool starting_ = false;
    bool hosting_ = false;
    bool background_ = false;
    int hostPort_ = 0;
    QHostAddress hostAddress_ = QHostAddress::Any;
    quint16 discoveryPort_ = 0; // 0: the discovery port
    QString serverProgram_;
    QString savePath_; // the hosted game's save
    // The seat to take back (hosting: the owner's, whose token is also the admin's).
    std::optional<net::SeatToken> token_;
    QString address_; // where a guest joined
    std::optional<OnlineTarget> online_;
    QString lastCode_; // as the player last typed it, to correct
    quint16 port_ = 0;
};

} // namespace cor::app
