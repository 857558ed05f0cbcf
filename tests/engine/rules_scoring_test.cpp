// Final scoring: residential areas, aqueducts, temples, coins, influence, the rulebook's
// scoring example, and the tie-breakers (rulebook "End of the Game", "Final Scoring",
// building reference; CLARIFICATIONS §1, §4.9, §6).
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

int templePoints(std::initializer_list<Placed> buildings, int coins = 0) {
    const City c = cityOf(buildings);
    EXPECT_TRUE(c.isLegal());
    return scoreOf(c, coins).temples;
}

// --- The rulebook's scoring example ---------------------------------------------------------

City rulebookExampleCity() {
    return cityOf({
        {2, 0, Card::Market},
        {3, 0, Card::GrandAqueduct},
        {0, 1, Card::Arena},
        {1, 1, Card::LuxuryResidence2},
        {2, 1, Card::Residence2},
        {3, 1, Card::TempleFortuna},
        {0, 2, Card::LuxuryResidence3},
        {1, 2, Card::Residence2},
        {2, 2, Card::ThermalBaths, 4},
        {3, 2, Card::Residence4},
        {0, 3, Card::Residence3},
        {1, 3, Card::ImperialThermalBaths, 2},
        {2, 3, Card::Aqueduct},
        {3, 3, Card::TempleLuna},
    });
}

TEST(RulesScoring, RulebookExampleScores75) {
    const City c = rulebookExampleCity();
    ASSERT_TRUE(c.isLegal());
    ASSERT_EQ(c.buildingCount(), 16);
    const ScoreSheet sheet = scoreCity(c, 9, 3, 3);
    EXPECT_EQ(sheet.residential2, 2 + 22) << "2 x 1 for the single one, 6 x 3 + 4 for the three";
    EXPECT_EQ(sheet.residential3, 14) << "6 x 2 + 2";
    EXPECT_EQ(sheet.residential4, 8) << "4 x 1 + 4";
    EXPECT_EQ(sheet.aqueducts, 12);
    EXPECT_EQ(sheet.temples, 4) << "Luna 4 stars, Fortuna 0 with three colours";
    EXPECT_EQ(sheet.coins, 9);
    EXPECT_EQ(sheet.influenceTokens, 1);
    EXPECT_EQ(sheet.influenceCards, 3);
    EXPECT_EQ(sheet.total, 75);
    // The same through a player.
    PlayerState p;
    p.city = c;
    p.coins = 9;
    p.influence = 3;
    p.influenceCards = static_cast<std::uint8_t>(1u << *influenceIndexFromValue(3));
    EXPECT_EQ(scorePlayer(p), sheet);
}

// --- Residential areas -------------------------------------------------------------------

Bitboard cellsAt(std::initializer_list<std::pair<int, int>> places) {
    Bitboard cells = 0;
    for (const auto& [x, y] : places) {
        cells |= bit(cellIndex(x, y));
    }
    return cells;
}

// The groups the score pad's rows count, as the rulebook's example counts them.
TEST(RulesScoring, RulebookExampleGroups) {
    const CityScoring groups = scoreGroups(rulebookExampleCity(), 9);
    ASSERT_EQ(groups.areas.size(), 4u);
    EXPECT_EQ(groups.areas[0], (AreaScore{2, cellsAt({{0, 0}}), cellsAt({{0, 1}}), 1, 0, 2}))
        << "the single one beside the Arena";
    EXPECT_EQ(groups.areas[1], (AreaScore{2, cellsAt({{1, 1}, {2, 1}, {1, 2}}),
                                          cellsAt({{2, 0}, {0, 1}, {2, 2}}), 3, 4, 22}))
        << "of the two blue ones the bath with 4 tokens counts";
    EXPECT_EQ(groups.areas[2],
              (AreaScore{3, cellsAt({{0, 2}, {0, 3}}), cellsAt({{0, 1}, {1, 3}}), 2, 2, 14}));
    EXPECT_EQ(groups.areas[3], (AreaScore{4, cellsAt({{3, 2}}), cellsAt({{2, 2}}), 1, 4, 8}));
    EXPECT_EQ(groups.aqueducts, cellsAt({{3, 0}, {2, 3}}));
    EXPECT_EQ(groups.aqueductPoints, 12);
    ASSERT_EQ(groups.temples.size(), 2u);
    EXPECT_EQ(groups.temples[0], (TempleScore{cellIndex(3, 1), 0})) << "Fortuna, three colours";
    EXPECT_EQ(groups.temples[1], (TempleScore{cellIndex(3, 3), 4})) << "Luna, four stars";
}

TEST(RulesScoring, AreaWithoutPublicBuildingScoresNothing) {
    const ScoreSheet s = scoreOf(
        cityOf({{0, 1, Card::Residence2}, {0, 2, Card::Residence3}, {1, 2, Card::Residence4}}));
    EXPECT_EQ(s.residential2, 0);
    EXPECT_EQ(s.residential3, 0);
    EXPECT_EQ(s.residential4, 0);
    EXPECT_EQ(s.total, 0);
    EXPECT_EQ(scoreOf(startingCity()).total, 0);
}

TEST(RulesScoring, ValueTimesDistinctColours) {
    // Area of value-2: 0,0 and 0,1 (4 points) next to market (1,1) and arena (-1,1).
    const City c = cityOf({{0, 1, Card::Residence2}, {1, 1, Card::Market}, {-1, 1, Card::Arena}});
    EXPECT_EQ(scoreOf(c).residential2, 4 * 2);
}

TEST(RulesScoring, SameColourCountsOnce) {
    const City c =
        cityOf({{0, 1, Card::Residence2}, {1, 1, Card::Market}, {-1, 1, Card::ForumRomanum}});
    EXPECT_EQ(scoreOf(c).residential2, 4 * 1) << "market and forum are both yellow";
    const City d = cityOf({{0, 1, Card::Residence3},
                           {1, 1, Card::Arena},
                           {-1, 1, Card::Colosseum},
                           {0, 2, Card::School}});
    EXPECT_EQ(scoreOf(d).residential3, 3 * 2);
}

TEST(RulesScoring, AllFourColours) {
    const City c = cityOf({{0, 1, Card::Residence4},
                           {1, 1, Card::Market},
                           {-1, 1, Card::Arena},
                           {0, 2, Card::School},
                           {-1, 0, Card::ThermalBaths, 0}});
    // 0,1 touches market, arena, school; 0,0 is value 2. Baths at -1,0 touch 0,0 and -1,1.
    EXPECT_EQ(scoreOf(c).residential4, 4 * 3);
    EXPECT_EQ(scoreOf(c).residential2, 2 * 1) << "0,0 touches only the baths (0 tokens)";
}

TEST(RulesScoring, OnePublicBuildingCountsForSeveralAreas) {
    // Market at 0,1 touches the starting residence (0,0), a value-3 at -1,1 and a value-2 at 0,2.
    const City c =
        cityOf({{0, 1, Card::Market}, {-1, 1, Card::Residence3}, {0, 2, Card::Residence2}});
    const ScoreSheet s = scoreOf(c);
    EXPECT_EQ(s.residential2, 2 + 2) << "two separate value-2 areas, each with the market";
    EXPECT_EQ(s.residential3, 3);
}

TEST(RulesScoring, AreasAreOrthogonallyConnectedSameValue) {
    // Diagonal value-2 residences are separate areas; different values are separate too.
    const City c = cityOf({{1, 1, Card::Residence2},
                           {0, 1, Card::Arena},
                           {1, 2, Card::Residence3},
                           {2, 1, Card::Residence2},
                           {2, 2, Card::Market}});
    // Areas: {0,0} (arena) -> 2; {1,1, 2,1} -> 4 x 2 (arena, market); {1,2} value 3 -> 3 x 1
    // (market).
    const ScoreSheet s = scoreOf(c);
    EXPECT_EQ(s.residential2, 2 + 8);
    EXPECT_EQ(s.residential3, 3);
}

TEST(RulesScoring, LuxuryResidencesCountAsTheirValue) {
    const City c = cityOf({{0, 1, Card::LuxuryResidence2},
                           {1, 1, Card::Market},
                           {0, -1, Card::LuxuryResidence3},
                           {1, -1, Card::Residence3},
                           {2, -1, Card::LuxuryResidence4},
                           {2, 0, Card::Arena},
                           {3, -1, Card::Residence4}});
    const ScoreSheet s = scoreOf(c);
    EXPECT_EQ(s.residential2, 4 * 1) << "start residence + luxury 2, market";
    EXPECT_EQ(s.residential3, 0) << "no public next to the value-3 area";
    EXPECT_EQ(s.residential4, 8 * 1) << "luxury 4 + 4, arena";
}

TEST(RulesScoring, BestAdjacentBathOnly) {
    const City c = cityOf({{0, 1, Card::Residence2},
                           {1, 1, Card::ThermalBaths, 3},
                           {-1, 1, Card::ImperialThermalBaths, 5},
                           {0, 2, Card::Market}});
    EXPECT_EQ(scoreOf(c).residential2, 4 * 2 + 5)
        << "blue counted once, plus the 5 tokens of the best bath";
}

TEST(RulesScoring, BathTokensAddToEveryAdjacentArea) {
    const City c = cityOf({{0, 1, Card::ThermalBaths, 3},
                           {-1, 1, Card::Residence3},
                           {0, 2, Card::Residence4},
                           {1, 1, Card::Residence2}});
    const ScoreSheet s = scoreOf(c);
    // value-2 area {0,0}, {1,1} are not connected (diagonal): each 2 x 1 + 3.
    EXPECT_EQ(s.residential2, (2 + 3) + (2 + 3));
    EXPECT_EQ(s.residential3, 3 + 3);
    EXPECT_EQ(s.residential4, 4 + 3);
}

TEST(RulesScoring, BathNotAdjacentGivesNothing) {
    const City c =
        cityOf({{0, 1, Card::Market}, {1, 1, Card::ThermalBaths, 4}, {1, 2, Card::Residence2}});
    // 0,0 touches the market; 1,2 touches the baths (4).
    const ScoreSheet s = scoreOf(c);
    EXPECT_EQ(s.residential2, 2 + (2 + 4));
}

// --- Aqueducts ----------------------------------------------------------------------------

TEST(RulesScoring, AqueductTable) {
    const std::vector<std::vector<Placed>> cities{
        {},
        {{0, 1, Card::Aqueduct}},
        {{0, 1, Card::Aqueduct}, {1, -1, Card::GrandAqueduct}},
        {{0, 1, Card::Aqueduct}, {1, -1, Card::GrandAqueduct}, {2, 0, Card::Aqueduct}},
        {{0, 1, Card::Aqueduct},
         {1, -1, Card::GrandAqueduct},
         {2, 0, Card::Residence2},
         {2, 1, Card::Residence2},
         {2, 2, Card::Aqueduct},
         {-1, 0, Card::Aqueduct}},
    };
    const std::array<int, 5> points{0, 4, 12, 24, 40};
    for (std::size_t n = 0; n < cities.size(); ++n) {
        City c = startingCity();
        for (const Placed& b : cities[n]) {
            c.place(b.card, cellIndex(b.x, b.y));
        }
        ASSERT_TRUE(c.isLegal()) << n;
        ASSERT_EQ(std::popcount(c.aqueducts), static_cast<int>(n));
        EXPECT_EQ(scoreOf(c).aqueducts, points[n]) << n << " aqueducts";
        EXPECT_EQ(scoreOf(c).total, points[n]);
    }
}

// --- Coins and influence -------------------------------------------------------------------

TEST(RulesScoring, CoinsTokensAndCards) {
    const ScoreSheet s = scoreCity(startingCity(), 11, 7, 13);
    EXPECT_EQ(s.coins, 11);
    EXPECT_EQ(s.influenceTokens, 3) << "one point per two tokens, rounded down";
    EXPECT_EQ(s.influenceCards, 13);
    EXPECT_EQ(s.total, 27);
    EXPECT_EQ(scoreCity(startingCity(), 0, 1, 0).influenceTokens, 0);
}

// --- Temples -----------------------------------------------------------------------------

TEST(RulesScoring, TempleLunaOnePointPerStarIncludingItself) {
    EXPECT_EQ(templePoints({{0, 1, Card::TempleLuna}}), 1);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleLuna},
                            {1, 1, Card::TempleMars},
                            {-1, 0, Card::LuxuryResidence2},
                            {2, 0, Card::GrandAqueduct},
                            {0, -1, Card::TempleMercury}}),
              1 + 3 + 1 + 1 + 2);
}

TEST(RulesScoring, TempleMarsFiveIfAValue4Residence) {
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMars}}), 0);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMars}, {1, 1, Card::Residence4}}), 5);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMars}, {1, 1, Card::LuxuryResidence4}}), 5);
    EXPECT_EQ(templePoints(
                  {{0, 1, Card::TempleMars}, {1, 1, Card::Residence4}, {2, 0, Card::Residence4}}),
              5)
        << "only once";
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMars}, {1, 1, Card::Residence3}}), 0);
}

TEST(RulesScoring, TempleVenusTwoPerValue2Residence) {
    EXPECT_EQ(templePoints({{0, 1, Card::TempleVenus}}), 2) << "the starting residence counts";
    EXPECT_EQ(templePoints({{0, 1, Card::TempleVenus},
                            {1, 1, Card::Residence2},
                            {-1, 0, Card::LuxuryResidence2},
                            {2, 0, Card::Residence3}}),
              6);
}

TEST(RulesScoring, TempleJupiterTwoPerTempleIncludingItselfAndTheShrine) {
    EXPECT_EQ(templePoints({{0, 1, Card::TempleJupiter}}), 2);
    EXPECT_EQ(
        templePoints(
            {{0, 1, Card::TempleJupiter}, {1, 1, Card::TempleFortuna}, {-1, 0, Card::Shrine}}),
        6 + 0 + 2 * 1)
        << "jupiter 3 temples x 2; fortuna 0; shrine 1 neighbour x 2";
}

TEST(RulesScoring, TempleMercuryOnePointPerThreeCoins) {
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMercury}}, 8), 2);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMercury}}, 9), 3);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleMercury}}, 2), 0);
    const ScoreSheet s = scoreOf(cityOf({{0, 1, Card::TempleMercury}}), 9);
    EXPECT_EQ(s.coins, 9);
    EXPECT_EQ(s.total, 12) << "in addition to the coins themselves";
}

TEST(RulesScoring, TempleMinervaTenWithSixteenBuildings) {
    City c = startingCity();
    c.place(Card::TempleMinerva, cellIndex(0, 1));
    for (int y = 0; y < 4; ++y) {
        for (int x = -1; x < 3; ++x) {
            if (c.at(x, y) == Card::None && !(x == 2 && y == 3)) {
                c.place(Card::Residence3, cellIndex(x, y));
            }
        }
    }
    ASSERT_EQ(c.buildingCount(), 15);
    EXPECT_EQ(scoreOf(c).temples, 0);
    c.place(Card::Residence3, cellIndex(2, 3));
    ASSERT_TRUE(c.isLegal());
    EXPECT_EQ(scoreOf(c).temples, 10);
}

TEST(RulesScoring, TempleFortunaFifteenWithFourColours) {
    EXPECT_EQ(templePoints({{0, 1, Card::TempleFortuna},
                            {1, 1, Card::Market},
                            {-1, 0, Card::Arena},
                            {2, 0, Card::ThermalBaths}}),
              0);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleFortuna},
                            {1, 1, Card::Market},
                            {-1, 0, Card::Arena},
                            {2, 0, Card::ThermalBaths},
                            {0, -1, Card::University}}),
              15);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleFortuna},
                            {1, 1, Card::ForumRomanum},
                            {-1, 0, Card::Colosseum},
                            {2, 0, Card::ImperialThermalBaths},
                            {0, -1, Card::School},
                            {1, -1, Card::Market}}),
              15);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleFortuna},
                            {1, 1, Card::Market},
                            {-1, 0, Card::ForumRomanum},
                            {2, 0, Card::Arena},
                            {0, -1, Card::School}}),
              0);
}

TEST(RulesScoring, TempleCupidTenWithFourValue2Residences) {
    EXPECT_EQ(templePoints(
                  {{0, 1, Card::TempleCupid}, {1, 1, Card::Residence2}, {2, 0, Card::Residence2}}),
              0)
        << "three, with the starting residence";
    EXPECT_EQ(templePoints({{0, 1, Card::TempleCupid},
                            {1, 1, Card::Residence2},
                            {2, 0, Card::Residence2},
                            {-1, 0, Card::LuxuryResidence2}}),
              10);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleCupid},
                            {1, 1, Card::Residence2},
                            {2, 0, Card::Residence2},
                            {-1, 0, Card::Residence2},
                            {0, -1, Card::Residence2}}),
              10);
}

TEST(RulesScoring, TempleJunoTenWithFourTemplesIncludingItselfAndTheShrine) {
    EXPECT_EQ(
        templePoints(
            {{0, 1, Card::TempleJuno}, {1, 1, Card::TempleCupid}, {-1, 0, Card::TempleMinerva}}),
        0);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleJuno},
                            {1, 1, Card::TempleCupid},
                            {-1, 0, Card::TempleMinerva},
                            {2, 0, Card::TempleSaturn}}),
              10);
    // Shrine as the fourth temple: Juno 10 + shrine 2 x 1 neighbour (0,-1 touches 0,0).
    EXPECT_EQ(templePoints({{0, 1, Card::TempleJuno},
                            {1, 1, Card::TempleCupid},
                            {-1, 0, Card::TempleMinerva},
                            {0, -1, Card::Shrine}}),
              10 + 2);
}

TEST(RulesScoring, TempleSaturnFifteenWithFourProductionBuildings) {
    EXPECT_EQ(templePoints(
                  {{0, 1, Card::TempleSaturn}, {1, 1, Card::GrainFarm}, {2, 0, Card::SheepFarm}}),
              0)
        << "three, with the starting farm";
    EXPECT_EQ(templePoints({{0, 1, Card::TempleSaturn},
                            {1, 1, Card::GrainFarm},
                            {2, 0, Card::SheepFarm},
                            {-1, 0, Card::Vineyard}}),
              15);
    EXPECT_EQ(templePoints({{0, 1, Card::TempleSaturn},
                            {1, 1, Card::GrainFarm},
                            {2, 0, Card::SheepFarm},
                            {-1, 0, Card::VegetableFarm},
                            {0, -1, Card::VegetableFarm}}),
              15);
}

TEST(RulesScoring, ShrineTwoPerAdjacentBuilding) {
    EXPECT_EQ(templePoints({{0, -1, Card::Shrine}}), 2);
    EXPECT_EQ(templePoints({{0, 1, Card::Shrine},
                            {1, 1, Card::Residence2},
                            {-1, 1, Card::Residence3},
                            {0, 2, Card::Market}}),
              8);
}

TEST(RulesScoring, TemplesAddUp) {
    const City c =
        cityOf({{0, 1, Card::TempleJupiter}, {1, 1, Card::TempleVenus}, {-1, 0, Card::TempleLuna}});
    // Jupiter 3 x 2, Venus 1 x 2, Luna 2 + 1 + 1 = 4 stars.
    EXPECT_EQ(scoreOf(c).temples, 6 + 2 + 4);
}

// --- Winners -------------------------------------------------------------------------------

GameState finalState(int players) {
    GameState s = newGame(setupFor(players, 1));
    s.phase = Phase::Over;
    s.round = s.rounds;
    for (int seat = 0; seat < players; ++seat) {
        PlayerState& p = player(s, seat);
        p.city = startingCity();
        p.coins = 0;
        p.influence = 0;
        p.influenceCards = 0;
    }
    return s;
}

TEST(RulesWinners, MostPointsWins) {
    GameState s = finalState(3);
    player(s, 0).coins = 4;
    player(s, 1).coins = 6;
    player(s, 2).coins = 5;
    EXPECT_EQ(winners(s), 0b010u);
}

TEST(RulesWinners, TiedPointsThenMostInfluenceTokens) {
    GameState s = finalState(3);
    player(s, 0).coins = 4;
    player(s, 0).influence = 2; // 4 + 1
    player(s, 1).coins = 5;     // 5
    player(s, 2).coins = 3;
    player(s, 2).influence = 3; // 3 + 1
    ASSERT_EQ(scorePlayer(player(s, 0)).total, 5);
    ASSERT_EQ(scorePlayer(player(s, 1)).total, 5);
    EXPECT_EQ(winners(s), 0b001u);
}

TEST(RulesWinners, ThenMostCoins) {
    GameState s = finalState(4);
    player(s, 0).coins = 5;
    player(s, 0).influence = 1; // 5
    player(s, 1).coins = 3;
    player(s, 1).influence = 1;
    buildCity(player(s, 1).city, {{0, 1, Card::TempleVenus}}); // 3 + 2
    player(s, 2).coins = 1;
    ASSERT_EQ(scorePlayer(player(s, 0)).total, 5);
    ASSERT_EQ(scorePlayer(player(s, 1)).total, 5);
    EXPECT_EQ(winners(s), 0b0001u);
}

TEST(RulesWinners, OtherwiseSharedVictory) {
    GameState s = finalState(4);
    for (int seat : {1, 3}) {
        player(s, seat).coins = 6;
        player(s, seat).influence = 2;
    }
    player(s, 0).coins = 6;
    player(s, 0).influence = 1; // 6 points, fewer tokens
    EXPECT_EQ(winners(s), 0b1010u);
    GameState t = finalState(2);
    EXPECT_EQ(winners(t), 0b11u) << "all equal: everyone shares";
}

TEST(RulesWinners, OnlySeatsInTheGame) {
    GameState s = finalState(2);
    player(s, 3).coins = 50; // not a player in a 2-player game
    player(s, 1).coins = 1;
    EXPECT_EQ(winners(s), 0b10u);
}

} // namespace
} // namespace cor::test::rules
