// cityofrome-server with cityofrome-cli play clients, as separate processes on loopback:
// whole games, the save file replayed, a server killed and resumed, refused clients, and the
// loopback-only announcement of a server bound to loopback.
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/discovery.h"
#include "tests/programs/program_support.h"

#include <QFile>
#include <QRegularExpression>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

QStringList serverArgs(quint16 port, int players, const QString& bots, const QString& save,
                       const QString& seed = QStringLiteral("7")) {
    QStringList args{QStringLiteral("--port"),        QString::number(port),
                     QStringLiteral("--bind"),        QStringLiteral("127.0.0.1"),
                     QStringLiteral("--players"),     QString::number(players),
                     QStringLiteral("--seed"),        seed,
                     QStringLiteral("--no-announce"), QStringLiteral("--log-level"),
                     QStringLiteral("warn")};
    if (!bots.isEmpty()) {
        args << QStringLiteral("--bots") << bots;
    }
    if (!save.isEmpty()) {
        args << QStringLiteral("--save") << save;
    }
    return args;
}

QStringList playArgs(quint16 port, int seat, const QString& bot) {
    return {QStringLiteral("play"),
            QStringLiteral("--connect"),
            QStringLiteral("127.0.0.1:%1").arg(port),
            QStringLiteral("--name"),
            QStringLiteral("player %1").arg(seat),
            QStringLiteral("--bot"),
            bot,
            QStringLiteral("--seat"),
            QString::number(seat),
            QStringLiteral("--seed"),
            QString::number(seat + 1)};
}

Json resultOf(const QString& text) {
    return parseJsonText(text.trimmed().toStdString());
}

std::size_t savedActions(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return 0;
    }
    try {
        return parseSave(file.readAll().toStdString()).actions.size();
    } catch (const SaveError&) {
        return 0; // never half written, but it may not exist yet
    }
}

bool savedGameOver(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) &&
           Table::load(parseSave(file.readAll().toStdString())).table.over();
}

struct Seats {
    int players;
    QString serverBots;
    QStringList clientBots;
};

class ServerAndClients : public ::testing::TestWithParam<Seats> {};

TEST_P(ServerAndClients, FinishAGameTheClientsAgreeOnAndTheSaveReplays) {
    const Seats seats = GetParam();
    const QString dir = scratchDir(QStringLiteral("game%1").arg(seats.players));
    const QString save = dir + QStringLiteral("/game.json");
    Program server(serverBinary(), serverArgs(0, seats.players, seats.serverBots, save));
    const quint16 port = listeningPort(server);
    ASSERT_NE(port, 0) << server.standardError().toStdString();
    std::vector<std::unique_ptr<Program>> clients;
    for (int seat = 0; seat < seats.clientBots.size(); ++seat) {
        clients.push_back(
            std::make_unique<Program>(cliBinary(), playArgs(port, seat, seats.clientBots[seat])));
    }
    std::vector<Json> results;
    for (auto& client : clients) {
        ASSERT_EQ(client->waitForExit(), 0) << client->standardError().toStdString();
        EXPECT_TRUE(client->standardError().contains(
            QRegularExpression(QStringLiteral("^seated seat \\d token [0-9a-f]{32}$"),
                               QRegularExpression::MultilineOption)))
            << client->standardError().toStdString();
        results.push_back(resultOf(client->standardOutput()));
    }
    EXPECT_EQ(server.waitForExit(), 0) << server.standardError().toStdString();
    for (const Json& result : results) {
        EXPECT_EQ(result, results.front());
        EXPECT_EQ(result["scores"].size(), static_cast<std::size_t>(seats.players));
        EXPECT_TRUE(result["over"].get<bool>());
    }
    Program replay(cliBinary(), {QStringLiteral("replay"), save});
    ASSERT_EQ(replay.waitForExit(), 0) << replay.standardError().toStdString();
    EXPECT_EQ(resultOf(replay.standardOutput()), results.front());
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, ServerAndClients,
    ::testing::Values(
        Seats{2, {}, {QStringLiteral("greedy"), QStringLiteral("random")}},
        Seats{3, QStringLiteral("random"), {QStringLiteral("greedy"), QStringLiteral("greedy")}},
        Seats{4,
              QStringLiteral("greedy,greedy"),
              {QStringLiteral("greedy"), QStringLiteral("random")}}),
    [](const auto& test) { return std::to_string(test.param.players) + "players"; });

// Plays 3 seats (a bot in the server, two clients); kills the server after `killAfter`
// actions and resumes it from its save on the same port (never, when 0). Returns what the
// first client printed.
Json playWithAKilledServer(std::size_t killAfter, const QString& name) {
    const QString save = scratchDir(name) + QStringLiteral("/game.json");
    const quint16 port = freePort();
    auto server = std::make_unique<Program>(serverBinary(),
                                            serverArgs(port, 3, QStringLiteral("greedy"), save));
    EXPECT_EQ(listeningPort(*server), port);
    Program first(cliBinary(), playArgs(port, 0, QStringLiteral("greedy")));
    Program second(cliBinary(), playArgs(port, 1, QStringLiteral("random")));
    if (killAfter > 0) {
        EXPECT_TRUE(waitFor([&] { return savedActions(save) >= killAfter; }, 60'000));
        server->kill();
        EXPECT_FALSE(savedGameOver(save)) << "the server should die mid-game";
        server = std::make_unique<Program>(
            serverBinary(),
            QStringList{QStringLiteral("--port"), QString::number(port), QStringLiteral("--bind"),
                        QStringLiteral("127.0.0.1"), QStringLiteral("--resume"), save,
                        QStringLiteral("--no-announce")});
        EXPECT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    }
    EXPECT_EQ(first.waitForExit(), 0) << first.standardError().toStdString();
    EXPECT_EQ(second.waitForExit(), 0) << second.standardError().toStdString();
    EXPECT_EQ(server->waitForExit(), 0) << server->standardError().toStdString();
    EXPECT_EQ(resultOf(first.standardOutput()), resultOf(second.standardOutput()));
    return resultOf(first.standardOutput());
}

TEST(ServerKilled, ResumesFromItsSaveAndTheGameEndsAsItWouldHave) {
    const Json uninterrupted = playWithAKilledServer(0, QStringLiteral("uninterrupted"));
    EXPECT_EQ(playWithAKilledServer(80, QStringLiteral("killed")), uninterrupted);
}

TEST(Clients, AWrongTokenIsRefusedWithExitCode2) {
    Program server(serverBinary(), serverArgs(0, 2, QStringLiteral("greedy"), {}));
    const quint16 port = listeningPort(server);
    QStringList args = playArgs(port, 0, QStringLiteral("random"));
    args << QStringLiteral("--token") << QString(32, QLatin1Char('a'));
    Program client(cliBinary(), args);
    EXPECT_EQ(client.waitForExit(), 2);
    EXPECT_TRUE(client.standardError().startsWith(QStringLiteral("error: ")))
        << client.standardError().toStdString();
}

TEST(Clients, AFullGameIsRefusedWithExitCode2) {
    Program server(serverBinary(), serverArgs(0, 2, {}, {}));
    const quint16 port = listeningPort(server);
    // Thoughtful bots, so the game is still on when the third client knocks.
    Program first(cliBinary(), playArgs(port, 0, QStringLiteral("hard")));
    Program second(cliBinary(), playArgs(port, 1, QStringLiteral("hard")));
    ASSERT_FALSE(first.waitForErrorLine(QStringLiteral("^seated")).isEmpty());
    ASSERT_FALSE(second.waitForErrorLine(QStringLiteral("^seated")).isEmpty());
    QStringList args = playArgs(port, 0, QStringLiteral("random"));
    args.removeAt(args.indexOf(QStringLiteral("--seat")) + 1);
    args.removeAt(args.indexOf(QStringLiteral("--seat")));
    Program third(cliBinary(), args);
    EXPECT_EQ(third.waitForExit(), 2);
    EXPECT_TRUE(third.standardError().contains(QStringLiteral("error: ")));
}

TEST(Clients, NoHostIsAFailureWithExitCode1) {
    Program client(cliBinary(), playArgs(freePort(), 0, QStringLiteral("random")));
    EXPECT_EQ(client.waitForExit(), 1);
}

TEST(Arguments, BadOnesExitWith2) {
    for (const QStringList& args :
         {QStringList{QStringLiteral("--port"), QStringLiteral("0")},
          QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--players"),
                      QStringLiteral("5")},
          QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--players"),
                      QStringLiteral("2"), QStringLiteral("--bots"), QStringLiteral("oracle")},
          QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--players"),
                      QStringLiteral("2"), QStringLiteral("--bind"), QStringLiteral("nowhere")},
          QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--resume"),
                      QStringLiteral("/nonexistent/save.json")}}) {
        Program server(serverBinary(), args);
        EXPECT_EQ(server.waitForExit(), 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(server.standardError().startsWith(QStringLiteral("error: ")));
    }
    Program noBot(cliBinary(),
                  {QStringLiteral("play"), QStringLiteral("--connect"),
                   QStringLiteral("127.0.0.1:1"), QStringLiteral("--name"), QStringLiteral("x")});
    EXPECT_EQ(noBot.waitForExit(), 2);
    Program help(serverBinary(), {QStringLiteral("--help")});
    EXPECT_EQ(help.waitForExit(), 0);
    EXPECT_TRUE(help.standardOutput().startsWith(QStringLiteral("usage: cityofrome-server")));
}

// Bound to loopback, the server announces to loopback only: a browser on this machine hears it.
TEST(Announcements, AServerBoundToLoopbackAnnouncesToLoopback) {
    net::GameBrowser browser;
    ASSERT_TRUE(browser.listen(0));
    QStringList args{QStringLiteral("--port"),          QStringLiteral("0"),
                     QStringLiteral("--bind"),          QStringLiteral("127.0.0.1"),
                     QStringLiteral("--players"),       QStringLiteral("3"),
                     QStringLiteral("--bots"),          QStringLiteral("greedy"),
                     QStringLiteral("--name"),          QStringLiteral("Forum"),
                     QStringLiteral("--announce-port"), QString::number(browser.boundPort())};
    Program server(serverBinary(), args);
    const quint16 port = listeningPort(server);
    ASSERT_TRUE(waitFor([&] { return !browser.games().empty(); }, 10'000));
    const net::DiscoveredGame& game = browser.games().front();
    EXPECT_EQ(game.gameName, "Forum");
    EXPECT_EQ(game.tcpPort, port);
    EXPECT_EQ(game.players, 3);
    EXPECT_EQ(game.openSeats, 2);
    EXPECT_TRUE(game.address.isLoopback());
    EXPECT_TRUE(game.compatible);
}

} // namespace
} // namespace cor::programs
