// Why a gesture cannot be made, from what the player sees: the reason the UI shows for a hand
// card that cannot be built now. The rules themselves stay in apply(); this only names which
// of them stands in the way, from the player's own view.
#pragma once

#include "engine/rules.h"
#include "engine/view.h"

namespace cor {

// ActionError::None when `card` (in the viewer's hand) may be built somewhere now; otherwise
// the first reason it may not: not the viewer's turn, the phase, a pending school decision,
// the card not yet taken, already built, no space it may go on, or too few coins even with
// every brick token.
ActionError whyNotBuildable(const PlayerView& view, Card card);

} // namespace cor
