// A game is its setup plus its action list: that is the save file, the replay and the
// desync check. Table::load (engine/table.h) replays one.
#pragma once

#include "engine/action.h"
#include "engine/rules.h"
#include "engine/state.h"

#include <functional>
#include <vector>

namespace cor {

struct GameRecord {
    GameSetup setup;
    std::vector<Action> actions;
};

// Sees the state after setup (step 0, no action) and after every applied action (step i,
// the action and the seat that played it).
using ReplayObserver =
    std::function<void(const GameState& state, int step, const Action* action, int seat)>;

} // namespace cor
