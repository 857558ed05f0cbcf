// Helpers for the rules tests (rules_*_test.cpp, cards_test.cpp, action_text_test.cpp):
// situations built by editing GameState directly, and checks that a rejected action leaves
// the state byte for byte unchanged.
#pragma once

#include "engine/action.h"
#include "engine/cards.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/state.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>
#include <initializer_list>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

namespace cor::test::rules {

static_assert(std::is_trivially_copyable_v<GameState>, "GameState must be trivially copyable");

inline GameSetup setupFor(int players, std::uint64_t seed = 1, bool shrine = false) {
    GameSetup setup;
    setup.players = players;
    setup.seed = seed;
    setup.shrine = shrine;
    return setup;
}

// The raw bytes of a state (padding included): a rejected action must not touch any of them.
using StateBytes = std::array<unsigned char, sizeof(GameState)>;
inline StateBytes bytesOf(const GameState& state) {
    StateBytes bytes{};
    std::memcpy(bytes.data(), &state, sizeof(GameState));
    return bytes;
}

// Field-by-field comparison of two states (deck contents compared item by item); returns
// the first difference, or an empty string.
inline std::string stateDifference(const GameState& a, const GameState& b) {
    const auto cmp = [](const auto& x, const auto& y) { return x == y; };
    if (!(a.setup == b.setup))
        return "setup";
    if (a.playerCount != b.playerCount || a.rounds != b.rounds ||
        a.emissariesPerPlayer != b.emissariesPerPlayer || a.deckMask != b.deckMask)
        return "game size";
    if (a.stateId != b.stateId)
        return "stateId";
    if (a.phase != b.phase || a.round != b.round || a.firstPlayer != b.firstPlayer)
        return "phase/round/first player";
    if (!cmp(a.strips, b.strips) || a.stripTop != b.stripTop)
        return "strips";
    if (!cmp(a.emissaries, b.emissaries) || a.placements != b.placements)
        return "emissaries";
    if (!cmp(a.offer, b.offer) || a.offerSize != b.offerSize)
        return "offer";
    if (a.openInfluence != b.openInfluence)
        return "open influence";
    for (std::size_t d = 0; d < a.decks.size(); ++d) {
        if (a.decks[d].size != b.decks[d].size)
            return "deck size " + std::to_string(d);
        for (int i = 0; i < a.decks[d].size; ++i) {
            if (a.decks[d].at(i).raw != b.decks[d].at(i).raw)
                return "deck " + std::to_string(d);
        }
    }
    if (!cmp(a.draftPack, b.draftPack) || a.draftPackSize != b.draftPackSize ||
        a.draftSeat != b.draftSeat)
        return "draft";
    const TurnState& t = a.turn;
    const TurnState& u = b.turn;
    if (t.seat != u.seat || t.space != u.space || t.bricks != u.bricks || t.cogs != u.cogs ||
        t.took != u.took || t.built != u.built || t.produced != u.produced ||
        t.schoolDraws != u.schoolDraws || t.schoolDeck != u.schoolDeck || !cmp(t.drawn, u.drawn) ||
        t.drawnCount != u.drawnCount)
        return "turn";
    for (std::size_t s = 0; s < a.players.size(); ++s) {
        const PlayerState& p = a.players[s];
        const PlayerState& q = b.players[s];
        const std::string who = "seat " + std::to_string(s) + " ";
        if (!cmp(p.city.cells, q.city.cells) || !cmp(p.city.points, q.city.points) ||
            p.city.occupied != q.city.occupied || p.city.brickTokens != q.city.brickTokens ||
            p.city.aqueducts != q.city.aqueducts)
            return who + "city";
        if (p.handSize != q.handSize)
            return who + "hand size";
        for (std::size_t i = 0; i < p.hand.size(); ++i) {
            if (p.hand[i].card != q.hand[i].card || p.hand[i].origin != q.hand[i].origin ||
                p.hand[i].knownBy != q.hand[i].knownBy)
                return who + "hand";
        }
        if (p.coins != q.coins || p.influence != q.influence ||
            p.influenceCards != q.influenceCards)
            return who + "tokens";
        if (!cmp(p.draftPassed, q.draftPassed) || p.draftPassedCount != q.draftPassedCount)
            return who + "draft passed";
    }
    if (!cmp(a.boxed, b.boxed))
        return "boxed";
    return {};
}

// Applies `action` for `seat`, expects `expected`, and checks that nothing changed.
inline void expectRejected(GameState& state, int seat, const Action& action, ActionError expected) {
    const StateBytes before = bytesOf(state);
    const std::uint32_t idBefore = state.stateId;
    EventLog log;
    const ActionError error = apply(state, seat, action, &log);
    EXPECT_EQ(errorCode(error), errorCode(expected)) << toText(action);
    EXPECT_EQ(state.stateId, idBefore) << toText(action);
    EXPECT_TRUE(log.empty()) << toText(action) << ": a rejected action emitted events";
    EXPECT_EQ(std::memcmp(before.data(), &state, sizeof(GameState)), 0)
        << toText(action) << ": a rejected action changed the state";
    GameState copy{};
    std::memcpy(&copy, before.data(), sizeof(GameState));
    EXPECT_EQ(stateDifference(copy, state), "") << toText(action);
}

inline void expectRejected(GameState& state, std::string_view text, ActionError expected) {
    expectRejected(state, seatToAct(state), act(text), expected);
}

// Applies action text for the seat to act and returns the error (no expectation).
inline ActionError tryPlay(GameState& state, std::string_view text) {
    return apply(state, seatToAct(state), act(text));
}

inline PlayerState& player(GameState& state, int seat) {
    return state.players[static_cast<std::size_t>(seat)];
}
inline const PlayerState& player(const GameState& state, int seat) {
    return state.players[static_cast<std::size_t>(seat)];
}

inline Deck& deck(GameState& state, DeckId d) {
    return state.decks[static_cast<std::size_t>(d)];
}
inline const Deck& deck(const GameState& state, DeckId d) {
    return state.decks[static_cast<std::size_t>(d)];
}

inline std::string itemText(DeckItem item) {
    if (item.isInfluence()) {
        return "influence_" +
               std::to_string(kInfluenceValues[static_cast<std::size_t>(item.influenceIndex())]);
    }
    return std::string(cardId(item.card()));
}

// A deck top first, influence cards as influence_N.
inline std::vector<std::string> deckTexts(const GameState& state, DeckId d) {
    std::vector<std::string> out;
    const Deck& dk = deck(state, d);
    for (int i = 0; i < dk.size; ++i) {
        out.push_back(itemText(dk.at(i)));
    }
    return out;
}

// Replaces a deck by these cards, top first.
inline void setDeck(GameState& state, DeckId d, std::initializer_list<Card> cards) {
    Deck& dk = deck(state, d);
    dk = Deck{};
    for (Card c : cards) {
        dk.pushBottom(DeckItem::building(c));
    }
}

inline void setOffer(GameState& state, std::initializer_list<Card> cards) {
    state.offer = {};
    state.offerSize = 0;
    for (Card c : cards) {
        state.offer[state.offerSize++] = c;
    }
}

inline std::vector<std::string> offerTexts(const GameState& state) {
    std::vector<std::string> out;
    for (int i = 0; i < state.offerSize; ++i) {
        out.emplace_back(cardId(state.offer[static_cast<std::size_t>(i)]));
    }
    return out;
}

// A hand's card ids, sorted.
inline std::vector<std::string> handTexts(const GameState& state, int seat) {
    std::vector<std::string> out;
    const PlayerState& p = player(state, seat);
    for (int i = 0; i < p.handSize; ++i) {
        out.emplace_back(cardId(p.hand[static_cast<std::size_t>(i)].card));
    }
    std::sort(out.begin(), out.end());
    return out;
}

inline void clearHand(GameState& state, int seat) {
    PlayerState& p = player(state, seat);
    p.hand = {};
    p.handSize = 0;
}

// Legal build texts for one card, sorted.
inline std::vector<std::string> legalBuildTexts(const GameState& state,
                                                std::string_view cardPrefix) {
    std::vector<std::string> out;
    const std::string prefix = "build " + std::string(cardPrefix) + " at ";
    for (const std::string& t : legalTexts(state)) {
        if (t.rfind(prefix, 0) == 0) {
            out.push_back(t);
        }
    }
    return out;
}

// The cells `card` may be built on in `city`, as "x,y", sorted in reading order.
inline std::vector<std::string> cellTexts(Bitboard cells) {
    std::vector<std::string> out;
    for (; cells != 0; cells &= cells - 1) {
        const int i = std::countr_zero(cells);
        out.push_back(std::to_string(cellX(i)) + "," + std::to_string(cellY(i)));
    }
    return out;
}

inline bool hasLegal(const GameState& state, std::string_view text) {
    const auto texts = legalTexts(state);
    return std::find(texts.begin(), texts.end(), std::string(text)) != texts.end();
}

// A game at its first action turn, then turned into an action turn of `seat` with these
// symbols, an empty hand, `coins` coins and the starting city.
inline GameState turnFor(int players, int seat, int bricks, int cogs, int coins = 5) {
    GameState state = firstTurn(setupFor(players));
    giveTurn(state, seat, bricks, cogs);
    for (int s = 0; s < players; ++s) {
        clearHand(state, s);
        player(state, s).city = startingCity();
        player(state, s).coins = 5;
    }
    player(state, seat).coins = static_cast<std::int16_t>(coins);
    return state;
}

// Plays the current round's emissary phase: each seat to act places on the lowest free space.
inline void placeAllLowest(GameState& state) {
    ActionList legal;
    while (state.phase == Phase::Emissaries) {
        legalActions(state, legal);
        ASSERT_FALSE(legal.empty());
        ASSERT_EQ(apply(state, seatToAct(state), legal[0]), ActionError::None);
    }
}

// Finishes the current action phase: every turn takes its first offered card and passes.
inline void takeAndPassAll(GameState& state) {
    ActionList legal;
    while (state.phase == Phase::Actions) {
        if (state.turn.schoolPending()) {
            legalActions(state, legal);
            ASSERT_EQ(apply(state, seatToAct(state), legal[0]), ActionError::None);
            continue;
        }
        if (!state.turn.took && state.offerSize > 0) {
            legalActions(state, legal);
            ASSERT_EQ(apply(state, seatToAct(state), legal[0]), ActionError::None);
            continue;
        }
        ASSERT_EQ(apply(state, seatToAct(state), Action::pass()), ActionError::None);
    }
}

// Plays whole rounds (lowest spaces, take first card, pass) until `round` has begun or the
// game is over.
inline void playRoundsUntil(GameState& state, int round) {
    while (!isOver(state) && (state.round < round || state.phase != Phase::Emissaries)) {
        if (state.phase == Phase::Emissaries) {
            placeAllLowest(state);
        } else if (state.phase == Phase::Actions) {
            takeAndPassAll(state);
        } else {
            ActionList legal;
            legalActions(state, legal);
            ASSERT_EQ(apply(state, seatToAct(state), legal[0]), ActionError::None);
        }
    }
}

inline std::string stripText(std::uint8_t pattern) {
    std::string s;
    for (int k = 0; k < kStripSpaces; ++k) {
        s += (pattern & (1u << k)) != 0 ? 'B' : 'C';
    }
    return s;
}

inline std::uint8_t stripFromText(std::string_view text) {
    std::uint8_t pattern = 0;
    for (int k = 0; k < kStripSpaces; ++k) {
        if (text[static_cast<std::size_t>(k)] == 'B') {
            pattern = static_cast<std::uint8_t>(pattern | (1u << k));
        }
    }
    return pattern;
}

// A final city for scoring: the starting city plus buildings, with point tokens on baths.
struct Placed {
    int x;
    int y;
    Card card;
    int points = 0;
};

inline City cityOf(std::initializer_list<Placed> buildings) {
    City city = startingCity();
    for (const Placed& b : buildings) {
        const int i = cellIndex(b.x, b.y);
        city.place(b.card, i);
        city.points[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(b.points);
    }
    return city;
}

inline ScoreSheet scoreOf(const City& city, int coins = 0, int tokens = 0, int cards = 0) {
    return scoreCity(city, coins, tokens, cards);
}

} // namespace cor::test::rules
