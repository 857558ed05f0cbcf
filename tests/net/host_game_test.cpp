// Complete games through the host: bots in the host and bot clients over in-process links and
// loopback TCP; every client ends with the host's score sheets, and the record replays. What the
// other seats keep of an action taken back.
#include "engine/table.h"
#include "net/history.h"
#include "tests/net/net_test_support.h"

#include <array>
#include <gtest/gtest.h>
#include <optional>

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

// Whether `event` names `card` in any of its fields.
bool names(const Event& event, Card card) {
    return event.card == card || event.other == card ||
           std::find(event.cards.begin(), event.cards.end(), card) != event.cards.end();
}

// A build of `seat` of a card nobody else knows (every copy in its hand), if it may build one.
std::optional<Action> secretBuild(const Table& table, int seat, const std::vector<Action>& legal) {
    const PlayerState& player = table.state().players[static_cast<std::size_t>(seat)];
    for (const Action& action : legal) {
        bool onlyItKnows = action.kind == ActionKind::Build;
        for (int i = 0; onlyItKnows && i < player.handSize; ++i) {
            const HandCard& h = player.hand[static_cast<std::size_t>(i)];
            onlyItKnows = h.card != action.card || h.knownBy == (1u << seat);
        }
        if (onlyItKnows) {
            return action;
        }
    }
    return std::nullopt;
}

// A LAN table of two: a person builds a card only they know and takes it back. The other seat
// received the build at once (the card was in the city); the undo tells it only that the turn
// went back, so what it keeps names the card nowhere; nor does the history the host gives it,
// or a spectator who joins, afterwards.
TEST(UndoneActions, LeaveTheOtherSeatNothingOfASecretCard) {
    Host host(testConfig(2, {}, 23));
    std::array<std::unique_ptr<ClientSession>, 2> seats{localClient(host, clientOptions("a", 0)),
                                                        localClient(host, clientOptions("b", 1))};
    std::array<EventLog, 2> received; // everything, by seat
    std::array<EventLog, 2> kept;     // what each keeps: an undo takes back its action
    for (std::size_t i = 0; i < seats.size(); ++i) {
        ClientSession* session = seats[i].get();
        QObject::connect(session, &ClientSession::seated, session,
                         [session] { session->setReady(true); });
        QObject::connect(session, &ClientSession::viewChanged, session, [&, i, session] {
            for (const Event& event : session->events()) {
                received[i].push_back(event);
                if (event.kind != EventKind::Undone) {
                    kept[i].push_back(event);
                    continue;
                }
                const auto begins =
                    std::find_if(kept[i].rbegin(), kept[i].rend(), [&](const Event& e) {
                        return e.seat == event.seat && beginsUndoableAction(e);
                    });
                if (begins != kept[i].rend()) {
                    kept[i].erase(std::prev(begins.base()), kept[i].end());
                }
            }
        });
    }
    // Both play their first legal action until one may build a card only it knows, one that
    // the other seat has not seen named.
    int builder = -1;
    std::optional<Action> build;
    ASSERT_TRUE(waitFor(
        [&] {
            if (host.over()) {
                return true;
            }
            for (int seat = 0; seat < 2; ++seat) {
                const ClientSession& s = *seats[static_cast<std::size_t>(seat)];
                if (!s.view() || s.view()->toAct != seat || s.legal().empty() ||
                    s.view()->stateId != tableOf(host).stateId()) {
                    continue;
                }
                const EventLog& seen = received[static_cast<std::size_t>(1 - seat)];
                build = secretBuild(tableOf(host), seat, s.legal());
                if (build && std::none_of(seen.begin(), seen.end(),
                                          [&](const Event& e) { return names(e, build->card); })) {
                    builder = seat;
                    return true;
                }
                build.reset();
                seats[static_cast<std::size_t>(seat)]->submit(s.legal().front());
            }
            return false;
        },
        60'000));
    ASSERT_TRUE(build) << "nobody could build a card only they knew: choose another seed";
    const auto other = static_cast<std::size_t>(1 - builder);
    ClientSession& undoer = *seats[static_cast<std::size_t>(builder)];
    const EventLog keptBefore = kept[other];

    // Every seat has the host's newest state, which `before` is not.
    const auto changed = [&](std::uint32_t before) {
        const std::uint32_t now = tableOf(host).stateId();
        return now != before && seats[0]->view()->stateId == now &&
               seats[1]->view()->stateId == now;
    };
    std::uint32_t before = tableOf(host).stateId();
    undoer.submit(*build);
    ASSERT_TRUE(waitFor([&] { return changed(before); }));
    ASSERT_EQ(tableOf(host).record().actions.back(), *build);
    EXPECT_TRUE(std::any_of(received[other].begin(), received[other].end(), [&](const Event& e) {
        return names(e, build->card);
    })) << "the other seat sees the build at once";
    before = tableOf(host).stateId();
    undoer.undo();
    ASSERT_TRUE(waitFor([&] { return changed(before); }));
    EXPECT_EQ(undoer.events().back().card, build->card) << "the undoer knows what it took back";
    EXPECT_EQ(seats[other]->events(),
              (EventLog{Event{.kind = EventKind::Undone,
                              .seat = static_cast<std::int8_t>(builder),
                              .secretFrom = static_cast<std::uint8_t>(1u << other)}}))
        << "the other seat learns only that the turn went back";
    EXPECT_EQ(kept[other], keptBefore) << "it keeps nothing of what was taken back";

    const auto named = [&](const History& history) {
        return std::any_of(history.begin(), history.end(), [&](const HistoryItem& item) {
            const auto* happened = std::get_if<HistoryEvent>(&item);
            return happened != nullptr && names(happened->event, build->card);
        });
    };
    EXPECT_FALSE(named(historyOf(&tableOf(host).record(), {}, {}, {}, static_cast<int>(other))))
        << "the history the other seat would rejoin with";
    auto spectator = localClient(host, clientOptions("watcher", -2));
    ASSERT_TRUE(waitFor([&] { return spectator->view().has_value(); }));
    EXPECT_FALSE(spectator->history().empty());
    EXPECT_FALSE(named(spectator->history())) << "the history a spectator joins with";
}

} // namespace
} // namespace cor::net::test
