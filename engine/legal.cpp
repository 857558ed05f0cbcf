#include "engine/flow.h"
#include "engine/hot_path.h"
#include "engine/rules.h"

#include <algorithm>
#include <bit>

namespace cor {
namespace {

// Calls f once for each distinct card of [first, first + count), in first-seen order.
template <typename F> void forDistinct(const Card* first, int count, F f) {
    unsigned long long seen = 0;
    for (int i = 0; i < count; ++i) {
        const auto bitOf = 1ULL << static_cast<unsigned>(first[i]);
        if ((seen & bitOf) == 0) {
            seen |= bitOf;
            f(first[i]);
        }
    }
}

void legalBuilds(const GameState& s, const PlayerState& p, ActionList& out) {
    const int tokens = p.city.brickTokenCount();
    const Bitboard emptyCells = p.city.emptyBuildableCells();
    Bitboard aqueductCells = 0;
    bool aqueductCellsKnown = false;
    unsigned long long seen = 0;
    for (int h = 0; h < p.handSize; ++h) {
        const Card card = p.hand[static_cast<std::size_t>(h)].card;
        const auto bitOf = 1ULL << static_cast<unsigned>(card);
        if ((seen & bitOf) != 0) {
            continue;
        }
        seen |= bitOf;
        const int cost = info(card).cost;
        const int missing = std::max(0, cost - s.turn.bricks);
        const int maxTokens = std::min(tokens, missing);
        const int minTokens = std::max(0, missing - p.coins / 2); // fewer would cost too much
        if (minTokens > maxTokens) {
            continue;
        }
        Bitboard cells = emptyCells;
        if (isAqueduct(card)) {
            if (!aqueductCellsKnown) {
                aqueductCells = p.city.aqueductCells();
                aqueductCellsKnown = true;
            }
            cells = aqueductCells;
        }
        out.pushBuilds(card, cells, minTokens, maxTokens);
    }
}

// Every way to keep one drawn card and order the rest, by card id.
void legalKeeps(const TurnState& t, ActionList& out) {
    std::array<Card, kMaxDrawn> drawn = t.drawn;
    const int n = t.drawnCount;
    detail::sortCards(drawn.data(), n);
    forDistinct(drawn.data(), n, [&](Card kept) {
        std::array<Card, 4> rest{};
        int r = 0;
        bool skipped = false;
        for (int i = 0; i < n; ++i) {
            if (!skipped && drawn[static_cast<std::size_t>(i)] == kept) {
                skipped = true;
            } else {
                rest[static_cast<std::size_t>(r++)] = drawn[static_cast<std::size_t>(i)];
            }
        }
        do {
            out.push(Action::keep(kept, rest));
        } while (std::next_permutation(rest.begin(), rest.begin() + r));
    });
}

void legalTurnActions(const GameState& s, ActionList& out) {
    const TurnState& t = s.turn;
    const PlayerState& p = s.players[static_cast<std::size_t>(t.seat)];
    if (t.schoolPending()) {
        if (t.schoolDeck >= 0) {
            legalKeeps(t, out);
            return;
        }
        for (unsigned decks = detail::schoolDecks(s); decks != 0; decks &= decks - 1) {
            const int d = std::countr_zero(decks);
            if (s.decks[static_cast<std::size_t>(d)].size > 0) {
                out.push(Action::school(static_cast<DeckId>(d)));
            }
        }
        return;
    }
    if (!t.took && s.offerSize > 0) {
        forDistinct(s.offer.data(), s.offerSize, [&](Card c) { out.push(Action::take(c)); });
        return;
    }
    if (!t.built) {
        legalBuilds(s, p, out);
    }
    if (!t.produced && p.coins >= std::max(0, 2 - t.cogs)) {
        out.push(Action::produce());
    }
    out.push(Action::pass());
}

} // namespace

bool ActionList::contains(const Action& a) const {
    return std::find(begin(), end(), a) != end();
}

COR_HOT_PATH void legalActions(const GameState& s, ActionList& out) {
    out.clear();
    switch (s.phase) {
    case Phase::Draft:
        forDistinct(s.draftPack.data(), s.draftPackSize,
                    [&](Card c) { out.push(Action::draft(c)); });
        break;
    case Phase::Emissaries:
        for (int space = 1; space <= kStripSpaces; ++space) {
            if (s.emissaries[static_cast<std::size_t>(space - 1)] < 0) {
                out.push(Action::place(space));
            }
        }
        break;
    case Phase::Actions:
        legalTurnActions(s, out);
        break;
    case Phase::Over:
        break;
    }
}

} // namespace cor
