// ladder: the JSON the contract promises on a tiny round robin, the anchor, argument errors,
// and the Elo fit itself on results with a known answer.
#include "app/cli/elo.h"
#include "app/cli/json_input.h"
#include "tests/cli/cli_test_support.h"

#include <cmath>
#include <gtest/gtest.h>

namespace cor::cli::test {
namespace {

TEST(Ladder, RoundRobinWithRatingsAndTimes) {
    const RunResult r = runCli({"ladder", "--players", "2", "--games", "4", "--seed", "2",
                                "--levels", "beginner,easy,ismcts:10", "--threads", "2"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json result = Json::parse(r.out);
    ASSERT_EQ(result["levels"].size(), 3u);
    ASSERT_EQ(result["pairs"].size(), 3u);
    EXPECT_EQ(result["levels"][0]["name"], "beginner");
    EXPECT_EQ(result["levels"][0]["elo"], 1000.0);
    EXPECT_EQ(result["levels"][0]["elo_low"], 1000.0);
    EXPECT_EQ(result["levels"][0]["elo_high"], 1000.0);
    for (const Json& level : result["levels"]) {
        EXPECT_LE(level["elo_low"].get<double>(), level["elo"].get<double>()) << level["name"];
        EXPECT_GE(level["elo_high"].get<double>(), level["elo"].get<double>()) << level["name"];
        EXPECT_GT(level["max_seconds_per_move"].get<double>(), 0.0) << level["name"];
        EXPECT_GE(level["max_seconds_per_move"].get<double>(),
                  level["seconds_per_move"].get<double>())
            << level["name"];
    }
    for (const Json& level : {result["levels"][1], result["levels"][2]}) {
        EXPECT_LT(level["elo_low"].get<double>(), level["elo_high"].get<double>());
    }
    const Json& first = result["pairs"][0];
    EXPECT_EQ(first["a"], "beginner");
    EXPECT_EQ(first["b"], "easy");
    EXPECT_EQ(first["games"], 4);
    EXPECT_GE(first["a_win_rate"].get<double>(), 0.0);
    EXPECT_LE(first["a_win_rate"].get<double>(), 1.0);
}

TEST(Ladder, ThreePlayersAndTheFirstLevelAsAnchorWithoutBeginner) {
    const RunResult r = runCli(
        {"ladder", "--players", "3", "--games", "2", "--seed", "1", "--levels", "easy,random"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json result = Json::parse(r.out);
    EXPECT_EQ(result["levels"][0]["elo"], 1000.0);
    EXPECT_EQ(result["pairs"][0]["games"], 2);
    EXPECT_GT(result["levels"][0]["elo"].get<double>(), result["levels"][1]["elo"].get<double>())
        << "greedy should beat random";
}

TEST(Ladder, BadArgumentsExitTwo) {
    const std::vector<std::vector<std::string>> bad{
        {"ladder", "--players", "2", "--games", "2", "--seed", "1", "--levels", "easy"},
        {"ladder", "--players", "2", "--games", "2", "--seed", "1", "--levels", "easy,wizard"},
        {"ladder", "--players", "2", "--games", "2", "--seed", "1", "--levels", "easy,easy"},
        {"ladder", "--players", "2", "--games", "0", "--seed", "1"},
        {"ladder", "--games", "2", "--seed", "1"},
    };
    for (const auto& args : bad) {
        const RunResult r = runCli(args);
        EXPECT_EQ(r.code, 2) << args.back();
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
    }
    const RunResult help = runCli({"ladder", "--help"});
    EXPECT_EQ(help.code, 0);
    EXPECT_NE(help.out.find("--levels"), std::string::npos);
}

TEST(Elo, RecoversTheRatingDifferenceOfAKnownWinRate) {
    // 76% is 200 Elo; with many games the one extra drawn game hardly matters.
    const double expected = 1.0 / (1.0 + std::pow(10.0, -200.0 / 400.0));
    const std::vector<Rating> ratings =
        fitElo(2, {PairResult{0, 1, 100000, 100000 * (1.0 - expected)}}, 0);
    ASSERT_EQ(ratings.size(), 2u);
    EXPECT_DOUBLE_EQ(ratings[0].elo, 1000.0);
    EXPECT_NEAR(ratings[1].elo, 1200.0, 1.0);
    EXPECT_LT(ratings[1].high - ratings[1].low, 10.0);
    EXPECT_GT(ratings[1].high - ratings[1].low, 0.0);
}

TEST(Elo, ChainsOfPairsAreConsistentAndSweepsStayFinite) {
    // a beats b 3 of 4, b beats c 4 of 4 (a sweep), a never met c: c is below b below a.
    const std::vector<Rating> ratings =
        fitElo(3, {PairResult{0, 1, 4, 3}, PairResult{1, 2, 4, 4}}, 1, 1500.0);
    EXPECT_DOUBLE_EQ(ratings[1].elo, 1500.0);
    EXPECT_GT(ratings[0].elo, 1500.0);
    EXPECT_LT(ratings[2].elo, 1500.0);
    EXPECT_GT(ratings[2].elo, 1000.0); // finite, and not absurd for four games
    EXPECT_GT(ratings[2].high - ratings[2].low, ratings[0].high - ratings[0].low)
        << "c is known only through b";
}

} // namespace
} // namespace cor::cli::test
