// The host's game: checking and applying actions and undos, each peer's view, the bots and
// the autosave.
#include "engine/rng.h"
#include "net/convert.h"
#include "net/host.h"
#include "net/log.h"

#include <algorithm>
#include <utility>

namespace cor::net {
namespace {

// What the log may say of an action: a draft pick or a kept school card is a secret.
std::string publicText(const Action& action) {
    switch (action.kind) {
    case ActionKind::Draft:
        return "draft (a card)";
    case ActionKind::Keep:
        return "keep (a card)";
    default:
        return toText(action);
    }
}

} // namespace

void Host::reject(Peer& peer, wire::RejectReason reason, std::string_view ruleError) {
    netLog().info("{} (seat {}): action refused: {} {}", peer.name, peer.seat,
                  wire::RejectReason_Name(reason), ruleError);
    MessageArena arena; // the view again: hundreds of small messages, as in sendView
    auto& message = arena.newEnvelope();
    wire::ActionRejected& rejected = *message.mutable_rejected();
    rejected.set_reason(reason);
    rejected.set_rule_error(std::string(ruleError));
    if (table_) {
        fillView(peer, nullptr, *rejected.mutable_view());
    }
    peer.connection->send(message);
}

void Host::onAction(Peer& peer, const wire::ActionRequest& request) {
    const auto since = peer.connection->receivedAt();
    if (!table_) {
        return reject(peer, wire::REJECT_NOT_STARTED);
    }
    if (peer.seat < 0) {
        return reject(peer, wire::REJECT_NOT_SEATED);
    }
    if (peer.seat != table_->toAct() || botPlays(peer.seat)) {
        return reject(peer, wire::REJECT_NOT_YOUR_TURN);
    }
    if (request.state_id() != table_->stateId()) {
        return reject(peer, wire::REJECT_STALE);
    }
    const std::optional<Action> action = fromWire(request.action());
    if (!action) {
        return reject(peer, wire::REJECT_MALFORMED);
    }
    EventLog events;
    if (const ActionError error = table_->submit(peer.seat, *action, &events);
        error != ActionError::None) {
        return reject(peer, wire::REJECT_RULES, errorCode(error));
    }
    if (netLog().should_log(spdlog::level::info)) { // the text is built after every move
        netLog().info("seat {}: {}", peer.seat, publicText(*action));
    }
    lastBy_ = request.assisted() ? Actor::Assisted : Actor::Person;
    actors_.push_back(lastBy_);
    afterChange(events, since);
}

void Host::onUndo(Peer& peer, const wire::UndoRequest& request) {
    const auto since = peer.connection->receivedAt();
    if (!table_) {
        return reject(peer, wire::REJECT_NOT_STARTED);
    }
    if (peer.seat < 0) {
        return reject(peer, wire::REJECT_NOT_SEATED);
    }
    if (request.state_id() != table_->stateId()) {
        return reject(peer, wire::REJECT_STALE);
    }
    EventLog events;
    if (!table_->undo(peer.seat, &events)) {
        return reject(peer, wire::REJECT_CANNOT_UNDO);
    }
    netLog().info("seat {}: undo", peer.seat);
    // Every other seat learns only that the turn went back (redactFor in fillView), and drops
    // what it kept of the action; a history sent later is the record's, which no longer has it.
    actors_.resize(table_->record().actions.size());
    lastBy_ = Actor::Person;
    afterChange(events, since);
}

void Host::afterChange(const EventLog& events, std::chrono::steady_clock::time_point since) {
    timedOutSeat_ = -1;
    // Saved before anyone sees it: a move a player saw survives the host's crash.
    save();
    armMoveTimer(); // the views carry the new decision's clock
    for (const auto& peer : peers_) {
        if (peer->welcomed) {
            sendView(*peer, &events);
        }
    }
    for (const auto& peer : peers_) {
        peer->connection->flush();
    }
    if (latencyProbe_) {
        latencyProbe_(std::chrono::steady_clock::now() - since);
    }
    emit stateChanged();
    if (table_->over()) {
        std::string totals;
        for (const ScoreSheet& sheet : table_->scores()) {
            totals += (totals.empty() ? "" : ", ") + std::to_string(sheet.total);
        }
        netLog().info("the game is over: {}", totals);
        broadcastLobby();
        for (const auto& peer : peers_) {
            if (peer->welcomed) {
                sendGameOver(*peer);
            }
        }
        emit gameOver();
        return;
    }
    askBot();
}

void Host::fillView(const Peer& peer, const EventLog* events, wire::ViewUpdate& update) const {
    const int viewer = peer.seat;
    toWire(table_->view(viewer), *update.mutable_view());
    if (events != nullptr) {
        for (const Event& event : *events) {
            toWire(redactFor(event, viewer), *update.add_events());
        }
        update.set_by(static_cast<wire::Actor>(lastBy_));
    }
    update.set_move_ms_left(moveMsLeft());
    if (viewer >= 0 && !botPlays(viewer)) {
        thread_local ActionList legal;
        table_->legal(viewer, legal);
        update.mutable_legal()->Reserve(legal.size());
        for (const Action& action : legal) {
            toWire(action, *update.add_legal());
        }
        update.set_undoable(static_cast<std::uint32_t>(table_->undoable(viewer)));
    }
}

void Host::sendView(Peer& peer, const EventLog* events) {
    // On an arena: a view is hundreds of small messages (cards, buildings, legal actions),
    // which would otherwise be as many allocations, after every change and for every peer.
    MessageArena arena;
    auto& message = arena.newEnvelope();
    fillView(peer, events, *message.mutable_view());
    peer.connection->send(message);
}

void Host::sendGameOver(Peer& peer) {
    MessageArena arena; // every action of the game
    auto& message = arena.newEnvelope();
    wire::GameOver& over = *message.mutable_game_over();
    for (const ScoreSheet& sheet : table_->scores()) {
        toWire(sheet, *over.add_scores());
    }
    toWire(table_->record(), *over.mutable_record());
    for (const Actor actor : actors_) {
        over.add_actors(static_cast<wire::Actor>(actor));
    }
    const unsigned winners = table_->winners();
    for (int seat = 0; seat < config_.players; ++seat) {
        if ((winners & (1u << seat)) != 0) {
            over.add_winners(static_cast<std::uint32_t>(seat));
        }
    }
    peer.connection->send(message);
}

bool Host::botPlays(int seat) const {
    const Seat& s = seats_[static_cast<std::size_t>(seat)];
    return s.kind == SeatKind::Bot || !s.standIn.empty() || seat == timedOutSeat_;
}

std::string Host::botOf(int seat) const {
    const Seat& s = seats_[static_cast<std::size_t>(seat)];
    return s.kind == SeatKind::Bot ? s.bot : !s.standIn.empty() ? s.standIn : config_.standInBot;
}

void Host::armMoveTimer() {
    const int seat = table_ && !table_->over() ? table_->toAct() : -1;
    const int spent = std::exchange(resumedDecisionSpentMs_, 0); // the first call's only
    const int grace = std::exchange(resumeGraceLeftMs_, 0);      // so is this
    if (config_.moveTimeMs < 0 || seat < 0 || botPlays(seat)) {
        moveTimer_.stop();
        return;
    }
    if (!moveTimer_.isActive() || moveTimedFor_ != table_->stateId()) {
        moveTimedFor_ = table_->stateId();
        moveTimer_.start(std::max({0, config_.moveTimeMs - spent, grace}));
    }
}

std::uint32_t Host::moveMsLeft() const {
    if (!moveTimer_.isActive() || !table_ || moveTimedFor_ != table_->stateId()) {
        return 0;
    }
    return static_cast<std::uint32_t>(std::max(1, moveTimer_.remainingTime()));
}

void Host::onMoveTimeUp() {
    const int seat = table_ && !table_->over() ? table_->toAct() : -1;
    if (seat < 0 || table_->stateId() != moveTimedFor_ || botPlays(seat)) {
        return;
    }
    // Connected or away, the bot takes this one decision: the next is the person's again, with
    // its own time.
    netLog().info("seat {}: the time per move is up; the bot {} decides", seat, config_.standInBot);
    timedOutSeat_ = seat;
    for (const auto& peer : peers_) {
        if (peer->welcomed && peer->seat == seat) {
            sendView(*peer, nullptr); // the decision is no longer theirs to make
        }
    }
    askBot();
}

void Host::askBot() {
    armMoveTimer();
    if (!table_ || table_->over() || botThinking_) {
        return;
    }
    const int seat = table_->toAct();
    if (seat < 0 || !botPlays(seat) || botAskedFor_ == table_->stateId()) {
        return;
    }
    BotJob job;
    job.bot = botOf(seat);
    // A decision depends on the game and the moment only, so a resumed game plays on as the
    // uninterrupted one would have.
    job.seed =
        deriveSeed(seed_ ^ 0xB07B07B07ULL, table_->stateId() * 8ULL + static_cast<unsigned>(seat));
    job.view = table_->view(seat);
    thread_local ActionList legal;
    table_->legal(seat, legal);
    job.legal.assign(legal.begin(), legal.end());
    botThinking_ = true;
    botAskedFor_ = table_->stateId();
    bots_.think(std::move(job));
}

void Host::onBotDecided(int seat, quint32 stateId, const Action& action) {
    const auto since = std::chrono::steady_clock::now();
    botThinking_ = false;
    if (!table_ || stateId != table_->stateId() || seat != table_->toAct() || !botPlays(seat)) {
        askBot(); // the game moved on while it thought
        return;
    }
    EventLog events;
    if (const ActionError error = table_->submit(seat, action, &events);
        error != ActionError::None) {
        netLog().error("seat {}: the bot's {} is refused: {}", seat, toText(action),
                       errorMessage(error));
        return;
    }
    if (netLog().should_log(spdlog::level::debug)) {
        netLog().debug("seat {} (bot {}): {}", seat, botOf(seat), publicText(action));
    }
    lastBy_ =
        seats_[static_cast<std::size_t>(seat)].kind == SeatKind::Bot ? Actor::Bot : Actor::StandIn;
    actors_.push_back(lastBy_);
    afterChange(events, since);
}

void Host::countHint(int seat) {
    if (seat < 0 || seat >= static_cast<int>(seats_.size())) {
        return;
    }
    ++seats_[static_cast<std::size_t>(seat)].hints;
    save();
    broadcastLobby(); // everyone's score pad counts them
}

void Host::save() {
    if (config_.savePath.isEmpty() || !table_) {
        return;
    }
    QString why;
    const bool saved = writeSavedGame(config_.savePath,
                                      SavedGame{table_->record(), config_.gameName, seats_,
                                                config_.hints, chat_, actors_, notes_},
                                      &why, config_.saveDurability);
    if (saved != saveFailing_) {
        return; // as it was: said already
    }
    saveFailing_ = !saved;
    if (saved) {
        // As loud as the failure: who runs the host at --log-level warn (the desktop app
        // does, and shows both) hears that it is over.
        netLog().warn("saving to {} works again", config_.savePath.toStdString());
        emit saveRecovered();
    } else {
        netLog().error("cannot save to {}: {}", config_.savePath.toStdString(), why.toStdString());
        emit saveFailed(why);
    }
}

} // namespace cor::net
