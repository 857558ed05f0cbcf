// An action in the log's words: the event that says what it did (its own kind, by the seat
// that acted). The replay's steps and the look back word actions by it — taken ones and ones a
// seat could have taken instead.
#pragma once

#include "engine/events.h"
#include "engine/rules.h"

namespace cor::app {

// The event of `events` (what `action` by `seat` did) that says what it did.
Event describingEvent(const Action& action, int seat, const EventLog& events);

// The same for `action` by the seat to act in `state`, as if it had been taken there.
Event describingEvent(const GameState& state, const Action& action);

} // namespace cor::app
