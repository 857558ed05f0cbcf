// The build action: costs, buying bricks, brick tokens, adjacency and the 4x4 bound
// (rulebook "Build Action", "Buying Additional Bricks and Cogs"; spec/CLI.md "build").
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>
#include <set>

namespace cor::test::rules {
namespace {

// Seat 0 to act in a 3-player game with this city, hand, coins and symbols.
GameState buildTurn(std::initializer_list<std::tuple<int, int, Card>> city,
                    std::initializer_list<Card> hand, int bricks, int coins, int cogs = 0) {
    GameState s = turnFor(3, 0, bricks, cogs, coins);
    buildCity(player(s, 0).city, city);
    giveHand(s, 0, hand);
    return s;
}

TEST(RulesBuild, CostPaidWithStripBricks) {
    GameState s = buildTurn({}, {Card::Residence4}, 3, 5);
    play(s, "build residence_4 at 0,1 tokens 0");
    EXPECT_EQ(player(s, 0).coins, 5);
    EXPECT_EQ(player(s, 0).city.at(0, 1), Card::Residence4);
    EXPECT_EQ(player(s, 0).handSize, 0);
    EXPECT_EQ(player(s, 0).city.buildingCount(), 3);
}

TEST(RulesBuild, ExcessBricksAreLost) {
    GameState s = buildTurn({}, {Card::Residence2}, 3, 5);
    play(s, "build residence_2 at 0,1 tokens 0");
    EXPECT_EQ(player(s, 0).coins, 5) << "no change for unused bricks";
}

TEST(RulesBuild, MissingBricksCostTwoCoinsEach) {
    for (int bricks = 0; bricks <= 3; ++bricks) {
        GameState s = buildTurn({}, {Card::Residence4}, bricks, 6);
        play(s, "build residence_4 at 0,1 tokens 0");
        EXPECT_EQ(player(s, 0).coins, 6 - 2 * (3 - bricks)) << bricks << " bricks";
    }
    EXPECT_EQ(buildCoinCost(3, 0, 0), 6);
    EXPECT_EQ(buildCoinCost(3, 1, 1), 2);
    EXPECT_EQ(buildCoinCost(3, 5, 0), 0);
    EXPECT_EQ(buildCoinCost(1, 0, 1), 0);
    EXPECT_EQ(buildCoinCost(0, 0, 0), 0);
}

TEST(RulesBuild, NotEnoughCoinsToBuyBricks) {
    GameState s = buildTurn({}, {Card::Residence4, Card::Residence2}, 0, 5);
    expectRejected(s, "build residence_4 at 0,1 tokens 0", ActionError::NotEnoughCoins);
    // Only the affordable card is offered.
    EXPECT_EQ(legalBuildTexts(s, "residence_4").size(), 0u);
    EXPECT_EQ(legalBuildTexts(s, "residence_2").size(), 6u);
    play(s, "build residence_2 at 0,1 tokens 0");
    EXPECT_EQ(player(s, 0).coins, 3);
}

TEST(RulesBuild, BrickTokensReplaceBricks) {
    GameState s =
        buildTurn({{0, 1, Card::GrainFarm}, {2, 0, Card::GrainFarm}}, {Card::Residence4}, 1, 5);
    City& c = player(s, 0).city;
    c.brickTokens = bit(cellIndex(0, 1)) | bit(cellIndex(2, 0));
    // cost 3 - 1 brick = 2 missing: T = 0 (4 coins), 1 (2 coins) or 2 (free).
    EXPECT_EQ(legalBuildTexts(s, "residence_4").size(), 3u * 9u);
    expectRejected(s, "build residence_4 at 1,1 tokens 3", ActionError::NotEnoughBrickTokens);
    play(s, "build residence_4 at 1,1 tokens 2");
    EXPECT_EQ(player(s, 0).coins, 5);
    EXPECT_EQ(player(s, 0).city.brickTokenCount(), 0);
}

TEST(RulesBuild, OneTokenAndCoins) {
    GameState s = buildTurn({{0, 1, Card::GrainFarm}}, {Card::Residence4}, 1, 5);
    player(s, 0).city.brickTokens = bit(cellIndex(0, 1));
    play(s, "build residence_4 at 1,1 tokens 1");
    EXPECT_EQ(player(s, 0).coins, 3);
    EXPECT_EQ(player(s, 0).city.brickTokens, 0u);
}

// T <= max(0, cost - bricks): tokens may not be wasted.
TEST(RulesBuild, TokensBeyondTheMissingBricksAreRejected) {
    GameState s = buildTurn({{0, 1, Card::GrainFarm}, {2, 0, Card::Vineyard}},
                            {Card::Residence3, Card::Residence2}, 1, 5);
    player(s, 0).city.brickTokens = bit(cellIndex(0, 1)) | bit(cellIndex(2, 0));
    expectRejected(s, "build residence_2 at 1,1 tokens 1", ActionError::TooManyBrickTokens);
    expectRejected(s, "build residence_3 at 1,1 tokens 2", ActionError::TooManyBrickTokens);
    for (const std::string& t : legalBuildTexts(s, "residence_2")) {
        EXPECT_NE(t.find("tokens 0"), std::string::npos) << t;
    }
    std::set<std::string> tokens3;
    for (const std::string& t : legalBuildTexts(s, "residence_3")) {
        tokens3.insert(t.substr(t.size() - 8));
    }
    EXPECT_EQ(tokens3, (std::set<std::string>{"tokens 0", "tokens 1"}));
}

// Too few coins: only token counts that make the build affordable are legal.
TEST(RulesBuild, LegalTokenCountsDependOnCoins) {
    GameState s = buildTurn({{0, 1, Card::GrainFarm}}, {Card::Residence3}, 0, 2);
    player(s, 0).city.brickTokens = bit(cellIndex(0, 1));
    const std::vector<std::string> expected{
        "build residence_3 at -1,0 tokens 1", "build residence_3 at -1,1 tokens 1",
        "build residence_3 at 0,-1 tokens 1", "build residence_3 at 0,2 tokens 1",
        "build residence_3 at 1,-1 tokens 1", "build residence_3 at 1,1 tokens 1",
        "build residence_3 at 2,0 tokens 1",
    };
    EXPECT_EQ(legalBuildTexts(s, "residence_3"), expected);
    expectRejected(s, "build residence_3 at 1,1 tokens 0", ActionError::NotEnoughCoins);
    play(s, "build residence_3 at 1,1 tokens 1");
    EXPECT_EQ(player(s, 0).coins, 0);
}

// Brick tokens produced in this turn can pay for a build later in the same turn.
TEST(RulesBuild, TokensProducedThisTurnPayForTheBuild) {
    GameState s =
        buildTurn({{0, 1, Card::GrainFarm}, {1, 1, Card::Vineyard}}, {Card::Residence4}, 1, 0, 2);
    EXPECT_TRUE(legalBuildTexts(s, "residence_4").empty()) << "no tokens and no coins yet";
    play(s, "produce");
    EXPECT_EQ(player(s, 0).city.brickTokenCount(), 2);
    EXPECT_EQ(player(s, 0).coins, 2) << "starting farm and vineyard";
    play(s, "build residence_4 at 2,0 tokens 2");
    EXPECT_EQ(player(s, 0).city.at(2, 0), Card::Residence4);
    EXPECT_EQ(player(s, 0).city.brickTokenCount(), 0);
    EXPECT_EQ(player(s, 0).coins, 2);
}

// Tokens are spent in reading order: smallest y first, then smallest x.
TEST(RulesBuild, TokensAreSpentInReadingOrder) {
    const auto tokensAfter = [](int spend) {
        GameState s = buildTurn({{1, 1, Card::GrainFarm},
                                 {0, -1, Card::GrainFarm},
                                 {2, 0, Card::Vineyard},
                                 {-1, 0, Card::GrainFarm}},
                                {Card::Residence4}, 0, 6);
        City& c = player(s, 0).city;
        c.brickTokens = bit(cellIndex(1, 1)) | bit(cellIndex(0, -1)) | bit(cellIndex(2, 0)) |
                        bit(cellIndex(-1, 0));
        play(s, "build residence_4 at 1,-1 tokens " + std::to_string(spend));
        return cellTexts(player(s, 0).city.brickTokens);
    };
    EXPECT_EQ(tokensAfter(0), (std::vector<std::string>{"0,-1", "-1,0", "2,0", "1,1"}));
    EXPECT_EQ(tokensAfter(1), (std::vector<std::string>{"-1,0", "2,0", "1,1"}));
    EXPECT_EQ(tokensAfter(2), (std::vector<std::string>{"2,0", "1,1"}));
    EXPECT_EQ(tokensAfter(3), (std::vector<std::string>{"1,1"}));
}

TEST(RulesBuild, BuildFromTheHandOnly) {
    GameState s = buildTurn({}, {Card::Residence2}, 3, 5);
    expectRejected(s, "build market at 0,1 tokens 0", ActionError::NotInHand);
    expectRejected(s, 0, Action::build(Card::None, 0, 1, 0), ActionError::NotInHand);
}

TEST(RulesBuild, TwoCopiesInHandBuildOne) {
    GameState s = buildTurn({}, {Card::Residence2, Card::Residence2}, 1, 5);
    play(s, "build residence_2 at 0,1 tokens 0");
    EXPECT_EQ(handTexts(s, 0), (std::vector<std::string>{"residence_2"}));
}

TEST(RulesBuild, MustBeAdjacentAndEmpty) {
    GameState s = buildTurn({}, {Card::Residence2}, 1, 5);
    expectRejected(s, "build residence_2 at 0,0 tokens 0", ActionError::CellOccupied);
    expectRejected(s, "build residence_2 at 1,0 tokens 0", ActionError::CellOccupied);
    expectRejected(s, "build residence_2 at 3,0 tokens 0", ActionError::NotAdjacent);
    expectRejected(s, "build residence_2 at 0,2 tokens 0", ActionError::NotAdjacent);
    expectRejected(s, "build residence_2 at -1,-1 tokens 0",
                   ActionError::NotAdjacent); // diagonal is not adjacent
    expectRejected(s, "build residence_2 at 2,1 tokens 0", ActionError::NotAdjacent);
    expectRejected(s, "build residence_2 at 4,0 tokens 0", ActionError::OutsideCity);
    expectRejected(s, "build residence_2 at -3,0 tokens 0", ActionError::OutsideCity);
    expectRejected(s, "build residence_2 at 0,4 tokens 0", ActionError::OutsideCity);
    expectRejected(s, "build residence_2 at 0,-4 tokens 0", ActionError::OutsideCity);
    expectRejected(s, "build residence_2 at 50,50 tokens 0", ActionError::OutsideCity);
}

TEST(RulesBuild, StartingCityHasSixBuildableCells) {
    const City c = startingCity();
    EXPECT_EQ(cellTexts(c.buildableCells(Card::Residence2)),
              (std::vector<std::string>{"0,-1", "1,-1", "-1,0", "2,0", "0,1", "1,1"}));
}

// The 4x4 bound: a row four wide cannot grow sideways.
TEST(RulesBuild, FourWideRowCannotGrowSideways) {
    const City c = cityOf({{-1, 0, Card::Residence2}, {2, 0, Card::Residence2}});
    EXPECT_EQ(
        cellTexts(c.buildableCells(Card::Market)),
        (std::vector<std::string>{"-1,-1", "0,-1", "1,-1", "2,-1", "-1,1", "0,1", "1,1", "2,1"}));
    GameState s =
        buildTurn({{-1, 0, Card::Residence2}, {2, 0, Card::Residence2}}, {Card::Residence2}, 1, 5);
    expectRejected(s, "build residence_2 at 3,0 tokens 0", ActionError::OutsideCity);
    expectRejected(s, "build residence_2 at -2,0 tokens 0", ActionError::OutsideCity);
}

TEST(RulesBuild, FourTallColumnCannotGrowUpOrDown) {
    const City c =
        cityOf({{0, 1, Card::Residence2}, {0, 2, Card::Residence2}, {0, 3, Card::Residence2}});
    EXPECT_EQ(
        cellTexts(c.buildableCells(Card::Residence3)),
        (std::vector<std::string>{"-1,0", "2,0", "-1,1", "1,1", "-1,2", "1,2", "-1,3", "1,3"}));
    EXPECT_EQ(c.buildableCells(Card::Residence3) & (bit(cellIndex(0, -1)) | bit(cellIndex(1, -1))),
              0u);
}

TEST(RulesBuild, FullFourByFourCityHasNoRoomExceptForAqueducts) {
    City c = startingCity();
    for (int y = 0; y < 4; ++y) {
        for (int x = -1; x < 3; ++x) {
            if (c.at(x, y) == Card::None) {
                c.place(Card::Residence2, cellIndex(x, y));
            }
        }
    }
    EXPECT_EQ(c.buildingCount(), 16);
    EXPECT_TRUE(c.isLegal());
    EXPECT_EQ(c.buildableCells(Card::Residence2), 0u);
    EXPECT_EQ(c.buildableCells(Card::Market), 0u);
    EXPECT_EQ(c.buildableCells(Card::Shrine), 0u);
    EXPECT_EQ(c.buildableCells(Card::Aqueduct), c.occupied)
        << "an aqueduct may replace any of the 16";
}

// An L-shaped city: the bound applies to width and height separately.
TEST(RulesBuild, LShapedCityBounds) {
    const City c =
        cityOf({{2, 0, Card::Residence2}, {2, 1, Card::Residence2}, {2, 2, Card::Residence2}});
    // x spans 0..2, y spans 0..2: one more column (either side) and one more row are allowed.
    EXPECT_EQ(cellTexts(c.buildableCells(Card::Residence2)),
              (std::vector<std::string>{"0,-1", "1,-1", "2,-1", "-1,0", "3,0", "0,1", "1,1", "3,1",
                                        "1,2", "3,2", "2,3"}));
    const City wide = cityOf({{2, 0, Card::Residence2},
                              {2, 1, Card::Residence2},
                              {2, 2, Card::Residence2},
                              {3, 2, Card::Residence2},
                              {2, 3, Card::Residence2}});
    // Now 4 wide (x 0..3) and 4 tall (y 0..3): only cells inside that frame.
    EXPECT_EQ(cellTexts(wide.buildableCells(Card::Residence2)),
              (std::vector<std::string>{"3,0", "0,1", "1,1", "3,1", "1,2", "1,3", "3,3"}));
}

// The legal build list agrees with apply(): every listed build succeeds, every other cell and
// token count is rejected without changing the state.
TEST(RulesBuild, LegalBuildsAgreeWithApply) {
    const std::vector<std::vector<std::tuple<int, int, Card>>> cities{
        {},
        {{-1, 0, Card::Residence2}, {2, 0, Card::Residence2}},
        {{0, 1, Card::GrainFarm}, {0, 2, Card::Residence3}, {1, 2, Card::Aqueduct}},
        {{2, 0, Card::Aqueduct},
         {2, 1, Card::Residence2},
         {2, 2, Card::Residence2},
         {-1, 0, Card::Vineyard}},
    };
    for (std::size_t ci = 0; ci < cities.size(); ++ci) {
        for (Card card : {Card::Residence2, Card::Market, Card::Aqueduct, Card::Shrine}) {
            GameState s = turnFor(3, 0, 1, 0, 3);
            City& city = player(s, 0).city;
            city = startingCity();
            for (const auto& [x, y, c] : cities[ci]) {
                city.place(c, cellIndex(x, y));
            }
            if (city.at(0, 1) == Card::GrainFarm) {
                city.brickTokens = bit(cellIndex(0, 1));
            }
            if (city.at(-1, 0) == Card::Vineyard) {
                city.brickTokens |= bit(cellIndex(-1, 0));
            }
            giveHand(s, 0, {card});
            const auto legal = legalBuildTexts(s, cardId(card));
            const std::set<std::string> legalSet(legal.begin(), legal.end());
            EXPECT_EQ(legalSet.size(), legal.size()) << "each build listed once";
            for (int y = -4; y <= 4; ++y) {
                for (int x = -3; x <= 4; ++x) {
                    for (int t = 0; t <= 2; ++t) {
                        const std::string text = "build " + std::string(cardId(card)) + " at " +
                                                 std::to_string(x) + "," + std::to_string(y) +
                                                 " tokens " + std::to_string(t);
                        GameState copy = s;
                        const StateBytes before = bytesOf(copy);
                        const ActionError e = apply(copy, 0, act(text));
                        EXPECT_EQ(e == ActionError::None, legalSet.count(text) == 1)
                            << "city " << ci << ": " << text << " -> " << errorCode(e);
                        if (e != ActionError::None) {
                            EXPECT_EQ(std::memcmp(before.data(), &copy, sizeof(GameState)), 0)
                                << text;
                        } else {
                            EXPECT_TRUE(player(copy, 0).city.isLegal()) << text;
                        }
                    }
                }
            }
        }
    }
}

TEST(RulesBuild, AfterBuildingTheCityStaysLegal) {
    GameState s = buildTurn({{-1, 0, Card::Residence2}}, {Card::Residence3}, 2, 5);
    play(s, "build residence_3 at -1,-1 tokens 0");
    EXPECT_TRUE(player(s, 0).city.isLegal());
    EXPECT_EQ(player(s, 0).city.at(-1, -1), Card::Residence3);
}

} // namespace
} // namespace cor::test::rules
