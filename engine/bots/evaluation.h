// A position evaluation for bots: the projected final score plus what coins, tokens, hand
// cards, the emissary still to play and room to grow are worth while rounds remain.
// In hundredths of a point, integers only.
#pragma once

#include "engine/state.h"

namespace cor {

int evaluate(const GameState& state, int seat);

} // namespace cor
