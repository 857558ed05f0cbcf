// Helpers that build game situations for the engine tests.
#pragma once

#include "engine/action.h"
#include "engine/rules.h"
#include "engine/state.h"

#include <initializer_list>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace cor::test {

// Parses action text; fails the test on a typo.
Action act(std::string_view text);

// Every legal action of the seat to act, as text, sorted.
std::vector<std::string> legalTexts(const GameState& state);

// Applies action text for the seat to act; fails the test on an error.
void play(GameState& state, std::string_view text);

// A new game played through the draft (everyone keeps the first card offered) and the
// emissary phase (each seat takes the lowest free space), at the first action turn.
GameState firstTurn(const GameSetup& setup);

// Makes `seat` the player to act in an action turn with these strip symbols; the card from
// the offer counts as taken unless `took` is false.
void giveTurn(GameState& state, int seat, int bricks, int cogs, bool took = true);

// Replaces a city by the starting city plus these buildings.
void buildCity(City& city, std::initializer_list<std::tuple<int, int, Card>> buildings);

// Appends cards to a hand, known only to their owner.
void giveHand(GameState& state, int seat, std::initializer_list<Card> cards);

// A random game from `seed`, stopped before the first state where `stop` holds (or at its end).
template <typename Stop>
GameState playRandomUntil(const GameSetup& setup, std::uint64_t seed, Stop stop);

// A random game from `seed` in its action phase, from round 3 on, where the seat to act has at
// least four legal actions: a decision with a real choice.
GameState midGame(std::uint64_t seed, int players);

} // namespace cor::test

#include "engine/rng.h"

template <typename Stop>
cor::GameState cor::test::playRandomUntil(const GameSetup& setup, std::uint64_t seed, Stop stop) {
    GameState state = newGame(setup);
    Rng rng(seed);
    ActionList legal;
    while (!isOver(state) && !stop(state)) {
        legalActions(state, legal);
        apply(state, seatToAct(state),
              legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
    }
    return state;
}
