// Hints (bots/hint.h): the search's choice among the table's offer, the same for states that
// differ only in what the seat cannot see, with reasons that match what the action changes.
// hint_games_test.cpp asks for a hint at every decision of whole games.
#include "engine/assist.h"
#include "engine/bots/determinize.h"
#include "engine/bots/hint.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/view.h"
#include "tests/engine/test_support.h"

#include <gtest/gtest.h>

namespace cor {
namespace {

// Small searches: what is tested does not depend on the budget.
constexpr int kIterations = 400;

ActionList offeredIn(const GameState& s, int seat) {
    ActionList legal;
    ActionList offered;
    legalActions(s, legal);
    assistedChoices(makeView(s, seat), legal, offered);
    return offered;
}

TEST(Hint, IsTheSearchsChoiceAmongTheOfferAndIgnoresHiddenCards) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const GameState s = test::midGame(seed, 2 + static_cast<int>(seed % 3));
        const int seat = seatToAct(s);
        const ActionList offered = offeredIn(s, seat);
        const PlayerView view = makeView(s, seat);
        const Hint hint = hintFor(view, offered, kIterations);
        EXPECT_TRUE(offered.contains(hint.action));
        ASSERT_FALSE(hint.line.empty());
        EXPECT_EQ(hint.line.front().action, hint.action);
        EXPECT_EQ(hintFor(view, offered, kIterations), hint) << "deterministic";
        Rng rng(seed + 10);
        const GameState other = determinize(view, rng);
        EXPECT_EQ(hintFor(makeView(other, seat), offered, kIterations), hint);
    }
}

TEST(Hint, ReasonsSayWhatTheActionChanges) {
    // Over random positions: a build's first reason, when it scores, is its points; a take
    // changes nothing yet; an emissary names its space's bricks and cogs.
    int builds = 0;
    int takes = 0;
    int places = 0;
    ActionList legal;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const GameState s =
            test::playRandomUntil(GameSetup{2 + static_cast<int>(seed % 3), seed, false}, seed,
                                  [&](const GameState& state) {
                                      if (state.round < 2 + static_cast<int>(seed % 5)) {
                                          return false;
                                      }
                                      switch (seed % 3) {
                                      case 0:
                                          return state.phase == Phase::Emissaries;
                                      case 1:
                                          return state.phase == Phase::Actions && !state.turn.took;
                                      default:
                                          return atBuildStep(state) && !state.turn.built;
                                      }
                                  });
        if (isOver(s)) {
            continue;
        }
        const int seat = seatToAct(s);
        legalActions(s, legal);
        for (int i = 0; i < legal.size(); ++i) {
            const Action& a = legal[i];
            const Hint hint = explainChoice(makeView(s, seat), a);
            ASSERT_LE(hint.reasonCount, 2);
            GameState after = s;
            ASSERT_EQ(apply(after, seat, a), ActionError::None);
            // What each part of the city scores (coins and influence count apart).
            const ScoreSheet was = scorePlayer(s.players[static_cast<std::size_t>(seat)]);
            const ScoreSheet is = scorePlayer(after.players[static_cast<std::size_t>(seat)]);
            const auto gainOf = [&](HintReasonKind kind) {
                switch (kind) {
                case HintReasonKind::Residential:
                    return is.residential2 + is.residential3 + is.residential4 - was.residential2 -
                           was.residential3 - was.residential4;
                case HintReasonKind::Aqueducts:
                    return is.aqueducts - was.aqueducts;
                default:
                    return is.temples - was.temples;
                }
            };
            const int gained = gainOf(HintReasonKind::Residential) +
                               gainOf(HintReasonKind::Aqueducts) + gainOf(HintReasonKind::Temples);
            if (a.kind == ActionKind::Build && gained > 0) {
                ++builds;
                ASSERT_GE(hint.reasonCount, 1);
                const HintReason& r = hint.reasons[0];
                ASSERT_TRUE(r.kind == HintReasonKind::Residential ||
                            r.kind == HintReasonKind::Aqueducts ||
                            r.kind == HintReasonKind::Temples);
                EXPECT_GT(r.value, 0);
                EXPECT_EQ(r.value, gainOf(r.kind)) << "the points of the part it names";
                // What a replaced building takes with it is said too: the figures add up to
                // the build's preview.
                int rowsChanged = 0;
                for (const HintReasonKind kind :
                     {HintReasonKind::Residential, HintReasonKind::Aqueducts,
                      HintReasonKind::Temples}) {
                    rowsChanged += gainOf(kind) != 0 ? 1 : 0;
                }
                int said = 0;
                for (int k = 0; k < hint.reasonCount; ++k) {
                    const HintReason& part = hint.reasons[static_cast<std::size_t>(k)];
                    said += part.kind == HintReasonKind::Residential ||
                                    part.kind == HintReasonKind::Aqueducts ||
                                    part.kind == HintReasonKind::Temples
                                ? part.value
                                : 0;
                }
                if (rowsChanged <= 2) {
                    EXPECT_EQ(said, gained) << "the points said add up to the preview's";
                }
            }
            if (a.kind == ActionKind::Take) {
                ++takes;
                EXPECT_EQ(hint.reasonCount, 0) << "a take changes nothing yet: the plan says why";
            }
            if (a.kind == ActionKind::Place) {
                ++places;
                const HintReason& r = hint.reasons[static_cast<std::size_t>(hint.reasonCount - 1)];
                EXPECT_EQ(r.kind, HintReasonKind::Space);
                EXPECT_EQ(r.value + r.detail, a.amount) << "a space gives bricks and cogs";
            }
        }
    }
    EXPECT_GT(builds, 0);
    EXPECT_GT(takes, 0);
    EXPECT_GT(places, 0);
}

} // namespace
} // namespace cor
