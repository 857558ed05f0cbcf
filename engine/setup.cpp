#include "engine/flow.h"
#include "engine/rng.h"
#include "engine/rules.h"

namespace cor {
namespace {

// Influence cards go into deck I after these many buildings (the last one at the bottom).
struct InfluencePlacement {
    int value;
    int after;
};
constexpr std::array<InfluencePlacement, 4> kInfluence34{{{3, 3}, {6, 6}, {10, 10}, {14, 14}}};
constexpr std::array<InfluencePlacement, 3> kInfluence2{{{4, 4}, {8, 8}, {14, 14}}};

void fillDeck(Deck& deck, DeckId id, Rng& rng) {
    std::array<Card, kDeckCapacity> cards{};
    std::uint32_t count = 0;
    for (int c = 1; c < kCardKinds; ++c) {
        for (int copy = 0; copy < deckCopies(static_cast<Card>(c), id); ++copy) {
            cards[count++] = static_cast<Card>(c);
        }
    }
    rng.shuffle(cards.data(), count);
    deck = Deck{};
    for (std::uint32_t i = 0; i < count; ++i) {
        deck.items[i] = DeckItem::building(cards[i]);
    }
    deck.size = static_cast<std::uint8_t>(count);
}

template <std::size_t N>
void insertInfluence(Deck& deck, const std::array<InfluencePlacement, N>& placements) {
    // A fresh deck lies from slot 0 on, nobody knowing a card: insert from the bottom up.
    int to = deck.size + static_cast<int>(N);
    for (int from = deck.size, next = static_cast<int>(N) - 1; from > 0; --from) {
        for (; next >= 0 && placements[static_cast<std::size_t>(next)].after == from; --next) {
            deck.items[static_cast<std::size_t>(--to)] = DeckItem::influence(
                *influenceIndexFromValue(placements[static_cast<std::size_t>(next)].value));
        }
        deck.items[static_cast<std::size_t>(--to)] = deck.items[static_cast<std::size_t>(from - 1)];
    }
    deck.size = static_cast<std::uint8_t>(deck.size + N);
}

} // namespace

unsigned decksInGame(int players) {
    return players == 2 ? 0b0011 : (players == 3 ? 0b0111 : 0b1111);
}

unsigned influenceCardsInGame(int players) {
    unsigned mask = 0;
    const auto add = [&](const auto& placements) {
        for (const InfluencePlacement& p : placements) {
            mask |= 1u << *influenceIndexFromValue(p.value);
        }
    };
    if (players == 2) {
        add(kInfluence2);
    } else {
        add(kInfluence34);
    }
    return mask;
}

bool validSetup(const GameSetup& setup) {
    return setup.players >= 2 && setup.players <= kMaxPlayers && setup.startingPlayer >= -1 &&
           setup.startingPlayer < setup.players;
}

GameState newGame(const GameSetup& setup) {
    assert(validSetup(setup));
    GameState s;
    const int n = setup.players;
    s.setup = setup;
    s.playerCount = static_cast<std::uint8_t>(n);
    s.rounds = n == 2 ? 7 : 14;
    s.emissariesPerPlayer = n == 2 ? 2 : 1;
    s.deckMask = static_cast<std::uint8_t>(decksInGame(n));

    Rng rng(setup.seed);
    // Drawn even when chosen, so the rest of the setup is the seed's either way.
    s.firstPlayer = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(n)));
    if (setup.startingPlayer >= 0) {
        s.firstPlayer = static_cast<std::uint8_t>(setup.startingPlayer);
    }
    s.startingPlayer = s.firstPlayer;
    for (int d = 0; d < kDeckCount; ++d) {
        if (s.hasDeck(static_cast<DeckId>(d))) {
            fillDeck(s.decks[static_cast<std::size_t>(d)], static_cast<DeckId>(d), rng);
        }
    }
    if (n == 2) {
        insertInfluence(s.decks[0], kInfluence2);
    } else {
        insertInfluence(s.decks[0], kInfluence34);
    }
    s.strips = kStripFronts;
    rng.shuffle(s.strips.data(), kStripCount);
    for (auto& strip : s.strips) {
        if (rng.below(2) == 1) {
            strip = flipStrip(strip);
        }
    }
    s.emissaries.fill(-1);
    for (int seat = 0; seat < n; ++seat) {
        PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        p.city = startingCity();
        p.coins = 5;
        if (setup.shrine) {
            detail::addToHand(p, Card::Shrine, Origin::Shrine, detail::allSeats(s));
        }
    }
    // The player to the first player's right draws one card per player from deck II.
    s.phase = Phase::Draft;
    s.draftSeat = static_cast<std::int8_t>((s.firstPlayer + n - 1) % n);
    for (int i = 0; i < n; ++i) {
        s.draftPack[static_cast<std::size_t>(i)] = s.decks[1].popTop().card();
    }
    s.draftPackSize = static_cast<std::uint8_t>(n);
    return s;
}

} // namespace cor
