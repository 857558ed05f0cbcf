// One complete game between bots through a Table, every choice checked against the legal
// actions and the invariants checked every round: the core of `selfplay`, `arena` and the bot
// tests.
#pragma once

#include "engine/bots/bot.h"
#include "engine/table.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace cor {

struct MatchResult {
    Table table;
    int actions = 0;
    int errors = 0;     // an illegal choice, a refused action or a game that does not end
    int violations = 0; // checkInvariants failures, a wrong round count
};

// Plays from a new game of `setup` to the end; bots[seat] chooses for that seat from its view.
// The table keeps the record; `report` receives every problem, as text.
MatchResult playMatch(const GameSetup& setup, const std::array<Bot*, kMaxPlayers>& bots,
                      const std::function<void(const std::string&)>& report);

} // namespace cor
