// Internal: the automatic steps between decisions (upkeep, turn order, influence scoring,
// end of game). Used by setup and apply; not part of the engine's public API.
#pragma once

#include "engine/events.h"
#include "engine/state.h"

namespace cor::detail {

inline void emit(EventLog* log, const Event& event) {
    if (log != nullptr) {
        log->push_back(event);
    }
}

inline unsigned allSeats(const GameState& s) {
    return (1u << s.playerCount) - 1;
}

void startRound(GameState& s, EventLog* log);
void startActionPhase(GameState& s, EventLog* log);
void endTurn(GameState& s, EventLog* log);
// Ends the turn once the card is taken and both build and produce are done.
void endTurnIfComplete(GameState& s, EventLog* log);

// Removes one `card` from the hand, preferring the copy known to the most seats, so that no
// view keeps claiming knowledge of a card that may be gone.
void removeFromHand(PlayerState& p, Card card);
void addToHand(PlayerState& p, Card card, Origin origin, unsigned knownBy);

// Insertion sort for the few cards of a school draw (std::sort trips GCC's array-bounds
// warning on such small arrays).
inline void sortCards(Card* first, int count) {
    for (int i = 1; i < count; ++i) {
        const Card c = first[i];
        int j = i;
        for (; j > 0 && first[j - 1] > c; --j) {
            first[j] = first[j - 1];
        }
        first[j] = c;
    }
}

// Decks a school or university may draw from: II..IV, those in the game.
unsigned schoolDecks(const GameState& s);

} // namespace cor::detail
