// A game is its setup plus its action list: that is the save file, the replay and the
// desync check.
#pragma once

#include "action.h"
#include "rules.h"
#include "state.h"

#include <functional>
#include <vector>

namespace cor {

struct GameRecord {
    GameSetup setup;
    std::vector<Action> actions;
};

struct ReplayResult {
    GameState state;
    int failedAt = -1; // index of the first illegal action, -1 when all applied
    ActionError error = ActionError::None;
};

// Sees the state after setup (step 0, no action) and after every applied action (step i,
// the action and the seat that played it).
using ReplayObserver =
    std::function<void(const GameState& state, int step, const Action* action, int seat)>;

// Replays every action for the seat to act; stops at the first illegal one.
ReplayResult replay(const GameRecord& record, const ReplayObserver& observe = {});

} // namespace cor
