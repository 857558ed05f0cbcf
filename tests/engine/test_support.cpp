#include "tests/engine/test_support.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace cor::test {

Action act(std::string_view text) {
    const auto action = parseAction(text);
    EXPECT_TRUE(action.has_value()) << "cannot parse: " << text;
    return action.value_or(Action::pass());
}

std::vector<std::string> legalTexts(const GameState& state) {
    ActionList legal;
    legalActions(state, legal);
    std::vector<std::string> texts;
    for (const Action& a : legal) {
        texts.push_back(toText(a));
    }
    std::sort(texts.begin(), texts.end());
    return texts;
}

void play(GameState& state, std::string_view text) {
    const ActionError error = apply(state, seatToAct(state), act(text));
    EXPECT_EQ(error, ActionError::None) << text << ": " << errorMessage(error);
}

GameState firstTurn(const GameSetup& setup) {
    GameState state = newGame(setup);
    ActionList legal;
    while (state.phase == Phase::Draft || state.phase == Phase::Emissaries) {
        legalActions(state, legal);
        EXPECT_EQ(apply(state, seatToAct(state), legal[0]), ActionError::None);
    }
    return state;
}

void giveTurn(GameState& state, int seat, int bricks, int cogs, bool took) {
    state.phase = Phase::Actions;
    state.turn = TurnState{};
    state.turn.seat = static_cast<std::int8_t>(seat);
    state.turn.space = 1;
    state.turn.bricks = static_cast<std::uint8_t>(bricks);
    state.turn.cogs = static_cast<std::uint8_t>(cogs);
    state.turn.took = took;
    state.emissaries.fill(-1);
    state.emissaries[0] = static_cast<std::int8_t>(seat);
}

void buildCity(City& city, std::initializer_list<std::tuple<int, int, Card>> buildings) {
    city = startingCity();
    for (const auto& [x, y, card] : buildings) {
        city.place(card, cellIndex(x, y));
    }
}

void giveHand(GameState& state, int seat, std::initializer_list<Card> cards) {
    PlayerState& p = state.players[static_cast<std::size_t>(seat)];
    for (Card c : cards) {
        p.hand[p.handSize++] = HandCard{c, Origin::Offer, static_cast<std::uint8_t>(1u << seat)};
    }
}

GameState midGame(std::uint64_t seed, int players) {
    ActionList legal;
    return playRandomUntil(GameSetup{players, seed, false}, seed, [&](const GameState& s) {
        if (s.round < 3 || s.phase != Phase::Actions) {
            return false;
        }
        legalActions(s, legal);
        return legal.size() >= 4;
    });
}

} // namespace cor::test
