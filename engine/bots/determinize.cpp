#include "engine/bots/determinize.h"

#include "engine/invariants.h"

#include <algorithm>
#include <bit>

namespace cor {
namespace {

// The deck a card of this id can only have come from, or -1 when several decks hold it.
int onlyDeckOf(Card c) {
    int deck = -1;
    for (int d = 0; d < kDeckCount; ++d) {
        if (deckCopies(c, static_cast<DeckId>(d)) > 0) {
            if (deck >= 0) {
                return -1;
            }
            deck = d;
        }
    }
    return deck;
}

// The unseen cards, dealt out to the hidden places by the back they show.
class Dealer {
  public:
    Dealer(const std::array<int, kCardKinds>& unseen, Rng& rng) : rng_(rng) {
        for (int c = 1; c < kCardKinds; ++c) {
            const int deck = onlyDeckOf(static_cast<Card>(c));
            for (int i = 0; i < unseen[static_cast<std::size_t>(c)]; ++i) {
                auto& pile = deck >= 0 ? exclusive_[static_cast<std::size_t>(deck)] : shared_;
                pile.push(static_cast<Card>(c));
            }
        }
        for (auto& pile : exclusive_) {
            rng.shuffle(pile.cards.data(), pile.size);
        }
        rng.shuffle(shared_.cards.data(), shared_.size);
    }

    // Reserves cards for `slots` hidden places with this back, exclusive cards first.
    void reserve(int deck, int slots) { wanted_[static_cast<std::size_t>(deck)] += slots; }

    // A card for a hidden place with this back. The cards only that deck holds must all end
    // up in its places, so each place takes one of them with probability own / places left.
    Card deal(int deck) {
        auto& own = exclusive_[static_cast<std::size_t>(deck)];
        int& wanted = wanted_[static_cast<std::size_t>(deck)];
        const auto placesLeft = static_cast<std::uint32_t>(std::max(wanted, 1));
        --wanted;
        if (own.size > 0 && (shared_.size == 0 || rng_.below(placesLeft) < own.size)) {
            return own.pop();
        }
        if (shared_.size > 0) {
            return shared_.pop();
        }
        return own.size > 0 ? own.pop() : Card::Residence2; // counts off: keep the state playable
    }

    // A specific card, if it is still unseen (the viewer's own draft knowledge).
    bool takeSpecific(Card c) {
        for (auto* pile :
             {&shared_, &exclusive_[0], &exclusive_[1], &exclusive_[2], &exclusive_[3]}) {
            if (pile->remove(c)) {
                return true;
            }
        }
        return false;
    }

  private:
    struct Pile {
        std::array<Card, 96> cards; // only [0, size) is read: not zeroed on every sample
        std::uint32_t size = 0;
        void push(Card c) { cards[size++] = c; }
        Card pop() { return cards[--size]; }
        bool remove(Card c) {
            for (std::uint32_t i = 0; i < size; ++i) {
                if (cards[i] == c) {
                    cards[i] = cards[--size];
                    return true;
                }
            }
            return false;
        }
    };
    Rng& rng_;
    std::array<Pile, kDeckCount> exclusive_{};
    Pile shared_{};
    std::array<int, kDeckCount> wanted_{};
};

std::array<int, kCardKinds> unseenCards(const PlayerView& v, const GameSetup& setup) {
    std::array<int, kCardKinds> unseen = cardsInGame(setup);
    const auto see = [&](Card c) { --unseen[static_cast<std::size_t>(c)]; };
    for (int i = 0; i < v.offerSize; ++i) {
        see(v.offer[static_cast<std::size_t>(i)]);
    }
    for (int c = 1; c < kCardKinds; ++c) {
        unseen[static_cast<std::size_t>(c)] -= v.boxed[static_cast<std::size_t>(c)];
    }
    for (int i = 0; i < v.draftPackSize && v.viewer == v.draftSeat; ++i) {
        see(v.draftPack[static_cast<std::size_t>(i)]);
    }
    for (int i = 0; i < v.turn.drawnCount && v.viewer == v.turn.seat; ++i) {
        see(v.turn.drawn[static_cast<std::size_t>(i)]);
    }
    for (const auto& deck : v.knownInDecks) {
        for (Card c : deck) {
            if (c != Card::None) {
                see(c);
            }
        }
    }
    for (int seat = 0; seat < v.playerCount; ++seat) {
        const PlayerPublicView& p = v.players[static_cast<std::size_t>(seat)];
        for (Bitboard rest = p.city.occupied; rest != 0; rest &= rest - 1) {
            see(p.city.cells[static_cast<std::size_t>(std::countr_zero(rest))]);
        }
        for (int i = 0; i < p.handSize; ++i) {
            if (p.hand[static_cast<std::size_t>(i)].card != Card::None) {
                see(p.hand[static_cast<std::size_t>(i)].card);
            }
        }
    }
    for (auto& n : unseen) {
        n = std::max(n, 0);
    }
    return unseen;
}

// An origin that shows the view's back.
Origin originOf(const ViewHandCard& h, bool drafted) {
    if (h.open) {
        return h.card == Card::Shrine ? Origin::Shrine : Origin::Offer;
    }
    switch (h.back) {
    case DeckId::III:
        return Origin::SchoolIII;
    case DeckId::IV:
        return Origin::SchoolIV;
    default:
        return drafted ? Origin::Draft : Origin::SchoolII;
    }
}

void fillStrips(const PlayerView& v, GameState& s, Rng& rng) {
    std::array<bool, kStripCount> used{};
    for (std::uint8_t pattern : v.strips) {
        for (int f = 0; f < kStripCount; ++f) {
            if (pattern != kUnknownStrip && !used[static_cast<std::size_t>(f)] &&
                (kStripFronts[static_cast<std::size_t>(f)] == pattern ||
                 flipStrip(kStripFronts[static_cast<std::size_t>(f)]) == pattern)) {
                used[static_cast<std::size_t>(f)] = true;
                break;
            }
        }
    }
    std::array<std::uint8_t, kStripCount> unknown{};
    std::uint32_t unknownCount = 0;
    for (int f = 0; f < kStripCount; ++f) {
        if (!used[static_cast<std::size_t>(f)]) {
            unknown[unknownCount++] = kStripFronts[static_cast<std::size_t>(f)];
        }
    }
    rng.shuffle(unknown.data(), unknownCount);
    std::uint32_t next = 0;
    s.stripTop = 0;
    for (int i = 0; i < kStripCount; ++i) {
        std::uint8_t pattern = v.strips[static_cast<std::size_t>(i)];
        if (pattern == kUnknownStrip) {
            pattern = next < unknownCount ? unknown[next++] : kStripFronts[0];
            pattern = rng.below(2) == 1 ? flipStrip(pattern) : pattern;
        }
        s.strips[static_cast<std::size_t>(i)] = pattern;
    }
}

} // namespace

GameState determinize(const PlayerView& v, Rng& rng) {
    GameState s;
    s.setup = GameSetup{v.playerCount, 0, v.shrine};
    s.playerCount = v.playerCount;
    s.rounds = v.rounds;
    s.emissariesPerPlayer = v.emissariesPerPlayer;
    s.deckMask = v.deckMask;
    s.stateId = v.stateId;
    s.phase = v.phase;
    s.round = v.round;
    s.firstPlayer = v.firstPlayer;
    s.startingPlayer = v.startingPlayer;
    s.emissaries = v.emissaries;
    s.placements = v.placements;
    s.offer = v.offer;
    s.offerSize = v.offerSize;
    s.openInfluence = v.openInfluence;
    s.draftSeat = v.draftSeat;
    s.draftPackSize = v.draftPackSize;
    s.turn = v.turn;
    s.boxed = v.boxed;
    fillStrips(v, s, rng);

    Dealer dealer(unseenCards(v, s.setup), rng);
    // Reserve every hidden place first, so exclusive cards are spread where they must go.
    for (int d = 0; d < kDeckCount; ++d) {
        int known = 0;
        for (std::int8_t position : v.influenceInDeck) {
            known += d == 0 && position >= 0 ? 1 : 0;
        }
        for (Card c : v.knownInDecks[static_cast<std::size_t>(d)]) {
            known += c != Card::None ? 1 : 0;
        }
        dealer.reserve(d, v.deckSizes[static_cast<std::size_t>(d)] - known);
    }
    const bool packHidden = v.viewer != v.draftSeat;
    const bool drawHidden = v.viewer != v.turn.seat && v.turn.drawnCount > 0;
    dealer.reserve(1, packHidden ? v.draftPackSize : 0);
    if (drawHidden) {
        dealer.reserve(v.turn.schoolDeck, v.turn.drawnCount);
    }
    for (int seat = 0; seat < v.playerCount; ++seat) {
        const PlayerPublicView& p = v.players[static_cast<std::size_t>(seat)];
        for (int i = 0; i < p.handSize; ++i) {
            if (p.hand[static_cast<std::size_t>(i)].card == Card::None) {
                dealer.reserve(static_cast<int>(p.hand[static_cast<std::size_t>(i)].back), 1);
            }
        }
    }

    // What the viewer passed on in the draft went round the table: the pack still travelling
    // (once the viewer has picked) and the draft cards of the seats that picked later hold
    // exactly those cards, less any since built. A later seat's drafted card is the one the
    // viewer knows but not everybody does; if it is not known, it may be any hidden card
    // with a deck-II back (a school's deck-II card looks the same), so take the first.
    const int n = v.playerCount;
    const int lastToDraft = v.startingPlayer;
    std::array<bool, kMaxPlayers> later{};
    for (int k = 0, after = 0; k < n; ++k) {
        const int seat = (lastToDraft + n - 1 - k) % n; // the draft runs counterclockwise
        later[static_cast<std::size_t>(seat)] = after != 0;
        after |= seat == v.viewer ? 1 : 0;
    }
    std::array<int, kCardKinds> passedLeft{};
    for (int i = 0; i < v.draftPassedCount; ++i) {
        ++passedLeft[static_cast<std::size_t>(v.draftPassed[static_cast<std::size_t>(i)])];
    }
    const bool packFromPassed = v.phase == Phase::Draft && packHidden && v.draftPassedCount > 0;
    int passedPlaces = packFromPassed ? v.draftPackSize : 0;
    std::array<int, kMaxPlayers> draftPlace{-1, -1, -1, -1}; // hand index of the drafted card
    for (int seat = 0; seat < v.playerCount; ++seat) {
        const PlayerPublicView& p = v.players[static_cast<std::size_t>(seat)];
        if (!later[static_cast<std::size_t>(seat)]) {
            continue;
        }
        int hiddenII = -1;
        bool draftKnown = false;
        for (int i = 0; i < p.handSize; ++i) {
            const ViewHandCard& h = p.hand[static_cast<std::size_t>(i)];
            if (h.card != Card::None && !h.open) {
                draftKnown = true;
                passedLeft[static_cast<std::size_t>(h.card)] =
                    std::max(0, passedLeft[static_cast<std::size_t>(h.card)] - 1);
            } else if (h.card == Card::None && h.back == DeckId::II && hiddenII < 0) {
                hiddenII = i;
            }
        }
        if (!draftKnown && hiddenII >= 0) {
            draftPlace[static_cast<std::size_t>(seat)] = hiddenII;
            ++passedPlaces;
        }
    }
    std::array<Card, kMaxPlayers> candidates{};
    std::uint32_t candidateCount = 0;
    for (int c = 1; c < kCardKinds; ++c) {
        for (int k = 0; k < passedLeft[static_cast<std::size_t>(c)]; ++k) {
            candidates[candidateCount++] = static_cast<Card>(c);
        }
    }
    rng.shuffle(candidates.data(), candidateCount);
    std::array<Card, kMaxPlayers> passed{};
    int passedCount = 0;
    for (std::uint32_t i = 0; i < candidateCount && passedCount < passedPlaces; ++i) {
        if (dealer.takeSpecific(candidates[i])) {
            passed[static_cast<std::size_t>(passedCount++)] = candidates[i];
            dealer.reserve(1, -1);
        }
    }

    const unsigned everyone = (1u << v.playerCount) - 1;
    for (int seat = 0; seat < v.playerCount; ++seat) {
        const PlayerPublicView& pv = v.players[static_cast<std::size_t>(seat)];
        PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        p.city = pv.city;
        p.coins = pv.coins;
        p.influence = pv.influence;
        p.influenceCards = pv.influenceCards;
        p.handSize = pv.handSize;
        for (int i = 0; i < pv.handSize; ++i) {
            const ViewHandCard& h = pv.hand[static_cast<std::size_t>(i)];
            Card card = h.card;
            // A hidden card is the drafted one only where a passed card goes.
            bool drafted = card != Card::None && !h.open;
            if (card == Card::None) {
                drafted = draftPlace[static_cast<std::size_t>(seat)] == i && passedCount > 0;
                card = drafted ? passed[static_cast<std::size_t>(--passedCount)]
                               : dealer.deal(static_cast<int>(h.back));
            }
            // Who knows the card (CLARIFICATIONS §5); removeFromHand relies on it when a hand
            // holds two copies.
            unsigned knownBy = 1u << seat;
            if (h.open) {
                knownBy = everyone;
            } else if (h.card != Card::None && v.viewer >= 0) {
                knownBy |= 1u << v.viewer;
            }
            p.hand[static_cast<std::size_t>(i)] =
                HandCard{card, originOf(h, drafted), static_cast<std::uint8_t>(knownBy)};
        }
    }
    if (v.viewer >= 0) {
        PlayerState& self = s.players[static_cast<std::size_t>(v.viewer)];
        self.draftPassed = v.draftPassed;
        self.draftPassedCount = v.draftPassedCount;
    }
    for (int i = 0; i < v.draftPackSize; ++i) {
        Card card = v.draftPack[static_cast<std::size_t>(i)];
        if (packHidden) {
            card = packFromPassed && passedCount > 0
                       ? passed[static_cast<std::size_t>(--passedCount)]
                       : dealer.deal(1);
        }
        s.draftPack[static_cast<std::size_t>(i)] = card;
    }
    if (drawHidden) {
        for (int i = 0; i < v.turn.drawnCount; ++i) {
            s.turn.drawn[static_cast<std::size_t>(i)] = dealer.deal(v.turn.schoolDeck);
        }
    }
    const auto viewerBit = static_cast<std::uint8_t>(v.viewer >= 0 ? 1u << v.viewer : 0u);
    for (int d = 0; d < kDeckCount; ++d) {
        // The sample's decks lie from slot 0 on (head 0), so position i is slot i.
        Deck& deck = s.decks[static_cast<std::size_t>(d)];
        const auto size = static_cast<std::size_t>(v.deckSizes[static_cast<std::size_t>(d)]);
        std::array<std::int8_t, kDeckCapacity> influenceAt{};
        influenceAt.fill(-1);
        for (std::size_t k = 0; d == 0 && k < v.influenceInDeck.size(); ++k) {
            if (v.influenceInDeck[k] >= 0) {
                influenceAt[static_cast<std::size_t>(v.influenceInDeck[k])] =
                    static_cast<std::int8_t>(k);
            }
        }
        for (std::size_t i = 0; i < size; ++i) {
            const Card known = v.knownInDecks[static_cast<std::size_t>(d)][i];
            if (influenceAt[i] >= 0) {
                deck.items[i] = DeckItem::influence(influenceAt[i]);
            } else if (known != Card::None) {
                deck.items[i] = DeckItem::building(known);
                deck.knownBy[i] = viewerBit;
            } else {
                deck.items[i] = DeckItem::building(dealer.deal(d));
            }
        }
        deck.size = static_cast<std::uint8_t>(size);
    }
    return s;
}

} // namespace cor
