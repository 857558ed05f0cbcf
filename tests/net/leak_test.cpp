// Nothing that leaves the host tells its receiver what it may not know: every message each
// client receives during whole games is decoded and checked against the engine's view and
// redacted events for that receiver, and no message carries another seat's token.
#include "engine/table.h"
#include "net/convert.h"
#include "net/local_link.h"
#include "tests/net/net_test_support.h"

#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

struct Received {
    int seat; // the receiver's seat when the game ended, -1: a spectator
    std::vector<wire::Envelope> messages;
};

// A client whose incoming messages are all recorded.
std::unique_ptr<ClientSession> recordedClient(Host& host, ClientOptions options, Received& log) {
    auto [hostEnd, clientEnd] = LocalConnection::createPair();
    QObject::connect(clientEnd, &Connection::received, clientEnd,
                     [&log](const wire::Envelope& message) { log.messages.push_back(message); });
    host.addConnection(hostEnd);
    auto client = std::make_unique<ClientSession>(std::move(options));
    client->attach(clientEnd);
    return client;
}

// The states after 0..n actions of `record`, and the events of each action.
struct History {
    std::vector<GameState> states;
    std::vector<EventLog> events; // events[i]: those of action i (leading to states[i + 1])
};

History historyOf(const GameRecord& record) {
    History history;
    Table table(record.setup);
    history.states.push_back(table.state());
    for (const Action& action : record.actions) {
        EventLog log;
        EXPECT_EQ(table.submit(table.toAct(), action, &log), ActionError::None);
        history.states.push_back(table.state());
        history.events.push_back(log);
    }
    return history;
}

void checkUpdate(const wire::ViewUpdate& update, int seat, const History& history,
                 const std::string& where) {
    const std::optional<PlayerView> view = fromWire(update.view());
    ASSERT_TRUE(view.has_value()) << where;
    ASSERT_LT(view->stateId, history.states.size()) << where;
    const GameState& state = history.states[view->stateId];
    EXPECT_EQ(*view, makeView(state, seat)) << where << ": not exactly the engine's view";
    if (update.events_size() > 0) {
        ASSERT_GT(view->stateId, 0u) << where;
        const EventLog& truth = history.events[view->stateId - 1];
        ASSERT_EQ(update.events_size(), static_cast<int>(truth.size())) << where;
        for (int i = 0; i < update.events_size(); ++i) {
            // Who may not see the card travels with it (a hot-seat screen needs it); the card
            // itself only to those who may.
            const Event expected = redactFor(truth[static_cast<std::size_t>(i)], seat);
            EXPECT_EQ(fromWire(update.events(i)), expected) << where << " event " << i;
        }
    }
    ActionList legal;
    if (seat >= 0 && seatToAct(state) == seat) {
        legalActions(state, legal);
    }
    ASSERT_EQ(update.legal_size(), legal.size()) << where << ": legal actions for the wrong seat";
    for (int i = 0; i < update.legal_size(); ++i) {
        EXPECT_EQ(fromWire(update.legal(i)), legal[i]) << where;
    }
}

TEST(Leaks, NoClientLearnsWhatItMayNotKnow) {
    for (int players = 2; players <= 4; ++players) {
        for (int g = 0; g < games(4); ++g) {
            HostConfig config =
                testConfig(players, {"greedy"}, 500 + static_cast<std::uint64_t>(g * 10 + players));
            Host host(config);
            const int people = players - 1;
            std::vector<Received> logs(static_cast<std::size_t>(people + 1));
            std::vector<std::unique_ptr<ClientSession>> clients;
            std::vector<std::unique_ptr<BotClient>> bots;
            for (int i = 0; i < people; ++i) {
                logs[static_cast<std::size_t>(i)].seat = i;
                clients.push_back(recordedClient(host, clientOptions(std::to_string(i), i),
                                                 logs[static_cast<std::size_t>(i)]));
                bots.push_back(std::make_unique<BotClient>(*clients.back(), "random",
                                                           static_cast<std::uint64_t>(i)));
            }
            logs.back().seat = -1;
            clients.push_back(recordedClient(host, clientOptions("watcher", -2), logs.back()));
            ASSERT_TRUE(waitFor([&] { return clients.back()->gameOver(); }, 60'000));

            const Table* table = host.table();
            if (table == nullptr) {
                FAIL() << "no game";
            }
            const GameRecord record = table->record();
            const History history = historyOf(record);
            std::vector<std::string> tokens;
            for (const Seat& seat : host.seats()) {
                if (seat.token) {
                    tokens.emplace_back(tokenBytes(*seat.token));
                }
            }
            for (const Received& log : logs) {
                // Appended piecewise: GCC 12 warns falsely (-Wrestrict) on a + chain here.
                std::string who = std::to_string(players);
                who += " players, receiver ";
                who += std::to_string(log.seat);
                int views = 0;
                int ends = 0;
                for (std::size_t m = 0; m < log.messages.size(); ++m) {
                    const wire::Envelope& message = log.messages[m];
                    const std::string bytes = message.SerializeAsString();
                    std::string where = who;
                    where += ", message ";
                    where += std::to_string(m);
                    for (std::size_t t = 0; t < tokens.size(); ++t) {
                        const bool own = message.has_seated() && static_cast<int>(t) == log.seat;
                        if (!own) {
                            EXPECT_EQ(bytes.find(tokens[t]), std::string::npos)
                                << where << " carries seat " << t << "'s token";
                        }
                    }
                    if (message.has_view()) {
                        checkUpdate(message.view(), log.seat, history, where);
                        ++views;
                    }
                    if (message.has_game_over()) { // the whole game, only once it is over
                        const auto sent = fromWire(message.game_over().record());
                        ASSERT_TRUE(sent.has_value()) << where;
                        EXPECT_EQ(sent->actions, record.actions) << where;
                        EXPECT_EQ(m + 1, log.messages.size()) << where << ": the last word";
                        ++ends;
                    }
                    ASSERT_FALSE(::testing::Test::HasFailure()) << where;
                }
                EXPECT_GT(views, 50) << who;
                EXPECT_EQ(ends, 1) << who;
            }
        }
    }
}

} // namespace
} // namespace cor::net::test
