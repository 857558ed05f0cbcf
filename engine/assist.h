// Assisted play (CLARIFICATIONS §7, the rulebook's "Automatic Actions"): which legal actions a
// player is offered, so that the app can take a decision that has only one sensible choice.
// A convenience, not a rule: every action offered is legal; with assisted play off the app
// offers every legal action.
#pragma once

#include "engine/rules.h"
#include "engine/view.h"

#include <optional>

namespace cor {

// The sensible actions among `legal` (the viewer's, who is to act):
// - a build spends brick tokens before coins, so only the variant with the most tokens stays;
// - produce only where it can pay off: two cogs already, an influence token to gain, or more
//   coins and brick tokens (at 2 each) than the cogs cost;
// - the round's last emissary only on the last of adjacent free spaces (in a 2-player game an
//   own emissary between them does not count).
void assistedChoices(const PlayerView& view, const ActionList& legal, ActionList& out);

// For the round's last emissary: the free space that gives more than `space` and acts no later
// (the last of the free spaces adjacent to it); 0 when `space` is not dominated.
int dominatingSpace(const PlayerView& view, int space);

// The choice, when exactly one is left.
std::optional<Action> onlyChoice(const ActionList& choices);

} // namespace cor
