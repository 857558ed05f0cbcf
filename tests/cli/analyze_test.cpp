// analyze: the contract's lines and keys, losses that are never negative and zero when the
// search agrees, --seats, determinism, and random play judged clearly worse than a search bot.
#include "app/cli/json_input.h"
#include "app/cli/save_io.h"
#include "app/cli/selfplay.h"
#include "tests/cli/cli_test_support.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace cor::cli::test {
namespace {

// A saved two-player game: seat 0 plays `first`, seat 1 `second`.
std::filesystem::path savedGame(const std::filesystem::path& dir, const std::string& first,
                                const std::string& second, int seed) {
    const RunResult played =
        runCli({"selfplay", "--players", "2", "--games", "1", "--seed", std::to_string(seed),
                "--bots", first + "," + second, "--save-dir", dir.string()});
    EXPECT_EQ(played.code, 0) << played.err;
    return dir / "game-000000.json";
}

std::vector<Json> analyzed(const std::vector<std::string>& args) {
    const RunResult result = runCli(args);
    EXPECT_EQ(result.code, 0) << result.err;
    std::vector<Json> lines;
    for (const std::string& line : splitLines(result.out)) {
        lines.push_back(Json::parse(line));
    }
    return lines;
}

TEST(Analyze, PrintsADecisionLineEachThenTheSeatsThenTheTotal) {
    const auto file = savedGame(freshTempDir(), "greedy", "random", 3);
    const auto lines = analyzed({"analyze", file.string(), "--iterations", "300"});
    ASSERT_GE(lines.size(), 3U);
    const Json& last = lines.back();
    EXPECT_EQ(keysOf(last), (std::vector<std::string>{"analyzed", "seconds"}));
    const auto decisions = static_cast<std::size_t>(last["analyzed"].get<int>());
    ASSERT_EQ(lines.size(), decisions + 3) << "a line per decision, per seat, and the total";
    int agreed = 0;
    int explained = 0;
    int previousStep = 0;
    for (std::size_t i = 0; i < decisions; ++i) {
        const Json& d = lines[i];
        EXPECT_EQ(keysOf(d),
                  (std::vector<std::string>{"step", "seat", "round", "chosen", "best",
                                            "chosen_value", "best_value", "loss", "why"}));
        EXPECT_GT(d["step"].get<int>(), previousStep);
        previousStep = d["step"].get<int>();
        const double loss = d["loss"].get<double>();
        EXPECT_GE(loss, 0.0);
        EXPECT_NEAR(loss,
                    std::max(0.0, d["best_value"].get<double>() - d["chosen_value"].get<double>()),
                    0.011);
        if (d["best"] == d["chosen"]) {
            EXPECT_EQ(loss, 0.0);
            ++agreed;
        }
        // A free decision says nothing of why; a costly one says why the better move was better
        // where a difference it makes carried it (some do not: the search's lines also differ by
        // chance, and that is no reason).
        if (loss < 0.49) {
            EXPECT_TRUE(d["why"].empty()) << d.dump();
        }
        explained += d["why"].empty() ? 0 : 1;
        for (const Json& why : d["why"]) {
            EXPECT_TRUE(why.contains("kind")) << why.dump();
        }
    }
    EXPECT_GT(agreed, 0);
    EXPECT_GT(explained, 0) << "no costly decision said why";
    int counted = 0;
    for (int seat = 0; seat < 2; ++seat) {
        const Json& review = lines[decisions + static_cast<std::size_t>(seat)];
        EXPECT_EQ(keysOf(review),
                  (std::vector<std::string>{"seat", "decisions", "mean_loss", "worst"}));
        EXPECT_EQ(review["seat"], seat);
        EXPECT_LE(review["worst"].size(), 3U);
        counted += review["decisions"].get<int>();
    }
    EXPECT_EQ(counted, static_cast<int>(decisions));
}

TEST(Analyze, SeatsChooseWhoIsJudgedAndTheOutputRepeats) {
    const auto file = savedGame(freshTempDir(), "random", "greedy", 4);
    const std::vector<std::string> args{"analyze", file.string(), "--iterations",
                                        "200",     "--seats",     "1"};
    const auto lines = analyzed(args);
    ASSERT_GE(lines.size(), 3U);
    for (std::size_t i = 0; i + 2 < lines.size(); ++i) {
        EXPECT_EQ(lines[i]["seat"], 1);
    }
    EXPECT_EQ(lines[lines.size() - 2]["seat"], 1);
    auto again = analyzed(args);
    again.back().erase("seconds");
    auto first = lines;
    first.back().erase("seconds");
    EXPECT_EQ(first, again);
}

TEST(Analyze, RandomPlayCostsClearlyMoreThanASearchBot) {
    double randomLoss = 0.0;
    double botLoss = 0.0;
    for (int seed : {5, 6}) {
        const auto dir = freshTempDir() / std::to_string(seed);
        std::filesystem::create_directories(dir);
        const auto lines = analyzed(
            {"analyze", savedGame(dir, "normal", "random", seed).string(), "--iterations", "2000"});
        ASSERT_GE(lines.size(), 3U);
        botLoss += lines[lines.size() - 3]["mean_loss"].get<double>();
        randomLoss += lines[lines.size() - 2]["mean_loss"].get<double>();
    }
    EXPECT_GT(randomLoss, 2.0 * botLoss) << "random " << randomLoss << ", normal " << botLoss;
}

TEST(Analyze, BadArgumentsExitTwo) {
    const auto file = savedGame(freshTempDir(), "random", "random", 7);
    EXPECT_EQ(runCli({"analyze"}).code, 2);
    EXPECT_EQ(runCli({"analyze", "missing.json"}).code, 2);
    EXPECT_EQ(runCli({"analyze", file.string(), "--seats", "2"}).code, 2) << "two players";
    EXPECT_EQ(runCli({"analyze", file.string(), "--iterations", "0"}).code, 2);
}

} // namespace
} // namespace cor::cli::test
