// The points a build would bring (engine/preview.h) and what a standing temple scores now
// (scoreTempleAt): the same numbers the final scoring gives.
#include "engine/preview.h"
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

int at(int x, int y) {
    return cellIndex(x, y);
}

TEST(Preview, APublicBuildingScoresTheResidenceBesideIt) {
    // The starting residence at 0,0 alone: 2 points per public colour beside it.
    EXPECT_EQ(buildPoints(startingCity(), Card::Market, at(0, 1), 0), 2);
    EXPECT_EQ(buildPoints(startingCity(), Card::Market, at(1, 1), 0), 0) << "not beside it";
}

TEST(Preview, AResidenceGrowsItsArea) {
    const City city = cityOf({{0, 1, Card::Market}});
    EXPECT_EQ(buildPoints(city, Card::Residence2, at(-1, 0), 0), 2) << "2 x 2 cells - 2 x 1";
    EXPECT_EQ(buildPoints(city, Card::Residence4, at(-1, 1), 0), 4) << "a new area of 4";
    EXPECT_EQ(buildPoints(city, Card::Residence4, at(2, 0), 0), 0) << "no public building near";
}

TEST(Preview, AnAqueductCountsAndWhatItReplacesIsLost) {
    const City city = cityOf({{0, 1, Card::Market}, {2, 0, Card::Aqueduct}});
    EXPECT_EQ(buildPoints(city, Card::Aqueduct, at(1, 1), 0), 12 - 4);
    EXPECT_EQ(buildPoints(city, Card::GrandAqueduct, at(0, 0), 0), 12 - 4 - 2)
        << "the starting residence it replaces scored 2";
}

TEST(Preview, ThermalBathsAddTheirPointTokensToTheArea) {
    // Beside the residence at 0,0 only: 1 neighbour + 1 = 2 point tokens, added to its area.
    EXPECT_EQ(buildPoints(startingCity(), Card::ImperialThermalBaths, at(0, 1), 0), 2 * 1 * 1 + 2);
}

TEST(Preview, TemplesScoreByTheirCondition) {
    EXPECT_EQ(buildPoints(startingCity(), Card::TempleMercury, at(0, 1), 9), 3);
    EXPECT_EQ(buildPoints(startingCity(), Card::TempleFortuna, at(0, 1), 0), 0);
    EXPECT_EQ(buildPoints(startingCity(), Card::TempleVenus, at(0, 1), 0), 2)
        << "the starting residence is a 2";
    const City fourColours = cityOf({{0, 1, Card::Market},
                                     {-1, 0, Card::Arena},
                                     {0, -1, Card::School},
                                     {1, -1, Card::ThermalBaths},
                                     {1, 1, Card::TempleFortuna}});
    EXPECT_EQ(scoreTempleAt(fourColours, at(1, 1), 0), 15);
    const City threeColours = cityOf({{0, 1, Card::Market},
                                      {-1, 0, Card::Arena},
                                      {0, -1, Card::School},
                                      {1, 1, Card::TempleFortuna}});
    EXPECT_EQ(scoreTempleAt(threeColours, at(1, 1), 0), 0);
    EXPECT_EQ(scoreTempleAt(threeColours, at(0, 1), 0), 0) << "not a temple";
}

} // namespace
} // namespace cor::test::rules
