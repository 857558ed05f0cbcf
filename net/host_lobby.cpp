// The host's lobby: taking and leaving seats, bots, colours, ready flags, starting the game,
// stand-ins for absent players, and the lobby message each peer gets.
#include "engine/bots/bot.h"
#include "engine/rng.h"
#include "net/host.h"
#include "net/log.h"

#include <QRandomGenerator>
#include <algorithm>

namespace cor::net {

void Host::seatPeer(Peer& peer, int seat) {
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    if (s.kind != SeatKind::Person) { // a new player: a fresh token
        s = personSeat(peer.name, s.colour);
        peer.token = s.token;
        s.token = kept(*s.token);
        takeColour(seat, peer.colour); // the colour asked for, when no person has it
    } else {
        peer.name = s.name; // one person, one name at the table (the app's may be another now)
        if (started() && !over() && absent(seat)) {
            note(seat, NoteKind::Back);
        }
    }
    peer.seat = seat;
    if (!s.standIn.empty()) {
        netLog().info("seat {}: {} is back; the stand-in {} stops", seat, s.name, s.standIn);
        s.standIn.clear();
    }
    if (QTimer* timer = standInTimers_[static_cast<std::size_t>(seat)]) {
        timer->stop();
    }
    wire::Envelope seated;
    seated.mutable_seated()->set_seat(seat);
    seated.mutable_seated()->set_token(std::string(tokenBytes(*peer.token)));
    peer.connection->send(seated);
    netLog().info("seat {}: {}", seat, s.name);
}

void Host::unseatPeer(Peer& peer) {
    if (peer.seat >= 0) {
        Seat& seat = seats_[static_cast<std::size_t>(peer.seat)];
        seat = openSeat(seat.colour);
        netLog().info("seat {} is open", peer.seat);
        peer.seat = -1;
    }
}

void Host::onSeatRequest(Peer& peer, const wire::SeatRequest& request) {
    const int seat = request.seat();
    const bool inRange = seat >= 0 && seat < static_cast<int>(seats_.size());
    const auto refuse = [&](wire::ErrorCode code, const std::string& why) {
        netLog().info("{}: seat request refused: {}", peer.name, why);
        sendError(peer, code, why);
    };
    const bool adminOp =
        request.op() == wire::SeatRequest::MAKE_BOT || request.op() == wire::SeatRequest::OPEN ||
        request.op() == wire::SeatRequest::STAND_IN || request.op() == wire::SeatRequest::HAND_BACK;
    const bool gameOp =
        request.op() == wire::SeatRequest::STAND_IN || request.op() == wire::SeatRequest::HAND_BACK;
    if (adminOp && !peer.admin) {
        return refuse(wire::ERROR_NOT_ALLOWED, "only the host's owner may do that");
    }
    if (started() != gameOp) {
        return refuse(wire::ERROR_NOT_ALLOWED,
                      started() ? "the game has begun" : "the game has not begun");
    }
    switch (request.op()) {
    case wire::SeatRequest::TAKE: {
        if (peer.seat >= 0 && peer.seat == ownerSeat()) {
            return refuse(wire::ERROR_NOT_ALLOWED, "the owner's seat stays the owner's");
        }
        const auto open = std::find_if(seats_.begin(), seats_.end(),
                                       [](const Seat& s) { return s.kind == SeatKind::Open; });
        const int target =
            seat == -1 && open != seats_.end() ? static_cast<int>(open - seats_.begin()) : seat;
        if (target < 0 || target >= static_cast<int>(seats_.size()) ||
            seats_[static_cast<std::size_t>(target)].kind != SeatKind::Open) {
            return refuse(wire::ERROR_SEAT_TAKEN, "that seat is not open");
        }
        unseatPeer(peer);
        seatPeer(peer, target);
        break;
    }
    case wire::SeatRequest::LEAVE:
        unseatPeer(peer);
        break;
    case wire::SeatRequest::MAKE_BOT:
    case wire::SeatRequest::OPEN: {
        const bool bot = request.op() == wire::SeatRequest::MAKE_BOT;
        if (!inRange || (bot && !isBotName(request.bot()))) {
            return refuse(wire::ERROR_NOT_ALLOWED, "no such seat or bot");
        }
        for (const auto& other : peers_) {
            if (other->seat == seat) {
                unseatPeer(*other);
            }
        }
        Seat& s = seats_[static_cast<std::size_t>(seat)];
        s = bot ? botSeat(request.bot(), s.colour) : openSeat(s.colour);
        netLog().info("seat {}: {}", seat, bot ? "bot " + request.bot() : "open");
        break;
    }
    case wire::SeatRequest::STAND_IN: {
        // An absent player's seat, or the owner's own while they step away from the table.
        const bool person =
            inRange && seats_[static_cast<std::size_t>(seat)].kind == SeatKind::Person;
        if (!person || (lobbyConnected(seat) && seat != peer.seat) || !isBotName(request.bot())) {
            return refuse(wire::ERROR_NOT_ALLOWED, "only an absent player's seat, by a bot");
        }
        standIn(seat, request.bot());
        return;
    }
    case wire::SeatRequest::HAND_BACK:
        if (!inRange || seats_[static_cast<std::size_t>(seat)].standIn.empty()) {
            return refuse(wire::ERROR_NOT_ALLOWED, "no bot stands in at that seat");
        }
        netLog().info("seat {}: the stand-in stops", seat);
        seats_[static_cast<std::size_t>(seat)].standIn.clear();
        note(seat, NoteKind::HandBack);
        // A person at the seat (the owner back from the menu) gets the moves the bot had.
        for (const auto& other : peers_) {
            if (started() && other->welcomed && other->seat == seat) {
                sendView(*other, nullptr);
            }
        }
        break;
    case wire::SeatRequest::COLOUR: {
        // Checked unsigned: cast first, 2^31 and more would turn negative.
        const bool known = request.colour() < static_cast<std::uint32_t>(kColourCount);
        const int colour = known ? static_cast<int>(request.colour()) : -1;
        if (peer.seat < 0 || !known) {
            return refuse(wire::ERROR_NOT_ALLOWED, "no seat, or no such colour");
        }
        if (!takeColour(peer.seat, colour)) {
            return refuse(wire::ERROR_COLOUR_TAKEN, "another player has that colour");
        }
        break;
    }
    case wire::SeatRequest::RENAME: {
        const auto name = cleanName(request.name(), config_.limits.maxNameLength);
        if (peer.seat < 0) {
            return refuse(wire::ERROR_BAD_NAME, "only a seated player has a name to change");
        }
        if (!name) {
            return refuse(wire::ERROR_BAD_NAME,
                          whyNotClean(request.name(), config_.limits.maxNameLength, "a name"));
        }
        peer.name = *name;
        seats_[static_cast<std::size_t>(peer.seat)].name = *name;
        break;
    }
    default:
        return refuse(wire::ERROR_PROTOCOL, "unknown seat request");
    }
    broadcastLobby();
}

void Host::onReady(Peer& peer, bool ready) {
    if (started() || peer.seat < 0) {
        sendError(peer, wire::ERROR_NOT_ALLOWED, "only a seated player in the lobby is ready");
        return;
    }
    seats_[static_cast<std::size_t>(peer.seat)].ready = ready;
    broadcastLobby();
    startIfReady();
}

void Host::startIfReady() {
    if (config_.autoStart && !started() && readyToStart()) {
        startGame();
    }
}

void Host::onStart(Peer& peer) {
    if (!peer.admin || started()) {
        sendError(peer, wire::ERROR_NOT_ALLOWED, "only the host's owner starts, once");
        return;
    }
    if (!readyToStart()) {
        sendError(peer, wire::ERROR_NOT_READY, "every seat must be taken and ready");
        return;
    }
    startGame();
}

void Host::onRematch(Peer& peer) {
    if (!peer.admin || !over() || !config_.rematch) {
        sendError(peer, wire::ERROR_NOT_ALLOWED, "only the host's owner, after the end");
        return;
    }
    // A new deal; a game with a chosen seed stays reproducible.
    seed_ = config_.seed ? deriveSeed(seed_, 0x4E4D) : QRandomGenerator::system()->generate64();
    table_.reset();
    botAskedFor_.reset();
    for (Seat& seat : seats_) {
        seat.ready = false;
        seat.standIn.clear();
        seat.hints = 0; // counted per game
    }
    for (ChatLine& line : chat_) {
        line.actions = 0; // the talk goes on before the new game's first move
    }
    actors_.clear();
    notes_.clear();
    if (!config_.savePath.isEmpty()) {
        config_.savePath = nextSavePath(config_.savePath);
    }
    netLog().info("a rematch of \"{}\"", config_.gameName);
    broadcastLobby();
    emit rematched();
}

bool Host::takeColour(int seat, int colour) {
    if (colour < 0 || colour >= kColourCount) {
        return false;
    }
    Seat& taker = seats_[static_cast<std::size_t>(seat)];
    for (Seat& other : seats_) {
        if (&other != &taker && other.colour == colour) {
            if (other.kind == SeatKind::Person) {
                return false; // a player's colour is theirs
            }
            other.colour = taker.colour; // an open or bot seat takes the taker's
        }
    }
    taker.colour = colour;
    return true;
}

bool Host::readyToStart() const {
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        const Seat& s = seats_[static_cast<std::size_t>(seat)];
        if (s.kind == SeatKind::Open ||
            (s.kind == SeatKind::Person && (!s.ready || !lobbyConnected(seat)))) {
            return false;
        }
    }
    return true;
}

void Host::startGame() {
    table_.emplace(GameSetup{config_.players, seed_, config_.shrine, config_.startingPlayer});
    netLog().info("the game \"{}\" begins: {} players{}", config_.gameName, config_.players,
                  config_.shrine ? ", with the shrine" : "");
    broadcastLobby();
    emit gameStarted();
    afterChange({}, std::chrono::steady_clock::now());
}

void Host::peerLeftSeat(int seat, bool noted, NoteKind kind) {
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    s.ready = false;
    if (noted && started() && !over()) {
        note(seat, kind);
    }
    if (!started() || over() || config_.standInAfterMs < 0 || !s.standIn.empty()) {
        return;
    }
    QTimer*& timer = standInTimers_[static_cast<std::size_t>(seat)];
    if (timer == nullptr) {
        timer = new QTimer(this);
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, [this, seat] {
            if (!lobbyConnected(seat) && seats_[static_cast<std::size_t>(seat)].standIn.empty()) {
                standIn(seat, config_.standInBot);
            }
        });
    }
    timer->start(config_.standInAfterMs);
}

bool Host::absent(int seat) const {
    const auto last = std::find_if(notes_.rbegin(), notes_.rend(), [seat](const TableNote& n) {
        return n.seat == seat && (n.kind == NoteKind::Dropped || n.kind == NoteKind::Left ||
                                  n.kind == NoteKind::Back);
    });
    return last != notes_.rend() && last->kind != NoteKind::Back;
}

void Host::note(int seat, NoteKind kind) {
    // Notes are of a game under way (an admin may ask for a stand-in in the lobby already).
    if (!table_ || notes_.size() >= kMaxTableNotes) {
        return;
    }
    notes_.push_back(TableNote{seat, kind, static_cast<int>(table_->record().actions.size())});
    wire::Envelope message;
    message.mutable_note()->set_seat(seat);
    message.mutable_note()->set_kind(static_cast<wire::NoteKind>(kind));
    for (const auto& peer : peers_) {
        if (peer->welcomed && !closing_) {
            peer->connection->send(message);
        }
    }
    save();
}

void Host::standIn(int seat, const std::string& bot) {
    seats_[static_cast<std::size_t>(seat)].standIn = bot;
    note(seat, NoteKind::StandIn);
    netLog().info("seat {}: the bot {} stands in for {}", seat, bot,
                  seats_[static_cast<std::size_t>(seat)].name);
    broadcastLobby();
    askBot();
}

void Host::fillLobby(const Peer& peer, wire::Lobby& lobby) const {
    lobby.set_game_name(config_.gameName);
    lobby.set_players(static_cast<std::uint32_t>(config_.players));
    lobby.set_shrine(config_.shrine);
    lobby.set_hints(config_.hints);
    lobby.set_move_seconds(
        config_.moveTimeMs > 0 ? static_cast<std::uint32_t>(config_.moveTimeMs / 1000) : 0);
    lobby.set_started(started());
    lobby.set_over(over());
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        const Seat& s = seats_[static_cast<std::size_t>(seat)];
        wire::LobbySeat& out = *lobby.add_seats();
        out.set_kind(static_cast<wire::SeatKind>(s.kind));
        out.set_name(s.name);
        out.set_colour(static_cast<std::uint32_t>(s.colour));
        out.set_bot(s.bot);
        out.set_ready(s.ready);
        out.set_connected(lobbyConnected(seat));
        out.set_you(peer.seat == seat);
        out.set_stand_in(s.standIn);
        out.set_hints(static_cast<std::uint32_t>(s.hints));
    }
    lobby.set_spectators(static_cast<std::uint32_t>(std::count_if(
        peers_.begin(), peers_.end(), [](const auto& p) { return p->welcomed && p->seat < 0; })));
}

bool Host::lobbyConnected(int seat) const {
    return seats_[static_cast<std::size_t>(seat)].kind == SeatKind::Bot ||
           std::any_of(peers_.begin(), peers_.end(),
                       [&](const auto& p) { return p->welcomed && p->seat == seat; });
}

void Host::broadcastLobby() {
    for (const auto& peer : peers_) {
        if (peer->welcomed) {
            MessageArena arena;
            auto& message = arena.newEnvelope();
            fillLobby(*peer, *message.mutable_lobby());
            peer->connection->send(message);
        }
    }
    emit lobbyChanged();
}

} // namespace cor::net
