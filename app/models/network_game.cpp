#include "app/models/network_game.h"

#include "app/models/game_memory.h"
#include "app/models/online_tables.h"
#include "app/models/reasons.h"
#include "app/models/seat_names.h"
#include "app/models/server_lines.h"
#include "app/models/settings.h"
#include "engine/json/save_file.h"
#include "net/save_lock.h"
#include "net/saved_game.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace cor::app {

NetworkGame::NetworkGame(QObject* parent) : GameTable(parent) {
    serverProgram_ = QCoreApplication::applicationDirPath() + QStringLiteral("/cityofrome-server");
    game_.hints()->setAllowed(false); // until the host's lobby allows them
    // What the table is and offers moves with the game's state.
    connect(this, &NetworkGame::stateChanged, this, &GameTable::linkChanged);
    connect(this, &NetworkGame::stateChanged, this, &GameTable::offersChanged);
    // Counted with the seat by the host: everyone's score pad shows them, a rejoin keeps them.
    connect(game_.hints(), &HintRequest::asked, this, [this] {
        if (session_ != nullptr) {
            session_->hintAsked();
        }
    });
}

NetworkGame::~NetworkGame() {
    leave();
}

NetworkGame::State NetworkGame::state() const {
    if (starting_) {
        return State::Starting;
    }
    if (session_ == nullptr) {
        return error_.isEmpty() ? State::Idle : State::Failed;
    }
    const net::LobbyInfo& lobby = session_->lobby();
    switch (session_->state()) {
    case net::ClientSession::State::Idle:
    case net::ClientSession::State::Connecting:
        return State::Connecting;
    case net::ClientSession::State::Joined:
        return lobby.over || session_->gameOver() ? State::Over
               : lobby.started                    ? State::Playing
                                                  : State::Lobby;
    case net::ClientSession::State::Reconnecting:
        return State::Reconnecting;
    case net::ClientSession::State::Closed:
        return session_->gameOver() ? State::Over : State::Failed;
    case net::ClientSession::State::Failed:
        break;
    }
    return State::Failed;
}

GameTable::Link NetworkGame::link() const {
    switch (state()) {
    case State::Reconnecting:
        return Link::Reconnecting;
    case State::Failed:
        return Link::Lost;
    default:
        return Link::Live;
    }
}

QString NetworkGame::leaveMeaning() const {
    if (online_) {
        return tr("Your seat at this online table is kept: \"Continue\" in the main menu takes "
                  "you back, today or in a few days.");
    }
    return hosting_ ? tr("You host this game. Keep hosting: a bot plays your seat and the others "
                         "play on; the main menu takes you back. Stop hosting: the game is "
                         "saved, everyone is told, and it goes on when you host it again "
                         "(\"Continue\").")
                    : tr("Your seat is kept: \"Continue\" in the main menu takes you back to this "
                         "LAN game.");
}

QString NetworkGame::gameName() const {
    if (online_) {
        const QString named =
            session_ != nullptr ? QString::fromStdString(session_->lobby().gameName) : QString();
        //: An online table's name where its owner gave none: its invite code
        return !named.isEmpty() && named != online_->code ? named
                                                          : tr("Table %1").arg(online_->code);
    }
    return session_ != nullptr ? QString::fromStdString(session_->lobby().gameName) : QString();
}

bool NetworkGame::canStart() const {
    if (!admin() || session_->lobby().started) {
        return false;
    }
    const auto& seats = session_->lobby().seats;
    return !seats.empty() && std::all_of(seats.begin(), seats.end(), [](const auto& s) {
        return s.kind == net::SeatKind::Bot ||
               (s.kind == net::SeatKind::Person && s.ready && s.connected);
    });
}

void NetworkGame::setAutopilot(const std::string& bot, std::uint64_t seed) {
    autopilotBot_ = bot;
    autopilotSeed_ = seed;
}

bool NetworkGame::canRematch() const {
    return admin() && hosting_ && state() == State::Over;
}

void NetworkGame::stepAway() {
    if (!hosting_ || session_ == nullptr || background_) {
        return;
    }
    // A bot plays the owner's seat while they are away; the others play on.
    if (const int seat = session_->seat(); seat >= 0 && session_->lobby().started) {
        session_->standIn(seat, "normal");
    }
    game_.setAway(true);
    background_ = true;
    emit stateChanged();
}

void NetworkGame::returnToGame() {
    if (!background_) {
        return;
    }
    background_ = false;
    // In the lobby no bot played the seat (stepAway seats one only in a game).
    if (const int seat = session_ != nullptr ? session_->seat() : -1;
        seat >= 0 && session_->lobby().started) {
        session_->handBack(seat);
    }
    game_.setAway(false);
    emit stateChanged();
}

void NetworkGame::rematch() {
    if (canRematch()) {
        session_->rematch();
    }
}

void NetworkGame::host(const QString& gameName, int players, bool shrine, bool hints) {
    leave();
    savePath_ = newSavePath(QStringLiteral("hosted"));
    // The owner's seat is reserved before the game is announced; its token is the admin's.
    token_ = net::newSeatToken();
    QStringList args{QStringLiteral("--players"),       QString::number(players),
                     QStringLiteral("--name"),          gameName,
                     QStringLiteral("--save"),          savePath_,
                     QStringLiteral("--owner"),         Settings::instance()->playerName(),
                     QStringLiteral("--wait-for-start")};
    if (const int colour = Settings::instance()->playerColour(); colour >= 0) {
        args << QStringLiteral("--owner-colour") << QString::number(colour);
    }
    if (shrine) {
        args << QStringLiteral("--shrine");
    }
    if (hints) {
        args << QStringLiteral("--hints");
    }
    startServer(args, 0);
}

void NetworkGame::resumeHosted(const QString& path) {
    if (background_ && savePath_ == path) {
        returnToGame(); // the game this app hosts in the background: back to its seat
        return;
    }
    leave();
    const std::optional<HostedGame> before = hostedGame(path);
    try {
        const net::SavedGame saved = net::readSavedGame(path);
        if (const int seat = hostedSeat(saved, path); seat >= 0) {
            token_ = saved.seats[static_cast<std::size_t>(seat)].token;
        }
    } catch (const SaveError& e) {
        //: Continuing a saved game failed; %1 says why (in English).
        fail(tr("This game cannot be continued: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    savePath_ = path;
    hosting_ = true;
    // Its server may run still (this app stopped without stopping it): back to that one.
    if (const auto holder = net::SaveLock::holderOf(path); holder && holder->port > 0) {
        hostPort_ = holder->port;
        connectTo(QStringLiteral("127.0.0.1"), static_cast<quint16>(hostPort_), true);
        return;
    }
    // On its old port, the guests' apps find it again by themselves.
    startServer({QStringLiteral("--resume"), path}, before ? before->port : 0);
}

void NetworkGame::startServer(const QStringList& hostArgs, int port) {
    hosting_ = true;
    QStringList args = hostArgs;
    args << QStringLiteral("--rematch") << QStringLiteral("--port") << QString::number(port)
         << QStringLiteral("--bind") << hostAddress_.toString() << QStringLiteral("--log-level")
         << QStringLiteral("warn");
    if (discoveryPort_ != 0) {
        args << QStringLiteral("--announce-port") << QString::number(discoveryPort_);
    }
    server_ = std::make_unique<QProcess>();
    server_->setProgram(serverProgram_);
    server_->setArguments(args);
    // The owner's token (their seat's) through the environment, which only its user can read,
    // never on the command line, which every user of the machine can.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (token_) {
        environment.insert(QStringLiteral("CITYOFROME_ADMIN_TOKEN"),
                           QString::fromStdString(net::tokenToHex(*token_)));
    }
    server_->setProcessEnvironment(environment);
    // Whole lines: stderr may come in any pieces.
    connect(server_.get(), &QProcess::readyReadStandardError, this, [this] {
        serverOutput_ += server_->readAllStandardError();
        for (qsizetype end = serverOutput_.indexOf('\n'); end >= 0;
             end = serverOutput_.indexOf('\n')) {
            onServerLine(QString::fromUtf8(serverOutput_.left(end)));
            serverOutput_.remove(0, end + 1);
        }
    });
    connect(server_.get(), &QProcess::errorOccurred, this,
            [this] { fail(tr("The host could not be started: %1").arg(server_->errorString())); });
    connect(server_.get(), &QProcess::finished, this,
            [this, hostArgs, port](int exitCode, QProcess::ExitStatus status) {
                // A host that ends well has ended the game; its last words may still be on their
                // way.
                if (state() == State::Over ||
                    (!starting_ && exitCode == 0 && status == QProcess::NormalExit)) {
                    return;
                }
                if (starting_ && port != 0) { // the old port is taken: any port then
                    server_->disconnect(this);
                    server_.release()->deleteLater();
                    startServer(hostArgs, 0);
                    return;
                }
                const QString unfinished = QString::fromUtf8(serverOutput_).trimmed();
                const QString lastWord = unfinished.isEmpty() ? serverLastWord_ : unfinished;
                leave();
                fail(tr("The host stopped: %1").arg(lastWord));
            });
    serverOutput_.clear();
    serverLastWord_.clear();
    starting_ = true;
    error_.clear();
    emit stateChanged();
    server_->start();
}

void NetworkGame::onServerLine(const QString& line) {
    if (!line.trimmed().isEmpty()) {
        serverLastWord_ = line.trimmed();
    }
    const ServerLine said = readServerLine(line, savePath_);
    switch (said.kind) {
    case ServerLine::Kind::Listening:
        if (starting_) {
            starting_ = false;
            hostPort_ = said.port;
            connectTo(QStringLiteral("127.0.0.1"), static_cast<quint16>(hostPort_), true);
        }
        break;
    case ServerLine::Kind::SaveFailed:
        setSaveProblem(saveProblemText(said.why));
        break;
    case ServerLine::Kind::SaveRecovered:
        setSaveProblem({});
        break;
    case ServerLine::Kind::Other:
        break;
    }
}

void NetworkGame::setNotice(const QString& notice) {
    if (notice != notice_) {
        notice_ = notice;
        emit noticeChanged();
    }
}

void NetworkGame::join(const QString& address, int port) {
    leave();
    error_.clear();
    if (const auto before = joinedGame(address, port)) {
        token_ = before->token;
    }
    address_ = address;
    port_ = static_cast<quint16>(port);
    connectTo(address, static_cast<quint16>(port), false);
}

void NetworkGame::connectTo(const QString& address, quint16 port, bool asHost) {
    net::ClientOptions options;
    options.name = Settings::instance()->playerName().toStdString();
    options.colour = Settings::instance()->playerColour();
    options.appVersion = QCoreApplication::applicationVersion().toStdString();
    options.wantSeat = -1;
    options.token = token_;
    if (asHost) {
        options.adminToken = token_; // the owner's seat token is the admin's
    }
    if (online_) {
        options.tableCode = online_->code.toStdString();
        options.newTable = online_->newTable;
        options.tls = online_->secure;
        options.trustedFingerprint = online_->invitedFingerprint.isEmpty()
                                         ? trustedFingerprint(online_->server)
                                         : online_->invitedFingerprint;
        options.requireFingerprint = !online_->invitedFingerprint.isEmpty();
        options.reconnectForMs = 24 * 3600 * 1000; // a table server is away only for a while
    }
    session_ = std::make_unique<net::ClientSession>(options);
    lobby_.update(session_->lobby()); // no seats until this table's lobby comes
    game_.reset(Audience());
    game_.setAssisted(Settings::instance()->assistedPlay());
    game_.setPace(Settings::instance()->botMoveMs());
    game_.setSession(session_.get());
    if (!autopilotBot_.empty()) {
        game_.setAssisted(false);
        game_.setPace(0);
        autopilot_ = std::make_unique<net::BotClient>(*session_, autopilotBot_, autopilotSeed_);
    }
    net::ClientSession* session = session_.get();
    connect(session, &net::ClientSession::stateChanged, this, [this, session] {
        if (session->state() == net::ClientSession::State::Failed && session->handshakeRefused() &&
            session->lastError() == wire::ERROR_BAD_TOKEN && !address_.isEmpty()) {
            // The seat this app held there is gone (another game at that address): forget it.
            forgetJoined(address_, port_);
        }
        if (session->state() == net::ClientSession::State::Failed && error_.isEmpty()) {
            const bool lobbyClosed =
                session->lastError() == wire::ERROR_HOST_ENDED && !session->lobby().started;
            error_ =
                lobbyClosed
                    //: A guest's lobby whose host stopped hosting before the game began
                    ? tr("The host closed the lobby before the game began.")
                    : session->lastError() != 0       ? hostErrorText(session->lastError())
                      : session->certificateChanged() ? certificateRefusal()
                      : !session->untrustedFingerprint().isEmpty()
                          //: %1 the table server's name ("tables.example.org")
                          ? tr("Nobody vouches for %1 yet. That is usual for a server a friend "
                               "runs at home, but it could also be someone pretending to be it. "
                               "Ask whoever runs it to read you its fingerprint (the server "
                               "prints it as it starts; an invitation link carries it) and "
                               "compare it with this one:")
                                .arg(serverAddress(online_ ? online_->server : QString()).host)
                          : tr("The host cannot be reached.");
        }
        emit stateChanged();
    });
    connect(session, &net::ClientSession::lobbyChanged, this, &NetworkGame::onLobby);
    // The person at this screen sees the seat this app holds.
    connect(session, &net::ClientSession::seated, this, [this](int seat) {
        game_.setAudience(Audience({seat}));
        rememberTableSeat();
    });
    connect(session, &net::ClientSession::tableOpened, this, [this](const QString& code) {
        online_->code = code;
        emit stateChanged();
    });
    connect(session, &net::ClientSession::rematched, this, [this, session] {
        game_.reset(session->seat() >= 0 ? Audience({session->seat()}) : Audience());
        game_.setSession(session);
        if (server_ != nullptr) {
            savePath_ = net::nextSavePath(savePath_); // where the host saves the rematch
        }
        onLobby();
    });
    connect(session, &net::ClientSession::gameEnded, this, [this] {
        if (!address_.isEmpty() || online_) {
            keepPlayedGame();
        }
        emit stateChanged();
    });
    connect(session, &net::ClientSession::errorReceived, this,
            [this](int code, const QString&, bool fatal) {
                if (fatal) {
                    error_ = hostErrorText(code);
                } else {
                    setNotice(hostErrorText(code)); // a refused request: the lobby goes on
                }
            });
    connect(session, &net::ClientSession::chatReceived, this,
            [this, session](int seat, const QString& name, const QString& text) {
                // Unread in the game's log: another's line said in the game (the lobby shows
                // its chat).
                const bool unread = seat != session->seat() && session->lobby().started;
                game_.appendChat(seat, name, text, unread);
                chat_.append(net::ChatLine{seat, name.toStdString(), text.toStdString(), 0});
            });
    connect(session, &net::ClientSession::historyReceived, this,
            [this, session] { chat_.setHistory(session->history()); });
    connect(session, &net::ClientSession::noteReceived, &game_, &GameModel::appendNote);
    chat_.clear();
    emit stateChanged();
    session->connectTo(address, port);
}

void NetworkGame::onLobby() {
    const net::LobbyInfo& lobby = session_->lobby();
    lobby_.update(lobby);
    game_.hints()->setAllowed(lobby.hints); // a guest's hint comes from its own app and view
    std::array<int, kMaxPlayers> hints{};
    for (std::size_t seat = 0; seat < lobby.seats.size() && seat < hints.size(); ++seat) {
        hints[seat] = lobby.seats[seat].hints;
    }
    game_.hints()->setCounts(hints);
    std::vector<SeatInfo> seats;
    for (const net::LobbySeatInfo& seat : lobby.seats) {
        seats.push_back(SeatInfo{seatName(seat.name, seat.kind == net::SeatKind::Bot, seat.bot),
                                 seat.colour,
                                 seat.kind == net::SeatKind::Bot || !seat.standIn.empty(),
                                 seat.connected, !seat.standIn.empty()});
    }
    game_.setSeats(std::move(seats));
    rememberSeat();
    emit lobbyChanged();
    emit stateChanged();
}

void NetworkGame::rememberSeat() {
    const int seat = session_->seat();
    if (!session_->lobby().started || seat < 0 || !session_->token() || session_->gameOver()) {
        return;
    }
    if (server_ != nullptr) {
        rememberHosted(savePath_, HostedGame{seat, hostPort_});
    } else if (!address_.isEmpty()) {
        rememberJoined(JoinedGame{gameName(), address_, port_, seat, *session_->token(),
                                  QDateTime::currentDateTime()});
    }
}

void NetworkGame::keepPlayedGame() {
    const int seat = session_->seat();
    if (seat >= 0 && session_->token() && !online_) {
        // Its seat token stays known, to sit down again at a rematch of its host.
        rememberJoined(JoinedGame{gameName(), address_, port_, seat, *session_->token(),
                                  QDateTime::currentDateTime(), true});
    }
    // And the finished game stays in Continue for its replay.
    if (const std::optional<net::SavedGame> played = playedGame()) {
        net::writeSavedGame(
            newSavePath(online_ ? QStringLiteral("played-online") : QStringLiteral("played")),
            *played);
    }
}

std::optional<net::SavedGame> NetworkGame::playedGame() const {
    if (session_ == nullptr || !session_->record()) {
        return std::nullopt;
    }
    net::SavedGame played{*session_->record(), session_->lobby().gameName, {}};
    for (const net::LobbySeatInfo& seat : session_->lobby().seats) {
        played.seats.push_back(
            net::Seat{seat.kind, seat.name, seat.colour, seat.bot, false, {}, {}});
    }
    return played;
}

void NetworkGame::fail(const QString& why) {
    starting_ = false;
    error_ = why;
    emit stateChanged();
}

void NetworkGame::browse(bool on) {
    if (on && !games_.listening()) {
        games_.listen(discoveryPort_ != 0 ? discoveryPort_ : net::kDiscoveryPort);
    } else if (!on) {
        games_.stop();
    }
}

void NetworkGame::leave() {
    game_.setSession(nullptr);
    autopilot_.reset();
    if (session_ != nullptr) {
        session_->disconnect(this);
        if (hosting_ && session_->admin() &&
            session_->state() == net::ClientSession::State::Joined) {
            session_->stopHost(); // the game is saved and every guest told
        } else if (session_->seat() < 0) {
            // A spectator leaves no seat behind.
        } else if (session_->lobby().started) {
            session_->stepAway(); // the seat stays its player's: Continue takes them back
        } else if (online_) {
            // An online table's lobby waits for the friends: the seat stays this app's.
        } else {
            session_->leaveSeat(); // a lobby's seat is freed for someone else
        }
        session_->disconnectFromHost();
        session_.reset();
    }
    if (server_ != nullptr) {
        server_->disconnect(this);
        // Told to stop above, or else by SIGTERM: it saves and tells the guests either way.
        server_->terminate();
        if (!server_->waitForFinished(3000)) {
            server_->kill();
            server_->waitForFinished(2000);
        }
        server_.release()->deleteLater(); // leave() may run inside the process's own signal
    }
    hosting_ = false;
    background_ = false;
    starting_ = false;
    hostPort_ = 0;
    savePath_.clear();
    setSaveProblem({});
    setNotice({});
    token_.reset();
    address_.clear();
    port_ = 0;
    online_.reset();
    emit stateChanged();
}

void NetworkGame::takeSeat(int seat) {
    setNotice({});
    if (session_ != nullptr) {
        session_->takeSeat(seat);
    }
}

void NetworkGame::setReady(bool ready) {
    setNotice({});
    if (session_ != nullptr) {
        session_->setReady(ready);
    }
}

void NetworkGame::setColour(int colour) {
    setNotice({});
    if (session_ != nullptr) {
        session_->setColour(colour);
    }
}

void NetworkGame::rename(const QString& name) {
    setNotice({});
    if (session_ != nullptr && !name.trimmed().isEmpty()) {
        session_->rename(name.toStdString());
        Settings::instance()->setPlayerName(name); // the name the next game takes too
    }
}

void NetworkGame::makeBot(int seat, const QString& level) {
    setNotice({});
    if (session_ != nullptr) {
        session_->makeBot(seat, level.toStdString());
    }
}

void NetworkGame::openSeat(int seat) {
    setNotice({});
    if (session_ != nullptr) {
        session_->openSeat(seat);
    }
}

void NetworkGame::standIn(int seat, const QString& level) {
    if (session_ != nullptr) {
        session_->standIn(seat, level.toStdString());
    }
}

void NetworkGame::handBack(int seat) {
    if (session_ != nullptr) {
        session_->handBack(seat);
    }
}

void NetworkGame::start() {
    setNotice({});
    if (session_ != nullptr) {
        session_->start();
    }
}

void NetworkGame::sendChat(const QString& text) {
    if (session_ != nullptr) {
        session_->sendChat(text);
    }
}

} // namespace cor::app
