// The complete game state: a small trivially copyable value, so bots can copy it freely.
// Only the host holds it; everyone else plays through a PlayerView (view.h).
#pragma once

#include "engine/cards.h"
#include "engine/city.h"

#include <array>
#include <bit>
#include <cstdint>

namespace cor {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kStripSpaces = 5;
inline constexpr int kStripCount = 6;
inline constexpr int kMaxHand = 32;
inline constexpr int kDeckCapacity = 24;
inline constexpr int kMaxOffer = 8;
inline constexpr int kMaxDrawn = 5; // university with four neighbours

enum class Phase : std::uint8_t { Draft, Emissaries, Actions, Over };

struct GameSetup {
    int players = 4;
    std::uint64_t seed = 0;
    bool shrine = false;
    int startingPlayer = -1; // the first player of round 1; -1: drawn from the seed
    friend bool operator==(const GameSetup&, const GameSetup&) = default;
};

// A deck item is a building card or (in deck I) an influence card.
struct DeckItem {
    std::uint8_t raw = 0;
    static constexpr std::uint8_t kInfluenceFlag = 0x40;
    static DeckItem building(Card c) { return {static_cast<std::uint8_t>(c)}; }
    static DeckItem influence(int index) {
        return {static_cast<std::uint8_t>(kInfluenceFlag | index)};
    }
    bool isInfluence() const { return (raw & kInfluenceFlag) != 0; }
    int influenceIndex() const { return raw & ~kInfluenceFlag; }
    Card card() const { return isInfluence() ? Card::None : static_cast<Card>(raw); }
    friend bool operator==(const DeckItem&, const DeckItem&) = default;
};

// Top at items[head]; cards returned by a school go to the bottom. knownBy[i] (bit s: seat
// s knows the card) travels with items[i]: whoever put a card back knows it and where.
struct Deck {
    std::array<DeckItem, kDeckCapacity> items{};
    std::array<std::uint8_t, kDeckCapacity> knownBy{};
    std::uint8_t head = 0;
    std::uint8_t size = 0;

    DeckItem at(int fromTop) const { return items[slot(fromTop)]; }
    std::uint8_t knownByAt(int fromTop) const { return knownBy[slot(fromTop)]; }
    DeckItem top() const { return items[head]; }
    // Inline: every upkeep reveals a card from each deck.
    DeckItem popTop() {
        const DeckItem item = items[head];
        knownBy[head] = 0;
        head = static_cast<std::uint8_t>(head + 1 == kDeckCapacity ? 0 : head + 1);
        --size;
        return item;
    }
    void pushBottom(DeckItem item, std::uint8_t knownBySeats = 0);
    int buildingCount() const;
    friend bool operator==(const Deck&, const Deck&) = default;

  private:
    std::size_t slot(int fromTop) const {
        return static_cast<std::size_t>((head + fromTop) % kDeckCapacity);
    }
};

// How a hand card got there decides who may know it (CLARIFICATIONS §5) and the back it
// shows (every card back shows its deck).
enum class Origin : std::uint8_t { Offer, Draft, SchoolII, SchoolIII, SchoolIV, Shrine };

// The deck whose back a hidden hand card shows: drafted cards come from deck II, school
// cards from the deck chosen (hidden cards never come from the offer or the shrine).
inline DeckId deckOfBack(Origin origin) {
    switch (origin) {
    case Origin::SchoolIII:
        return DeckId::III;
    case Origin::SchoolIV:
        return DeckId::IV;
    default:
        return DeckId::II;
    }
}

struct HandCard {
    Card card = Card::None;
    Origin origin = Origin::Offer;
    std::uint8_t knownBy = 0; // bit s: seat s knows this card
    friend bool operator==(const HandCard&, const HandCard&) = default;
};

struct PlayerState {
    City city;
    std::array<HandCard, kMaxHand> hand{};
    std::uint8_t handSize = 0;
    std::int16_t coins = 0;
    std::int16_t influence = 0;                      // influence tokens
    std::uint8_t influenceCards = 0;                 // bit i: influence card kInfluenceValues[i]
    std::array<Card, kMaxPlayers - 1> draftPassed{}; // what this player passed on in the draft
    std::uint8_t draftPassedCount = 0;

    int handCount(Card c) const;
    bool holds(Card c) const {
        for (int i = 0; i < handSize; ++i) {
            if (hand[static_cast<std::size_t>(i)].card == c) {
                return true;
            }
        }
        return false;
    }
    int influenceCardPoints() const;
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

struct TurnState {
    std::int8_t seat = -1;
    std::uint8_t space = 0; // 1..5
    std::uint8_t bricks = 0;
    std::uint8_t cogs = 0;
    bool took = false;
    bool built = false;
    bool produced = false;
    std::uint8_t schoolDraws = 0; // > 0 while a school/university decision is pending
    std::int8_t schoolDeck = -1;  // chosen deck, -1 before the choice
    std::array<Card, kMaxDrawn> drawn{};
    std::uint8_t drawnCount = 0;

    bool schoolPending() const { return schoolDraws > 0; }
    // What is left to use: the turn's one build or produce loses the excess ("Any excess
    // bricks are lost").
    int bricksLeft() const { return built ? 0 : bricks; }
    int cogsLeft() const { return produced ? 0 : cogs; }
    friend bool operator==(const TurnState&, const TurnState&) = default;
};

struct GameState {
    GameSetup setup;
    std::uint8_t playerCount = 4;
    std::uint8_t rounds = 14;
    std::uint8_t emissariesPerPlayer = 1;
    std::uint8_t deckMask = 0; // bit d: deck d is in the game
    std::uint32_t stateId = 0;

    Phase phase = Phase::Draft;
    std::uint8_t round = 0; // 0 during the setup draft
    std::uint8_t firstPlayer = 0;
    std::uint8_t startingPlayer = 0; // first player of round 1; the draft ends with them

    // Face-up side of each strip, bit k set = brick on space k+1; strips[(stripTop+i)%6] is
    // the i-th from the top.
    std::array<std::uint8_t, kStripCount> strips{};
    std::uint8_t stripTop = 0;

    std::array<std::int8_t, kStripSpaces> emissaries{}; // seat on space k+1, or -1
    std::uint8_t placements = 0;                        // emissaries placed this round

    std::array<Card, kMaxOffer> offer{};
    std::uint8_t offerSize = 0;
    std::uint8_t openInfluence = 0; // bitmask of influence card indices in the middle

    std::array<Deck, kDeckCount> decks{};

    // Setup draft: the pack held by draftSeat.
    std::array<Card, kMaxPlayers> draftPack{};
    std::uint8_t draftPackSize = 0;
    std::int8_t draftSeat = -1;

    TurnState turn;
    std::array<PlayerState, kMaxPlayers> players{};
    std::array<std::uint8_t, kCardKinds> boxed{}; // replaced by aqueducts, out of the game

    std::uint8_t currentStrip() const { return strips[stripTop]; }
    bool hasDeck(DeckId d) const { return (deckMask & (1u << static_cast<unsigned>(d))) != 0; }
    // Member-wise: padding bytes may differ between equal states, so never compare bytes.
    friend bool operator==(const GameState&, const GameState&) = default;
};

// Front sides of the six strips, from the emperor outward, bit k = brick on space k+1
// (CLARIFICATIONS §2): BBBCC, BBCBC, BCBBC, BBCCB, CBBBC, BCBCB.
inline constexpr std::array<std::uint8_t, kStripCount> kStripFronts{0b00111, 0b01011, 0b01101,
                                                                    0b10011, 0b01110, 0b10101};

// Strip patterns read from the emperor's end; the back is the front reversed (a table: every
// upkeep flips one).
inline std::uint8_t flipStrip(std::uint8_t pattern) {
    static constexpr auto kFlipped = [] {
        std::array<std::uint8_t, 1u << kStripSpaces> flipped{};
        for (unsigned p = 0; p < flipped.size(); ++p) {
            for (int k = 0; k < kStripSpaces; ++k) {
                if ((p & (1u << k)) != 0) {
                    flipped[p] |= static_cast<std::uint8_t>(1u << (kStripSpaces - 1 - k));
                }
            }
        }
        return flipped;
    }();
    return kFlipped[pattern & ((1u << kStripSpaces) - 1)];
}
// Bricks and cogs an emissary on `space` (1..5) gets: the symbols of spaces 1..space.
// A table, not std::popcount: every turn asks this, and plain x86-64 has no popcount.
inline int stripBricks(std::uint8_t pattern, int space) {
    // Static: a local table would be built on the stack on every call.
    static constexpr auto kBits = [] {
        std::array<std::uint8_t, 1u << kStripSpaces> bits{};
        for (unsigned i = 0; i < bits.size(); ++i) {
            bits[i] = static_cast<std::uint8_t>(std::popcount(i));
        }
        return bits;
    }();
    return kBits[pattern & ((1u << space) - 1) & ((1u << kStripSpaces) - 1)];
}
inline int stripCogs(std::uint8_t pattern, int space) {
    return space - stripBricks(pattern, space);
}

} // namespace cor
