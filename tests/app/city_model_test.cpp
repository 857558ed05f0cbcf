// A city's build options as its spaces show them: a coin price only where coins are paid, and
// the points a build adds with their sign, "±0" where an aqueduct replaces a building worth as
// much (issue 40: "no coins" on every free space read as gaining none; a net 0 was a blank).
#include "app/models/city_model.h"

#include <gtest/gtest.h>

namespace cor::app {
namespace {

QVariant roleAt(const CityModel& city, int x, int y, const char* name) {
    const int role = city.roleNames().key(name);
    for (int row = 0; row < city.rowCount(); ++row) {
        const QModelIndex index = city.index(row, 0);
        if (city.data(index, CityModel::XRole).toInt() == x &&
            city.data(index, CityModel::YRole).toInt() == y) {
            return city.data(index, role);
        }
    }
    ADD_FAILURE() << "no space at " << x << "," << y;
    return {};
}

BuildOption paying(int coins, int tokens) {
    BuildOption option;
    option.coins = coins;
    option.tokens = tokens;
    return option;
}

BuildOption scoring(int points) {
    BuildOption option;
    option.points = points;
    return option;
}

TEST(CityModel, APriceShowsOnlyWhereCoinsArePaid) {
    City built = startingCity();
    built.place(Card::Market, cellIndex(0, 1));
    CityModel city;
    city.update(0, built,
                {{cellIndex(1, 1), paying(2, 0)},
                 {cellIndex(-1, 1), paying(0, 1)},
                 {cellIndex(0, 2), paying(0, 0)}});
    EXPECT_EQ(roleAt(city, 1, 1, "price").toString(), QStringLiteral("−2"));
    EXPECT_EQ(roleAt(city, -1, 1, "price").toString(), QString()) << "brick tokens pay it";
    EXPECT_EQ(roleAt(city, 0, 2, "price").toString(), QString()) << "the bricks pay it all";
}

TEST(CityModel, PointsShowWithTheirSignAndANetZeroReplacementAsPlusMinus) {
    City built = startingCity();
    built.place(Card::Market, cellIndex(0, 1));
    built.place(Card::ForumRomanum, cellIndex(1, 1));
    CityModel city;
    city.update(0, built,
                {{cellIndex(0, 1), scoring(0)},  // replaces the market, net 0
                 {cellIndex(1, 1), scoring(-3)}, // replaces the Forum Romanum
                 {cellIndex(0, 2), scoring(4)},
                 {cellIndex(-1, 1), scoring(0)}}); // a new space, no points
    EXPECT_TRUE(roleAt(city, 0, 1, "replace").toBool());
    EXPECT_EQ(roleAt(city, 0, 1, "pointsSign").toString(), QStringLiteral("±"));
    EXPECT_EQ(roleAt(city, 1, 1, "pointsSign").toString(), QStringLiteral("−"));
    EXPECT_EQ(roleAt(city, 0, 2, "pointsSign").toString(), QStringLiteral("+"));
    EXPECT_EQ(roleAt(city, -1, 1, "pointsSign").toString(), QString()) << "nothing to say";
}

} // namespace
} // namespace cor::app
