// What one player may know (CLARIFICATIONS §5): everything public plus their own secrets.
// No deck order, no seed: the UI, bots and remote clients all play from this.
#pragma once

#include "engine/state.h"

#include <array>
#include <cstdint>

namespace cor {

inline constexpr std::uint8_t kUnknownStrip = 0xFF;

// An opponent's hidden card shows only its back: a drafted card and a deck-II card drawn by a
// school look alike. Opponents' hands are listed in a canonical order (known cards by id,
// then hidden ones by back), so the order tells nothing about when a card came.
struct ViewHandCard {
    Card card = Card::None;   // None: the viewer does not know this card
    DeckId back = DeckId::II; // the deck a hidden card came from (II, III or IV)
    bool open = false;        // every player knows the card (taken from the offer, a shrine)
    friend bool operator==(const ViewHandCard&, const ViewHandCard&) = default;
};

struct PlayerPublicView {
    City city;
    std::int16_t coins = 0;
    std::int16_t influence = 0;
    std::uint8_t influenceCards = 0;
    std::uint8_t handSize = 0;
    std::array<ViewHandCard, kMaxHand> hand{};
    friend bool operator==(const PlayerPublicView&, const PlayerPublicView&) = default;
};

struct PlayerView {
    std::int8_t viewer = -1;
    std::uint8_t playerCount = 4;
    std::uint8_t rounds = 14;
    std::uint8_t emissariesPerPlayer = 1;
    std::uint8_t deckMask = 0;
    bool shrine = false;
    std::uint32_t stateId = 0;

    Phase phase = Phase::Draft;
    std::uint8_t round = 0;
    std::uint8_t firstPlayer = 0;
    std::uint8_t startingPlayer = 0; // the draft ended with them
    std::int8_t toAct = -1;

    // The strip stack from the top; strips the viewer has not seen yet are kUnknownStrip.
    std::array<std::uint8_t, kStripCount> strips{};
    std::array<std::int8_t, kStripSpaces> emissaries{};
    std::uint8_t placements = 0;

    std::array<Card, kMaxOffer> offer{};
    std::uint8_t offerSize = 0;
    std::uint8_t openInfluence = 0;

    std::array<std::uint8_t, kDeckCount> deckSizes{}; // items, influence cards included
    // Cards the viewer put back under a deck (school, university) and knows where they lie:
    // [deck][position from the top], None elsewhere.
    std::array<std::array<Card, kDeckCapacity>, kDeckCount> knownInDecks{};
    // Position from the top of deck I of each influence card still in it, or -1 (public:
    // they were inserted openly at setup).
    std::array<std::int8_t, kInfluenceValues.size()> influenceInDeck{};

    std::int8_t draftSeat = -1;
    std::uint8_t draftPackSize = 0;
    std::array<Card, kMaxPlayers> draftPack{};       // only when the viewer holds the pack
    std::array<Card, kMaxPlayers - 1> draftPassed{}; // what the viewer passed on
    std::uint8_t draftPassedCount = 0;

    TurnState turn; // drawn cards only for the drawer
    std::array<PlayerPublicView, kMaxPlayers> players{};
    std::array<std::uint8_t, kCardKinds> boxed{};

    std::uint8_t currentStrip() const { return strips[0]; }
    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// viewer: a seat, or -1 for a spectator (who sees what every player knows).
PlayerView makeView(const GameState& state, int viewer);

// What a spectator sees, from any seat's view of the same moment: that seat's secrets taken
// out, so publicView(makeView(s, seat)) == makeView(s, -1). A screen that holds a seat's view
// but may show only what everyone knows (hot seat, between two people's turns) shows this.
PlayerView publicView(const PlayerView& view);

} // namespace cor
