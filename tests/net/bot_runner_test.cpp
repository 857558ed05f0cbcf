// Bots think on their own thread and answer on the caller's, for the view they were given;
// inline, they answer on a later event-loop turn, the same choice for the same job.
#include "engine/table.h"
#include "net/bot_runner.h"
#include "tests/net/net_test_support.h"

#include <QThread>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

TEST(BotRunner, DecidesOffTheCallersThreadAndAnswersOnIt) {
    BotRunner runner;
    Table table(GameSetup{3, 5, false});
    ActionList legal;
    table.legal(table.toAct(), legal);
    std::optional<Action> decided;
    QThread* answeredOn = nullptr;
    QObject::connect(&runner, &BotRunner::decided, &runner,
                     [&](int seat, quint32 stateId, const Action& a) {
                         EXPECT_EQ(seat, table.toAct());
                         EXPECT_EQ(stateId, table.stateId());
                         decided = a;
                         answeredOn = QThread::currentThread();
                     });
    runner.think(BotJob{"greedy", 1, table.view(table.toAct()),
                        std::vector<Action>(legal.begin(), legal.end())});
    ASSERT_TRUE(waitFor([&] { return decided.has_value(); }, 10'000));
    EXPECT_TRUE(legal.contains(*decided));
    EXPECT_EQ(answeredOn, QThread::currentThread());
}

TEST(BotRunner, InlineAnswersOnALaterTurnWithTheWorkersChoice) {
    Table table(GameSetup{3, 5, false});
    ActionList legal;
    table.legal(table.toAct(), legal);
    const BotJob job{"greedy", 1, table.view(table.toAct()),
                     std::vector<Action>(legal.begin(), legal.end())};
    std::optional<Action> onWorker;
    std::optional<Action> inlined;
    BotRunner worker;
    BotRunner inlineRunner(BotRunner::Where::Inline);
    QObject::connect(&worker, &BotRunner::decided, &worker,
                     [&](int, quint32, const Action& a) { onWorker = a; });
    QObject::connect(&inlineRunner, &BotRunner::decided, &inlineRunner,
                     [&](int, quint32, const Action& a) { inlined = a; });
    worker.think(job);
    inlineRunner.think(job);
    EXPECT_FALSE(inlined.has_value()) << "never from inside think()";
    ASSERT_TRUE(waitFor([&] { return onWorker.has_value() && inlined.has_value(); }, 10'000));
    EXPECT_EQ(*inlined, *onWorker);
}

} // namespace
} // namespace cor::net::test
