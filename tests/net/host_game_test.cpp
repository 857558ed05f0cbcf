// Complete games through the host: bots in the host and bot clients over in-process links and
// loopback TCP; every client ends with the host's score sheets, and the record replays.
#include "engine/table.h"
#include "tests/net/net_test_support.h"

#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

struct Mix {
    int players;
    std::vector<std::string> hostBots; // the last seats
    bool tcp;
};

void PrintTo(const Mix& mix, std::ostream* os) {
    *os << mix.players << " players, " << mix.hostBots.size() << " bots in the host, "
        << (mix.tcp ? "TCP" : "in-process");
}

class CompleteGames : public ::testing::TestWithParam<Mix> {};

TEST_P(CompleteGames, EveryClientEndsWithTheHostsScores) {
    const Mix mix = GetParam();
    for (int g = 0; g < games(2); ++g) {
        Host host(testConfig(mix.players, mix.hostBots, 1000 + static_cast<std::uint64_t>(g)));
        TcpListener listener(host);
        ASSERT_TRUE(listener.listen(QHostAddress::LocalHost, 0));
        const int people = mix.players - static_cast<int>(mix.hostBots.size());
        std::vector<std::unique_ptr<ClientSession>> clients;
        std::vector<std::unique_ptr<BotClient>> bots;
        for (int i = 0; i < people; ++i) {
            ClientOptions options = clientOptions("bot " + std::to_string(i), i);
            clients.push_back(mix.tcp ? tcpClient(listener, options) : localClient(host, options));
            bots.push_back(std::make_unique<BotClient>(*clients.back(),
                                                       i % 2 == 0 ? "greedy" : "random",
                                                       77 + static_cast<std::uint64_t>(i)));
        }
        const auto allOver = [&] {
            return std::all_of(clients.begin(), clients.end(),
                               [](const auto& c) { return c->gameOver(); });
        };
        ASSERT_TRUE(waitFor(allOver, 120'000)) << "the game did not end";
        ASSERT_TRUE(host.over());
        const std::vector<ScoreSheet> scores = host.table()->scores();
        for (int i = 0; i < people; ++i) {
            EXPECT_EQ(clients[static_cast<std::size_t>(i)]->scores(), scores) << "client " << i;
            EXPECT_EQ(clients[static_cast<std::size_t>(i)]->winners(), host.table()->winners());
            EXPECT_EQ(clients[static_cast<std::size_t>(i)]->seat(), i);
            EXPECT_GT(bots[static_cast<std::size_t>(i)]->decisions(), 0);
        }
        const Table::Loaded replayed = Table::load(host.table()->record());
        EXPECT_EQ(replayed.failedAt, -1);
        EXPECT_EQ(replayed.table.scores(), scores);
    }
}

INSTANTIATE_TEST_SUITE_P(Mixes, CompleteGames,
                         ::testing::Values(Mix{2, {}, false}, Mix{2, {"greedy"}, true},
                                           Mix{3, {"random"}, false}, Mix{3, {}, true},
                                           Mix{4, {"greedy", "easy"}, true},
                                           Mix{4, {"random"}, false}),
                         [](const auto& test) {
                             return std::to_string(test.param.players) + "p_" +
                                    std::to_string(test.param.hostBots.size()) + "hostbots_" +
                                    (test.param.tcp ? "tcp" : "local");
                         });

} // namespace
} // namespace cor::net::test
