#include "engine/table.h"

namespace cor {
namespace {

bool undoableKind(ActionKind kind) {
    return kind == ActionKind::Take || kind == ActionKind::Build || kind == ActionKind::Produce;
}

} // namespace

Table::Table(const GameSetup& setup) : state_(newGame(setup)) {
    record_.setup = setup;
    lastStateId_ = state_.stateId;
}

Table::Loaded Table::load(const GameRecord& record, const ReplayObserver& observe) {
    Loaded loaded{Table(record.setup)};
    Table& table = loaded.table;
    if (observe) {
        observe(table.state_, 0, nullptr, -1);
    }
    table.record_.actions.reserve(record.actions.size());
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const int seat = table.toAct();
        const ActionError error = table.submit(seat, record.actions[i]);
        if (error != ActionError::None) {
            loaded.failedAt = static_cast<int>(i);
            loaded.error = error;
            break;
        }
        if (observe) {
            observe(table.state_, static_cast<int>(i) + 1, &record.actions[i], seat);
        }
    }
    return loaded;
}

void Table::legal(int seat, ActionList& out) const {
    out.clear();
    if (seat >= 0 && seat == toAct()) {
        legalActions(state_, out);
    }
}

ActionError Table::submit(int seat, const Action& action, EventLog* events) {
    // Keep the state before an undoable action, in the slot it takes if it succeeds.
    const bool keep = undoableKind(action.kind) && undoCount_ < kMaxUndo;
    if (keep) {
        undoStates_[static_cast<std::size_t>(undoCount_)] = state_;
    }
    const std::uint8_t space = state_.turn.space;
    const ActionError error = apply(state_, seat, action, events);
    if (error != ActionError::None) {
        return error;
    }
    state_.stateId = ++lastStateId_;
    record_.actions.push_back(action);
    // Every turn of a round has its own strip space, so the same space means the same turn.
    const bool sameTurn = state_.phase == Phase::Actions && state_.turn.space == space;
    undoCount_ = keep && sameTurn ? undoCount_ + 1 : 0;
    return ActionError::None;
}

int Table::undoable(int seat) const {
    return seat >= 0 && seat == toAct() ? undoCount_ : 0;
}

bool Table::undo(int seat, EventLog* events) {
    if (undoable(seat) == 0) {
        return false;
    }
    const Action taken = record_.actions.back();
    record_.actions.pop_back();
    state_ = undoStates_[static_cast<std::size_t>(--undoCount_)];
    state_.stateId = ++lastStateId_;
    if (events != nullptr) {
        // What was taken back is the undoer's alone: the others may never have known its card.
        const unsigned others = ((1u << state_.playerCount) - 1) & ~(1u << seat);
        events->push_back(Event{.kind = EventKind::Undone,
                                .seat = static_cast<std::int8_t>(seat),
                                .card = taken.card,
                                .value = static_cast<std::int16_t>(taken.kind),
                                .secretFrom = static_cast<std::uint8_t>(others)});
    }
    return true;
}

} // namespace cor
