#include "engine/events.h"

namespace cor {

Event redactFor(const Event& event, int seat) {
    if (seat >= 0 && (event.secretFrom & (1u << seat)) == 0) {
        return event;
    }
    if (event.secretFrom == 0) {
        return event;
    }
    Event redacted = event;
    redacted.card = Card::None;
    redacted.cards = {};
    return redacted;
}

} // namespace cor
