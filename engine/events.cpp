#include "engine/events.h"

namespace cor {

Event redactFor(const Event& event, int seat) {
    if (seat >= 0 && (event.secretFrom & (1u << seat)) == 0) {
        return event;
    }
    if (event.secretFrom == 0) {
        return event;
    }
    if (event.kind == EventKind::Undone) {
        // Nothing of the action taken back: not what it was, nor its card.
        return Event{.kind = event.kind, .seat = event.seat, .secretFrom = event.secretFrom};
    }
    Event redacted = event;
    redacted.card = Card::None;
    redacted.cards = {};
    return redacted;
}

bool beginsUndoableAction(const Event& event) {
    return event.kind == EventKind::CardTaken || event.kind == EventKind::Built ||
           event.kind == EventKind::Produced;
}

} // namespace cor
