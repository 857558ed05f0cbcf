// arena: the output's shape, seat rotation, determinism across threads, and argument errors.
#include "app/cli/arena.h"
#include "app/cli/json_input.h"
#include "tests/cli/cli_test_support.h"

#include <gtest/gtest.h>
#include <sstream>

namespace cor::cli::test {
namespace {

// An arena's result without the seconds per move, which are measured, not played.
Json withoutTimes(const std::string& out) {
    Json result = Json::parse(out);
    for (Json& bot : result["bots"]) {
        bot.erase("seconds_per_move");
        bot.erase("max_seconds_per_move");
    }
    return result;
}

TEST(Arena, OneEntryPerSeatWithWinsAndMeanScores) {
    const RunResult r = runCli(
        {"arena", "--players", "2", "--games", "20", "--seed", "3", "--bots", "greedy,random"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json result = Json::parse(r.out);
    EXPECT_EQ(result["games"], 20);
    ASSERT_EQ(result["bots"].size(), 2u);
    EXPECT_EQ(result["bots"][0]["name"], "greedy");
    EXPECT_EQ(result["bots"][1]["name"], "random");
    int decided = 0;
    for (const Json& bot : result["bots"]) {
        decided += bot["wins"].get<int>();
        EXPECT_GE(bot["shared_wins"].get<int>(), 0);
        EXPECT_GT(bot["mean_score"].get<double>(), 0.0);
    }
    EXPECT_LE(decided, 20); // shared victories count for no one alone
    EXPECT_GE(result["bots"][0]["wins"].get<int>(), 17) << "greedy should beat random";
}

TEST(Arena, EveryEntrantPlaysEverySeatEqually) {
    for (int players = 2; players <= 4; ++players) {
        for (std::uint64_t first = 0; first < 8; ++first) {
            // Over `players` consecutive games, each (entrant, seat) pair occurs exactly once.
            std::vector<int> seen(static_cast<std::size_t>(players * players), 0);
            for (std::uint64_t g = first; g < first + static_cast<std::uint64_t>(players); ++g) {
                std::vector<bool> seated(static_cast<std::size_t>(players), false);
                for (int seat = 0; seat < players; ++seat) {
                    const int entrant = entrantAtSeat(seat, g, players);
                    ASSERT_GE(entrant, 0);
                    ASSERT_LT(entrant, players);
                    EXPECT_FALSE(seated[static_cast<std::size_t>(entrant)])
                        << "an entrant twice in one game";
                    seated[static_cast<std::size_t>(entrant)] = true;
                    ++seen[static_cast<std::size_t>(entrant * players + seat)];
                }
            }
            for (int count : seen) {
                EXPECT_EQ(count, 1) << players << " players from game " << first;
            }
        }
    }
}

TEST(Arena, ShorterListsAreCycledOverTheSeats) {
    const RunResult r = runCli(
        {"arena", "--players", "4", "--games", "4", "--seed", "1", "--bots", "greedy,random"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json result = Json::parse(r.out);
    ASSERT_EQ(result["bots"].size(), 4u);
    EXPECT_EQ(result["bots"][2]["name"], "greedy");
    EXPECT_EQ(result["bots"][3]["name"], "random");
}

TEST(Arena, SameResultWithMoreThreads) {
    const std::vector<std::string> args{"arena",
                                        "--players",
                                        "3",
                                        "--games",
                                        "6",
                                        "--seed",
                                        "5",
                                        "--bots",
                                        "ismcts,greedy,random",
                                        "--iterations",
                                        "30"};
    std::vector<std::string> threaded = args;
    threaded.insert(threaded.end(), {"--threads", "2"});
    const RunResult one = runCli(args);
    const RunResult two = runCli(threaded);
    ASSERT_EQ(one.code, 0) << one.err;
    ASSERT_EQ(two.code, 0) << two.err;
    EXPECT_EQ(withoutTimes(one.out), withoutTimes(two.out));
}

TEST(Arena, LevelsAndIterationCountsAreEntrantsWithTheirTimes) {
    const RunResult r = runCli(
        {"arena", "--players", "2", "--games", "2", "--seed", "4", "--bots", "beginner,ismcts:20"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json result = Json::parse(r.out);
    ASSERT_EQ(result["bots"].size(), 2u);
    EXPECT_EQ(result["bots"][0]["name"], "beginner");
    EXPECT_EQ(result["bots"][1]["name"], "ismcts:20");
    for (const Json& bot : result["bots"]) {
        const double mean = bot["seconds_per_move"].get<double>();
        const double longest = bot["max_seconds_per_move"].get<double>();
        EXPECT_GT(longest, 0.0) << bot["name"];
        EXPECT_GE(longest, mean) << bot["name"];
        EXPECT_LT(longest, 5.0) << bot["name"];
    }
}

TEST(Arena, IterationsApplyToABareIsmctsOnly) {
    // ismcts:10 keeps its own budget whatever --iterations says: the same games either way.
    const auto play = [](const std::string& iterations) {
        const RunResult r = runCli({"arena", "--players", "2", "--games", "2", "--seed", "8",
                                    "--bots", "ismcts:10,greedy", "--iterations", iterations});
        EXPECT_EQ(r.code, 0) << r.err;
        return withoutTimes(r.out);
    };
    EXPECT_EQ(play("5"), play("400"));
}

TEST(Arena, BadArgumentsExitTwo) {
    const std::vector<std::vector<std::string>> bad{
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "greedy"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots",
         "greedy,random,random"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "greedy,wizard"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "greedy,ismcts:0"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "greedy,ismcts:x"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "greedy,Expert"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "ismcts,greedy",
         "--iterations", "5", "--seconds-per-move", "1"},
        {"arena", "--players", "2", "--games", "2", "--seed", "1", "--bots", "ismcts,greedy",
         "--seconds-per-move", "soon"},
        {"arena", "--players", "5", "--games", "2", "--seed", "1", "--bots", "greedy,random"},
        {"arena", "--games", "2", "--seed", "1", "--bots", "greedy,random"},
    };
    for (const auto& args : bad) {
        const RunResult r = runCli(args);
        EXPECT_EQ(r.code, 2) << args.back();
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
    }
}

TEST(Arena, HelpExitsZero) {
    const RunResult r = runCli({"arena", "--help"});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("--bots"), std::string::npos);
}

} // namespace
} // namespace cor::cli::test
