// "How did I play?": the look back at a replay's game judges every decision on a worker
// thread exactly as the engine's analysis does (the same game gives the same result), shows
// each seat's curve (with its rounds), severities and costliest decisions — each explained by the
// hint the seat could have asked for then — opens the replay at
// a decision through its seat's eyes with the better action said there, and stops when asked:
// cancelled, reset by another game or destroyed mid-run, no thread is left working.
#include "app/models/hint_words.h"
#include "app/models/replay_model.h"
#include "app/models/settings.h"
#include "engine/action.h"
#include "engine/assist.h"
#include "engine/bots/hint.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QSignalSpy>
#include <gtest/gtest.h>
#include <initializer_list>
#include <memory>

namespace cor::app::test {
namespace {

using net::test::waitFor;

constexpr int kIterations = 60; // a small search: the test is about the model, not the bot

// A whole game of uniformly random moves: plenty of costly decisions.
GameRecord randomGame(int players, std::uint64_t seed) {
    Table table(GameSetup{.players = players, .seed = seed, .shrine = false});
    Rng rng(seed * 3 + 1);
    ActionList legal;
    while (!table.over()) {
        const int seat = table.toAct();
        table.legal(seat, legal);
        const Action action =
            legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
        EXPECT_EQ(table.submit(seat, action), ActionError::None);
    }
    return table.record();
}

std::unique_ptr<ReplayModel> openReplay(const GameRecord& record) {
    auto replay = std::make_unique<ReplayModel>();
    EXPECT_TRUE(replay->openGame(net::SavedGame{record, "Look back", {}}, "Look back", Audience()));
    return replay;
}

class LookBackTest : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { record_ = randomGame(2, 41); }
    static GameRecord record_;
};
GameRecord LookBackTest::record_;

TEST_F(LookBackTest, JudgesEveryDecisionAsTheEngineDoes) {
    const auto replay = openReplay(record_);
    LookBackModel& lookBack = *replay->lookBack();
    EXPECT_EQ(lookBack.state(), LookBackModel::State::Idle);
    lookBack.setIterations(kIterations);
    QSignalSpy progressed(&lookBack, &LookBackModel::progressChanged);
    lookBack.start(1);
    EXPECT_EQ(lookBack.state(), LookBackModel::State::Running);
    EXPECT_EQ(lookBack.seat(), 1);
    ASSERT_TRUE(waitFor([&] { return lookBack.state() == LookBackModel::State::Done; }, 120'000));
    EXPECT_GT(progressed.count(), 2);
    EXPECT_EQ(lookBack.judged(), lookBack.total());

    const std::vector<Decision> decisions = decisionsOf(record_, 3);
    ASSERT_EQ(lookBack.total(), static_cast<int>(decisions.size()));
    JudgeBudget budget{kIterations, kIterations};
    const std::vector<Judgement> expected = judgeAll(decisions, budget, 1, {});
    ASSERT_EQ(lookBack.judgements().size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_TRUE(lookBack.judgements()[i].best() == expected[i].best()) << "decision " << i;
        EXPECT_EQ(lookBack.judgements()[i].bestValue, expected[i].bestValue);
        EXPECT_EQ(lookBack.judgements()[i].chosenValue, expected[i].chosenValue);
    }
}

TEST_F(LookBackTest, ShowsTheSeatsCurveSeveritiesAndCostliestDecisions) {
    const auto replay = openReplay(record_);
    LookBackModel& lookBack = *replay->lookBack();
    lookBack.setIterations(kIterations);
    lookBack.start(0);
    ASSERT_TRUE(waitFor([&] { return lookBack.state() == LookBackModel::State::Done; }, 120'000));
    const std::vector<Decision>& decisions = lookBack.decisions();
    const std::vector<Judgement>& judgements = lookBack.judgements();

    int explained = 0; // costliest decisions that say why
    for (const int seat : {0, 1}) {
        SCOPED_TRACE("seat " + std::to_string(seat));
        lookBack.setSeat(seat);
        const QVariantList curve = lookBack.curve();
        int point = 0;
        std::array<int, 4> severities{};
        for (std::size_t i = 0; i < decisions.size(); ++i) {
            if (decisions[i].seat != seat) {
                continue;
            }
            const Severity severity = severityOf(judgements[i].loss());
            ++severities[static_cast<std::size_t>(severity)];
            ASSERT_LT(point, curve.size());
            const QVariantMap shown = curve[point++].toMap();
            EXPECT_EQ(shown[QStringLiteral("step")].toInt(), decisions[i].step);
            EXPECT_EQ(shown[QStringLiteral("round")].toInt(), decisions[i].round);
            EXPECT_EQ(shown[QStringLiteral("value")].toDouble(), judgements[i].chosenValue);
            EXPECT_EQ(shown[QStringLiteral("severity")].toInt(), static_cast<int>(severity));
            EXPECT_LE(lookBack.low(), judgements[i].chosenValue);
            EXPECT_GE(lookBack.high(), judgements[i].chosenValue);
        }
        EXPECT_EQ(point, curve.size());
        // The rounds on the step axis: each begins where the replay's state enters it.
        const QVariantList starts = lookBack.roundStarts();
        ASSERT_EQ(starts.size(), replay->state(replay->steps()).round);
        for (const QVariant& start : starts) {
            const int round = start.toMap()[QStringLiteral("round")].toInt();
            const int step = start.toMap()[QStringLiteral("step")].toInt();
            EXPECT_EQ(replay->state(step).round, round);
            EXPECT_EQ(replay->state(step - 1).round, round - 1);
        }
        EXPECT_EQ(lookBack.low() % 5, 0);
        EXPECT_EQ(lookBack.high() % 5, 0);
        EXPECT_EQ(lookBack.steps(), static_cast<int>(record_.actions.size()));

        const LookBackSeatRow& row = lookBack.seats()->row(seat);
        EXPECT_EQ(row.decisions, point);
        EXPECT_EQ(row.slips, severities[1]);
        EXPECT_EQ(row.mistakes, severities[2]);
        EXPECT_EQ(row.blunders, severities[3]);
        // Random moves against the expert's search: some cost a lot.
        EXPECT_GT(row.mistakes + row.blunders, 0);

        const SeatReview review =
            reviewSeats(decisions, judgements, 2)[static_cast<std::size_t>(seat)];
        LookBackMovesModel& costliest = *lookBack.costliest();
        // Every decision the curve marks, costliest first; the engine's three worst lead.
        ASSERT_EQ(costliest.count(), severities[1] + severities[2] + severities[3]);
        ASSERT_EQ(review.worst.size(), 3u);
        for (int r = 0; r < costliest.count(); ++r) {
            const auto index = static_cast<std::size_t>(costliest.row(r).decision);
            EXPECT_EQ(decisions[index].seat, seat);
            EXPECT_NE(severityOf(judgements[index].loss()), Severity::None);
            if (r > 0) {
                EXPECT_GE(
                    judgements[static_cast<std::size_t>(costliest.row(r - 1).decision)].loss(),
                    judgements[index].loss());
            }
        }
        for (int r = 0; r < 3; ++r) {
            const LookBackMoveRow& move = costliest.row(r);
            const auto index = static_cast<std::size_t>(move.decision);
            EXPECT_DOUBLE_EQ(
                judgements[index].loss(),
                judgements[static_cast<std::size_t>(review.worst[static_cast<std::size_t>(r)])]
                    .loss());
            EXPECT_EQ(move.step, decisions[index].step - 1);
            EXPECT_EQ(move.round, decisions[index].round);
            EXPECT_EQ(move.severity, static_cast<int>(severityOf(judgements[index].loss())));
            EXPECT_FALSE(move.played.isEmpty());
            // The explanation is the hint the seat could have asked for at that moment, and why
            // it beats the move played (not the hint's next best), by the seats' names.
            const Decision& d = decisions[index];
            ActionList offered;
            assistedChoices(d.view, d.legal, offered);
            const Hint hint = hintFor(d.view, offered, kIterations);
            const QString why =
                WhyWords::sentence(judgements[index].why, WhyWords::namesOr(replay->seatNames()),
                                   WhyWords::Against::Played);
            // (A costly decision may go without one: where nothing the better move changes
            // carried it, the search's chance is no reason.)
            explained += why.isEmpty() ? 0 : 1;
            EXPECT_TRUE(move.better.contains(why)) << move.better.toStdString();
            EXPECT_TRUE(move.better.endsWith(HintWords::plan(hint))) << move.better.toStdString();
            if (hint.action.kind == ActionKind::Build) {
                // A build says where: "Build Market (left of Forum): …".
                EXPECT_TRUE(move.better.startsWith(HintWords::deed(hint.action) + " ("))
                    << move.better.toStdString();
            } else {
                EXPECT_TRUE(move.better.startsWith(HintWords::first(hint) + "." +
                                                   (why.isEmpty() ? QString() : " " + why)))
                    << move.better.toStdString();
            }
            EXPECT_NE(move.played, move.better) << move.played.toStdString();
            EXPECT_TRUE(move.played.startsWith(replay->seatName(seat)))
                << move.played.toStdString();
            // Where the points went: what the played action changed, in the hint's words.
            const QString changed = HintWords::changes(explainChoice(d.view, d.chosen));
            EXPECT_TRUE(move.played.endsWith(changed)) << move.played.toStdString();
        }
    }
    EXPECT_GT(explained, 0) << "no costly decision says why";
}

TEST_F(LookBackTest, OpensTheReplayAtADecisionWithTheBetterActionSaid) {
    const auto replay = openReplay(record_);
    LookBackModel& lookBack = *replay->lookBack();
    lookBack.setIterations(kIterations);
    lookBack.start(1);
    ASSERT_TRUE(waitFor([&] { return lookBack.state() == LookBackModel::State::Done; }, 120'000));
    const LookBackMoveRow worst = lookBack.costliest()->row(0);
    ASSERT_NE(worst.severity, 0);
    QSignalSpy advised(replay.get(), &ReplayModel::adviceChanged);
    lookBack.openDecision(worst.decision);
    EXPECT_EQ(replay->step(), worst.step);
    EXPECT_EQ(replay->seat(), 1);
    EXPECT_GT(advised.count(), 0);
    EXPECT_TRUE(replay->advice().contains(worst.better)) << replay->advice().toStdString();
    EXPECT_TRUE(replay->advice().contains(worst.played));
    // The table rings the better move, and the players its reasons name.
    const Judgement& judged = lookBack.judgements()[static_cast<std::size_t>(worst.decision)];
    GameModel& table = *replay->game();
    // The rows of the table's models that are `role` ("hinted": the better move; "played").
    const auto marked = [&table](const QByteArray& role) {
        std::size_t rows = 0;
        for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{
                 table.strip(), table.offer(), table.hand(), table.draftPack(), table.city()}) {
            rows += trueRows(*model, role).size();
        }
        return rows;
    };
    EXPECT_GE(marked("hinted"), 1u) << toText(judged.best());
    // And the move played, in a ring of its own.
    const Decision& decided = lookBack.decisions()[static_cast<std::size_t>(worst.decision)];
    if (decided.chosen.kind == ActionKind::Place || decided.chosen.kind == ActionKind::Take ||
        decided.chosen.kind == ActionKind::Build || decided.chosen.kind == ActionKind::Draft) {
        EXPECT_GE(marked("played"), 1u) << toText(decided.chosen);
    }
    const std::vector<int> named = seatsNamed(judged.why);
    EXPECT_EQ(table.hintedSeats(), QList<int>(named.begin(), named.end()));
    // A step on, or another seat's eyes: nothing to say there about this decision.
    replay->next();
    EXPECT_FALSE(replay->advice().contains(worst.better));
    EXPECT_EQ(marked("hinted"), 0u);
    EXPECT_EQ(marked("played"), 0u);
    replay->previous();
    replay->setSeat(-1);
    EXPECT_TRUE(replay->advice().isEmpty());

    // A decision that cost less than a slip: said when it is opened, not when stepped past.
    const std::vector<Judgement>& judgements = lookBack.judgements();
    const auto small = std::find_if(judgements.begin(), judgements.end(), [&](const Judgement& j) {
        const auto i = static_cast<std::size_t>(&j - judgements.data());
        return j.loss() > 0.0 && severityOf(j.loss()) == Severity::None &&
               lookBack.decisions()[i].seat == 1;
    });
    ASSERT_NE(small, judgements.end());
    const int index = static_cast<int>(small - judgements.begin());
    const Decision& d = lookBack.decisions()[static_cast<std::size_t>(index)];
    replay->setSeat(1);
    replay->stepTo(d.step - 1);
    EXPECT_TRUE(replay->advice().isEmpty());
    EXPECT_EQ(replay->judgedStep(), -1);
    lookBack.openDecision(index);
    EXPECT_EQ(replay->step(), d.step - 1);
    // The list of steps marks the decision judged, the one after the position shown.
    EXPECT_EQ(replay->judgedStep(), d.step);
    EXPECT_TRUE(replay->advice().contains(QStringLiteral("Better: ")))
        << replay->advice().toStdString();

    // The same game opened again (the score pad's buttons): the look back stays.
    ASSERT_TRUE(replay->openGame(net::SavedGame{record_, "Again", {}}, "Again", Audience()));
    EXPECT_EQ(lookBack.state(), LookBackModel::State::Done);
    EXPECT_EQ(lookBack.costliest()->row(0).better, worst.better);
}

TEST_F(LookBackTest, CancelStopsTheWorkerEarly) {
    const auto replay = openReplay(record_);
    LookBackModel& lookBack = *replay->lookBack();
    lookBack.setIterations(20'000);
    lookBack.start(0);
    ASSERT_TRUE(lookBack.busy());
    ASSERT_TRUE(waitFor([&] { return lookBack.judged() > 0; }, 60'000));
    lookBack.cancel();
    EXPECT_EQ(lookBack.state(), LookBackModel::State::Cancelled);
    ASSERT_TRUE(waitFor([&] { return !lookBack.busy(); }, 30'000));
    EXPECT_LT(lookBack.judged(), lookBack.total());
    EXPECT_TRUE(lookBack.judgements().empty());
    EXPECT_TRUE(lookBack.curve().isEmpty());
    EXPECT_EQ(lookBack.costliest()->count(), 0);
    net::test::spin(100); // late progress of the cancelled run changes nothing
    EXPECT_EQ(lookBack.state(), LookBackModel::State::Cancelled);

    // Started again, it judges the game from the beginning to the end.
    lookBack.setIterations(kIterations);
    lookBack.start(0);
    ASSERT_TRUE(waitFor([&] { return lookBack.state() == LookBackModel::State::Done; }, 120'000));
    EXPECT_EQ(lookBack.judgements().size(), static_cast<std::size_t>(lookBack.total()));
}

TEST_F(LookBackTest, AnotherGameOrTheEndMidRunStopsIt) {
    auto replay = openReplay(record_);
    LookBackModel& lookBack = *replay->lookBack();
    lookBack.setIterations(20'000);
    lookBack.start(0);
    ASSERT_TRUE(lookBack.busy());
    // Another game: the look back starts over, for it.
    ASSERT_TRUE(
        replay->openGame(net::SavedGame{randomGame(3, 5), "Other", {}}, "Other", Audience()));
    EXPECT_EQ(lookBack.state(), LookBackModel::State::Idle);
    EXPECT_EQ(lookBack.total(), 0);
    ASSERT_TRUE(waitFor([&] { return !lookBack.busy(); }, 30'000));
    EXPECT_EQ(lookBack.seats()->count(), 3);

    lookBack.start(2);
    ASSERT_TRUE(lookBack.busy());
    replay.reset(); // joins the worker, which posts to nothing any more
    net::test::spin(100);
}

// A language chosen while the look back is open says its key and curve again (the screen reads
// them anew on resultChanged).
TEST_F(LookBackTest, SaysItsWordsAgainInANewLanguage) {
    const auto replay = openReplay(record_);
    LookBackModel& lookBack = *replay->lookBack();
    QSignalSpy said(&lookBack, &LookBackModel::resultChanged);
    Settings::instance()->useLanguageForThisRun(QStringLiteral("de"));
    Settings::instance()->applyLanguage();
    EXPECT_GE(said.count(), 1);
    EXPECT_TRUE(lookBack.severityKey()[0].startsWith(QStringLiteral("Ungenauigkeit")))
        << lookBack.severityKey()[0].toStdString();
    Settings::instance()->useLanguageForThisRun(QStringLiteral("en"));
    Settings::instance()->applyLanguage();
    EXPECT_GE(said.count(), 2);
}

// The key under the curve names severityOf's bounds.
TEST(LookBackKey, NamesTheBoundsOfEachSeverity) {
    EXPECT_EQ(severityOf(1.99), Severity::None);
    EXPECT_EQ(severityOf(2.0), Severity::Slip);
    EXPECT_EQ(severityOf(4.99), Severity::Slip);
    EXPECT_EQ(severityOf(5.0), Severity::Mistake);
    EXPECT_EQ(severityOf(9.99), Severity::Mistake);
    EXPECT_EQ(severityOf(10.0), Severity::Blunder);
    const QStringList key = LookBackModel::severityKey();
    ASSERT_EQ(key.size(), 3);
    EXPECT_TRUE(key[0].contains(QStringLiteral("2")));
    EXPECT_TRUE(key[1].contains(QStringLiteral("5")));
    EXPECT_TRUE(key[2].contains(QStringLiteral("10")));
    // A loss just under a slip's bound is written under it ("2.0 points lost" read as a slip
    // beside "0 slips").
    EXPECT_EQ(LookBackModel::points(1.96), QStringLiteral("1.9"));
    EXPECT_EQ(LookBackModel::points(2.0), QStringLiteral("2.0"));
    EXPECT_EQ(LookBackModel::points(-1.96), QStringLiteral("-1.9"));
}

} // namespace
} // namespace cor::app::test
