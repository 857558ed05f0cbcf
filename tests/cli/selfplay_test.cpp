// selfplay: the JSON lines, the summary, determinism, save files that replay to the same
// scores, and argument errors.
#include "app/cli/cli_error.h"
#include "app/cli/replay.h"
#include "app/cli/save_io.h"
#include "app/cli/selfplay.h"
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "tests/cli/cli_test_support.h"

#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <vector>

namespace cor::cli::test {
namespace {

// The output without the summary's timing, which differs from run to run.
std::string withoutTiming(const std::string& out) {
    std::vector<std::string> lines = splitLines(out);
    Json summary = Json::parse(lines.back());
    summary.erase("seconds");
    summary.erase("games_per_second");
    lines.back() = summary.dump();
    std::string joined;
    for (const std::string& line : lines) {
        joined += line + "\n";
    }
    return joined;
}

TEST(Selfplay, JsonLinesAndSummary) {
    const RunResult result =
        runCli({"selfplay", "--players", "4", "--games", "5", "--seed", "11", "--jsonl"});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_EQ(result.err, "");
    const auto lines = splitLines(result.out);
    ASSERT_EQ(lines.size(), 6u);
    for (std::size_t i = 0; i < 5; ++i) {
        const Json game = Json::parse(lines[i]);
        EXPECT_EQ(keysOf(game), (std::vector<std::string>{"seed", "players", "scores", "winners",
                                                          "actions", "game"}));
        EXPECT_EQ(game["seed"].get<std::uint64_t>(), deriveSeed(11, i));
        EXPECT_EQ(game["players"], 4);
        EXPECT_EQ(game["scores"].size(), 4u);
        EXPECT_FALSE(game["winners"].empty());
        EXPECT_GT(game["actions"].get<int>(), 100);
        EXPECT_EQ(game["game"].get<std::size_t>(), i);
    }
    const Json summary = Json::parse(lines.back());
    EXPECT_EQ(keysOf(summary), (std::vector<std::string>{"games", "seconds", "games_per_second",
                                                         "errors", "invariant_violations"}));
    EXPECT_EQ(summary["games"], 5);
    EXPECT_EQ(summary["errors"], 0);
    EXPECT_EQ(summary["invariant_violations"], 0);
}

TEST(Selfplay, WithoutJsonlOnlyTheSummary) {
    const RunResult result = runCli({"selfplay", "--players", "2", "--games", "3", "--seed", "1"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto lines = splitLines(result.out);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(Json::parse(lines[0])["games"], 3);
}

TEST(Selfplay, SameSeedSameGames) {
    const std::vector<std::string> args{
        "selfplay", "--players",     "3",        "--games", "4", "--seed", "99",
        "--bots",   "random,greedy", "--shrine", "--jsonl"};
    const RunResult first = runCli(args);
    const RunResult second = runCli(args);
    ASSERT_EQ(first.code, 0) << first.err;
    EXPECT_EQ(withoutTiming(first.out), withoutTiming(second.out));
    const RunResult otherSeed = runCli({"selfplay", "--players", "3", "--games", "4", "--seed",
                                        "100", "--bots", "random,greedy", "--shrine", "--jsonl"});
    EXPECT_NE(withoutTiming(first.out), withoutTiming(otherSeed.out));
}

TEST(Selfplay, SaveFilesReplayToTheSameScores) {
    const auto dir = freshTempDir() / "saves"; // created by selfplay
    for (const char* players : {"2", "3", "4"}) {
        const RunResult result =
            runCli({"selfplay", "--players", players, "--games", "3", "--seed", "5", "--bots",
                    "greedy,random", "--jsonl", "--save-dir", dir.string()});
        ASSERT_EQ(result.code, 0) << result.err;
        const auto lines = splitLines(result.out);
        ASSERT_EQ(lines.size(), 4u);
        for (std::size_t i = 0; i < 3; ++i) {
            const Json game = Json::parse(lines[i]);
            const auto path = dir / ("game-00000" + std::to_string(i) + ".json");
            const GameRecord record = readSaveFile(path.string());
            EXPECT_EQ(record.setup.seed, game["seed"].get<std::uint64_t>());
            EXPECT_EQ(static_cast<int>(record.actions.size()), game["actions"].get<int>());

            const RunResult replayed = runCli({"replay", path.string()});
            ASSERT_EQ(replayed.code, 0) << replayed.err;
            const Json sheets = Json::parse(replayed.out);
            EXPECT_EQ(sheets["over"], true);
            EXPECT_EQ(sheets["winners"], game["winners"]);
            ASSERT_EQ(sheets["scores"].size(), game["scores"].size());
            for (std::size_t seat = 0; seat < sheets["scores"].size(); ++seat) {
                EXPECT_EQ(sheets["scores"][seat]["total"], game["scores"][seat])
                    << path << " seat " << seat;
            }
        }
    }
}

TEST(Selfplay, BadArguments) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"selfplay", "--games", "1", "--seed", "1"}, "missing --players"},
        {{"selfplay", "--players", "4", "--seed", "1"}, "missing --games"},
        {{"selfplay", "--players", "4", "--games", "1"}, "missing --seed"},
        {{"selfplay", "--players", "5", "--games", "1", "--seed", "1"},
         "--players: expected an integer from 2 to 4"},
        {{"selfplay", "--players", "four", "--games", "1", "--seed", "1"}, "--players"},
        {{"selfplay", "--players", "4", "--games", "-1", "--seed", "1"}, "--games"},
        {{"selfplay", "--players", "4", "--games", "1", "--seed", "x"}, "--seed"},
        {{"selfplay", "--players", "4", "--games", "1", "--seed", "18446744073709551616"},
         "--seed"},
        {{"selfplay", "--players", "4", "--games", "1", "--seed", "1", "--bots", "random,wizard"},
         "--bots: unknown bot kind \"wizard\""},
        {{"selfplay", "--players", "4", "--games", "1", "--seed", "1", "--bots", "random,,greedy"},
         "--bots: empty"},
        {{"selfplay", "--players", "4", "--games", "1", "--seed", "1", "--turbo"},
         "unknown option \"--turbo\""},
        {{"selfplay", "--players", "4", "--players", "3", "--games", "1", "--seed", "1"},
         "--players given twice"},
        {{"selfplay", "--players", "4", "--games", "1", "--seed"}, "--seed needs a value"},
        {{"selfplay", "--players", "4", "--games", "1", "--seed", "1", "--jsonl=yes"},
         "--jsonl takes no value"},
    };
    for (const auto& [args, expected] : cases) {
        const RunResult result = runCli(args);
        EXPECT_EQ(result.code, 2) << expected;
        EXPECT_TRUE(result.err.starts_with("error: ")) << result.err;
        EXPECT_NE(result.err.find(expected), std::string::npos) << result.err;
        EXPECT_EQ(result.out, "") << expected;
    }
}

TEST(Selfplay, EqualsSignForm) {
    const RunResult result = runCli({"selfplay", "--players=2", "--games=1", "--seed=3"});
    EXPECT_EQ(result.code, 0) << result.err;
}

TEST(Selfplay, UnwritableSaveDirIsAFailure) {
    const auto file = freshTempDir() / "plain-file";
    writeFile(file, "x");
    const RunResult result = runCli({"selfplay", "--players", "2", "--games", "1", "--seed", "3",
                                     "--save-dir", (file / "sub").string()});
    EXPECT_EQ(result.code, 1);
    EXPECT_TRUE(result.err.starts_with("error: cannot create")) << result.err;
}

} // namespace
} // namespace cor::cli::test
