#include "view.h"

#include "rules.h"

#include <cassert>

namespace cor {

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
    for (int d = 0; d < kDeckCount; ++d) {
        const Deck& deck = s.decks[static_cast<std::size_t>(d)];
        v.deckSizes[static_cast<std::size_t>(d)] = deck.size;
        for (int i = 0; i < deck.size; ++i) {
            if (deck.at(i).isInfluence()) {
                v.influenceInDeck[static_cast<std::size_t>(deck.at(i).influenceIndex())] =
                    static_cast<std::int8_t>(i);
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
            // A spectator (viewer -1) sees what every player knows.
            const bool known = seat == viewer || (viewer >= 0 ? (h.knownBy & (1u << viewer)) != 0
                                                              : h.knownBy == everyone);
            pv.hand[static_cast<std::size_t>(i)] = {known ? h.card : Card::None, h.origin};
        }
    }
    v.boxed = s.boxed;
    return v;
}

} // namespace cor
