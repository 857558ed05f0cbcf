// A hint at every decision of whole games (2, 3 and 4 players, with and without the Shrine):
// it is one of the actions the table offers, its reasons are what the engine says the action
// changes, and its plan names only what the seat can know and turns that are still to come.
#include "engine/bots/hint.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/view.h"
#include "tests/engine/offered_decisions.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <vector>

namespace cor {
namespace {

// Small searches: what is checked does not depend on the budget.
constexpr int kGameIterations = 150;

int cityPoints(const PlayerState& player) {
    const ScoreSheet s = scorePlayer(player);
    return s.residential2 + s.residential3 + s.residential4 + s.aqueducts + s.temples;
}

// The cards the seat knows at a decision: its hand, the offer, the pack it holds, its draw.
std::vector<Card> knownCards(const PlayerView& view) {
    std::vector<Card> known(view.offer.begin(), view.offer.begin() + view.offerSize);
    const PlayerPublicView& self = view.players[static_cast<std::size_t>(view.viewer)];
    for (int i = 0; i < self.handSize; ++i) {
        known.push_back(self.hand[static_cast<std::size_t>(i)].card);
    }
    known.insert(known.end(), view.draftPack.begin(), view.draftPack.begin() + view.draftPackSize);
    known.insert(known.end(), view.turn.drawn.begin(),
                 view.turn.drawn.begin() + view.turn.drawnCount);
    return known;
}

void checkHint(const GameState& s, const ActionList& offered) {
    const int seat = seatToAct(s);
    const PlayerView view = makeView(s, seat);
    const Hint hint = hintFor(view, offered, kGameIterations);
    ASSERT_TRUE(offered.contains(hint.action)) << toText(hint.action);
    if (hint.nextBest) {
        EXPECT_TRUE(offered.contains(*hint.nextBest));
        EXPECT_FALSE(*hint.nextBest == hint.action);
    }
    EXPECT_GE(hint.worth(), 0);
    // The reasons are what the action changes, as the engine says.
    const Hint explained = explainChoice(view, hint.action);
    EXPECT_EQ(hint.reasons, explained.reasons);
    EXPECT_EQ(hint.reasonCount, explained.reasonCount);
    // The plan: the action first, with the points it truly scores.
    ASSERT_FALSE(hint.line.empty());
    EXPECT_EQ(hint.line.front().action, hint.action);
    GameState after = s;
    ASSERT_EQ(apply(after, seat, hint.action), ActionError::None);
    EXPECT_EQ(hint.line.front().points, cityPoints(after.players[static_cast<std::size_t>(seat)]) -
                                            cityPoints(s.players[static_cast<std::size_t>(seat)]));
    std::vector<Card> known = knownCards(view);
    const bool lastRound = view.round == view.rounds;
    for (std::size_t i = 1; i < hint.line.size(); ++i) {
        const HintStep& step = hint.line[i];
        EXPECT_NE(step.action.kind, ActionKind::Pass) << "ending a turn is not a plan";
        if (step.action.card != Card::None) {
            EXPECT_NE(std::find(known.begin(), known.end(), step.action.card), known.end())
                << "a card the seat cannot know yet: " << toText(step.action);
        }
        if (step.action.kind == ActionKind::Take) {
            EXPECT_NE(std::find(view.offer.begin(), view.offer.begin() + view.offerSize,
                                step.action.card),
                      view.offer.begin() + view.offerSize)
                << "a take of a card the offer does not show: " << toText(step.action);
        }
        if (step.action.kind == ActionKind::Place) {
            const int ahead = step.round - std::max<int>(view.round, 1);
            ASSERT_GE(ahead, 0);
            EXPECT_NE(view.strips[static_cast<std::size_t>(ahead)], kUnknownStrip)
                << "an emissary on a strip the seat has not seen";
        }
        EXPECT_GE(step.round, view.round);
        EXPECT_LE(step.round, view.rounds) << "no round after the last";
        if (lastRound && view.emissariesPerPlayer == 1) {
            EXPECT_EQ(step.turnsLater, 0) << "no later turn in the last one";
        }
    }
}

class HintGames : public testing::TestWithParam<GameSetup> {};

TEST_P(HintGames, EveryHintIsOfferedTrueAndKnown) {
    EXPECT_GT(test::forEachOfferedDecision(GetParam(), checkHint), 20);
}

INSTANTIATE_TEST_SUITE_P(Players, HintGames,
                         testing::Values(GameSetup{2, 31, false}, GameSetup{3, 32, true},
                                         GameSetup{4, 33, false}, GameSetup{2, 34, true}));

} // namespace
} // namespace cor
