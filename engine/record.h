// A game is its setup plus its action list: that is the save file, the replay and the
// desync check.
#pragma once

#include "action.h"
#include "rules.h"
#include "state.h"

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

// Replays every action for the seat to act; stops at the first illegal one.
ReplayResult replay(const GameRecord& record);

} // namespace cor
