#include "net/host.h"

#include "engine/json/save_file.h"
#include "net/convert.h"
#include "net/log.h"

#include <QRandomGenerator>
#include <algorithm>

namespace cor::net {

Host::Host(HostConfig config, QObject* parent)
    : QObject(parent), config_(std::move(config)),
      bots_(config_.botsThink, config_.beforeBotDecides) {
    seed_ = config_.seed ? *config_.seed : QRandomGenerator::system()->generate64();
    seats_ = config_.seats.empty() ? newSeats(config_.players, config_.bots) : config_.seats;
    standInTimers_.assign(seats_.size(), nullptr);
    connect(&bots_, &BotRunner::decided, this, &Host::onBotDecided);
    connect(&pingTimer_, &QTimer::timeout, this, &Host::pingAll);
    moveTimer_.setSingleShot(true);
    connect(&moveTimer_, &QTimer::timeout, this, &Host::onMoveTimeUp);
    pingTimer_.start(config_.limits.pingIntervalMs);
}

Host::~Host() = default;

void Host::resume(const SavedGame& saved, int decisionSpentMs) {
    Table::Loaded loaded = Table::load(saved.record);
    if (loaded.failedAt >= 0) {
        throw SaveError("action " + std::to_string(loaded.failedAt + 1) +
                        " is refused by the rules: " + std::string(errorMessage(loaded.error)));
    }
    config_.players = saved.record.setup.players;
    config_.shrine = saved.record.setup.shrine;
    config_.hints = saved.hints;
    config_.startingPlayer = saved.record.setup.startingPlayer;
    config_.gameName = saved.gameName;
    seed_ = saved.record.setup.seed;
    seats_ = saved.seats;
    chat_ = saved.chat;
    actors_ = saved.actors;
    actors_.resize(saved.record.actions.size(), Actor::Person);
    notes_ = saved.notes;
    standInTimers_.assign(seats_.size(), nullptr);
    table_.emplace(std::move(loaded.table));
    resumedDecisionSpentMs_ = std::max(0, decisionSpentMs);
    resumeGraceLeftMs_ = config_.resumeGraceMs;
    netLog().info("resumed \"{}\" after {} actions", config_.gameName,
                  table_->record().actions.size());
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        if (seats_[static_cast<std::size_t>(seat)].kind == SeatKind::Person) {
            peerLeftSeat(seat, false); // nobody is connected yet
        }
    }
    askBot();
}

int Host::openSeats() const {
    return static_cast<int>(std::count_if(seats_.begin(), seats_.end(),
                                          [](const Seat& s) { return s.kind == SeatKind::Open; }));
}

void Host::addConnection(Connection* connection) {
    connection->setParent(this);
    connect(connection, &Connection::closed, this, [this, connection] { onClosed(connection); });
    connect(connection, &Connection::broken, this, [connection](const QString& why) {
        netLog().warn("{} dropped: it sent {}", connection->peerName().toStdString(),
                      why.toStdString());
    });
    if (closing_ || static_cast<int>(peers_.size()) >= config_.limits.maxConnections) {
        netLog().warn("{} refused: {} connections already", connection->peerName().toStdString(),
                      peers_.size());
        wire::Envelope error;
        error.mutable_error()->set_code(wire::ERROR_SERVER_FULL);
        error.mutable_error()->set_message("too many connections");
        error.mutable_error()->set_fatal(true);
        connection->send(error);
        connection->close();
        return;
    }
    auto peer = std::make_unique<Peer>();
    peer->connection = connection;
    peer->lastHeard.start();
    peer->handshakeTimer = new QTimer(connection);
    peer->handshakeTimer->setSingleShot(true);
    connect(peer->handshakeTimer, &QTimer::timeout, this, [this, connection] {
        if (Peer* p = peerOf(connection); p != nullptr && !p->welcomed) {
            drop(*p, wire::ERROR_TIMEOUT, "said nothing");
        }
    });
    peer->handshakeTimer->start(config_.limits.handshakeTimeoutMs);
    connect(connection, &Connection::received, this,
            [this, connection](const wire::Envelope& message) {
                if (Peer* p = peerOf(connection)) {
                    onReceived(*p, message);
                }
            });
    netLog().info("{} connected", connection->peerName().toStdString());
    peers_.push_back(std::move(peer));
}

void Host::closeAll() {
    closing_ = true;
    pingTimer_.stop();
    if (peers_.empty()) {
        emit allClosed();
        return;
    }
    for (const auto& peer : peers_) {
        peer->connection->close();
    }
}

void Host::stop() {
    if (closing_) {
        return;
    }
    save();
    netLog().info("the owner stops hosting \"{}\"", config_.gameName);
    for (const auto& peer : peers_) {
        if (peer->welcomed) {
            sendError(*peer, wire::ERROR_HOST_ENDED, "the host ended the game; it is saved", true);
        }
    }
    emit stopped();
    closeAll();
}

int Host::ownerSeat() const {
    for (int seat = 0; config_.adminToken && seat < static_cast<int>(seats_.size()); ++seat) {
        const Seat& s = seats_[static_cast<std::size_t>(seat)];
        if (s.kind == SeatKind::Person && s.token == config_.adminToken) {
            return seat;
        }
    }
    return -1;
}

SeatToken Host::kept(const SeatToken& token) const {
    return config_.keepDigests ? tokenDigest(token) : token;
}

Host::Peer* Host::peerOf(Connection* connection) {
    for (const auto& peer : peers_) {
        if (peer->connection == connection) {
            return peer.get();
        }
    }
    return nullptr;
}

void Host::onReceived(Peer& peer, const wire::Envelope& message) {
    peer.lastHeard.restart();
    if (!peer.welcomed) {
        if (message.has_hello()) {
            onHello(peer, message.hello());
        } else {
            drop(peer, wire::ERROR_PROTOCOL, "say hello first");
        }
        return;
    }
    switch (message.body_case()) {
    case wire::Envelope::kSeatRequest:
        onSeatRequest(peer, message.seat_request());
        break;
    case wire::Envelope::kReady:
        onReady(peer, message.ready().ready());
        break;
    case wire::Envelope::kChatSend:
        onChat(peer, message.chat_send());
        break;
    case wire::Envelope::kRematch:
        onRematch(peer);
        break;
    case wire::Envelope::kStart:
        onStart(peer);
        break;
    case wire::Envelope::kStopHost:
        if (peer.admin) {
            stop();
        } else {
            sendError(peer, wire::ERROR_NOT_ALLOWED, "only the host's owner stops hosting");
        }
        break;
    case wire::Envelope::kAction:
        onAction(peer, message.action());
        break;
    case wire::Envelope::kUndo:
        onUndo(peer, message.undo());
        break;
    case wire::Envelope::kStepAway:
        peer.steppedAway = true;
        break;
    case wire::Envelope::kHintAsked:
        if (peer.seat >= 0 && started()) {
            countHint(peer.seat);
        }
        break;
    case wire::Envelope::kPing: {
        wire::Envelope pong;
        pong.mutable_pong()->set_nonce(message.ping().nonce());
        peer.connection->send(pong);
        break;
    }
    case wire::Envelope::kPong:
        break;
    default: // a host's message, a second hello, or a kind this version does not know
        drop(peer, wire::ERROR_PROTOCOL, "unexpected message");
        break;
    }
}

void Host::onHello(Peer& peer, const wire::Hello& hello) {
    peer.handshakeTimer->stop();
    if (hello.protocol_version() != kProtocolVersion) {
        drop(peer, wire::ERROR_VERSION,
             "the host speaks protocol version " + std::to_string(kProtocolVersion) +
                 ", the client " + std::to_string(hello.protocol_version()));
        return;
    }
    const auto name = cleanName(hello.name(), config_.limits.maxNameLength);
    if (!name) {
        drop(peer, wire::ERROR_BAD_NAME,
             whyNotClean(hello.name(), config_.limits.maxNameLength, "a name"));
        return;
    }
    peer.name = *name;
    peer.colour = hello.has_colour() && hello.colour() < static_cast<std::uint32_t>(kColourCount)
                      ? static_cast<int>(hello.colour())
                      : -1;
    const auto adminToken = tokenFromBytes(hello.admin_token());
    peer.admin = config_.adminToken && adminToken && kept(*adminToken) == *config_.adminToken;
    int seat = -1;
    if (!hello.seat_token().empty()) {
        const auto token = tokenFromBytes(hello.seat_token());
        const auto found = std::find_if(seats_.begin(), seats_.end(), [&](const Seat& s) {
            return token && s.kind == SeatKind::Person && s.token == kept(*token);
        });
        if (found == seats_.end()) {
            drop(peer, wire::ERROR_BAD_TOKEN, "no seat has this token");
            return;
        }
        seat = static_cast<int>(found - seats_.begin());
        if (lobbyConnected(seat)) {
            drop(peer, wire::ERROR_SEAT_IN_USE, "the seat's player is still connected");
            return;
        }
        peer.token = token;
    } else if (hello.want_seat() >= -1) {
        if (started()) {
            drop(peer, wire::ERROR_GAME_FULL, "the game has begun");
            return;
        }
        const int wanted = hello.want_seat();
        if (wanted >= static_cast<int>(seats_.size()) ||
            (wanted >= 0 && seats_[static_cast<std::size_t>(wanted)].kind != SeatKind::Open)) {
            drop(peer, wire::ERROR_SEAT_TAKEN, "seat " + std::to_string(wanted) + " is not open");
            return;
        }
        const auto open = std::find_if(seats_.begin(), seats_.end(),
                                       [](const Seat& s) { return s.kind == SeatKind::Open; });
        if (open == seats_.end()) {
            drop(peer, wire::ERROR_GAME_FULL, "no seat is open");
            return;
        }
        seat = wanted >= 0 ? wanted : static_cast<int>(open - seats_.begin());
    }
    peer.welcomed = true;
    wire::Envelope welcome;
    welcome.mutable_welcome()->set_protocol_version(kProtocolVersion);
    welcome.mutable_welcome()->set_game_name(config_.gameName);
    welcome.mutable_welcome()->set_admin(peer.admin);
    peer.connection->send(welcome);
    netLog().info("{} joined as \"{}\"{}", peer.connection->peerName().toStdString(), peer.name,
                  peer.admin ? " (admin)" : "");
    if (seat >= 0) {
        seatPeer(peer, seat);
    }
    broadcastLobby();
    sendHistory(peer);
    if (started()) {
        sendView(peer, nullptr);
        if (over()) {
            sendGameOver(peer);
        }
    }
}

void Host::sendHistory(Peer& peer) {
    if (chat_.empty() && !started()) {
        return; // nothing happened yet
    }
    MessageArena arena; // every event of the game
    auto& message = arena.newEnvelope();
    wire::History& out = *message.mutable_history();
    for (const HistoryItem& item :
         historyOf(table_ ? &table_->record() : nullptr, actors_, chat_, notes_, peer.seat)) {
        wire::HistoryItem& wired = *out.add_items();
        if (const auto* happened = std::get_if<HistoryEvent>(&item)) {
            toWire(happened->event, *wired.mutable_event());
            wired.set_by(static_cast<wire::Actor>(happened->by));
            for (const ScoreSheet& sheet : happened->scoresBefore) {
                toWire(sheet, *wired.add_scores_before());
            }
            for (const ScoreSheet& sheet : happened->scoresAfter) {
                toWire(sheet, *wired.add_scores_after());
            }
        } else if (const auto* line = std::get_if<ChatLine>(&item)) {
            wire::Chat& chat = *wired.mutable_chat();
            chat.set_seat(line->seat);
            chat.set_name(line->name);
            chat.set_text(line->text);
        } else {
            const TableNote& said = std::get<TableNote>(item);
            wired.mutable_note()->set_seat(said.seat);
            wired.mutable_note()->set_kind(static_cast<wire::NoteKind>(said.kind));
        }
    }
    peer.connection->send(message);
}

void Host::onChat(Peer& peer, const wire::ChatSend& chat) {
    const auto now = std::chrono::steady_clock::now();
    const auto window = std::chrono::milliseconds(config_.limits.chatWindowMs);
    while (!peer.chatTimes.empty() && now - peer.chatTimes.front() > window) {
        peer.chatTimes.pop_front();
    }
    peer.chatTimes.push_back(now);
    const int recent = static_cast<int>(peer.chatTimes.size());
    if (recent > 4 * config_.limits.chatBurst) {
        drop(peer, wire::ERROR_CHAT, "chat flood");
        return;
    }
    if (recent > config_.limits.chatBurst) {
        sendError(peer, wire::ERROR_CHAT, "chat too fast");
        return;
    }
    const auto text = cleanName(chat.text(), config_.limits.maxChatLength);
    if (!text) {
        sendError(peer, wire::ERROR_CHAT,
                  whyNotClean(chat.text(), config_.limits.maxChatLength, "a chat line"));
        return;
    }
    wire::Envelope line;
    line.mutable_chat()->set_seat(peer.seat);
    line.mutable_chat()->set_name(peer.name);
    line.mutable_chat()->set_text(*text);
    for (const auto& other : peers_) {
        if (other->welcomed) {
            other->connection->send(line);
            other->connection->flush();
        }
    }
    // Kept (and saved) for whoever joins later or comes back.
    chat_.push_back(ChatLine{peer.seat, peer.name, *text,
                             table_ ? static_cast<int>(table_->record().actions.size()) : 0,
                             static_cast<int>(notes_.size())});
    if (chat_.size() > kMaxChatLines) {
        chat_.erase(chat_.begin());
    }
    save();
}

void Host::sendError(Peer& peer, wire::ErrorCode code, const std::string& why, bool fatal) {
    wire::Envelope error;
    error.mutable_error()->set_code(code);
    error.mutable_error()->set_message(why);
    error.mutable_error()->set_fatal(fatal);
    peer.connection->send(error);
}

void Host::drop(Peer& peer, wire::ErrorCode code, const std::string& why) {
    netLog().warn("{} dropped: {}", peer.connection->peerName().toStdString(), why);
    sendError(peer, code, why, true);
    peer.connection->close();
}

void Host::onClosed(Connection* connection) {
    const auto found = std::find_if(peers_.begin(), peers_.end(),
                                    [&](const auto& p) { return p->connection == connection; });
    if (found != peers_.end()) {
        const int seat = (*found)->welcomed ? (*found)->seat : -1;
        netLog().info("{} left{}", connection->peerName().toStdString(),
                      seat >= 0 ? " seat " + std::to_string(seat) : std::string());
        const bool steppedAway = (*found)->steppedAway;
        peers_.erase(found);
        if (seat >= 0) { // a host that closes loses nobody's connection
            peerLeftSeat(seat, !closing_, steppedAway ? NoteKind::Left : NoteKind::Dropped);
        }
        broadcastLobby();
    }
    connection->deleteLater();
    if (closing_ && peers_.empty()) {
        emit allClosed();
    }
}

void Host::pingAll() {
    std::vector<Peer*> silent;
    wire::Envelope ping;
    ping.mutable_ping()->set_nonce(QRandomGenerator::global()->generate64());
    for (const auto& peer : peers_) {
        if (!peer->welcomed) {
            continue;
        }
        if (peer->connection->mayGoSilent() &&
            peer->lastHeard.elapsed() > config_.limits.idleTimeoutMs) {
            silent.push_back(peer.get());
        } else {
            peer->connection->send(ping);
        }
    }
    for (Peer* peer : silent) {
        drop(*peer, wire::ERROR_TIMEOUT, "silent for too long");
    }
}

} // namespace cor::net
