// Information-set sampling: a full GameState consistent with what a PlayerView shows, the
// hidden cards (deck order, opponents' unknown hand cards, someone else's school draw, the
// draft pack, unseen strips) filled in at random. Bots search such states; since they are
// built from the view alone, a bot cannot peek at what its view does not show.
#pragma once

#include "engine/rng.h"
#include "engine/state.h"
#include "engine/view.h"

namespace cor {

GameState determinize(const PlayerView& view, Rng& rng);

} // namespace cor
