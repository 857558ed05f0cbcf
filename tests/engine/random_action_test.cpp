// randomLegalAction and buildChoices (rules.h): a random playout's pick without the list. At
// every step of seeded random games the pick equals legal[rng.below(legal.size())] from the
// same generator, and the build choices expand to exactly the builds legalActions lists.
#include "engine/rng.h"
#include "engine/rules.h"
#include "tests/engine/random_support.h"

#include <gtest/gtest.h>
#include <vector>

namespace cor::test {
namespace {

// The builds of the choices, in legalActions' order.
std::vector<Action> expand(const std::array<BuildChoice, kMaxHand>& choices, int count) {
    std::vector<Action> builds;
    for (int c = 0; c < count; ++c) {
        const BuildChoice& b = choices[static_cast<std::size_t>(c)];
        for (Bitboard cells = b.cells; cells != 0; cells &= cells - 1) {
            const int index = std::countr_zero(cells);
            for (int t = b.minTokens; t <= b.maxTokens; ++t) {
                builds.push_back(Action::build(b.card, cellX(index), cellY(index), t));
            }
        }
    }
    return builds;
}

class RandomAction : public ::testing::TestWithParam<Config> {};

TEST_P(RandomAction, PicksWhatTheListWouldAndBuildChoicesListTheBuilds) {
    Failures failures;
    ActionList legal;
    ActionList scratch;
    std::array<BuildChoice, kMaxHand> choices;
    int buildSteps = 0;
    for (int g = 0; g < games(200); ++g) {
        const GameSetup setup{GetParam().players,
                              deriveSeed(0x5A3D + static_cast<std::uint64_t>(GetParam().players),
                                         static_cast<std::uint64_t>(g)),
                              GetParam().shrine};
        GameState s = newGame(setup);
        Rng listed(setup.seed);
        Rng counted(setup.seed);
        while (!isOver(s)) {
            legalActions(s, legal);
            std::vector<Action> builds;
            for (const Action& a : legal) {
                if (a.kind == ActionKind::Build) {
                    builds.push_back(a);
                }
            }
            const int n = buildChoices(s, choices);
            buildSteps += n > 0 ? 1 : 0;
            if (expand(choices, n) != builds) {
                failures.add("seed " + std::to_string(setup.seed) + ": build choices differ");
            }
            const Action fromList =
                legal[static_cast<int>(listed.below(static_cast<std::uint32_t>(legal.size())))];
            Action picked;
            randomLegalAction(s, counted, scratch, picked);
            if (!(picked == fromList)) {
                failures.add("seed " + std::to_string(setup.seed) + ": picked " + toText(picked) +
                             ", the list gives " + toText(fromList));
                break;
            }
            apply(s, seatToAct(s), picked);
        }
    }
    failures.report("randomLegalAction");
    EXPECT_GT(buildSteps, games(200) * 5);
}

INSTANTIATE_TEST_SUITE_P(AllConfigs, RandomAction,
                         ::testing::Values(Config{2, false}, Config{3, true}, Config{4, false},
                                           Config{4, true}),
                         configName);

} // namespace
} // namespace cor::test
