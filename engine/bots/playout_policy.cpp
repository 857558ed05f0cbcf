#include "engine/bots/playout_policy.h"

#include "engine/hot_path.h"

#include <bit>

namespace cor {
namespace {

// Among `cells`, one with the most occupied neighbours (ties at random).
int busiestCell(const City& city, Bitboard cells, Rng& rng) {
    int best = -1;
    int bestNeighbours = -1;
    std::uint32_t ties = 0;
    for (; cells != 0; cells &= cells - 1) {
        const int index = std::countr_zero(cells);
        const int n = std::popcount(neighboursOf(index) & city.occupied);
        if (n > bestNeighbours) {
            best = index;
            bestNeighbours = n;
            ties = 1;
        } else if (n == bestNeighbours && rng.below(++ties) == 0) {
            best = index;
        }
    }
    return best;
}

} // namespace

COR_HOT_PATH void playoutAction(const GameState& s, Rng& rng, ActionList& scratch, Action& out) {
    if (!atBuildStep(s)) {
        randomLegalAction(s, rng, scratch, out);
        return;
    }
    std::array<BuildChoice, kMaxHand> choices;
    const int count = buildChoices(s, choices);
    if (count > 0) {
        const BuildChoice& b =
            choices[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(count)))];
        const City& city = s.players[static_cast<std::size_t>(s.turn.seat)].city;
        const int index = busiestCell(city, b.cells, rng);
        copyAction(out, Action::build(b.card, cellX(index), cellY(index), b.maxTokens));
        return;
    }
    copyAction(out, canProduce(s) ? Action::produce() : Action::pass());
}

} // namespace cor
