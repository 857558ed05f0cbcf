// The look back (bots/analysis.h): a judgement names a legal best action, costs nothing when
// the chosen action is the best, reads only the deciding seat's view (a state with other hidden
// cards gives the same judgement), and a game's decisions are those with a real choice.
#include "engine/bots/analysis.h"
#include "engine/bots/bot.h"
#include "engine/bots/determinize.h"
#include "engine/bots/match.h"
#include "engine/rules.h"
#include "engine/view.h"
#include "tests/engine/test_support.h"

#include <gtest/gtest.h>

namespace cor {
namespace {

constexpr JudgeBudget kSmall{400, 200};

TEST(Analysis, TheBestIsLegalAndAgreeingCostsNothing) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const GameState s = test::midGame(seed, 2 + static_cast<int>(seed % 3));
        const int seat = seatToAct(s);
        ActionList legal;
        legalActions(s, legal);
        const PlayerView view = makeView(s, seat);
        const Judgement agreed = judgeDecision(view, legal, legal[0], kSmall);
        ASSERT_TRUE(legal.contains(agreed.best()));
        const Judgement same = judgeDecision(view, legal, agreed.best(), kSmall);
        EXPECT_EQ(same.best(), agreed.best());
        EXPECT_EQ(same.loss(), 0.0);
        EXPECT_EQ(same.chosenValue, same.bestValue);
        for (int i = 0; i < legal.size(); ++i) {
            const Judgement other = judgeDecision(view, legal, legal[i], kSmall);
            EXPECT_GE(other.loss(), 0.0);
            EXPECT_EQ(other.best(), agreed.best()) << "the judged action does not steer the search";
        }
    }
}

TEST(Analysis, ReadsOnlyWhatTheSeatKnew) {
    // Two states that differ only in what the seat cannot see (another sample of the hidden
    // cards) give the same judgement.
    for (std::uint64_t seed = 4; seed <= 6; ++seed) {
        const GameState s = test::midGame(seed, 2 + static_cast<int>(seed % 3));
        const int seat = seatToAct(s);
        Rng rng(seed);
        const GameState other = determinize(makeView(s, seat), rng);
        ASSERT_FALSE(other.decks == s.decks && other.players == s.players)
            << "the sample should differ in hidden cards";
        ActionList legal;
        legalActions(s, legal);
        const Action chosen = legal[legal.size() - 1];
        const Judgement a = judgeDecision(makeView(s, seat), legal, chosen, kSmall);
        const Judgement b = judgeDecision(makeView(other, seat), legal, chosen, kSmall);
        EXPECT_EQ(a.best(), b.best());
        EXPECT_EQ(a.bestValue, b.bestValue);
        EXPECT_EQ(a.chosenValue, b.chosenValue);
    }
}

TEST(Analysis, DecisionsAreTheChoicesOfTheAskedSeats) {
    std::array<std::unique_ptr<Bot>, 2> owned{makeBot("random", 1), makeBot("random", 2)};
    const MatchResult match =
        playMatch(GameSetup{2, 9, false}, {owned[0].get(), owned[1].get()}, {});
    const GameRecord& record = match.table.record();
    const std::vector<Decision> all = decisionsOf(record, 0b11);
    const std::vector<Decision> second = decisionsOf(record, 0b10);
    ASSERT_FALSE(second.empty());
    EXPECT_LT(second.size(), all.size());
    for (const Decision& d : all) {
        EXPECT_GT(d.legal.size(), 1);
        EXPECT_TRUE(d.legal.contains(d.chosen));
        EXPECT_EQ(record.actions[static_cast<std::size_t>(d.step - 1)], d.chosen);
        EXPECT_EQ(d.view.viewer, d.seat);
    }
    for (const Decision& d : second) {
        EXPECT_EQ(d.seat, 1);
    }
}

TEST(Analysis, SeverityGrowsWithTheLoss) {
    EXPECT_EQ(severityOf(0.0), Severity::None);
    EXPECT_EQ(severityOf(1.9), Severity::None);
    EXPECT_EQ(severityOf(2.0), Severity::Slip);
    EXPECT_EQ(severityOf(5.0), Severity::Mistake);
    EXPECT_EQ(severityOf(10.0), Severity::Blunder);
}

TEST(Analysis, ReviewsNameEachSeatsCostliestDecisions) {
    std::vector<Decision> decisions(5);
    std::vector<Judgement> judgements(5);
    const std::array<int, 5> seats{0, 1, 0, 0, 0};
    const std::array<double, 5> losses{1.0, 4.0, 0.0, 7.0, 2.0};
    for (std::size_t i = 0; i < 5; ++i) {
        decisions[i].seat = seats[i];
        judgements[i].bestValue = losses[i];
    }
    const auto reviews = reviewSeats(decisions, judgements, 2);
    ASSERT_EQ(reviews.size(), 2U);
    EXPECT_EQ(reviews[0].decisions, 4);
    EXPECT_DOUBLE_EQ(reviews[0].meanLoss, 2.5);
    EXPECT_EQ(reviews[0].worst, (std::vector<int>{3, 4, 0})) << "no decision that cost nothing";
    EXPECT_EQ(reviews[1].worst, (std::vector<int>{1}));
}

} // namespace
} // namespace cor
