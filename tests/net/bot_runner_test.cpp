// Bots think on their own thread and answer on the caller's, for the view they were given.
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

} // namespace
} // namespace cor::net::test
