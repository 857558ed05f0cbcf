// The host stays responsive while a hard bot thinks: bots decide on their own thread.
#include "tests/net/net_test_support.h"

#include <QElapsedTimer>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

TEST(Responsive, ChatRoundTripsWhileAHardBotThinks) {
    HostConfig config = testConfig(2, {"hard"}, 3);
    Host host(config);
    auto person = localClient(host, clientOptions("person", 0));
    int echoes = 0;
    QObject::connect(person.get(), &ClientSession::chatReceived, person.get(),
                     [&](int, const QString&, const QString&) { ++echoes; });
    BotClient bot(*person, "random", 1);
    ASSERT_TRUE(waitFor([&] { return person->view() && person->view()->toAct == 1; }));
    QElapsedTimer timer;
    timer.start();
    person->sendChat(QStringLiteral("still there?"));
    ASSERT_TRUE(waitFor([&] { return echoes == 1; }, 5000));
    EXPECT_LT(timer.elapsed(), 200) << "the host answered only after the bot's move";
    EXPECT_EQ(person->view()->toAct, 1) << "the bot was still thinking";
}

} // namespace
} // namespace cor::net::test
