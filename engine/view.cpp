#include "engine/view.h"

#include "engine/rules.h"

#include <cassert>
#include <cstring>

namespace cor {
namespace {

// Known cards by id, then hidden cards by back. Insertion sort: a hand holds a few cards.
bool before(const ViewHandCard& a, const ViewHandCard& b) {
    const bool hiddenA = a.card == Card::None;
    const bool hiddenB = b.card == Card::None;
    if (hiddenA != hiddenB) {
        return hiddenB;
    }
    if (a.card != b.card) {
        return a.card < b.card;
    }
    if (a.back != b.back) {
        return a.back < b.back;
    }
    return a.open && !b.open;
}

void sortCanonically(ViewHandCard* first, int count) {
    for (int i = 1; i < count; ++i) {
        const ViewHandCard c = first[i];
        int j = i;
        for (; j > 0 && before(c, first[j - 1]); --j) {
            first[j] = first[j - 1];
        }
        first[j] = c;
    }
}

} // namespace

PlayerView makeView(const GameState& s, int viewer) {
    assert(viewer >= -1 && viewer < s.playerCount);
    PlayerView v;
    v.viewer = static_cast<std::int8_t>(viewer);
    v.playerCount = s.playerCount;
    v.rounds = s.rounds;
    v.emissariesPerPlayer = s.emissariesPerPlayer;
    v.deckMask = s.deckMask;
    v.shrine = s.setup.shrine;
    v.stateId = s.stateId;
    v.phase = s.phase;
    v.round = s.round;
    v.firstPlayer = s.firstPlayer;
    v.startingPlayer = s.startingPlayer;
    v.toAct = static_cast<std::int8_t>(seatToAct(s));

    // The top strip is face up; each upkeep moves it to the bottom, so the bottom `round`
    // strips have been seen too.
    for (int i = 0; i < kStripCount; ++i) {
        const bool seen = i == 0 || i >= kStripCount - s.round;
        v.strips[static_cast<std::size_t>(i)] =
            seen ? s.strips[static_cast<std::size_t>((s.stripTop + i) % kStripCount)]
                 : kUnknownStrip;
    }
    v.emissaries = s.emissaries;
    v.placements = s.placements;
    v.offer = s.offer;
    v.offerSize = s.offerSize;
    v.openInfluence = s.openInfluence;

    v.influenceInDeck.fill(-1);
    const Deck& deckI = s.decks[static_cast<std::size_t>(DeckId::I)];
    for (int i = 0; i < deckI.size; ++i) {
        if (deckI.at(i).isInfluence()) {
            v.influenceInDeck[static_cast<std::size_t>(deckI.at(i).influenceIndex())] =
                static_cast<std::int8_t>(i);
        }
    }
    const unsigned viewerBit = viewer >= 0 ? 1u << viewer : 0u;
    for (int d = 0; d < kDeckCount; ++d) {
        const Deck& deck = s.decks[static_cast<std::size_t>(d)];
        v.deckSizes[static_cast<std::size_t>(d)] = deck.size;
        // Slots outside the deck have no knowers (popTop clears them); most decks have none.
        std::array<std::uint64_t, kDeckCapacity / 8> words{};
        std::memcpy(words.data(), deck.knownBy.data(), kDeckCapacity);
        if (viewerBit == 0 || (words[0] | words[1] | words[2]) == 0) {
            continue;
        }
        for (int slot = 0; slot < kDeckCapacity; ++slot) {
            if ((deck.knownBy[static_cast<std::size_t>(slot)] & viewerBit) != 0) {
                const int fromTop = (slot - deck.head + kDeckCapacity) % kDeckCapacity;
                v.knownInDecks[static_cast<std::size_t>(d)][static_cast<std::size_t>(fromTop)] =
                    deck.items[static_cast<std::size_t>(slot)].card();
            }
        }
    }

    v.draftSeat = s.draftSeat;
    v.draftPackSize = s.draftPackSize;
    if (viewer == s.draftSeat) {
        v.draftPack = s.draftPack;
    }
    if (viewer >= 0) {
        const PlayerState& self = s.players[static_cast<std::size_t>(viewer)];
        v.draftPassed = self.draftPassed;
        v.draftPassedCount = self.draftPassedCount;
    }

    v.turn = s.turn;
    if (viewer != s.turn.seat) {
        v.turn.drawn = {};
    }
    const unsigned everyone = (1u << s.playerCount) - 1;
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        PlayerPublicView& pv = v.players[static_cast<std::size_t>(seat)];
        pv.city = p.city;
        pv.coins = p.coins;
        pv.influence = p.influence;
        pv.influenceCards = p.influenceCards;
        pv.handSize = p.handSize;
        for (int i = 0; i < p.handSize; ++i) {
            const HandCard& h = p.hand[static_cast<std::size_t>(i)];
            const bool open = h.knownBy == everyone;
            // A spectator (viewer -1) sees what every player knows.
            const bool known =
                seat == viewer || open || (viewer >= 0 && (h.knownBy & (1u << viewer)) != 0);
            pv.hand[static_cast<std::size_t>(i)] = {known ? h.card : Card::None,
                                                    deckOfBack(h.origin), open};
        }
        if (seat != viewer) {
            sortCanonically(pv.hand.data(), p.handSize);
        }
    }
    v.boxed = s.boxed;
    return v;
}

PlayerView publicView(const PlayerView& view) {
    PlayerView v = view;
    v.viewer = -1;
    v.knownInDecks = {};
    v.draftPack = {};
    v.draftPassed = {};
    v.draftPassedCount = 0;
    v.turn.drawn = {};
    for (int seat = 0; seat < v.playerCount; ++seat) {
        PlayerPublicView& pv = v.players[static_cast<std::size_t>(seat)];
        for (int i = 0; i < pv.handSize; ++i) {
            ViewHandCard& card = pv.hand[static_cast<std::size_t>(i)];
            if (!card.open) {
                card.card = Card::None;
            }
        }
        sortCanonically(pv.hand.data(), pv.handSize);
    }
    return v;
}

} // namespace cor
