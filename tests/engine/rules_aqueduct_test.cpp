// Aqueducts: one per row and column, may replace any building (rulebook "Aqueduct";
// CLARIFICATIONS §4.3; spec/CLI.md "An aqueduct built on an occupied cell replaces that
// building").
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

GameState aqueductTurn(std::initializer_list<std::tuple<int, int, Card>> city,
                       Card card = Card::Aqueduct, int bricks = 1) {
    GameState s = turnFor(4, 3, bricks, 0);
    buildCity(player(s, 3).city, city);
    giveHand(s, 3, {card});
    return s;
}

TEST(RulesAqueduct, StartingCityAqueductMayGoAnywhereIncludingOnTheStartingBuildings) {
    const City c = startingCity();
    EXPECT_EQ(
        cellTexts(c.buildableCells(Card::Aqueduct)),
        (std::vector<std::string>{"0,-1", "1,-1", "-1,0", "0,0", "1,0", "2,0", "0,1", "1,1"}));
    EXPECT_EQ(cellTexts(c.buildableCells(Card::GrandAqueduct)),
              cellTexts(c.buildableCells(Card::Aqueduct)));
}

TEST(RulesAqueduct, OnePerRowAndColumnLegalCellsExactly) {
    const City c = cityOf({{2, 0, Card::Aqueduct}});
    EXPECT_EQ(cellTexts(c.buildableCells(Card::Aqueduct)),
              (std::vector<std::string>{"0,-1", "1,-1", "2,0", "0,1", "1,1"}));
    GameState s = aqueductTurn({{2, 0, Card::Aqueduct}});
    EXPECT_EQ(legalBuildTexts(s, "aqueduct"),
              (std::vector<std::string>{
                  "build aqueduct at 0,-1 tokens 0", "build aqueduct at 0,1 tokens 0",
                  "build aqueduct at 1,-1 tokens 0", "build aqueduct at 1,1 tokens 0",
                  "build aqueduct at 2,0 tokens 0"}));
    expectRejected(s, "build aqueduct at 2,1 tokens 0", ActionError::SecondAqueduct);
    expectRejected(s, "build aqueduct at 2,-1 tokens 0", ActionError::SecondAqueduct);
    expectRejected(s, "build aqueduct at -1,0 tokens 0", ActionError::SecondAqueduct);
    expectRejected(s, "build aqueduct at 3,0 tokens 0", ActionError::SecondAqueduct);
    expectRejected(s, "build aqueduct at 0,0 tokens 0",
                   ActionError::SecondAqueduct); // replacing, but same row
    expectRejected(s, "build aqueduct at 1,0 tokens 0", ActionError::SecondAqueduct);
    expectRejected(s, "build aqueduct at 0,2 tokens 0", ActionError::NotAdjacent);
    expectRejected(s, "build aqueduct at 4,0 tokens 0", ActionError::OutsideCity);
    play(s, "build aqueduct at 1,1 tokens 0");
    EXPECT_EQ(cellTexts(player(s, 3).city.aqueducts), (std::vector<std::string>{"2,0", "1,1"}));
    EXPECT_TRUE(player(s, 3).city.aqueductsApart());
    EXPECT_TRUE(player(s, 3).city.isLegal());
}

TEST(RulesAqueduct, GrandAqueductCountsAsAnAqueductForTheRowRule) {
    GameState s = aqueductTurn({{2, 0, Card::GrandAqueduct}});
    expectRejected(s, "build aqueduct at 2,1 tokens 0", ActionError::SecondAqueduct);
    GameState t = aqueductTurn({{2, 0, Card::Aqueduct}}, Card::GrandAqueduct);
    expectRejected(t, "build grand_aqueduct at -1,0 tokens 0", ActionError::SecondAqueduct);
    play(t, "build grand_aqueduct at 0,1 tokens 0");
    EXPECT_EQ(player(t, 3).influence, 1) << "grand aqueduct star";
}

TEST(RulesAqueduct, ReplacesABuildingWhichLeavesTheGame) {
    GameState s = aqueductTurn({{0, 1, Card::Residence4}, {1, 1, Card::Market}});
    play(s, "build aqueduct at 0,1 tokens 0");
    const PlayerState& p = player(s, 3);
    EXPECT_EQ(p.city.at(0, 1), Card::Aqueduct);
    EXPECT_EQ(p.city.buildingCount(), 4);
    EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::Residence4)], 1);
    EXPECT_EQ(p.handSize, 0);
    EXPECT_EQ(p.coins, 5);
    EXPECT_EQ(p.influence, 0);
    EXPECT_TRUE(p.city.isLegal());
}

TEST(RulesAqueduct, ReplacesTheStartingBuildings) {
    {
        GameState s = aqueductTurn({});
        play(s, "build aqueduct at 0,0 tokens 0");
        EXPECT_EQ(player(s, 3).city.at(0, 0), Card::Aqueduct);
        EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::StartResidence2)], 1);
        EXPECT_TRUE(player(s, 3).city.isLegal());
    }
    {
        GameState s = aqueductTurn({}, Card::GrandAqueduct);
        play(s, "build grand_aqueduct at 1,0 tokens 0");
        EXPECT_EQ(player(s, 3).city.at(1, 0), Card::GrandAqueduct);
        EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::StartVegetableFarm)], 1);
        EXPECT_EQ(player(s, 3).influence, 1);
        EXPECT_TRUE(player(s, 3).city.isLegal());
    }
}

TEST(RulesAqueduct, ReplacesAnotherAqueduct) {
    GameState s = aqueductTurn({{0, 1, Card::Aqueduct}}, Card::GrandAqueduct);
    play(s, "build grand_aqueduct at 0,1 tokens 0");
    EXPECT_EQ(player(s, 3).city.at(0, 1), Card::GrandAqueduct);
    EXPECT_EQ(cellTexts(player(s, 3).city.aqueducts), (std::vector<std::string>{"0,1"}));
    EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::Aqueduct)], 1);
    EXPECT_EQ(player(s, 3).influence, 1);
}

TEST(RulesAqueduct, ReplacedBuildingTakesItsTokensAlong) {
    GameState s = aqueductTurn({{0, 1, Card::GrainFarm}, {1, 1, Card::ThermalBaths}});
    City& c = player(s, 3).city;
    c.brickTokens = bit(cellIndex(0, 1));
    c.points[static_cast<std::size_t>(cellIndex(1, 1))] = 3;
    play(s, "build aqueduct at 0,1 tokens 0");
    EXPECT_EQ(player(s, 3).city.brickTokens, 0u) << "the brick token left with the grain farm";
    EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::GrainFarm)], 1);
    giveTurn(s, 3, 1, 0);
    giveHand(s, 3, {Card::Aqueduct});
    expectRejected(s, "build aqueduct at 1,1 tokens 0", ActionError::SecondAqueduct);
    player(s, 3).city.place(Card::Residence2, cellIndex(0, 1)); // put something else back
    play(s, "build aqueduct at 1,1 tokens 0");
    EXPECT_EQ(player(s, 3).city.points[static_cast<std::size_t>(cellIndex(1, 1))], 0)
        << "the point tokens left with the thermal baths";
    EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::ThermalBaths)], 1);
    EXPECT_TRUE(player(s, 3).city.isLegal());
}

// Brick tokens: the one on the building being replaced is spent first.
TEST(RulesAqueduct, TokenOnTheReplacedBuildingIsSpentFirst) {
    GameState s =
        aqueductTurn({{0, -1, Card::GrainFarm}, {1, 1, Card::GrainFarm}}, Card::Aqueduct, 0);
    City& c = player(s, 3).city;
    c.brickTokens = bit(cellIndex(0, -1)) | bit(cellIndex(1, 1));
    play(s, "build aqueduct at 1,1 tokens 1");
    EXPECT_EQ(cellTexts(player(s, 3).city.brickTokens), (std::vector<std::string>{"0,-1"}));
    EXPECT_EQ(player(s, 3).coins, 5);
}

TEST(RulesAqueduct, WithoutTokensSpentTheOtherTokensStay) {
    GameState s =
        aqueductTurn({{0, -1, Card::GrainFarm}, {1, 1, Card::GrainFarm}}, Card::Aqueduct, 0);
    City& c = player(s, 3).city;
    c.brickTokens = bit(cellIndex(0, -1)) | bit(cellIndex(1, 1));
    play(s, "build aqueduct at 1,1 tokens 0");
    EXPECT_EQ(cellTexts(player(s, 3).city.brickTokens), (std::vector<std::string>{"0,-1"}));
    EXPECT_EQ(player(s, 3).coins, 3);
}

TEST(RulesAqueduct, FourAqueductsOnADiagonalLeaveOnlyReplacingThem) {
    const City c = cityOf({{-1, 0, Card::Residence2},
                           {2, 0, Card::Residence2},
                           {-1, 1, Card::Residence2},
                           {0, 1, Card::Residence2},
                           {1, 1, Card::Residence2},
                           {2, 1, Card::Residence2},
                           {-1, 2, Card::Residence2},
                           {0, 2, Card::Residence2},
                           {1, 2, Card::Residence2},
                           {2, 2, Card::Residence2},
                           {-1, 3, Card::Residence2},
                           {0, 3, Card::Residence2},
                           {1, 3, Card::Residence2},
                           {2, 3, Card::Residence2},
                           {-1, 0, Card::Aqueduct},
                           {0, 1, Card::Aqueduct},
                           {1, 2, Card::Aqueduct},
                           {2, 3, Card::GrandAqueduct}});
    EXPECT_EQ(c.buildingCount(), 16);
    EXPECT_TRUE(c.isLegal());
    EXPECT_EQ(cellTexts(c.buildableCells(Card::Aqueduct)),
              (std::vector<std::string>{"-1,0", "0,1", "1,2", "2,3"}));
}

} // namespace
} // namespace cor::test::rules
