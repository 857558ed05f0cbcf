// Coming back to a game: a local game saved after every action continues where it stood; a
// guest whose app quit takes its seat back with the token it kept; a hosted game is hosted
// again on its old port and its guest finds it by itself; the "Continue" list shows them all.
#include "app/models/game_memory.h"
#include "app/models/local_game.h"
#include "app/models/network_game.h"
#include "app/models/reasons.h"
#include "app/models/round_names.h"
#include "app/models/saved_games_model.h"
#include "app/models/settings.h"
#include "app/models/story_model.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QDir>
#include <QSettings>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

class Continue : public ::testing::Test {
  protected:
    void SetUp() override {
        Settings::instance()->setAnimationSpeed(Settings::Instant);
        QDir(savesFolder()).removeRecursively();
        for (const JoinedGame& joined : joinedGames()) {
            forgetJoined(joined.address, joined.port);
        }
    }

    static QVariant role(SavedGamesModel& model, int row, const QByteArray& name) {
        return model.data(model.index(row, 0), model.roleNames().key(name));
    }

    static int rowOf(SavedGamesModel& model, const char* kind) {
        for (int row = 0; row < model.count(); ++row) {
            if (role(model, row, "kind").toString() == QLatin1String(kind)) {
                return row;
            }
        }
        return -1;
    }
};

std::size_t actionsOf(const LocalGame& game) {
    const net::Host* host = game.host();
    const Table* table = host != nullptr ? host->table() : nullptr;
    return table != nullptr ? table->record().actions.size() : 0;
}

// Every seat's view and the spectator's, as the host has them.
std::vector<PlayerView> allViews(const LocalGame& game) {
    const net::Host* host = game.host();
    const Table* table = host != nullptr ? host->table() : nullptr;
    std::vector<PlayerView> views;
    for (int seat = -1; table != nullptr && seat < table->setup().players; ++seat) {
        views.push_back(table->view(seat));
    }
    return views;
}

TEST_F(Continue, ALocalGameIsSavedAndContinuesWhereItStood) {
    LocalGame game;
    const auto seat = [](const char* name, int colour, const char* bot) {
        return QVariantMap{{QStringLiteral("name"), QString::fromUtf8(name)},
                           {QStringLiteral("colour"), colour},
                           {QStringLiteral("bot"), QString::fromUtf8(bot)}};
    };
    game.start(
        QVariantList{seat("Aurelia", 0, ""), seat("Livia", 1, "easy"), seat("Marcus", 2, "normal")},
        false, -1);
    std::uint32_t acted = ~0u;
    ASSERT_TRUE(waitFor([&] {
        act(*game.game(), acted);
        return actionsOf(game) > 30 && game.game()->yourTurn() && game.game()->pending() == 0;
    }));
    const std::vector<PlayerView> before = allViews(game);
    game.stop(); // the app quits

    SavedGamesModel saves;
    saves.refresh();
    ASSERT_EQ(saves.count(), 1);
    EXPECT_EQ(role(saves, 0, "kind").toString(), QStringLiteral("local"));
    EXPECT_FALSE(role(saves, 0, "over").toBool());
    EXPECT_EQ(role(saves, 0, "round").toInt(), before.front().round);
    EXPECT_EQ(role(saves, 0, "players").toString(),
              QStringLiteral("Aurelia, Livia (bot, easy), Marcus (bot, normal)"));
    EXPECT_EQ(saves.unfinished(), 1);

    const QString path = role(saves, 0, "path").toString();
    ASSERT_EQ(game.resume(path), QString());
    acted = ~0u; // the last gesture before quitting never reached the host
    EXPECT_EQ(allViews(game), before) << "the same state for every seat";
    ASSERT_TRUE(waitFor([&] { return game.game()->view() == before[1]; }))
        << "the player sees the game as they left it";
    ASSERT_TRUE(waitFor(
        [&] {
            act(*game.game(), acted);
            return game.game()->over();
        },
        120'000));
    saves.refresh();
    ASSERT_EQ(saves.count(), 1);
    EXPECT_TRUE(role(saves, 0, "over").toBool()) << "kept for its replay";
    EXPECT_EQ(saves.unfinished(), 0);

    saves.remove(0);
    EXPECT_EQ(saves.count(), 0);
    EXPECT_FALSE(QFile::exists(path));
}

// Every person's story, as the feed keeps it (the one shown follows the screen's eyes).
std::vector<QStringList> storiesOf(GameModel& game, const std::vector<int>& people) {
    std::vector<QStringList> stories;
    for (const int seat : people) {
        game.feed()->follow(seat);
        QStringList rows;
        const StoryModel* story = game.feed()->story();
        for (int row = 0; row < story->rowCount(); ++row) {
            const QModelIndex at = story->index(row);
            rows << story->data(at, StoryModel::WhoRole).toString() + QStringLiteral(": ") +
                        story->data(at, StoryModel::MovesRole).toStringList().join(u'|');
        }
        stories.push_back(rows);
    }
    return stories;
}

// Hot seat: after Continue, every person at the screen reads the story an evening without a
// break would have told them, from their own last decision on (the first person's used to
// reach back to round 1, the others' to miss the rounds begun before Continue).
TEST_F(Continue, AHotSeatGameContinuesWithEveryPersonsStory) {
    Settings::instance()->setAssistedPlay(false);
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Brutus", 1, {}}, {"Livia", 2, "easy"}};
    setup.seed = 5;
    setup.savePath = newSavePath(QStringLiteral("local"));
    LocalGame local;
    local.start(setup);
    GameModel& game = *local.game();
    std::uint32_t acted = ~0u;
    const auto curtainDown = [&] {
        return !game.curtain().isEmpty() && game.pending() == 0 && !game.feed()->bannerShown();
    };
    // A curtain in round 3 or later, with both people having decided since the game began.
    ASSERT_TRUE(waitFor([&] {
        if (game.feed()->bannerShown()) {
            game.feed()->dismissBanner();
        } else if (curtainDown()) {
            if (game.view()->round >= 3) {
                return true;
            }
            game.liftCurtain();
        } else {
            act(game, acted);
        }
        return false;
    }));
    const std::vector<int> people{0, 1};
    const std::vector<QStringList> before = storiesOf(game, people);
    for (const QStringList& story : before) {
        EXPECT_FALSE(story.isEmpty()) << "the others moved since each person's last decision";
    }
    local.stop();

    ASSERT_EQ(local.resume(setup.savePath), QString());
    ASSERT_TRUE(waitFor([&] {
        if (game.feed()->bannerShown()) {
            game.feed()->dismissBanner();
        }
        return curtainDown();
    }));
    const std::vector<QStringList> after = storiesOf(game, people);
    for (std::size_t person = 0; person < people.size(); ++person) {
        EXPECT_EQ(after[person], before[person])
            << "person " << person << "'s story, continued:\n"
            << after[person].join(u'\n').toStdString() << "\nwithout a break:\n"
            << before[person].join(u'\n').toStdString();
    }
    local.stop();
    Settings::instance()->setAssistedPlay(true);
}

TEST_F(Continue, DamagedAndNewerFilesAreListedWithTheirReasonAndTheRestContinues) {
    const auto writeFile = [](const QString& name, const QByteArray& bytes) {
        QFile file(savesFolder() + u'/' + name);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        return file.fileName();
    };
    const QString broken = writeFile(QStringLiteral("local-broken.json"),
                                     "{\"format\": \"cityofrome-save\", \"actions\": [");
    writeFile(QStringLiteral("local-newer.json"),
              R"({"format":"cityofrome-save","version":7,"players":2,"seed":1,"actions":[]})");
    const GameRecord record{GameSetup{2, 4, false}, {}};
    ASSERT_TRUE(net::writeSavedGame(savesFolder() + QStringLiteral("/local-good.json"),
                                    net::SavedGame{record, "good", net::newSeats(2, {"easy"})}));

    SavedGamesModel saves;
    saves.refresh();
    ASSERT_EQ(saves.count(), 3) << "every file is listed";
    EXPECT_EQ(saves.unfinished(), 1) << "only the good one can be continued";
    int damaged = 0;
    for (int row = 0; row < saves.count(); ++row) {
        const QString name = role(saves, row, "name").toString();
        const QString problem = role(saves, row, "problem").toString();
        if (name == QLatin1String("local-good.json") || name == QLatin1String("good")) {
            EXPECT_EQ(role(saves, row, "kind").toString(), QStringLiteral("local"));
            EXPECT_TRUE(problem.isEmpty());
            continue;
        }
        ++damaged;
        EXPECT_EQ(role(saves, row, "kind").toString(), QStringLiteral("damaged"));
        if (name == QLatin1String("local-newer.json")) {
            EXPECT_TRUE(problem.contains(QStringLiteral("newer version"))) << problem.toStdString();
        } else {
            EXPECT_TRUE(problem.contains(QStringLiteral("not valid JSON")))
                << problem.toStdString();
            EXPECT_FALSE(problem.contains(savesFolder())) << "the reason, not the path";
        }
    }
    EXPECT_EQ(damaged, 2);
    LocalGame game;
    EXPECT_FALSE(game.resume(broken).isEmpty());
    EXPECT_FALSE(game.running());
}

std::size_t actionsSeen(NetworkGame& game) {
    return game.game()->view() ? game.game()->view()->stateId : 0;
}

TEST_F(Continue, OnlyJoinedGamesThatCanBeRejoinedAreListedAndRemovingOneForgetsIt) {
    const QString token = QString::fromStdString(net::tokenToHex(net::newSeatToken()));
    QSettings file;
    const auto remember = [&](const QString& key, const QString& address, int port, int seat) {
        file.beginGroup(QStringLiteral("joinedGames/") + key);
        file.setValue(QStringLiteral("name"), QStringLiteral("Roma"));
        file.setValue(QStringLiteral("address"), address);
        file.setValue(QStringLiteral("port"), port);
        file.setValue(QStringLiteral("seat"), seat);
        file.setValue(QStringLiteral("token"), token);
        file.endGroup();
    };
    // Hand-edited: not where the app keeps it (so it could never be removed), no port, no seat.
    remember(QStringLiteral("elsewhere"), QStringLiteral("10.0.0.6"), 5125, 0);
    remember(QStringLiteral("10.0.0.7_70000"), QStringLiteral("10.0.0.7"), 70000, 0);
    remember(QStringLiteral("10.0.0.8_5127"), QStringLiteral("10.0.0.8"), 5127, 9);
    remember(QStringLiteral("10.0.0.9_5128"), QStringLiteral("10.0.0.9"), 5128, 1);
    ASSERT_EQ(joinedGames().size(), 1u);
    SavedGamesModel saves;
    saves.refresh();
    ASSERT_EQ(saves.count(), 1);
    EXPECT_EQ(role(saves, 0, "address").toString(), QStringLiteral("10.0.0.9"));
    saves.remove(0);
    EXPECT_EQ(saves.count(), 0);
    EXPECT_TRUE(joinedGames().empty());

    rememberHosted(savesFolder() + QStringLiteral("/hosted-1.json"), HostedGame{9, 123456});
    const std::optional<HostedGame> hosted = hostedGame(QStringLiteral("hosted-1.json"));
    ASSERT_TRUE(hosted.has_value());
    EXPECT_EQ(hosted->seat, -1) << "no such seat: the first person's";
    EXPECT_EQ(hosted->port, 0) << "no such port: any";
    forgetHosted(QStringLiteral("hosted-1.json"));
    file.remove(QStringLiteral("joinedGames"));
}

TEST_F(Continue, AGuestWhoseAppQuitTakesItsSeatBack) {
    NetworkGame host;
    auto guest = std::make_unique<NetworkGame>();
    startLanGame(host, *guest);
    ASSERT_FALSE(HasFatalFailure());
    const int seat = guest->session()->seat();
    ASSERT_TRUE(playUntil(host, *guest, [&] { return actionsSeen(host) > 20; }));
    guest.reset(); // the guest's app quits

    SavedGamesModel saves;
    saves.refresh();
    const int joinedRow = rowOf(saves, "joined");
    ASSERT_GE(joinedRow, 0) << "the guest's seat is kept";
    EXPECT_EQ(role(saves, joinedRow, "name").toString(), QStringLiteral("Forum"));

    NetworkGame again; // the guest's app, started again
    again.join(role(saves, joinedRow, "address").toString(),
               role(saves, joinedRow, "port").toInt());
    ASSERT_TRUE(waitFor([&] { return again.state() == NetworkGame::State::Playing; }))
        << again.state() << " " << again.error().toStdString();
    EXPECT_EQ(again.session()->seat(), seat);
    ASSERT_TRUE(
        playUntil(host, again, [&] { return host.game()->over() && again.game()->over(); }));
    EXPECT_EQ(host.session()->scores(), again.session()->scores());
    ASSERT_EQ(joinedGames().size(), 1u);
    EXPECT_TRUE(joinedGames().front().over) << "kept for a rematch, not to rejoin";
    saves.refresh();
    EXPECT_LT(rowOf(saves, "joined"), 0) << "a finished game is nothing to rejoin";
    EXPECT_GE(rowOf(saves, "played"), 0) << "but stays for its replay";
    host.leave();
    again.leave();
}

TEST_F(Continue, AHostedGameStoppedIsHostedAgainOnItsPortAndItsGuestRejoins) {
    auto host = std::make_unique<NetworkGame>();
    NetworkGame guest;
    startLanGame(*host, guest);
    ASSERT_FALSE(HasFatalFailure());
    const int port = host->hostPort();
    ASSERT_TRUE(playUntil(*host, guest, [&] { return actionsSeen(*host) > 20; }));
    host.reset(); // the host's app quits: it stops hosting, and the guest is told
    ASSERT_TRUE(waitFor([&] { return guest.state() == NetworkGame::State::Failed; }));
    EXPECT_EQ(guest.error(), hostErrorText(wire::ERROR_HOST_ENDED))
        << "the guest reads that the game ended and is saved, not an endless reconnect";

    SavedGamesModel saves;
    saves.refresh();
    ASSERT_EQ(saves.count(), 2) << "the game this app hosted, and the one its guest joined";
    const int row = rowOf(saves, "hosted");
    ASSERT_GE(row, 0);
    // (Host and guest have the one name of this machine's player.)
    const QString name = Settings::instance()->playerName();
    EXPECT_EQ(role(saves, row, "players").toString(),
              QStringLiteral("%1, %1, Bot (easy)").arg(name));
    // Whose turn it is, as its save says, like an online table's.
    const Table stopped =
        Table::load(net::readSavedGame(role(saves, row, "path").toString()).record).table;
    const QString round = RoundNames::name(stopped.state().round);
    const QString turn = stopped.toAct() == 0   ? QStringLiteral("Your turn · ") + round
                         : stopped.toAct() == 1 ? name + QStringLiteral("'s turn · ") + round
                                                : QStringLiteral("Bot (easy)'s turn · ") + round;
    EXPECT_EQ(role(saves, row, "standing").toString(), turn);

    NetworkGame again;
    again.setServerProgram(QStringLiteral(COR_SERVER_BIN));
    again.setHostAddress(QHostAddress::LocalHost);
    again.setDiscoveryPort(net::test::freeUdpPort());
    again.resumeHosted(role(saves, row, "path").toString());
    ASSERT_TRUE(waitFor([&] { return again.state() == NetworkGame::State::Playing; }, 20'000))
        << again.state() << " " << again.error().toStdString();
    EXPECT_EQ(again.hostPort(), port) << "on its old port";
    EXPECT_EQ(again.session()->seat(), 0);
    EXPECT_TRUE(again.admin());
    guest.join(QStringLiteral("127.0.0.1"), port); // Continue: Rejoin
    ASSERT_TRUE(waitFor([&] { return guest.state() == NetworkGame::State::Playing; }, 20'000))
        << "the guest is back in its seat: " << guest.state();
    ASSERT_TRUE(
        playUntil(again, guest, [&] { return again.game()->over() && guest.game()->over(); }));
    EXPECT_EQ(again.session()->scores(), guest.session()->scores());
    again.leave();
    guest.leave();
}

// Menu → "Keep hosting": a bot plays the host's seat and the guest plays on; Continue lists the
// game as hosted now (its file is not deleted under its server) and takes the host back to its
// seat, not to a second server.
TEST_F(Continue, AGameHostedInTheBackgroundGoesOnAndContinueTakesTheHostBack) {
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest);
    ASSERT_FALSE(HasFatalFailure());
    const int seat = host.session()->seat();
    const auto standIn = [&] { return guest.session()->lobby().seats[seat].standIn; };
    // The game screen's shape of each table: only the host may step away or seat a bot.
    GameTable& hostsTable = host;
    const GameTable& guestsTable = guest;
    EXPECT_TRUE(hostsTable.stepAwayOffered());
    EXPECT_TRUE(hostsTable.standInOffered());
    EXPECT_FALSE(guestsTable.stepAwayOffered());
    EXPECT_FALSE(guestsTable.standInOffered());
    EXPECT_TRUE(guestsTable.chatOffered());
    EXPECT_EQ(guestsTable.link(), GameTable::Link::Live);
    EXPECT_NE(hostsTable.leaveMeaning(), guestsTable.leaveMeaning());
    hostsTable.stepAway();
    EXPECT_TRUE(host.inBackground());
    ASSERT_TRUE(waitFor([&] { return !standIn().empty(); })) << "a bot plays the host's seat";
    const std::size_t before = actionsSeen(guest);
    std::uint32_t acted = ~0u;
    bool hostsTurn = false; // the host's screen offers no turn (nor decides) while it is away
    ASSERT_TRUE(waitFor(
        [&] {
            act(*guest.game(), acted);
            hostsTurn = hostsTurn || host.game()->yourTurn();
            return actionsSeen(guest) > before + 12;
        },
        60'000))
        << "the guest plays on";
    EXPECT_FALSE(hostsTurn);

    SavedGamesModel saves;
    saves.refresh();
    const int row = rowOf(saves, "hosted");
    ASSERT_GE(row, 0);
    EXPECT_TRUE(role(saves, row, "running").toBool());
    const QString path = role(saves, row, "path").toString();
    saves.remove(row);
    EXPECT_TRUE(QFile::exists(path)) << "a game hosted now is not deleted under its server";

    const int port = host.hostPort();
    host.resumeHosted(path);
    EXPECT_FALSE(host.inBackground());
    EXPECT_EQ(host.hostPort(), port) << "the same server";
    ASSERT_TRUE(waitFor([&] { return standIn().empty(); })) << "the bot hands the seat back";
    EXPECT_EQ(host.state(), NetworkGame::State::Playing);
    ASSERT_TRUE(playUntil(host, guest, [&] { return host.game()->over() && guest.game()->over(); }))
        << "the host plays its own seat again, on its turn too";
    host.leave();
    saves.refresh();
    EXPECT_FALSE(role(saves, rowOf(saves, "hosted"), "running").toBool()) << "its server ended";
    guest.leave();
}

} // namespace
} // namespace cor::app::test
