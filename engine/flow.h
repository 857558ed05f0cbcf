// Internal: the automatic steps between decisions (upkeep, turn order, influence scoring,
// end of game). Used by setup and apply; not part of the engine's public API.
#pragma once

#include "engine/events.h"
#include "engine/state.h"

#include <array>
#include <bit>
#include <cstdint>

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
// Ends the turn once the card is taken and both build and produce are done. (This and the hand
// helpers are inline: apply() runs them on most moves.)
inline void endTurnIfComplete(GameState& s, EventLog* log) {
    const TurnState& t = s.turn;
    if ((t.took || s.offerSize == 0) && t.built && t.produced && !t.schoolPending()) {
        endTurn(s, log);
    }
}

// Seats in a knownBy mask, by table (std::popcount is a library call on plain x86-64).
inline int seatCount(std::uint8_t seats) {
    // Static: a local table would be built on the stack on every call.
    static constexpr auto kCounts = [] {
        std::array<std::uint8_t, 1u << kMaxPlayers> counts{};
        for (unsigned i = 0; i < counts.size(); ++i) {
            counts[i] = static_cast<std::uint8_t>(std::popcount(i));
        }
        return counts;
    }();
    return kCounts[seats & ((1u << kMaxPlayers) - 1)];
}

// Removes one `card` from the hand, preferring the copy known to the most seats, so that no
// view keeps claiming knowledge of a card that may be gone.
inline void removeFromHand(PlayerState& p, Card card) {
    int chosen = -1;
    int chosenKnown = -1;
    for (int i = 0; i < p.handSize; ++i) {
        const HandCard& h = p.hand[static_cast<std::size_t>(i)];
        if (h.card != card) {
            continue;
        }
        const int known = seatCount(h.knownBy);
        if (known > chosenKnown) {
            chosen = i;
            chosenKnown = known;
        }
    }
    for (int i = chosen; i + 1 < p.handSize; ++i) {
        p.hand[static_cast<std::size_t>(i)] = p.hand[static_cast<std::size_t>(i + 1)];
    }
    --p.handSize;
    p.hand[p.handSize] = HandCard{};
}

inline void addToHand(PlayerState& p, Card card, Origin origin, unsigned knownBy) {
    p.hand[p.handSize++] = HandCard{card, origin, static_cast<std::uint8_t>(knownBy)};
}

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
