// The players' panels: each seat's city as a model of its own (no build options), the rows
// that make a score, and the face names of the starting buildings.
#include "app/models/card_list_model.h"
#include "app/models/city_model.h"
#include "app/models/players_model.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <QSignalSpy>
#include <gtest/gtest.h>

namespace cor::app {
namespace {

QVariant role(const QAbstractItemModel& model, int row, const char* name) {
    const QHash<int, QByteArray> roles = model.roleNames();
    return model.data(model.index(row, 0), roles.key(name));
}

GameState gameWithACity() {
    GameState state = newGame(GameSetup{.players = 3, .seed = 5});
    City& city = state.players[1].city;
    city.place(Card::Market, cellIndex(0, 1));
    city.place(Card::TempleVenus, cellIndex(-1, 0));
    state.players[1].coins = 7;
    return state;
}

TEST(PlayersModel, EachSeatHasItsCity) {
    PlayersModel players;
    players.update(makeView(gameWithACity(), 0), {});
    auto* city = qobject_cast<CityModel*>(role(players, 1, "city").value<QObject*>());
    ASSERT_NE(city, nullptr);
    EXPECT_EQ(city->seat(), 1);
    EXPECT_EQ(city->builtColumns(), 3) << "x -1..1";
    EXPECT_EQ(city->builtRows(), 2) << "y 0..1";
    int buildings = 0;
    for (int row = 0; row < city->rowCount(); ++row) {
        EXPECT_FALSE(role(*city, row, "buildable").toBool());
        if (role(*city, row, "card").toString() == QStringLiteral("temple_venus")) {
            EXPECT_EQ(role(*city, row, "templePoints").toInt(), 2) << "the starting residence";
        }
        buildings += role(*city, row, "card").toString().isEmpty() ? 0 : 1;
    }
    EXPECT_EQ(buildings, 4);
}

TEST(PlayersModel, TheScoreComesWithItsRows) {
    PlayersModel players;
    players.update(makeView(gameWithACity(), 0), {});
    const QVariantList rows = role(players, 1, "scoreRows").toList();
    ASSERT_EQ(rows.size(), 8);
    int sum = 0;
    for (const QVariant& row : rows) {
        sum += row.toMap().value(QStringLiteral("points")).toInt();
    }
    EXPECT_EQ(sum, role(players, 1, "score").toInt());
    EXPECT_EQ(rows[0].toMap().value(QStringLiteral("points")).toInt(), 2)
        << "the starting residence beside the market";
    EXPECT_EQ(rows[4].toMap().value(QStringLiteral("points")).toInt(), 2) << "Venus";
    EXPECT_EQ(rows[5].toMap().value(QStringLiteral("points")).toInt(), 7) << "coins";
    EXPECT_EQ(rows[5].toMap().value(QStringLiteral("label")).toString(), QStringLiteral("Coins"));
}

TEST(PlayersModel, StartingBuildingsShowTheOrdinaryName) {
    EXPECT_EQ(faceName(Card::StartResidence2), faceName(Card::Residence2));
    EXPECT_EQ(cardFaceData(Card::StartVegetableFarm, CardListModel::NameRole).toString(),
              faceName(Card::VegetableFarm));
    EXPECT_EQ(cardFaceData(Card::StartVegetableFarm, CardListModel::CostRole).toInt(), -1)
        << "the face marks it \"start\"";
}

// A view is told of the rows that changed, and only of them: the same view again tells nothing;
// one seat's coins tell that seat's row and none of its city's cells.
TEST(PlayersModel, ViewsAreToldOnlyOfRowsThatChanged) {
    GameState state = gameWithACity();
    PlayersModel players;
    players.update(makeView(state, 0), {});
    auto* city = qobject_cast<CityModel*>(role(players, 1, "city").value<QObject*>());
    ASSERT_NE(city, nullptr);
    QSignalSpy rows(&players, &QAbstractItemModel::dataChanged);
    QSignalSpy cells(city, &QAbstractItemModel::dataChanged);
    players.update(makeView(state, 0), {});
    EXPECT_EQ(rows.count(), 0);
    EXPECT_EQ(cells.count(), 0);

    state.players[1].coins += 1;
    players.update(makeView(state, 0), {});
    ASSERT_EQ(rows.count(), 1);
    EXPECT_EQ(rows.front().at(0).toModelIndex().row(), 1);
    EXPECT_EQ(rows.front().at(1).toModelIndex().row(), 1);
    EXPECT_EQ(cells.count(), 0) << "coins change no cell of this city";
}

} // namespace
} // namespace cor::app
