// Absent players: a dropped client rejoins its seat with its token by itself; the host hands an
// absent player's seat to a bot and back; a host that dies is resumed from its save and the
// game ends as it would have.
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/net/net_test_support.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <optional>

namespace cor::net::test {
namespace {

std::size_t actionsOf(const Host& host) {
    return host.table() != nullptr ? host.table()->record().actions.size() : 0;
}

TEST(Reconnect, ADroppedClientRejoinsItsSeatAndTheGameEnds) {
    Host host(testConfig(3, {"random"}, 17));
    TcpListener listener(host);
    ASSERT_TRUE(listener.listen(QHostAddress::LocalHost, 0));
    TcpRelay relay(listener.port()); // seat 0 goes through it
    auto seat0 = tcpClient(relay.port(), clientOptions("zero", 0));
    auto seat1 = tcpClient(listener, clientOptions("one", 1));
    BotClient bot0(*seat0, "greedy", 1);
    BotClient bot1(*seat1, "random", 2);
    std::vector<ClientSession::State> states;
    QObject::connect(seat0.get(), &ClientSession::stateChanged, seat0.get(),
                     [&](ClientSession::State s) { states.push_back(s); });

    // Cut as a view arrives mid-game: bots may finish a game before a polling test cuts it.
    bool cut = false;
    QObject::connect(seat0.get(), &ClientSession::viewChanged, seat0.get(), [&] {
        if (!cut && actionsOf(host) > 40) {
            cut = true;
            QMetaObject::invokeMethod(
                &relay, [&] { relay.cutAll(); }, Qt::QueuedConnection);
        }
    });
    ASSERT_TRUE(waitFor([&] { return cut; }));
    const SeatToken token = *seat0->token();
    ASSERT_TRUE(waitFor([&] { return seat0->state() == ClientSession::State::Reconnecting; }));
    ASSERT_TRUE(waitFor([&] { return seat1->gameOver(); }, 60'000));
    EXPECT_TRUE(seat0->gameOver());
    EXPECT_EQ(seat0->scores(), host.table()->scores());
    EXPECT_EQ(seat0->seat(), 0);
    EXPECT_EQ(*seat0->token(), token) << "the same seat, the same token";
    EXPECT_EQ(relay.links(), 2) << "one reconnection";
    EXPECT_NE(std::find(states.begin(), states.end(), ClientSession::State::Reconnecting),
              states.end());
}

// The host forgets the ready flag of a player who leaves the lobby; a bot client that comes
// back must say it again, or the game never starts (the soak found one waiting forever).
TEST(Reconnect, ABotClientDroppedInTheLobbyIsReadyAgainWhenItIsBack) {
    HostConfig config = testConfig(2, {}, 31);
    config.autoStart = false; // the lobby stays
    Host host(config);
    TcpListener listener(host);
    ASSERT_TRUE(listener.listen(QHostAddress::LocalHost, 0));
    TcpRelay relay(listener.port());
    auto client = tcpClient(relay.port(), clientOptions("zero", 0));
    BotClient bot(*client, "random", 1);
    ASSERT_TRUE(waitFor([&] { return host.seats()[0].ready; }));
    relay.cutAll();
    ASSERT_TRUE(waitFor([&] { return relay.links() == 2 && host.lobbyConnected(0); }));
    EXPECT_TRUE(waitFor([&] { return host.seats()[0].ready; }, 3'000));
}

TEST(Reconnect, TheAdminHandsAnAbsentSeatToABotAndBack) {
    HostConfig config = testConfig(2, {}, 23);
    config.adminToken = newSeatToken();
    Host host(config);
    ClientOptions adminOptions = clientOptions("admin", 0);
    adminOptions.adminToken = config.adminToken;
    auto admin = localClient(host, adminOptions);
    auto guest = tcpClient(
        [&] {
            static TcpListener* listener = nullptr;
            listener = new TcpListener(host, &host);
            EXPECT_TRUE(listener->listen(QHostAddress::LocalHost, 0));
            return listener->port();
        }(),
        clientOptions("guest", 1));
    BotClient adminBot(*admin, "random", 5);
    auto guestBot = std::make_unique<BotClient>(*guest, "random", 6);
    // The guest goes away mid-game, decided as its view arrives: random bots play a whole game
    // within milliseconds, faster than a test that polls could stop them.
    bool dropped = false;
    QObject::connect(guest.get(), &ClientSession::viewChanged, guest.get(), [&] {
        if (!dropped && actionsOf(host) > 20) {
            dropped = true;
            QMetaObject::invokeMethod(
                guest.get(),
                [&] {
                    guestBot.reset();
                    guest->disconnectFromHost();
                },
                Qt::QueuedConnection);
        }
    });
    ASSERT_TRUE(waitFor([&] { return dropped && !host.lobbyConnected(1); }));
    ASSERT_TRUE(admin->admin());
    const SeatToken token = *guest->token();
    ASSERT_FALSE(host.over());
    // Without a stand-in the game waits for seat 1.
    const auto toAct = [&] {
        const Table* table = host.table();
        return table != nullptr ? table->toAct() : -1;
    };
    ASSERT_TRUE(waitFor([&] { return toAct() == 1; }, 60'000));
    const std::size_t waiting = actionsOf(host);
    spin(100);
    EXPECT_EQ(actionsOf(host), waiting);

    // A thoughtful stand-in, so the game is still on when the admin hands the seat back.
    admin->standIn(1, "normal");
    ASSERT_TRUE(waitFor([&] { return actionsOf(host) > waiting + 3; }));
    EXPECT_EQ(admin->lobby().seats[1].standIn, "normal");
    EXPECT_FALSE(admin->lobby().seats[1].connected);

    admin->handBack(1);
    ASSERT_TRUE(waitFor([&] { return admin->lobby().seats[1].standIn.empty(); }));
    ASSERT_TRUE(waitFor([&] { return toAct() == 1; }, 60'000))
        << "to act: " << toAct() << ", over: " << host.over() << ", actions: " << actionsOf(host)
        << ", admin view " << (admin->view() ? admin->view()->stateId : 0) << " legal "
        << admin->legal().size();
    const std::size_t handedBack = actionsOf(host);
    spin(100);
    EXPECT_EQ(actionsOf(host), handedBack) << "the seat waits for its player again";

    ClientOptions rejoin = clientOptions("guest", -2);
    rejoin.token = token;
    auto back = localClient(host, rejoin);
    BotClient backBot(*back, "random", 6);
    ASSERT_TRUE(waitFor([&] { return back->gameOver() && admin->gameOver(); }, 60'000));
    EXPECT_EQ(back->seat(), 1);
    EXPECT_EQ(back->scores(), host.table()->scores());
}

TEST(Reconnect, OnlyTheAdminMayHandASeatToABot) {
    Host host(testConfig(2, {}, 29));
    auto guest = localClient(host, clientOptions("guest", 0));
    auto other = localClient(host, clientOptions("other", 1));
    BotClient guestBot(*guest, "random", 1);
    BotClient otherBot(*other, "random", 1);
    ASSERT_TRUE(waitFor([&] { return host.started(); }));
    guest->standIn(1, "greedy");
    ASSERT_TRUE(waitFor([&] { return guest->lastError() != 0; }));
    EXPECT_EQ(guest->lastError(), wire::ERROR_NOT_ALLOWED);
    EXPECT_TRUE(host.seats()[1].standIn.empty());
}

TEST(Reconnect, AStandInTakesOverAfterAWhileAndStopsWhenThePlayerIsBack) {
    HostConfig config = testConfig(2, {}, 31);
    config.standInAfterMs = 100;
    config.standInBot = "random";
    Host host(config);
    auto seat0 = localClient(host, clientOptions("zero", 0));
    auto seat1 = localClient(host, clientOptions("one", 1));
    BotClient bot0(*seat0, "random", 1);
    auto bot1 = std::make_unique<BotClient>(*seat1, "random", 2);
    // Seat 1 leaves at the 11th action exactly, the rest of the game still ahead: waiting for it
    // from the test's loop, the bots could play on to the end in between.
    std::optional<SeatToken> token;
    QObject leaving; // destroyed first: the connection ends before what it captures
    QObject::connect(&host, &Host::stateChanged, &leaving, [&] {
        if (bot1 && actionsOf(host) > 10) {
            token = seat1->token();
            bot1.reset();
            seat1->disconnectFromHost();
        }
    });
    ASSERT_TRUE(waitFor([&] { return !bot1; }));
    ASSERT_TRUE(token.has_value());
    ASSERT_TRUE(waitFor([&] { return !host.seats()[1].standIn.empty(); }));
    const std::size_t taken = actionsOf(host);
    ASSERT_TRUE(waitFor([&] { return actionsOf(host) > taken + 10; }));

    ClientOptions rejoin = clientOptions("one", -2);
    rejoin.token = *token;
    auto back = localClient(host, rejoin);
    ASSERT_TRUE(waitFor([&] { return back->seat() == 1; }));
    EXPECT_TRUE(host.seats()[1].standIn.empty()) << "the player is back: the bot stops";
    BotClient backBot(*back, "random", 2);
    ASSERT_TRUE(waitFor([&] { return back->gameOver(); }, 60'000));
}

// The whole game of `config` with two bot clients (seats 0 and 1) over TCP; the host dies
// after `killAfter` actions (never, when 0) and is resumed from its save on the same port.
std::vector<ScoreSheet> playWithACrash(const HostConfig& config, std::size_t killAfter) {
    QTemporaryDir dir;
    HostConfig saving = config;
    saving.savePath = dir.filePath(QStringLiteral("game.json"));
    auto host = std::make_unique<Host>(saving);
    auto listener = std::make_unique<TcpListener>(*host);
    EXPECT_TRUE(listener->listen(QHostAddress::LocalHost, 0));
    const quint16 port = listener->port();
    auto seat0 = tcpClient(port, clientOptions("zero", 0));
    auto seat1 = tcpClient(port, clientOptions("one", 1));
    BotClient bot0(*seat0, "greedy", 1);
    BotClient bot1(*seat1, "random", 2);
    if (killAfter > 0) {
        EXPECT_TRUE(waitFor([&] { return actionsOf(*host) >= killAfter; }));
        listener.reset();
        host.reset(); // every connection dies with it
        EXPECT_TRUE(waitFor([&] {
            return seat0->state() == ClientSession::State::Reconnecting &&
                   seat1->state() == ClientSession::State::Reconnecting;
        }));
        host = std::make_unique<Host>(saving);
        host->resume(readSavedGame(saving.savePath));
        EXPECT_GE(actionsOf(*host), killAfter);
        listener = std::make_unique<TcpListener>(*host);
        EXPECT_TRUE(listener->listen(QHostAddress::LocalHost, port));
    }
    EXPECT_TRUE(waitFor([&] { return seat0->gameOver() && seat1->gameOver(); }, 60'000));
    EXPECT_EQ(seat0->scores(), host->table()->scores());
    return seat1->scores();
}

TEST(Resume, AHostThatDiesIsResumedAndTheGameEndsAsItWouldHave) {
    const HostConfig config = testConfig(3, {"greedy"}, 41);
    const std::vector<ScoreSheet> uninterrupted = playWithACrash(config, 0);
    ASSERT_EQ(uninterrupted.size(), 3u);
    EXPECT_EQ(playWithACrash(config, 60), uninterrupted);
}

TEST(Resume, TheSaveKeepsTokensNamesAndBotsAndReplays) {
    QTemporaryDir dir;
    HostConfig config = testConfig(3, {"easy"}, 43);
    config.gameName = "Roma";
    config.savePath = dir.filePath(QStringLiteral("game.json"));
    Host host(config);
    auto seat0 = localClient(host, clientOptions("Aurelia", 0));
    auto seat1 = localClient(host, clientOptions("Brutus", 1));
    BotClient bot0(*seat0, "random", 1);
    BotClient bot1(*seat1, "random", 2);
    ASSERT_TRUE(waitFor([&] { return actionsOf(host) > 5; }));
    const SavedGame saved = readSavedGame(config.savePath);
    EXPECT_EQ(saved.gameName, "Roma");
    ASSERT_EQ(saved.seats.size(), 3u);
    EXPECT_EQ(saved.seats[0].name, "Aurelia");
    EXPECT_EQ(saved.seats[0].token, seat0->token());
    EXPECT_EQ(saved.seats[1].token, seat1->token());
    EXPECT_EQ(saved.seats[2].kind, SeatKind::Bot);
    EXPECT_EQ(saved.seats[2].bot, "easy");
    EXPECT_EQ(saved.record.setup, (GameSetup{3, 43, false}));
    EXPECT_EQ(Table::load(saved.record).failedAt, -1);
}

TEST(Resume, AFailingSaveIsSaidOnceAndTheGameGoesOnAndIsSavedWhenItCanBe) {
    QTemporaryDir dir;
    HostConfig config = testConfig(4, {"easy", "easy", "easy", "easy"}, 47);
    const QString folder = dir.filePath(QStringLiteral("not-yet"));
    config.savePath = folder + QStringLiteral("/game.json"); // a folder that is not there
    Host host(config);
    QStringList failed;
    int recovered = 0;
    QObject::connect(&host, &Host::saveFailed, [&](const QString& why) { failed << why; });
    QObject::connect(&host, &Host::saveRecovered, [&] { ++recovered; });
    host.startIfReady(); // a game of bots
    ASSERT_TRUE(waitFor([&] { return actionsOf(host) > 10; }));
    ASSERT_EQ(failed.size(), 1) << "said once, not after every action";
    EXPECT_FALSE(failed.front().isEmpty()) << "with the system's reason";
    EXPECT_FALSE(QFile::exists(config.savePath)) << "no empty file left behind";
    ASSERT_TRUE(QDir().mkpath(folder));
    ASSERT_TRUE(waitFor([&] { return recovered == 1; }));
    const std::size_t saved = readSavedGame(config.savePath).record.actions.size();
    EXPECT_GT(saved, 10u) << "every action so far, kept in memory";
    EXPECT_EQ(failed.size(), 1);
}

} // namespace
} // namespace cor::net::test
