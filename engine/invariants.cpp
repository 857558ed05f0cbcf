#include "engine/invariants.h"

#include "engine/rules.h"

namespace cor {
std::array<int, kCardKinds> cardsInGame(const GameSetup& setup) {
    std::array<int, kCardKinds> total{};
    const unsigned decks = decksInGame(setup.players);
    for (int c = 1; c < kCardKinds; ++c) {
        for (int d = 0; d < kDeckCount; ++d) {
            if ((decks & (1u << d)) != 0) {
                total[static_cast<std::size_t>(c)] +=
                    deckCopies(static_cast<Card>(c), static_cast<DeckId>(d));
            }
        }
    }
    total[static_cast<std::size_t>(Card::StartResidence2)] = setup.players;
    total[static_cast<std::size_t>(Card::StartVegetableFarm)] = setup.players;
    total[static_cast<std::size_t>(Card::Shrine)] = setup.shrine ? setup.players : 0;
    return total;
}

std::string checkInvariants(const GameState& s) {
    std::array<int, kCardKinds> seen{};
    const auto count = [&](Card c) { ++seen[static_cast<std::size_t>(c)]; };
    unsigned influence = s.openInfluence;
    int influenceCount = std::popcount(static_cast<unsigned>(s.openInfluence));
    for (const Deck& deck : s.decks) {
        for (int i = 0; i < deck.size; ++i) {
            if (deck.at(i).isInfluence()) {
                influence |= 1u << deck.at(i).influenceIndex();
                ++influenceCount;
            } else {
                count(deck.at(i).card());
            }
        }
    }
    for (int i = 0; i < s.offerSize; ++i) {
        count(s.offer[static_cast<std::size_t>(i)]);
    }
    for (int i = 0; i < s.draftPackSize; ++i) {
        count(s.draftPack[static_cast<std::size_t>(i)]);
    }
    for (int i = 0; i < s.turn.drawnCount; ++i) {
        count(s.turn.drawn[static_cast<std::size_t>(i)]);
    }
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        const std::string who = "seat " + std::to_string(seat) + ": ";
        if (p.coins < 0 || p.influence < 0) {
            return who + "negative coins or influence tokens";
        }
        if (!p.city.isLegal()) {
            return who + "illegal city";
        }
        if ((influence & p.influenceCards) != 0) {
            return who + "an influence card is in two places";
        }
        influence |= p.influenceCards;
        influenceCount += std::popcount(static_cast<unsigned>(p.influenceCards));
        for (int i = 0; i < p.handSize; ++i) {
            count(p.hand[static_cast<std::size_t>(i)].card);
            if ((p.hand[static_cast<std::size_t>(i)].knownBy & (1u << seat)) == 0) {
                return who + "a hand card unknown to its owner";
            }
        }
        for (Bitboard rest = p.city.occupied; rest != 0; rest &= rest - 1) {
            count(p.city.cells[static_cast<std::size_t>(std::countr_zero(rest))]);
        }
    }
    for (int c = 1; c < kCardKinds; ++c) {
        seen[static_cast<std::size_t>(c)] += s.boxed[static_cast<std::size_t>(c)];
    }
    seen[0] = 0;
    const auto expected = cardsInGame(s.setup);
    for (int c = 1; c < kCardKinds; ++c) {
        if (seen[static_cast<std::size_t>(c)] != expected[static_cast<std::size_t>(c)]) {
            return "card " + std::string(cardId(static_cast<Card>(c))) +
                   " not conserved: " + std::to_string(seen[static_cast<std::size_t>(c)]) + " of " +
                   std::to_string(expected[static_cast<std::size_t>(c)]);
        }
    }
    const unsigned expectedInfluence = influenceCardsInGame(s.playerCount);
    if (influence != expectedInfluence || influenceCount != std::popcount(expectedInfluence)) {
        return "influence cards not conserved";
    }
    if (s.round > s.rounds || (s.phase == Phase::Over && s.round != s.rounds) ||
        (s.phase == Phase::Draft) != (s.round == 0)) {
        return "round count wrong";
    }
    return {};
}

} // namespace cor
