// Whole games of greedy bots, visiting every decision where assisted play offers more than one
// action: where the hint tests look at the hint the seat to act could ask for.
#pragma once

#include "engine/assist.h"
#include "engine/bots/bot.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <functional>
#include <gtest/gtest.h>

namespace cor::test {

// Calls `visit(state, offered)` at each such decision until the game ends (or a fatal failure
// stops it); returns how many were visited.
inline int
forEachOfferedDecision(const GameSetup& setup,
                       const std::function<void(const GameState&, const ActionList&)>& visit) {
    GameState s = newGame(setup);
    std::unique_ptr<Bot> player = makeBot("greedy", setup.seed);
    ActionList legal;
    ActionList offered;
    int visited = 0;
    while (!isOver(s) && !testing::Test::HasFatalFailure()) {
        const int seat = seatToAct(s);
        legalActions(s, legal);
        const PlayerView view = makeView(s, seat);
        assistedChoices(view, legal, offered);
        if (offered.size() > 1) {
            visit(s, offered);
            ++visited;
        }
        EXPECT_EQ(apply(s, seat, player->choose(view, legal)), ActionError::None);
    }
    return visited;
}

} // namespace cor::test
