#include "engine/flow.h"
#include "engine/hot_path.h"
#include "engine/rules.h"
#include "engine/yields.h"

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

// Calls f(card, cells, minTokens, maxTokens) for each distinct hand card the seat to act can
// pay for at its build step, in the order legalActions lists them. The hand is first sifted
// without a branch: whether a card repeats or can be paid for is a branch per card that the
// predictor cannot learn.
template <typename F> void forEachBuildChoice(const GameState& s, const PlayerState& p, F f) {
    const int tokens = p.city.brickTokenCount();
    const int coinBricks = p.coins / 2;
    struct Payable {
        Card card;
        std::uint8_t minTokens, maxTokens;
    };
    std::array<Payable, kMaxHand> payable; // only [0, count) is read: not zeroed
    int count = 0;
    unsigned long long seen = 0;
    for (int h = 0; h < p.handSize; ++h) {
        const Card card = p.hand[static_cast<std::size_t>(h)].card;
        const auto bitOf = 1ULL << static_cast<unsigned>(card);
        const int missing = std::max(0, info(card).cost - s.turn.bricks);
        const int maxTokens = std::min(tokens, missing);
        const int minTokens = std::max(0, missing - coinBricks); // fewer would cost too much
        payable[static_cast<std::size_t>(count)] = {card, static_cast<std::uint8_t>(minTokens),
                                                    static_cast<std::uint8_t>(maxTokens)};
        count += static_cast<int>(((seen & bitOf) == 0) & (minTokens <= maxTokens));
        seen |= bitOf;
    }
    const Bitboard emptyCells = p.city.emptyBuildableCells();
    Bitboard aqueductCells = 0;
    bool aqueductCellsKnown = false;
    for (int i = 0; i < count; ++i) {
        const Payable& b = payable[static_cast<std::size_t>(i)];
        Bitboard cells = emptyCells;
        if (isAqueduct(b.card)) {
            if (!aqueductCellsKnown) {
                aqueductCells = p.city.aqueductCells();
                aqueductCellsKnown = true;
            }
            cells = aqueductCells;
        }
        if (cells != 0) {
            f(b.card, cells, b.minTokens, b.maxTokens);
        }
    }
}

// Pushes make(card) for each distinct card of [first, first + count), in first-seen order.
template <typename F> void pushDistinct(const Card* first, int count, ActionList& out, F make) {
    unsigned long long seen = 0;
    for (int i = 0; i < count; ++i) {
        const auto bitOf = 1ULL << static_cast<unsigned>(first[i]);
        out.pushIf(make(first[i]), (seen & bitOf) == 0);
        seen |= bitOf;
    }
}

void legalBuilds(const GameState& s, const PlayerState& p, ActionList& out) {
    forEachBuildChoice(s, p, [&](Card card, Bitboard cells, int minTokens, int maxTokens) {
        out.pushBuilds(card, cells, minTokens, maxTokens);
    });
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
        pushDistinct(s.offer.data(), s.offerSize, out, Action::take);
        return;
    }
    if (!t.built) {
        legalBuilds(s, p, out);
    }
    if (canProduce(s)) {
        out.push(Action::produce());
    }
    out.push(Action::pass());
}

} // namespace

bool atBuildStep(const GameState& s) {
    return s.phase == Phase::Actions && !s.turn.schoolPending() &&
           (s.turn.took || s.offerSize == 0);
}

bool canProduce(const GameState& s) {
    return atBuildStep(s) && !s.turn.produced &&
           s.players[static_cast<std::size_t>(s.turn.seat)].coins >= producePrice(s.turn.cogs);
}

bool ActionList::contains(const Action& a) const {
    return std::find(begin(), end(), a) != end();
}

COR_HOT_PATH void legalActions(const GameState& s, ActionList& out) {
    out.clear();
    switch (s.phase) {
    case Phase::Draft:
        pushDistinct(s.draftPack.data(), s.draftPackSize, out, Action::draft);
        break;
    case Phase::Emissaries:
        for (int space = 1; space <= kStripSpaces; ++space) {
            out.pushIf(Action::place(space), s.emissaries[static_cast<std::size_t>(space - 1)] < 0);
        }
        break;
    case Phase::Actions:
        legalTurnActions(s, out);
        break;
    case Phase::Over:
        break;
    }
}

int buildChoices(const GameState& s, std::array<BuildChoice, kMaxHand>& out) {
    if (!atBuildStep(s) || s.turn.built) {
        return 0;
    }
    int n = 0;
    forEachBuildChoice(s, s.players[static_cast<std::size_t>(s.turn.seat)],
                       [&](Card card, Bitboard cells, int minTokens, int maxTokens) {
                           out[static_cast<std::size_t>(n++)] =
                               BuildChoice{card, cells, static_cast<std::uint8_t>(minTokens),
                                           static_cast<std::uint8_t>(maxTokens)};
                       });
    return n;
}

namespace {

// The pick-th distinct card of [first, first + count), in first-seen order.
Card distinctCard(const Card* first, int count, int pick) {
    Card found = Card::None;
    forDistinct(first, count, [&](Card c) {
        if (pick-- == 0) {
            found = c;
        }
    });
    return found;
}

int distinctCount(const Card* first, int count) {
    int n = 0;
    forDistinct(first, count, [&](Card) { ++n; });
    return n;
}

} // namespace

COR_HOT_PATH void randomLegalAction(const GameState& s, Rng& rng, ActionList& scratch,
                                    Action& out) {
    const auto set = [&out](const Action& a) { copyAction(out, a); };
    // The short lists directly: the chosen action is built, not read back from a list just
    // written (a store-forwarding stall).
    const auto below = [&](int n) {
        return static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    };
    if (s.phase == Phase::Emissaries) {
        unsigned free = 0;
        for (int space = 1; space <= kStripSpaces; ++space) {
            free |= s.emissaries[static_cast<std::size_t>(space - 1)] < 0 ? 1u << space : 0u;
        }
        for (int skip = below(std::popcount(free)); skip > 0; --skip) {
            free &= free - 1;
        }
        set(Action::place(std::countr_zero(free)));
        return;
    }
    if (s.phase == Phase::Draft) {
        const int n = distinctCount(s.draftPack.data(), s.draftPackSize);
        set(Action::draft(distinctCard(s.draftPack.data(), s.draftPackSize, below(n))));
        return;
    }
    if (s.phase == Phase::Actions && !s.turn.schoolPending() && !s.turn.took && s.offerSize > 0) {
        const int n = distinctCount(s.offer.data(), s.offerSize);
        set(Action::take(distinctCard(s.offer.data(), s.offerSize, below(n))));
        return;
    }
    if (!atBuildStep(s)) { // a school or university decision: rare
        legalActions(s, scratch);
        set(scratch[below(scratch.size())]);
        return;
    }
    // The build step: count the builds per card instead of listing them, then find the pick.
    const PlayerState& p = s.players[static_cast<std::size_t>(s.turn.seat)];
    std::array<BuildChoice, kMaxHand> choices;
    int choiceCount = 0;
    int count = 0;
    if (!s.turn.built) {
        forEachBuildChoice(s, p, [&](Card card, Bitboard cells, int minTokens, int maxTokens) {
            choices[static_cast<std::size_t>(choiceCount++)] =
                BuildChoice{card, cells, static_cast<std::uint8_t>(minTokens),
                            static_cast<std::uint8_t>(maxTokens)};
            count += std::popcount(cells) * (maxTokens - minTokens + 1);
        });
    }
    const bool produce = canProduce(s);
    int pick = below(count + (produce ? 2 : 1));
    if (pick < count) {
        for (int c = 0;; ++c) {
            const BuildChoice& b = choices[static_cast<std::size_t>(c)];
            const int options = b.maxTokens - b.minTokens + 1;
            const int builds = std::popcount(b.cells) * options;
            if (pick >= builds) {
                pick -= builds;
                continue;
            }
            Bitboard cells = b.cells;
            for (int skip = pick / options; skip > 0; --skip) {
                cells &= cells - 1;
            }
            const int index = std::countr_zero(cells);
            set(Action::build(b.card, cellX(index), cellY(index), b.minTokens + pick % options));
            return;
        }
    }
    pick -= count;
    set(produce && pick == 0 ? Action::produce() : Action::pass());
}

} // namespace cor
