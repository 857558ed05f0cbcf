// What a build would do to the score pad, before it is made: the app shows it on the glowing
// cells ("+6 points"); what a standing temple scores now is scoreTempleAt() (engine/scoring.h).
#pragma once

#include "engine/city.h"

namespace cor {

// The change of the city's own rows of the score pad (residential areas, aqueducts, temples)
// if `card` were built at cell `index` (an aqueduct replacing what stands there), the player
// holding `coins` (for the temple of Mercury). Coins paid or gained are not counted: the
// price and the yield show those.
int buildPoints(const City& city, Card card, int index, int coins);

} // namespace cor
