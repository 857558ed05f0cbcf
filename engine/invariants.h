// Checks that hold in every reachable state; used by selfplay and the random-game tests.
#pragma once

#include "engine/state.h"

#include <bit>
#include <string>

namespace cor {

// Empty when every invariant holds, else what is broken: cards and influence cards
// conserved, no negative coins or tokens, legal cities, the round count, hand bounds.
std::string checkInvariants(const GameState& state);

// How many copies of each card a game of this setup holds in all.
std::array<int, kCardKinds> cardsInGame(const GameSetup& setup);

} // namespace cor
