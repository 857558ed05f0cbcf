// One complete game between bots, every choice checked against the engine's legal actions:
// the shared core of `selfplay` and `arena`.
#pragma once

#include "bots/bot.h"
#include "state.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace cor::cli {

struct MatchResult {
    GameState state;
    int actions = 0;
    int errors = 0;     // an illegal choice, a refused action or a game that does not end
    int violations = 0; // checkInvariants failures, a wrong round count
};

// Plays from a new game of `setup` to the end; bots[seat] chooses for that seat from its view.
// `record` (optional) receives every applied action; `report` every problem, as text.
MatchResult playMatch(const GameSetup& setup, const std::array<Bot*, kMaxPlayers>& bots,
                      std::vector<Action>* record,
                      const std::function<void(const std::string&)>& report);

} // namespace cor::cli
