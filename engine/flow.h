// Internal: the automatic steps between decisions (upkeep, turn order, influence scoring,
// end of game). Used by apply; not part of the engine's public API. All inline, so that
// apply()'s hot-path clone (hot_path.h) carries them: every turn ends here.
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

inline void startRound(GameState& s, EventLog* log);

inline void revealInfluence(GameState& s, EventLog* log) {
    Deck& deck = s.decks[0];
    while (deck.size > 0 && deck.top().isInfluence()) {
        const int index = deck.popTop().influenceIndex();
        s.openInfluence = static_cast<std::uint8_t>(s.openInfluence | (1u << index));
        emit(log, {.kind = EventKind::InfluenceRevealed,
                   .value = kInfluenceValues[static_cast<std::size_t>(index)]});
    }
}

inline void revealBuilding(GameState& s, DeckId d, EventLog* log) {
    Deck& deck = s.decks[static_cast<std::size_t>(d)];
    if (d == DeckId::I) {
        revealInfluence(s, log);
    }
    if (deck.size > 0 && s.offerSize < kMaxOffer) {
        const Card card = deck.popTop().card();
        s.offer[s.offerSize++] = card;
        emit(
            log,
            {.kind = EventKind::CardRevealed, .card = card, .value = static_cast<std::int16_t>(d)});
    }
    if (d == DeckId::I) {
        revealInfluence(s, log);
    }
}

inline void startTurn(GameState& s, int space, EventLog* log) {
    const int seat = s.emissaries[static_cast<std::size_t>(space - 1)];
    const std::uint8_t strip = s.currentStrip();
    s.turn = TurnState{};
    s.turn.seat = static_cast<std::int8_t>(seat);
    s.turn.space = static_cast<std::uint8_t>(space);
    s.turn.bricks = static_cast<std::uint8_t>(stripBricks(strip, space));
    s.turn.cogs = static_cast<std::uint8_t>(stripCogs(strip, space));
    emit(log, {.kind = EventKind::TurnStarted,
               .seat = static_cast<std::int8_t>(seat),
               .value = static_cast<std::int16_t>(space),
               .amount = s.turn.bricks,
               .extra = s.turn.cogs});
}

inline void scoreInfluence(GameState& s, EventLog* log) {
    if (s.openInfluence == 0) {
        return;
    }
    int points = 0;
    for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
        points += (s.openInfluence & (1u << i)) != 0 ? kInfluenceValues[i] : 0;
    }
    int best = -1;
    int leader = -1;
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const int tokens = s.players[static_cast<std::size_t>(seat)].influence;
        if (tokens > best) {
            best = tokens;
            leader = seat;
        } else if (tokens == best) {
            leader = -1;
        }
    }
    if (leader < 0) {
        emit(log, {.kind = EventKind::InfluencePostponed,
                   .value = static_cast<std::int16_t>(points),
                   .amount = static_cast<std::int16_t>(s.round >= s.rounds ? 1 : 0)});
        return;
    }
    PlayerState& winner = s.players[static_cast<std::size_t>(leader)];
    winner.influenceCards = static_cast<std::uint8_t>(winner.influenceCards | s.openInfluence);
    s.openInfluence = 0;
    emit(log, {.kind = EventKind::InfluenceAwarded,
               .seat = static_cast<std::int8_t>(leader),
               .value = static_cast<std::int16_t>(points),
               .amount = winner.influence});
    winner.influence = 0;
}

inline void endRound(GameState& s, EventLog* log) {
    scoreInfluence(s, log);
    if (s.round >= s.rounds) {
        s.phase = Phase::Over;
        emit(log, {.kind = EventKind::GameEnded});
        return;
    }
    s.firstPlayer = static_cast<std::uint8_t>((s.firstPlayer + 1) % s.playerCount);
    startRound(s, log);
}

inline void startRound(GameState& s, EventLog* log) {
    ++s.round;
    s.strips[s.stripTop] = flipStrip(s.strips[s.stripTop]);
    s.stripTop = static_cast<std::uint8_t>((s.stripTop + 1) % kStripCount);
    emit(log, {.kind = EventKind::RoundStarted, .value = s.round, .amount = s.currentStrip()});
    const int perDeck = s.playerCount == 2 ? 2 : 1;
    for (int d = 0; d < kDeckCount; ++d) {
        if (s.hasDeck(static_cast<DeckId>(d))) {
            for (int i = 0; i < perDeck; ++i) {
                revealBuilding(s, static_cast<DeckId>(d), log);
            }
        }
    }
    s.emissaries.fill(-1);
    s.placements = 0;
    s.phase = Phase::Emissaries;
}

inline void startActionPhase(GameState& s, EventLog* log) {
    s.phase = Phase::Actions;
    for (int space = 1; space <= kStripSpaces; ++space) {
        if (s.emissaries[static_cast<std::size_t>(space - 1)] >= 0) {
            startTurn(s, space, log);
            return;
        }
    }
}

inline void endTurn(GameState& s, EventLog* log) {
    emit(log, {.kind = EventKind::TurnEnded, .seat = s.turn.seat});
    const int done = s.turn.space;
    s.emissaries[static_cast<std::size_t>(done - 1)] = -1;
    s.turn = TurnState{};
    for (int space = done + 1; space <= kStripSpaces; ++space) {
        if (s.emissaries[static_cast<std::size_t>(space - 1)] >= 0) {
            startTurn(s, space, log);
            return;
        }
    }
    endRound(s, log);
}

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

// Decks a school or university may draw from: II..IV, those in the game.
inline unsigned schoolDecks(const GameState& s) {
    return s.deckMask & ~1u;
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

} // namespace cor::detail
