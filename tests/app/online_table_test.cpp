// An online table through the app's models (issue 29), on loopback: one app makes a table at a
// table server, another joins by its code as typed; both seats are kept for Continue, which lists
// the table with whose turn it is as its server says; the menu counts the tables where it is
// the player's turn.
#include "app/models/network_game.h"
#include "app/models/online_tables.h"
#include "app/models/online_watch.h"
#include "app/models/saved_games_model.h"
#include "app/models/settings.h"
#include "net/tables/table_listener.h"
#include "net/tables/table_server.h"
#include "tests/net/net_test_support.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

TEST(OnlineTables, AFriendJoinsByTheCodeAndContinueSaysWhoseTurnItIs) {
    Settings::instance()->setAnimationSpeed(Settings::Instant);
    QTemporaryDir dir;
    net::TableServerConfig config;
    config.dataDir = dir.path();
    net::TableServer tables(config);
    QString why;
    ASSERT_TRUE(tables.open(&why)) << why.toStdString();
    net::TableListener listener(tables);
    ASSERT_TRUE(listener.listen(QHostAddress::LocalHost, 0));
    const QString server = QStringLiteral("127.0.0.1:%1").arg(listener.port());

    NetworkGame owner;
    owner.createTable(server, false, 2, {}, true, 10);
    const QVariantMap offered = owner.lastTableChoice();
    EXPECT_EQ(offered.value("players").toInt(), 2) << "the next table is offered as this one";
    EXPECT_TRUE(offered.value("bots").toStringList().isEmpty());
    EXPECT_TRUE(offered.value("shrine").toBool());
    EXPECT_EQ(offered.value("moveMinutes").toInt(), 10);
    ASSERT_TRUE(waitFor([&] { return owner.state() == NetworkGame::State::Lobby; }, 10'000))
        << owner.error().toStdString();
    ASSERT_TRUE(waitFor([&] { return !owner.tableCode().isEmpty(); }));
    EXPECT_TRUE(owner.terms().contains("Shrine")) << owner.terms().toStdString();
    EXPECT_TRUE(owner.terms().contains("10 minute")) << "the lobby says the time per move";
    EXPECT_TRUE(owner.online());
    EXPECT_EQ(owner.knownServers().value(0), server);

    // The friend's app is on another machine: it holds no seat there yet (here both keep their
    // seats in one settings file).
    ASSERT_TRUE(onlineTable(server, owner.tableCode()).has_value());
    forgetTable(server, owner.tableCode());
    NetworkGame guest;
    const QString typed = owner.tableCode().toLower().replace(u'-', u' ');
    guest.joinTable(server, false, typed);
    EXPECT_EQ(guest.lastJoinCode(), typed) << "offered again as typed, to correct";
    ASSERT_TRUE(waitFor([&] { return guest.session() != nullptr && guest.session()->seat() == 1; }))
        << guest.error().toStdString();
    EXPECT_TRUE(onlineTable(server, owner.tableCode()).has_value())
        << "the seat is kept for coming back";
    guest.rename(QStringLiteral("Cassia"));
    ASSERT_TRUE(waitFor([&] {
        return guest.session()->lobby().seats.size() > 1 &&
               guest.session()->lobby().seats[1].name == "Cassia";
    }));
    EXPECT_EQ(Settings::instance()->playerName(), "Cassia") << "the next table's name too";

    owner.setReady(true);
    guest.setReady(true);
    ASSERT_TRUE(waitFor([&] {
        return owner.state() == NetworkGame::State::Playing &&
               guest.state() == NetworkGame::State::Playing;
    }));

    OnlineWatch watch;
    SavedGamesModel saves;
    saves.setWatch(&watch);
    watch.start();
    // Both apps keep their seats in one settings file here: the guest's, the newer, is kept.
    ASSERT_TRUE(waitFor([&] {
        return watch.standing(server, owner.tableCode()).stage == TableStanding::Stage::Playing;
    }));
    const TableStanding standing = watch.standing(server, owner.tableCode());
    EXPECT_EQ(standing.seat, 1);
    EXPECT_EQ(watch.yourTurns(), standing.toAct == 1 ? 1 : 0);
    saves.refresh();
    const auto kinds = saves.roleNames().key("kind");
    const auto standings = saves.roleNames().key("standing");
    bool listed = false;
    for (int row = 0; row < saves.count(); ++row) {
        const QModelIndex at = saves.index(row, 0);
        if (saves.data(at, kinds).toString() == QLatin1String("online")) {
            listed = true;
            EXPECT_FALSE(saves.data(at, standings).toString().isEmpty());
        }
    }
    EXPECT_TRUE(listed);
    forgetTable(server, owner.tableCode());
}

} // namespace
} // namespace cor::app::test
