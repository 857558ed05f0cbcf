// The Shrine mini-expansion (rulebook "Mini-Expansion The Shrine"; CLARIFICATIONS §1, §4.8).
#include "engine/invariants.h"
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

GameState shrineTurn(int bricks, int coins) {
    GameState s = firstTurn(setupFor(3, 2, true));
    const int seat = s.turn.seat;
    play(s, legalTexts(s)[0]); // take
    s.turn.bricks = static_cast<std::uint8_t>(bricks);
    player(s, seat).coins = static_cast<std::int16_t>(coins);
    return s;
}

TEST(RulesShrine, OffByDefault) {
    EXPECT_FALSE(GameSetup{}.shrine);
    const GameState s = newGame(setupFor(4, 1));
    for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(player(s, seat).handCount(Card::Shrine), 0);
    }
}

TEST(RulesShrine, EveryPlayerStartsWithAShrineInHandBesidesTheDraftedCard) {
    const GameState s = firstTurn(setupFor(4, 3, true));
    for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(player(s, seat).handCount(Card::Shrine), 1);
        EXPECT_EQ(player(s, seat).handSize, 2);
    }
    EXPECT_EQ(checkInvariants(s), "");
}

TEST(RulesShrine, CostsNoBricksAndNoCoins) {
    GameState s = shrineTurn(0, 0);
    const int seat = s.turn.seat;
    const auto builds = legalBuildTexts(s, "shrine");
    EXPECT_EQ(builds.size(), 6u) << "all six cells around the starting city, for free";
    for (const std::string& b : builds) {
        EXPECT_NE(b.find("tokens 0"), std::string::npos) << b;
    }
    play(s, "build shrine at 0,1 tokens 0");
    EXPECT_EQ(player(s, seat).city.at(0, 1), Card::Shrine);
    EXPECT_EQ(player(s, seat).coins, 0);
    EXPECT_EQ(player(s, seat).influence, 0) << "no stars";
    EXPECT_EQ(player(s, seat).handCount(Card::Shrine), 0);
    EXPECT_EQ(checkInvariants(s), "");
}

TEST(RulesShrine, NoBrickTokensCanBeSpentOnIt) {
    GameState s = shrineTurn(0, 0);
    const int seat = s.turn.seat;
    player(s, seat).city.place(Card::GrainFarm, cellIndex(2, 0));
    player(s, seat).city.brickTokens = bit(cellIndex(2, 0));
    expectRejected(s, "build shrine at 0,1 tokens 1", ActionError::TooManyBrickTokens);
}

TEST(RulesShrine, FollowsTheBuildingRules) {
    GameState s = shrineTurn(0, 0);
    expectRejected(s, "build shrine at 0,0 tokens 0", ActionError::CellOccupied);
    expectRejected(s, "build shrine at 3,0 tokens 0", ActionError::NotAdjacent);
}

TEST(RulesShrine, ScoresTwoPerNeighbourAndIsATemple) {
    // Shrine at 0,1 with neighbours 0,0, 1,1 and -1,1; Jupiter counts it.
    const City c = cityOf({{0, 1, Card::Shrine},
                           {1, 1, Card::TempleJupiter},
                           {-1, 1, Card::Residence3},
                           {-1, 0, Card::Market}});
    const ScoreSheet s = scoreOf(c);
    EXPECT_EQ(s.temples, 2 * 3 + 2 * 2);
}

TEST(RulesShrine, ReplacedByAnAqueductItScoresNothing) {
    GameState s = shrineTurn(1, 5);
    const int seat = s.turn.seat;
    play(s, "build shrine at 0,1 tokens 0");
    giveTurn(s, seat, 1, 0);
    giveHand(s, seat, {Card::Aqueduct});
    play(s, "build aqueduct at 0,1 tokens 0");
    EXPECT_EQ(s.boxed[static_cast<std::size_t>(Card::Shrine)], 1);
    EXPECT_EQ(scorePlayer(player(s, seat)).temples, 0);
    EXPECT_EQ(scorePlayer(player(s, seat)).aqueducts, 4);
}

} // namespace
} // namespace cor::test::rules
