// A playout move by rules of thumb, as a player who knows the rules might move without
// thinking ahead: build whenever possible (a random card, on the cell with the most
// neighbours, spending brick tokens before coins), then produce if affordable, then pass;
// every other decision uniformly at random. Much cheaper than judging moves, and playouts that
// look more like real games than uniformly random ones.
#pragma once

#include "engine/rng.h"
#include "engine/rules.h"

namespace cor {

// Writes the move of the seat to act to `out` (by copyAction; see randomLegalAction).
void playoutAction(const GameState& state, Rng& rng, ActionList& scratch, Action& out);

} // namespace cor
