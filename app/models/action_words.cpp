#include "app/models/action_words.h"

namespace cor::app {

Event describingEvent(const Action& action, int seat, const EventLog& events) {
    EventKind kind = EventKind::TurnEnded;
    switch (action.kind) {
    case ActionKind::Draft:
        kind = EventKind::DraftPicked;
        break;
    case ActionKind::Place:
        kind = EventKind::EmissaryPlaced;
        break;
    case ActionKind::Take:
        kind = EventKind::CardTaken;
        break;
    case ActionKind::Build:
        kind = EventKind::Built;
        break;
    case ActionKind::Produce:
        kind = EventKind::Produced;
        break;
    case ActionKind::School:
        kind = EventKind::SchoolDeckChosen;
        break;
    case ActionKind::Keep:
        kind = EventKind::SchoolKept;
        break;
    case ActionKind::Pass:
        break;
    }
    for (const Event& event : events) {
        if (event.kind == kind && event.seat == seat) {
            return event;
        }
    }
    return Event{.kind = kind, .seat = static_cast<std::int8_t>(seat)};
}

Event describingEvent(const GameState& state, const Action& action) {
    GameState after = state;
    const int seat = seatToAct(state);
    EventLog events;
    apply(after, seat, action, &events);
    return describingEvent(action, seat, events);
}

} // namespace cor::app
