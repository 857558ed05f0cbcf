// A LAN game through the app's models, on loopback: one NetworkGame hosts (the real
// cityofrome-server process), another finds it by discovery and joins; the lobby, the start,
// a whole game played through both GameModels, the same score pad on both sides; the hosting
// app says when the game cannot be saved.
#include "app/models/game_memory.h"
#include "app/models/network_game.h"
#include "app/models/replay_model.h"
#include "app/models/settings.h"
#include "engine/rng.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

TEST(NetworkGames, HostAndGuestFindEachOtherPlayAndSeeTheSameScorePad) {
    Settings::instance()->setAnimationSpeed(Settings::Instant);
    NetworkGame host;
    NetworkGame guest;
    host.setServerProgram(QStringLiteral(COR_SERVER_BIN));
    host.setHostAddress(QHostAddress::LocalHost);
    ASSERT_TRUE(guest.games()->listen(0));
    host.setDiscoveryPort(guest.games()->boundPort());

    host.host(QStringLiteral("Forum"), 3, false);
    ASSERT_TRUE(waitFor([&] { return host.state() == NetworkGame::State::Lobby; }, 20'000))
        << host.state() << " " << host.error().toStdString();
    EXPECT_TRUE(host.admin());
    ASSERT_TRUE(waitFor([&] { return guest.games()->count() == 1; }, 10'000));
    QAbstractItemModel& games = *guest.games();
    const auto field = [&](const QByteArray& role) {
        return games.data(games.index(0, 0), games.roleNames().key(role));
    };
    EXPECT_EQ(field("name").toString(), QStringLiteral("Forum"));
    EXPECT_EQ(field("openSeats").toInt(), 2);
    guest.join(field("address").toString(), field("port").toInt());
    ASSERT_TRUE(waitFor([&] { return guest.state() == NetworkGame::State::Lobby; }, 10'000));
    EXPECT_FALSE(guest.admin());
    ASSERT_TRUE(waitFor([&] {
        return host.lobby()->count() == 3 && trueRows(*host.lobby(), "you").size() == 1 &&
               guest.session()->seat() >= 0;
    }));

    host.makeBot(2, QStringLiteral("easy"));
    EXPECT_FALSE(host.canStart()) << "nobody is ready yet";
    host.setReady(true);
    guest.setReady(true);
    ASSERT_TRUE(waitFor([&] { return host.canStart(); }, 10'000));
    guest.start(); // not the host: refused
    host.start();
    ASSERT_TRUE(waitFor(
        [&] {
            return host.state() == NetworkGame::State::Playing &&
                   guest.state() == NetworkGame::State::Playing;
        },
        10'000));

    guest.sendChat(QStringLiteral("Ave!"));
    std::uint32_t hostActed = ~0u;
    std::uint32_t guestActed = ~0u;
    ASSERT_TRUE(waitFor(
        [&] {
            act(*host.game(), hostActed);
            act(*guest.game(), guestActed);
            return host.game()->over() && guest.game()->over();
        },
        120'000))
        << host.game()->status().toStdString();
    EXPECT_EQ(host.state(), NetworkGame::State::Over);
    ASSERT_GE(host.game()->scores()->rowCount(), 11); // then how the result came about
    for (int row = 0; row < 11; ++row) {
        const auto values = [&](GameModel& game) {
            return game.scores()->data(game.scores()->index(row, 0),
                                       game.scores()->roleNames().key("values"));
        };
        EXPECT_EQ(values(*host.game()), values(*guest.game())) << "row " << row;
    }
    bool chatted = false;
    for (int row = 0; row < host.game()->log()->count(); ++row) {
        chatted = chatted || host.game()
                                 ->log()
                                 ->data(host.game()->log()->index(row, 0), LogModel::TextRole)
                                 .toString()
                                 .endsWith(QStringLiteral(": Ave!"));
    }
    EXPECT_TRUE(chatted) << "chat joins the log";
    EXPECT_GT(host.game()->log()->count(), 40) << "a whole game, told turn by turn";

    // The guest watches it again: the host sent the whole game at its end.
    ASSERT_TRUE(guest.hasReplay());
    ReplayModel replay;
    ASSERT_TRUE(replay.openTable(&guest)) << replay.error().toStdString();
    replay.setSeat(guest.session()->seat());
    replay.last();
    EXPECT_EQ(replay.steps(), static_cast<int>(guest.session()->record()->actions.size()));
    EXPECT_EQ(replay.game()->view(), guest.game()->view()) << "the end as the guest saw it";
    EXPECT_EQ(replay.seatNames(), guest.game()->seatNames());
    host.leave();
    guest.leave();
}

TEST(NetworkGames, TheHostAsksForARematchAndTheSameSeatsPlayAgain) {
    Settings::instance()->setAnimationSpeed(Settings::Instant);
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest);
    ASSERT_FALSE(HasFatalFailure());
    const int guestSeat = guest.session()->seat();
    ASSERT_TRUE(
        playUntil(host, guest, [&] { return host.game()->over() && guest.game()->over(); }));
    const std::vector<ScoreSheet> first = host.session()->scores();
    ASSERT_TRUE(waitFor([&] { return host.canRematch(); }));
    EXPECT_FALSE(guest.canRematch()) << "only the host's owner";
    guest.session()->rematch(); // refused by the host
    ASSERT_TRUE(waitFor([&] { return guest.session()->lastError() == wire::ERROR_NOT_ALLOWED; }));
    EXPECT_EQ(guest.state(), NetworkGame::State::Over);

    host.rematch();
    ASSERT_TRUE(waitFor([&] {
        return host.state() == NetworkGame::State::Lobby &&
               guest.state() == NetworkGame::State::Lobby;
    })) << "everyone back in the lobby";
    EXPECT_EQ(guest.session()->seat(), guestSeat) << "the same seats";
    EXPECT_FALSE(host.game()->ready()) << "the old game is gone from the screen";
    EXPECT_FALSE(host.canStart()) << "everyone readies again";
    host.setReady(true);
    guest.setReady(true);
    ASSERT_TRUE(waitFor([&] { return host.canStart(); }));
    host.start();
    ASSERT_TRUE(
        playUntil(host, guest, [&] { return host.game()->over() && guest.game()->over(); }));
    EXPECT_EQ(host.session()->scores(), guest.session()->scores());
    EXPECT_NE(host.session()->scores(), first) << "a new deal";
    host.leave();
    guest.leave();
}

TEST(NetworkGames, TheHostingAppSaysWhenTheGameCannotBeSavedAndWhenItCanAgain) {
    Settings::instance()->setAnimationSpeed(Settings::Instant);
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest);
    ASSERT_FALSE(HasFatalFailure());
    EXPECT_TRUE(host.saveProblem().isEmpty());
    // A file where the saves folder was: the host process cannot write the game there.
    const QString folder = savesFolder();
    // The host process saves as the game begins: a save it is renaming into place may keep the
    // folder from going at the first try.
    ASSERT_TRUE(waitFor([&] { return QDir(folder).removeRecursively(); }, 10'000));
    QFile blocker(folder);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QSignalSpy said(&host, &NetworkGame::saveProblemChanged);
    const auto overOr = [&](const std::function<bool()>& done) {
        return playUntil(host, guest, [&] { return done() || host.game()->over(); });
    };
    ASSERT_TRUE(overOr([&] { return !host.saveProblem().isEmpty(); }));
    ASSERT_TRUE(host.saveProblem().startsWith(QStringLiteral("The game cannot be saved (")))
        << host.saveProblem().toStdString();
    EXPECT_TRUE(guest.saveProblem().isEmpty()) << "a guest's app saves nothing";
    ASSERT_TRUE(QFile::remove(folder));
    ASSERT_TRUE(QDir().mkpath(folder));
    ASSERT_TRUE(overOr([&] { return host.saveProblem().isEmpty(); }));
    EXPECT_FALSE(host.game()->over()) << "told while the game goes on";
    EXPECT_EQ(said.count(), 2) << "said once, then that it is over";
    EXPECT_EQ(QDir(folder).entryList({QStringLiteral("hosted-*.json")}, QDir::Files).size(), 1)
        << "saved again";
    host.leave();
    guest.leave();
}

TEST(NetworkGames, AnUnreachableHostFailsWithAClearWord) {
    NetworkGame guest;
    guest.join(QStringLiteral("127.0.0.1"), 1);
    ASSERT_TRUE(waitFor([&] { return guest.state() == NetworkGame::State::Failed; }, 10'000));
    EXPECT_FALSE(guest.error().isEmpty());
}

TEST(NetworkGames, AHostWhoseServerDiesFailsInsteadOfWaiting) {
    NetworkGame host;
    host.setServerProgram(QStringLiteral(COR_SERVER_BIN));
    host.setHostAddress(QHostAddress(QStringLiteral("203.0.113.1"))); // not ours: cannot bind
    host.host(QStringLiteral("Forum"), 2, false);
    ASSERT_TRUE(waitFor([&] { return host.state() == NetworkGame::State::Failed; }, 20'000))
        << host.state();
    EXPECT_TRUE(host.error().contains(QStringLiteral("The host stopped")))
        << host.error().toStdString();
    const GameTable& table = host; // as the game screen sees it
    EXPECT_EQ(table.link(), GameTable::Link::Lost);
    EXPECT_EQ(table.linkError(), host.error());
}

} // namespace
} // namespace cor::app::test
