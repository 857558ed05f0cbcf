#include "net/client_session.h"

#include "net/convert.h"
#include "net/log.h"
#include "net/tcp_connection.h"
#include "net/tls_trust.h"

#include <QSslSocket>
#include <algorithm>

namespace cor::net {
namespace {

LobbyInfo lobbyFromWire(const wire::Lobby& in) {
    LobbyInfo lobby;
    lobby.gameName = in.game_name();
    lobby.players = static_cast<int>(in.players());
    lobby.shrine = in.shrine();
    lobby.hints = in.hints();
    lobby.moveSeconds = static_cast<int>(std::min<std::uint32_t>(in.move_seconds(), 1u << 30));
    lobby.started = in.started();
    lobby.over = in.over();
    lobby.spectators = static_cast<int>(in.spectators());
    for (const wire::LobbySeat& seat : in.seats()) {
        LobbySeatInfo info;
        info.kind = seat.kind() == wire::SEAT_PERSON ? SeatKind::Person
                    : seat.kind() == wire::SEAT_BOT  ? SeatKind::Bot
                                                     : SeatKind::Open;
        info.name = seat.name();
        info.colour = static_cast<int>(seat.colour() % kColourCount);
        info.bot = seat.bot();
        info.ready = seat.ready();
        info.connected = seat.connected();
        info.you = seat.you();
        info.standIn = seat.stand_in();
        info.hints = static_cast<int>(seat.hints());
        lobby.seats.push_back(std::move(info));
    }
    return lobby;
}

Actor actorFromWire(int actor) {
    return actor >= 0 && actor <= static_cast<int>(Actor::Assisted) ? static_cast<Actor>(actor)
                                                                    : Actor::Person;
}

NoteKind noteFromWire(int kind) {
    return kind >= 0 && kind <= static_cast<int>(NoteKind::Left) ? static_cast<NoteKind>(kind)
                                                                 : NoteKind::Dropped;
}

// A history's score sheets: one a seat, or none (more than a game has seats are no sheets).
std::vector<ScoreSheet>
sheetsFromWire(const google::protobuf::RepeatedPtrField<wire::ScoreSheet>& sheets) {
    std::vector<ScoreSheet> out;
    if (sheets.size() <= kMaxPlayers) {
        for (const wire::ScoreSheet& sheet : sheets) {
            out.push_back(fromWire(sheet));
        }
    }
    return out;
}

} // namespace

ClientSession::ClientSession(ClientOptions options, QObject* parent)
    : QObject(parent), options_(std::move(options)) {
    reconnectTimer_.setSingleShot(true);
    connect(&reconnectTimer_, &QTimer::timeout, this, [this] { connectTo(host_, port_); });
    connect(&idleTimer_, &QTimer::timeout, this, &ClientSession::checkIdle);
}

ClientSession::~ClientSession() = default;

void ClientSession::connectTo(const QString& host, quint16 port) {
    host_ = host;
    port_ = port;
    leaving_ = false;
    if (state_ != State::Reconnecting) {
        setState(State::Connecting);
    }
    auto* socket = new QSslSocket(this);
    dialing_ = socket;
    // Encrypted, the connection is made once the handshake is done.
    connect(socket, options_.tls ? &QSslSocket::encrypted : &QSslSocket::connected, this,
            [this, socket] {
                socket->disconnect(this);
                dialing_ = nullptr;
                if (options_.tls && !acceptCertificate(socket->peerCertificate())) {
                    socket->abort();
                    socket->deleteLater();
                    setState(State::Failed);
                    return;
                }
                useConnection(new TcpConnection(socket, kMaxHostFrameBytes, this));
                greet();
            });
    connect(socket, &QSslSocket::sslErrors, this, [this, socket](const QList<QSslError>& errors) {
        if (trustCertificate(socket->peerCertificate(), errors)) {
            socket->ignoreSslErrors(errors);
        } else {
            refused_ = true; // no use coming back to it
        }
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        netLog().info("cannot reach {}:{}: {}", host_.toStdString(), port_,
                      socket->errorString().toStdString());
        socket->disconnect(this);
        socket->deleteLater();
        dialing_ = nullptr;
        if (state_ == State::Reconnecting && !refused_) {
            scheduleReconnect();
        } else {
            if (untrustedFingerprint_.isEmpty()) {
                lastErrorMessage_ = socket->errorString();
            }
            setState(State::Failed);
        }
    });
    if (options_.tls) {
        socket->connectToHostEncrypted(host, port);
    } else {
        socket->connectToHost(host, port);
    }
}

bool ClientSession::acceptCertificate(const QSslCertificate& certificate) {
    serverFingerprint_ = certificateFingerprint(certificate);
    if (!options_.requireFingerprint ||
        sameFingerprint(serverFingerprint_, options_.trustedFingerprint)) {
        return true;
    }
    refuseChangedCertificate(serverFingerprint_);
    return false;
}

void ClientSession::refuseChangedCertificate(const QString& fingerprint) {
    certificateChanged_ = true;
    untrustedFingerprint_ = fingerprint;
    refused_ = true; // no use coming back to it
    lastErrorMessage_ =
        QStringLiteral("the server's certificate %1 (its fingerprint is %2, not %3). Someone may "
                       "be pretending to be the server")
            .arg(options_.requireFingerprint
                     ? QStringLiteral("is not the one of the invitation")
                     : QStringLiteral("has changed: it is not the one you trusted"),
                 fingerprint, options_.trustedFingerprint);
}

bool ClientSession::trustCertificate(const QSslCertificate& certificate,
                                     const QList<QSslError>& errors) {
    const QString fingerprint = certificateFingerprint(certificate);
    if (!options_.trustedFingerprint.isEmpty()) {
        if (sameFingerprint(fingerprint, options_.trustedFingerprint)) {
            return true; // the very certificate the player trusted, whoever signed it
        }
        refuseChangedCertificate(fingerprint);
        return false;
    }
    untrustedFingerprint_ = fingerprint;
    lastErrorMessage_ =
        QStringLiteral("the server's certificate is not signed by an authority "
                       "this machine trusts (%1); its fingerprint is %2")
            .arg(errors.isEmpty() ? QString() : errors.front().errorString(), fingerprint);
    return false;
}

void ClientSession::greet() {
    if (options_.tableCode.empty() && options_.newTable) {
        const TableSettings& settings = *options_.newTable;
        wire::Envelope message;
        wire::NewTable& table = *message.mutable_new_table();
        table.set_protocol_version(kProtocolVersion);
        table.set_players(static_cast<std::uint32_t>(settings.players));
        for (const std::string& bot : settings.bots) {
            table.add_bots(bot);
        }
        table.set_shrine(settings.shrine);
        table.set_hints(settings.hints);
        table.set_move_seconds(static_cast<std::uint32_t>(settings.moveSeconds));
        table.set_table_name(settings.name);
        table.set_name(options_.name);
        if (options_.colour >= 0) {
            table.set_colour(static_cast<std::uint32_t>(options_.colour));
        }
        send(message); // the hello follows the table's code
        return;
    }
    if (!options_.tableCode.empty()) {
        wire::Envelope message;
        message.mutable_open_table()->set_code(options_.tableCode);
        send(message);
        // A table's owner holds one token for their seat and the table: whoever else presents
        // theirs is no admin for it.
        if (!options_.adminToken) {
            options_.adminToken = options_.token;
        }
    }
    sendHello();
}

void ClientSession::attach(Connection* connection) {
    connection->setParent(this);
    setState(State::Connecting);
    useConnection(connection);
    greet();
}

void ClientSession::useConnection(Connection* connection) {
    connection_ = connection;
    connect(connection, &Connection::received, this, &ClientSession::onReceived);
    connect(connection, &Connection::broken, this,
            [](const QString& why) { netLog().warn("the host sent {}", why.toStdString()); });
    connect(connection, &Connection::closed, this, &ClientSession::onClosed);
    lastHeard_.start();
    idleTimer_.start(std::max(1000, options_.idleTimeoutMs / 4));
}

void ClientSession::sendHello() {
    wire::Envelope message;
    wire::Hello& hello = *message.mutable_hello();
    hello.set_protocol_version(kProtocolVersion);
    hello.set_app_version(options_.appVersion);
    hello.set_name(options_.name);
    if (options_.token) {
        hello.set_seat_token(std::string(tokenBytes(*options_.token)));
    }
    if (options_.adminToken) {
        hello.set_admin_token(std::string(tokenBytes(*options_.adminToken)));
    }
    hello.set_want_seat(options_.token ? -2 : options_.wantSeat);
    if (options_.colour >= 0) {
        hello.set_colour(static_cast<std::uint32_t>(options_.colour));
    }
    send(message);
}

void ClientSession::disconnectFromHost() {
    leaving_ = true;
    reconnectTimer_.stop();
    if (QTcpSocket* socket = dialing_.data()) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
        dialing_ = nullptr;
    }
    if (Connection* connection = connection_.data()) {
        connection->close();
    } else {
        setState(State::Closed);
    }
}

void ClientSession::send(const wire::Envelope& message) {
    if (Connection* connection = connection_.data()) {
        connection->send(message);
    }
}

void ClientSession::setState(State state) {
    if (state_ != state) {
        state_ = state;
        emit stateChanged(state);
    }
}

void ClientSession::onReceived(const wire::Envelope& message) {
    lastHeard_.restart();
    switch (message.body_case()) {
    case wire::Envelope::kTableOpened: {
        const auto token = tokenFromBytes(message.table_opened().token());
        if (!options_.tableCode.empty() || !token) {
            netLog().warn("the server sent a table nobody asked for");
            break;
        }
        options_.tableCode = message.table_opened().code();
        options_.token = token; // the owner's seat
        options_.adminToken = token;
        emit tableOpened(QString::fromStdString(options_.tableCode));
        sendHello();
        break;
    }
    case wire::Envelope::kWelcome:
        admin_ = message.welcome().admin();
        setState(State::Joined);
        emit welcomed();
        break;
    case wire::Envelope::kSeated: {
        const auto token = tokenFromBytes(message.seated().token());
        if (token && message.seated().seat() >= 0 && message.seated().seat() < kMaxPlayers) {
            seat_ = message.seated().seat();
            options_.token = token;
            emit seated(seat_);
        }
        break;
    }
    case wire::Envelope::kLobby: {
        lobby_ = lobbyFromWire(message.lobby());
        if (std::none_of(lobby_.seats.begin(), lobby_.seats.end(),
                         [](const LobbySeatInfo& s) { return s.you; })) {
            seat_ = -1;
        }
        // The game this session saw end is over no more: a rematch, back in the lobby.
        const bool rematch = gameOver() && !lobby_.started;
        if (rematch) {
            scores_.clear();
            winners_ = 0;
            view_.reset();
            events_.clear();
            legal_.clear();
            undoable_ = 0;
            record_.reset();
        }
        emit lobbyChanged();
        if (rematch) {
            emit rematched();
        }
        break;
    }
    case wire::Envelope::kView:
        onViewUpdate(message.view());
        break;
    case wire::Envelope::kRejected:
        if (message.rejected().has_view()) {
            onViewUpdate(message.rejected().view());
        }
        emit rejected(Rejection{message.rejected().reason(), message.rejected().rule_error()});
        break;
    case wire::Envelope::kGameOver: {
        scores_.clear();
        winners_ = 0;
        for (const wire::ScoreSheet& sheet : message.game_over().scores()) {
            scores_.push_back(fromWire(sheet));
        }
        for (std::uint32_t seat : message.game_over().winners()) {
            winners_ |= seat < kMaxPlayers ? 1u << seat : 0u;
        }
        record_ = fromWire(message.game_over().record());
        actors_.clear();
        for (const int actor : message.game_over().actors()) {
            actors_.push_back(actorFromWire(actor));
        }
        emit gameEnded();
        break;
    }
    case wire::Envelope::kHistory:
        onHistory(message.history());
        break;
    case wire::Envelope::kNote:
        if (message.note().seat() >= 0 && message.note().seat() < kMaxPlayers) {
            emit noteReceived(message.note().seat(), noteFromWire(message.note().kind()));
        }
        break;
    case wire::Envelope::kChat:
        emit chatReceived(message.chat().seat(), QString::fromStdString(message.chat().name()),
                          QString::fromStdString(message.chat().text()));
        break;
    case wire::Envelope::kPing: {
        wire::Envelope pong;
        pong.mutable_pong()->set_nonce(message.ping().nonce());
        send(pong);
        break;
    }
    case wire::Envelope::kError:
        lastError_ = message.error().code();
        lastErrorMessage_ = QString::fromStdString(message.error().message());
        // A rejoin (after a lost connection, or an app started again) can come before the host
        // has noticed that the old connection is gone: try again.
        refused_ =
            refused_ || (message.error().fatal() &&
                         !(message.error().code() == wire::ERROR_SEAT_IN_USE && options_.token));
        handshakeRefused_ = handshakeRefused_ || (refused_ && state_ != State::Joined);
        netLog().info("the host says: {}", message.error().message());
        emit errorReceived(lastError_, lastErrorMessage_, message.error().fatal());
        break;
    default:
        netLog().warn("the host sent an unexpected message");
        break;
    }
}

void ClientSession::onViewUpdate(const wire::ViewUpdate& update) {
    std::optional<PlayerView> view = fromWire(update.view());
    if (!view) {
        netLog().warn("the host sent a malformed view");
        return;
    }
    EventLog events;
    for (const wire::Event& event : update.events()) {
        if (const auto decoded = fromWire(event)) {
            events.push_back(*decoded);
        }
    }
    std::vector<Action> legal;
    for (const wire::Action& action : update.legal()) {
        if (const auto decoded = fromWire(action)) {
            legal.push_back(*decoded);
        }
    }
    view_ = std::move(view);
    events_ = std::move(events);
    by_ = actorFromWire(update.by());
    legal_ = std::move(legal);
    undoable_ = static_cast<int>(update.undoable());
    // Counted on this machine's clock from now: the host's and ours need not agree.
    moveDue_ = update.move_ms_left() > 0
                   ? std::optional(std::chrono::steady_clock::now() +
                                   std::chrono::milliseconds(update.move_ms_left()))
                   : std::nullopt;
    emit viewChanged();
}

void ClientSession::onHistory(const wire::History& history) {
    history_.clear();
    for (const wire::HistoryItem& item : history.items()) {
        if (item.has_event()) {
            if (const auto event = fromWire(item.event())) {
                history_.emplace_back(HistoryEvent{*event, actorFromWire(item.by()),
                                                   sheetsFromWire(item.scores_before()),
                                                   sheetsFromWire(item.scores_after())});
            }
        } else if (item.has_chat()) {
            history_.emplace_back(
                ChatLine{item.chat().seat(), item.chat().name(), item.chat().text(), 0});
        } else if (item.has_note() && item.note().seat() >= 0 && item.note().seat() < kMaxPlayers) {
            history_.emplace_back(
                TableNote{item.note().seat(), noteFromWire(item.note().kind()), 0});
        }
    }
    emit historyReceived();
}

void ClientSession::onClosed() {
    idleTimer_.stop();
    if (Connection* connection = connection_.data()) {
        bytesReceivedBefore_ += connection->bytesReceived();
        bytesSentBefore_ += connection->bytesSent();
        connection->deleteLater();
        connection_ = nullptr;
    }
    const bool canReturn =
        !leaving_ && !refused_ && !gameOver() && options_.token.has_value() && !host_.isEmpty();
    if (!canReturn) {
        setState(refused_ ? State::Failed : State::Closed);
        return;
    }
    if (state_ != State::Reconnecting) {
        netLog().info("lost the host; rejoining seat {}", seat_);
        reconnectingFor_.start();
        setState(State::Reconnecting);
    }
    scheduleReconnect();
}

void ClientSession::scheduleReconnect() {
    if (reconnectingFor_.elapsed() > options_.reconnectForMs) {
        lastErrorMessage_ = QStringLiteral("the host cannot be reached");
        setState(State::Failed);
        return;
    }
    reconnectTimer_.start(options_.reconnectDelayMs);
}

void ClientSession::checkIdle() {
    Connection* connection = connection_.data();
    if (connection != nullptr && connection->mayGoSilent() &&
        lastHeard_.elapsed() > options_.idleTimeoutMs) {
        netLog().warn("the host has been silent for {} ms", lastHeard_.elapsed());
        connection->close();
    }
}

std::uint64_t ClientSession::bytesReceived() const {
    const Connection* connection = connection_.data();
    return bytesReceivedBefore_ + (connection != nullptr ? connection->bytesReceived() : 0);
}

std::uint64_t ClientSession::bytesSent() const {
    const Connection* connection = connection_.data();
    return bytesSentBefore_ + (connection != nullptr ? connection->bytesSent() : 0);
}

void ClientSession::takeSeat(int seat) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::TAKE);
    message.mutable_seat_request()->set_seat(seat);
    send(message);
}

void ClientSession::leaveSeat() {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::LEAVE);
    send(message);
}

void ClientSession::setReady(bool ready) {
    wire::Envelope message;
    message.mutable_ready()->set_ready(ready);
    send(message);
}

void ClientSession::setColour(int colour) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::COLOUR);
    message.mutable_seat_request()->set_colour(static_cast<std::uint32_t>(colour));
    send(message);
}

void ClientSession::rename(const std::string& name) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::RENAME);
    message.mutable_seat_request()->set_name(
        withoutDirectionControls(QString::fromStdString(name)).toStdString());
    send(message);
}

void ClientSession::sendChat(const QString& text) {
    wire::Envelope message;
    message.mutable_chat_send()->set_text(withoutDirectionControls(text).toStdString());
    send(message);
}

void ClientSession::start() {
    wire::Envelope message;
    message.mutable_start();
    send(message);
}

void ClientSession::rematch() {
    wire::Envelope message;
    message.mutable_rematch();
    send(message);
}

void ClientSession::stopHost() {
    wire::Envelope message;
    message.mutable_stop_host();
    send(message);
    if (Connection* connection = connection_.data()) {
        connection->flush(); // the app may block on the host's end next
    }
}

void ClientSession::stepAway() {
    wire::Envelope message;
    message.mutable_step_away();
    send(message);
    if (Connection* connection = connection_.data()) {
        connection->flush();
    }
}

void ClientSession::hintAsked() {
    wire::Envelope message;
    message.mutable_hint_asked();
    send(message);
}

void ClientSession::makeBot(int seat, const std::string& bot) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::MAKE_BOT);
    message.mutable_seat_request()->set_seat(seat);
    message.mutable_seat_request()->set_bot(bot);
    send(message);
}

void ClientSession::openSeat(int seat) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::OPEN);
    message.mutable_seat_request()->set_seat(seat);
    send(message);
}

void ClientSession::standIn(int seat, const std::string& bot) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::STAND_IN);
    message.mutable_seat_request()->set_seat(seat);
    message.mutable_seat_request()->set_bot(bot);
    send(message);
}

void ClientSession::handBack(int seat) {
    wire::Envelope message;
    message.mutable_seat_request()->set_op(wire::SeatRequest::HAND_BACK);
    message.mutable_seat_request()->set_seat(seat);
    send(message);
}

void ClientSession::submit(const Action& action, bool assisted) {
    wire::Envelope message;
    message.mutable_action()->set_state_id(view_ ? view_->stateId : 0);
    message.mutable_action()->set_assisted(assisted);
    toWire(action, *message.mutable_action()->mutable_action());
    send(message);
}

void ClientSession::undo() {
    wire::Envelope message;
    message.mutable_undo()->set_state_id(view_ ? view_->stateId : 0);
    send(message);
}

} // namespace cor::net
