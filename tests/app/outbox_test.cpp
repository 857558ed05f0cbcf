// Nothing decided offline is lost (issue 38): a move made while the connection to the host is
// down waits, shown, and goes once the app has rejoined if the game still stands where it was
// made; when the host decided for the seat meanwhile, the move is dropped and the player told.
#include "app/models/outbox.h"
#include "net/host.h"
#include "net/tcp_listener.h"
#include "tests/net/net_test_support.h"

#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using namespace cor::net;
using namespace cor::net::test;

std::size_t actionsOf(const Host& host) {
    return host.table() != nullptr ? host.table()->record().actions.size() : 0;
}

struct OfflineTable {
    explicit OfflineTable(HostConfig config, int reconnectDelayMs) : host(std::move(config)) {
        EXPECT_TRUE(listener.listen(QHostAddress::LocalHost, 0));
        relay = std::make_unique<TcpRelay>(listener.port());
        ClientOptions options = clientOptions("zero", 0);
        options.reconnectDelayMs = reconnectDelayMs;
        seat0 = tcpClient(relay->port(), options);
        seat1 = tcpClient(listener, clientOptions("one", 1));
        bot1 = std::make_unique<BotClient>(*seat1, "random", 2);
        EXPECT_TRUE(waitFor([&] { return seat0->seat() == 0; }));
        seat0->setReady(true);
        outbox.setSession(seat0.get());
    }
    bool seat0ToAct() const {
        return seat0->view() && seat0->view()->toAct == 0 && !seat0->legal().empty() &&
               host.table() != nullptr && seat0->view()->stateId == host.table()->stateId();
    }

    Host host;
    TcpListener listener{host};
    std::unique_ptr<TcpRelay> relay;
    std::unique_ptr<ClientSession> seat0;
    std::unique_ptr<ClientSession> seat1;
    std::unique_ptr<BotClient> bot1;
    Outbox outbox;
};

TEST(Outbox, AMoveMadeWhileOfflineWaitsAndGoesOnceTheConnectionIsBack) {
    OfflineTable table(testConfig(2, {}, 41), 300);
    ASSERT_TRUE(waitFor([&] { return table.seat0ToAct(); }));
    const std::size_t before = actionsOf(table.host);
    bool made = false;
    // The move is made the moment the connection is seen lost, before any rejoin.
    QObject::connect(&table.outbox, &Outbox::offlineChanged, &table.outbox, [&] {
        if (table.outbox.offline() && !made) {
            made = true;
            table.outbox.send(table.seat0->legal().front(), false, QStringLiteral("the move"));
            EXPECT_EQ(table.outbox.waiting(), QStringLiteral("the move"));
            EXPECT_EQ(actionsOf(table.host), before) << "nothing goes while offline";
        }
    });
    table.relay->cutAll();
    ASSERT_TRUE(waitFor([&] { return made; }));
    ASSERT_TRUE(waitFor([&] { return actionsOf(table.host) > before; }))
        << "the move went once the app was back";
    EXPECT_TRUE(waitFor([&] { return table.outbox.waiting().isEmpty(); }));
    EXPECT_TRUE(table.outbox.notice().isEmpty()) << table.outbox.notice().toStdString();
    EXPECT_FALSE(table.outbox.offline());
    EXPECT_EQ(table.relay->links(), 2);
}

TEST(Outbox, WhenTheHostDecidedMeanwhileTheMoveIsDroppedAndThePlayerTold) {
    HostConfig config = testConfig(2, {}, 43);
    config.standInAfterMs = 50; // the time per move as good as gone: a bot moves for the seat
    config.standInBot = "random";
    OfflineTable table(std::move(config), 1500);
    ASSERT_TRUE(waitFor([&] { return table.seat0ToAct(); }));
    const std::uint32_t lostAt = table.seat0->view()->stateId;
    bool made = false;
    QObject::connect(&table.outbox, &Outbox::offlineChanged, &table.outbox, [&] {
        if (table.outbox.offline() && !made) {
            made = true;
            table.outbox.send(table.seat0->legal().front(), false, QStringLiteral("the move"));
        }
    });
    table.relay->cutAll();
    ASSERT_TRUE(waitFor([&] { return made; }));
    ASSERT_TRUE(waitFor([&] { return !table.outbox.notice().isEmpty(); }))
        << "told what the host decided";
    EXPECT_NE(table.seat0->view()->stateId, lostAt);
    EXPECT_TRUE(table.outbox.waiting().isEmpty()) << "the move is not sent into another game";
}

} // namespace
} // namespace cor::app::test
