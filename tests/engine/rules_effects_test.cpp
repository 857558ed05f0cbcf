// Building effects (public buildings when built, stars) and the produce action
// (rulebook "Building reference", "Produce Action"; CLARIFICATIONS §1, §4.5).
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

// Seat 1 of 4 to act with 3 bricks; the city has room at 0,1 with four neighbours
// (0,0 above, -1,1 left, 1,1 right, 0,2 below) and at 1,-1 with one neighbour (1,0).
GameState effectTurn(Card card, int coins = 5) {
    GameState s = turnFor(4, 1, 3, 0, coins);
    buildCity(player(s, 1).city, {{1, 1, Card::Residence2},
                                  {1, 2, Card::Residence2},
                                  {0, 2, Card::Residence2},
                                  {-1, 0, Card::Residence2},
                                  {-1, 1, Card::Residence2}});
    giveHand(s, 1, {card});
    return s;
}

struct EffectCase {
    Card card;
    int coins4, influence4, points4, draws4; // built with four neighbours
    int coins1, influence1, points1, draws1; // built with one neighbour
};

class RulesPublicEffect : public ::testing::TestWithParam<EffectCase> {};

TEST_P(RulesPublicEffect, EffectCountsAdjacentBuildings) {
    const EffectCase& e = GetParam();
    {
        GameState s = effectTurn(e.card);
        play(s, "build " + std::string(cardId(e.card)) + " at 0,1 tokens 0");
        const PlayerState& p = player(s, 1);
        EXPECT_EQ(p.coins, 5 + e.coins4);
        EXPECT_EQ(p.influence, e.influence4);
        EXPECT_EQ(p.city.points[static_cast<std::size_t>(cellIndex(0, 1))], e.points4);
        EXPECT_EQ(s.turn.schoolDraws, e.draws4);
        EXPECT_TRUE(p.city.isLegal());
    }
    {
        GameState s = effectTurn(e.card);
        play(s, "build " + std::string(cardId(e.card)) + " at 1,-1 tokens 0");
        const PlayerState& p = player(s, 1);
        EXPECT_EQ(p.coins, 5 + e.coins1);
        EXPECT_EQ(p.influence, e.influence1);
        EXPECT_EQ(p.city.points[static_cast<std::size_t>(cellIndex(1, -1))], e.points1);
        EXPECT_EQ(s.turn.schoolDraws, e.draws1);
    }
}

INSTANTIATE_TEST_SUITE_P(Publics, RulesPublicEffect,
                         ::testing::Values(EffectCase{Card::Market, 4, 0, 0, 0, 1, 0, 0, 0},
                                           EffectCase{Card::ForumRomanum, 5, 0, 0, 0, 2, 0, 0, 0},
                                           EffectCase{Card::Arena, 0, 4, 0, 0, 0, 1, 0, 0},
                                           EffectCase{Card::Colosseum, 0, 5, 0, 0, 0, 2, 0, 0},
                                           EffectCase{Card::ThermalBaths, 0, 0, 4, 0, 0, 0, 1, 0},
                                           EffectCase{Card::ImperialThermalBaths, 0, 0, 5, 0, 0, 0,
                                                      2, 0},
                                           EffectCase{Card::School, 0, 0, 0, 4, 0, 0, 0, 1},
                                           EffectCase{Card::University, 0, 0, 0, 5, 0, 0, 0, 2}),
                         [](const ::testing::TestParamInfo<EffectCase>& param) {
                             return std::string(cardId(param.param.card));
                         });

TEST(RulesEffects, MarketCoinsAfterBuyingBricks) {
    GameState s = effectTurn(Card::Market);
    s.turn.bricks = 1;
    EventLog log;
    ASSERT_EQ(apply(s, 1, act("build market at 0,1 tokens 0"), &log), ActionError::None);
    EXPECT_EQ(player(s, 1).coins, 5 - 4 + 4);
    ASSERT_FALSE(log.empty());
    EXPECT_EQ(log[0].kind, EventKind::Built);
    EXPECT_EQ(log[0].value, 4) << "coins paid";
    EXPECT_EQ(log[0].amount, 0) << "tokens spent";
}

TEST(RulesEffects, NonPublicBuildingsHaveNoBuildEffect) {
    for (Card c :
         {Card::Residence2, Card::Residence3, Card::Residence4, Card::VegetableFarm,
          Card::GrainFarm, Card::SheepFarm, Card::Vineyard, Card::Aqueduct, Card::TempleMinerva,
          Card::TempleFortuna, Card::TempleCupid, Card::TempleJuno, Card::TempleSaturn}) {
        GameState s = effectTurn(c);
        play(s, "build " + std::string(cardId(c)) + " at 0,1 tokens 0");
        const PlayerState& p = player(s, 1);
        EXPECT_EQ(p.coins, 5) << cardId(c);
        EXPECT_EQ(p.influence, 0) << cardId(c);
        EXPECT_EQ(p.city.brickTokens, 0u) << cardId(c) << ": farms get tokens only when producing";
        EXPECT_EQ(s.turn.schoolDraws, 0) << cardId(c);
    }
}

// Stars give that many influence tokens when the building is built.
TEST(RulesEffects, StarsGiveInfluenceTokens) {
    const std::vector<std::pair<Card, int>> starred{
        {Card::LuxuryResidence2, 1}, {Card::LuxuryResidence3, 1}, {Card::LuxuryResidence4, 1},
        {Card::GrandAqueduct, 1},    {Card::TempleLuna, 1},       {Card::TempleMars, 3},
        {Card::TempleVenus, 1},      {Card::TempleJupiter, 2},    {Card::TempleMercury, 2},
    };
    for (const auto& [card, stars] : starred) {
        GameState s = effectTurn(card);
        player(s, 1).influence = 2;
        play(s, "build " + std::string(cardId(card)) + " at 1,-1 tokens 0");
        EXPECT_EQ(player(s, 1).influence, 2 + stars) << cardId(card);
        EXPECT_EQ(player(s, 1).coins, 5) << cardId(card);
    }
}

TEST(RulesEffects, SpecialTemplesCostTwoBricks) {
    for (Card c : {Card::TempleLuna, Card::TempleMars, Card::TempleVenus, Card::TempleJupiter,
                   Card::TempleMercury}) {
        GameState s = effectTurn(c);
        s.turn.bricks = 0;
        play(s, "build " + std::string(cardId(c)) + " at 1,-1 tokens 0");
        EXPECT_EQ(player(s, 1).coins, 1) << cardId(c);
    }
    for (Card c : {Card::TempleMinerva, Card::TempleFortuna, Card::TempleCupid, Card::TempleJuno,
                   Card::TempleSaturn}) {
        GameState s = effectTurn(c, 6);
        s.turn.bricks = 0;
        play(s, "build " + std::string(cardId(c)) + " at 1,-1 tokens 0");
        EXPECT_EQ(player(s, 1).coins, 0) << cardId(c);
    }
}

// --- Produce ---------------------------------------------------------------------------

GameState produceTurn(std::initializer_list<std::tuple<int, int, Card>> city, int cogs,
                      int coins = 5) {
    GameState s = turnFor(4, 2, 0, cogs, coins);
    buildCity(player(s, 2).city, city);
    return s;
}

TEST(RulesProduce, StartingFarmGivesOneCoin) {
    GameState s = produceTurn({}, 2);
    play(s, "produce");
    EXPECT_EQ(player(s, 2).coins, 6);
    EXPECT_EQ(player(s, 2).influence, 0);
}

TEST(RulesProduce, MissingCogsCostOneCoinEach) {
    for (int cogs = 0; cogs <= 3; ++cogs) {
        GameState s = produceTurn({}, cogs);
        play(s, "produce");
        EXPECT_EQ(player(s, 2).coins, 5 - std::max(0, 2 - cogs) + 1) << cogs << " cogs";
    }
    GameState broke = produceTurn({}, 0, 1);
    expectRejected(broke, "produce", ActionError::NotEnoughCoins);
    EXPECT_FALSE(hasLegal(broke, "produce"));
    GameState justEnough = produceTurn({}, 0, 2);
    play(justEnough, "produce");
    EXPECT_EQ(player(justEnough, 2).coins, 1);
}

TEST(RulesProduce, EveryProductionBuildingOnce) {
    GameState s = produceTurn({{0, 1, Card::VegetableFarm},
                               {1, 1, Card::VegetableFarm},
                               {-1, 0, Card::GrainFarm},
                               {2, 0, Card::GrainFarm},
                               {0, -1, Card::SheepFarm},
                               {1, -1, Card::SheepFarm},
                               {2, 1, Card::Vineyard},
                               {0, 2, Card::Residence2}},
                              2);
    City& c = player(s, 2).city;
    c.brickTokens = bit(cellIndex(2, 0)); // this grain farm already has a token
    play(s, "produce");
    const PlayerState& p = player(s, 2);
    EXPECT_EQ(p.coins, 5 + 1 + 2 + 1) << "starting farm, two vegetable farms, vineyard";
    EXPECT_EQ(p.influence, 2) << "two sheep farms";
    EXPECT_EQ(cellTexts(p.city.brickTokens), (std::vector<std::string>{"-1,0", "2,0", "2,1"}))
        << "one token on each grain farm and the vineyard, never two";
    EXPECT_TRUE(p.city.isLegal());
}

TEST(RulesProduce, GrainFarmGetsATokenOnlyIfItHasNone) {
    GameState s = produceTurn({{0, 1, Card::GrainFarm}}, 2);
    player(s, 2).city.brickTokens = bit(cellIndex(0, 1));
    play(s, "produce");
    EXPECT_EQ(player(s, 2).city.brickTokenCount(), 1);
    EXPECT_EQ(player(s, 2).coins, 6);
}

TEST(RulesProduce, VineyardGivesACoinAndABrickToken) {
    GameState s = produceTurn({{0, 1, Card::Vineyard}}, 2);
    play(s, "produce");
    EXPECT_EQ(player(s, 2).coins, 7);
    EXPECT_EQ(cellTexts(player(s, 2).city.brickTokens), (std::vector<std::string>{"0,1"}));
    // Produced again in a later turn with the token still there: coin only.
    giveTurn(s, 2, 0, 2);
    play(s, "produce");
    EXPECT_EQ(player(s, 2).coins, 9);
    EXPECT_EQ(player(s, 2).city.brickTokenCount(), 1);
}

TEST(RulesProduce, TokensStayBetweenRounds) {
    GameState s = produceTurn({{0, 1, Card::GrainFarm}}, 2);
    play(s, "produce");
    play(s, "pass");
    EXPECT_EQ(player(s, 2).city.brickTokenCount(), 1);
}

TEST(RulesProduce, ProduceWithoutFarmsButTheStartingFarmReplaced) {
    GameState s = produceTurn({{0, 1, Card::Residence2}}, 2);
    player(s, 2).city.place(Card::Aqueduct, cellIndex(1, 0));
    play(s, "produce");
    EXPECT_EQ(player(s, 2).coins, 5) << "nothing produces";
}

} // namespace
} // namespace cor::test::rules
