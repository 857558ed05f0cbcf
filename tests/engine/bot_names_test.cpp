// Bot names (bots/bot.h): every kind, "ismcts:K" and the five levels make bots; anything else
// is refused; "ismcts:K" searches exactly K iterations a move.
#include "engine/bots/bot.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/rules.h"
#include "engine/view.h"
#include "tests/engine/test_support.h"

#include <gtest/gtest.h>
#include <string>

namespace cor {
namespace {

TEST(BotNames, KindsIterationCountsAndLevels) {
    for (const char* name : {"random", "greedy", "ismcts", "ismcts:1", "ismcts:30000",
                             "ismcts:100000000", "beginner", "easy", "normal", "hard", "expert"}) {
        EXPECT_TRUE(isBotName(name)) << name;
        EXPECT_NE(makeNamedBot(name, 1), nullptr) << name;
        EXPECT_NE(botKindList().find(std::string(name).substr(0, 6)), std::string::npos) << name;
    }
    for (const char* name : {"", "oracle", "ismcts:", "ismcts:0", "ismcts:01", "ismcts:-5",
                             "ismcts:100000001", "ismcts:12x", "ismcts: 5", "Expert", "greedy:3"}) {
        EXPECT_FALSE(isBotName(name)) << name;
        EXPECT_EQ(makeNamedBot(name, 1), nullptr) << name;
    }
    EXPECT_EQ(ismctsIterations("ismcts:250"), 250);
    EXPECT_EQ(ismctsIterations("ismcts"), std::nullopt);
}

TEST(BotNames, LevelsAreNamedWeakestFirst) {
    ASSERT_EQ(kDifficultyNames.size(), 5u);
    for (std::size_t i = 0; i < kDifficultyNames.size(); ++i) {
        const auto level = difficultyFromName(kDifficultyNames[i]);
        ASSERT_TRUE(level.has_value());
        EXPECT_EQ(static_cast<std::size_t>(*level), i);
        EXPECT_EQ(difficultyName(*level), kDifficultyNames[i]);
    }
    EXPECT_EQ(difficultyName(Difficulty::Beginner), "beginner");
    EXPECT_EQ(difficultyName(Difficulty::Expert), "expert");
}

TEST(BotNames, IsmctsWithACountSearchesThatManyIterations) {
    ActionList legal;
    const GameState s = test::playRandomUntil(GameSetup{3, 12, false}, 5, [&](const GameState& g) {
        legalActions(g, legal);
        return g.round >= 3 && legal.size() >= 3;
    });
    ASSERT_FALSE(isOver(s));
    legalActions(s, legal);
    const auto bot =
        makeNamedBot("ismcts:37", 2, BotBudget{500, 0.0}); // the budget is for "ismcts"
    auto* search = dynamic_cast<IsmctsBot*>(bot.get());
    ASSERT_NE(search, nullptr);
    EXPECT_TRUE(legal.contains(search->choose(makeView(s, seatToAct(s)), legal)));
    EXPECT_EQ(search->lastStats().iterations, 37);
}

} // namespace
} // namespace cor
