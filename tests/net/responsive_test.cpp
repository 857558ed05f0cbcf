// The host stays responsive while a hard bot thinks: bots decide on their own thread.
#include "tests/net/net_test_support.h"

#include <chrono>
#include <condition_variable>
#include <gtest/gtest.h>
#include <mutex>
#include <optional>

namespace cor::net::test {
namespace {

// Holds the host's bots before each decision until the test lets them go: whatever the host
// does meanwhile, it does while a bot thinks. A host that made its bots think on its own
// thread would be stuck here, so the hold gives up after the tests' longest wait.
class BotHold {
  public:
    // Where the bot thinks.
    void wait() {
        std::unique_lock lock(mutex_);
        ++holding_;
        released_.wait_for(lock, std::chrono::seconds(30), [this] { return letGo_; });
        --holding_;
    }
    void release() {
        {
            const std::lock_guard lock(mutex_);
            letGo_ = true;
        }
        released_.notify_all();
    }
    bool holding() const {
        const std::lock_guard lock(mutex_);
        return holding_ > 0;
    }

  private:
    mutable std::mutex mutex_;
    std::condition_variable released_;
    int holding_ = 0;
    bool letGo_ = false;
};

TEST(Responsive, ChatRoundTripsWhileAHardBotThinks) {
    BotHold hold; // outlives the host, whose bots' thread may wait in it
    HostConfig config = testConfig(2, {"hard"}, 3);
    config.beforeBotDecides = [&hold] { hold.wait(); };
    Host host(config);
    auto person = localClient(host, clientOptions("person", 0));
    BotClient autopilot(*person, "random", 1);
    ASSERT_TRUE(waitFor([&] {
        return hold.holding() && person->view() && person->view()->toAct == 1;
    })) << "the hard bot held while the person sees it to act (a host whose bots think on its "
           "own thread is stuck in the hold instead)";
    const quint32 whileThinking = person->view()->stateId;
    struct Echo {
        bool botStillThinking;
        quint32 stateId;
    };
    std::optional<Echo> echo;
    QObject::connect(person.get(), &ClientSession::chatReceived, person.get(),
                     [&](int, const QString&, const QString&) {
                         echo = Echo{hold.holding(), person->view()->stateId};
                     });
    person->sendChat(QStringLiteral("still there?"));
    ASSERT_TRUE(waitFor([&] { return echo.has_value(); }));
    EXPECT_TRUE(echo->botStillThinking) << "the host answered only after the bot's move";
    EXPECT_EQ(echo->stateId, whileThinking) << "no move came before the answer";
    hold.release();
    EXPECT_TRUE(waitFor([&] { return person->view()->stateId != whileThinking; }))
        << "the bot moves once let go";
}

} // namespace
} // namespace cor::net::test
