// The time per move's clock (issue 38): the host tells every seat how long the decision now has;
// each screen shows it running, and warns the player to decide near its end.
#include "app/models/move_clock.h"
#include "net/host.h"
#include "tests/net/net_test_support.h"

#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using namespace cor::net;
using namespace cor::net::test;

TEST(MoveClock, SaysWhatIsLeftAsAClockDoes) {
    EXPECT_EQ(MoveClock::clockText(45), QStringLiteral("0:45"));
    EXPECT_EQ(MoveClock::clockText(245), QStringLiteral("4:05"));
    EXPECT_EQ(MoveClock::clockText(3 * 3600 + 62), QStringLiteral("3:01:02"));
    const QString days = MoveClock::clockText(2 * 86400 + 3 * 3600 + 5); // "2 days 3 h"
    EXPECT_TRUE(days.startsWith(QStringLiteral("2 day")) && days.endsWith(QStringLiteral(" 3 h")))
        << days.toStdString();
    EXPECT_EQ(MoveClock::warningSeconds(60), 30) << "at least half a minute";
    EXPECT_EQ(MoveClock::warningSeconds(600), 120) << "a fifth";
    EXPECT_EQ(MoveClock::warningSeconds(3 * 86400), 3600) << "at most an hour";
}

TEST(MoveClock, EverySeatSeesTheClockAndOnlyThePlayerToDecideIsWarned) {
    HostConfig config = testConfig(2, {}, 47);
    config.moveTimeMs = 20'000; // warned from the start: within the last 30 s
    Host host(config);
    auto zero = localClient(host, clientOptions("zero", 0));
    auto one = localClient(host, clientOptions("one", 1));
    zero->setReady(true);
    one->setReady(true);
    MoveClock zeroClock;
    MoveClock oneClock;
    zeroClock.setSession(zero.get());
    oneClock.setSession(one.get());
    ASSERT_TRUE(waitFor([&] { return zeroClock.running() && oneClock.running(); }));
    const int toAct = zero->view()->toAct;
    ASSERT_GE(toAct, 0);
    const MoveClock& deciding = toAct == 0 ? zeroClock : oneClock;
    const MoveClock& waiting = toAct == 0 ? oneClock : zeroClock;
    EXPECT_TRUE(deciding.warning());
    EXPECT_FALSE(waiting.warning()) << "the others see the clock, unwarned";
    EXPECT_TRUE(deciding.left().startsWith(QStringLiteral("0:"))) << deciding.left().toStdString();
    EXPECT_EQ(waiting.left().size(), deciding.left().size());
}

TEST(MoveClock, NoClockRunsWithoutATimePerMove) {
    Host host(testConfig(2, {}, 53));
    auto zero = localClient(host, clientOptions("zero", 0));
    auto one = localClient(host, clientOptions("one", 1));
    zero->setReady(true);
    one->setReady(true);
    MoveClock clock;
    clock.setSession(zero.get());
    ASSERT_TRUE(waitFor([&] { return zero->view().has_value(); }));
    EXPECT_FALSE(clock.running());
    EXPECT_TRUE(clock.left().isEmpty());
}

} // namespace
} // namespace cor::app::test
