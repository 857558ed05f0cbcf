// One game in progress, the way every driver plays it (the CLI, the network host, the
// tests): the state and its record; each seat's view, legal actions and redacted events;
// submitting and undoing actions; the final score sheets. Nothing here does I/O.
#pragma once

#include "engine/events.h"
#include "engine/record.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/view.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cor {

// A seat may take back its take, build and produce one at a time, until its turn ends or a
// hidden card is revealed (a school draw): then everybody may trust what they have seen.
inline constexpr int kMaxUndo = 3; // take, build, produce

class Table {
  public:
    explicit Table(const GameSetup& setup);

    // Replays `record` up to its end or its first action the rules refuse. `observe` sees
    // the state after setup (step 0) and after every applied action.
    struct Loaded;
    static Loaded load(const GameRecord& record, const ReplayObserver& observe = {});

    const GameSetup& setup() const { return record_.setup; }
    const GameRecord& record() const { return record_; }
    // The whole truth, deck order included: for the host and for tests, never for a seat.
    const GameState& state() const { return state_; }

    int toAct() const { return seatToAct(state_); }
    bool over() const { return isOver(state_); }
    // Changes with every submitted or undone action, never repeats within a game.
    std::uint32_t stateId() const { return state_.stateId; }

    // What `seat` may know (-1: a spectator, who sees what every player knows).
    PlayerView view(int seat) const { return makeView(state_, seat); }
    // The legal actions of `seat`; empty unless it is to act.
    void legal(int seat, ActionList& out) const;

    // Applies `action` for `seat`; on error nothing changes. `events` (optional) receives
    // what happened, unredacted: pass each seat redactFor(event, seat).
    ActionError submit(int seat, const Action& action, EventLog* events = nullptr);

    // How many of its own actions `seat` may take back now.
    int undoable(int seat) const;
    // Takes back the last undoable action of `seat`; false when there is none. `events`
    // receives one Undone event, whose redactFor() tells another seat only that the turn
    // went back.
    bool undo(int seat, EventLog* events = nullptr);

    // One sheet per seat, final once over(), else as things stand; bit s of winners() set
    // when seat s shares the victory.
    std::vector<ScoreSheet> scores() const { return scoreSheets(state_); }
    unsigned winners() const { return cor::winners(state_); }

  private:
    GameState state_;
    GameRecord record_;
    std::uint32_t lastStateId_ = 0;
    std::array<GameState, kMaxUndo> undoStates_{}; // the state before each undoable action
    int undoCount_ = 0;
};

struct Table::Loaded {
    Table table;       // after the last applied action
    int failedAt = -1; // index of the first refused action, -1 when all applied
    ActionError error = ActionError::None;
};

} // namespace cor
