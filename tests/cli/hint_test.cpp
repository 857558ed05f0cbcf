// hint: the contract's keys; the hint is one of the actions offered, which are assisted play's
// choices (every legal action with --no-assist); its line starts with it; the same file and
// step give the same hint; the text is in the language asked; no decision, a finished game and
// a bad file are refused.
#include "app/cli/json_input.h"
#include "tests/cli/cli_test_support.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace cor::cli::test {
namespace {

const std::string kGame = (dataDir() / "hint_game.json").string();

Json hinted(const std::vector<std::string>& extra) {
    std::vector<std::string> args{"hint", kGame, "--iterations", "200"};
    args.insert(args.end(), extra.begin(), extra.end());
    const RunResult result = runCli(args);
    EXPECT_EQ(result.code, 0) << result.err;
    return result.code == 0 ? Json::parse(result.out) : Json::object();
}

std::vector<std::string> texts(const Json& list) {
    std::vector<std::string> out;
    for (const Json& item : list) {
        out.push_back(item.get<std::string>());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The legal actions at the state of replay --trace's line `step`.
std::vector<std::string> legalAt(int step) {
    const RunResult trace = runCli({"replay", kGame, "--trace", "--legal"});
    EXPECT_EQ(trace.code, 0) << trace.err;
    return texts(Json::parse(splitLines(trace.out).at(static_cast<std::size_t>(step)))["legal"]);
}

TEST(HintCommand, SaysTheContractsKeysAndOffersOnlyWhatTheTableOffers) {
    for (const int step : {0, 5, 30, 60, 120}) {
        SCOPED_TRACE("step " + std::to_string(step));
        const RunResult result =
            runCli({"hint", kGame, "--step", std::to_string(step), "--iterations", "200"});
        if (result.code != 0) {
            EXPECT_EQ(result.code, 1);
            EXPECT_NE(result.err.find("no decision"), std::string::npos) << result.err;
            continue;
        }
        const Json hint = Json::parse(result.out);
        std::vector<std::string> keys;
        for (const auto& item : hint.items()) {
            keys.push_back(item.key());
        }
        EXPECT_EQ(keys,
                  (std::vector<std::string>{"step", "seat", "round", "action", "offered", "line",
                                            "worth", "next_best", "reasons", "why", "text"}));
        EXPECT_EQ(hint["step"], step);
        const std::vector<std::string> offered = texts(hint["offered"]);
        const std::vector<std::string> legal = legalAt(step);
        EXPECT_TRUE(std::includes(legal.begin(), legal.end(), offered.begin(), offered.end()));
        const std::string action = hint["action"].get<std::string>();
        EXPECT_TRUE(std::binary_search(offered.begin(), offered.end(), action)) << action;
        ASSERT_FALSE(hint["line"].empty());
        EXPECT_EQ(hint["line"][0], action);
        EXPECT_GE(hint["worth"].get<int>(), 0);
        if (!hint["next_best"].is_null()) {
            const std::string other = hint["next_best"].get<std::string>();
            EXPECT_NE(other, action);
            EXPECT_TRUE(std::binary_search(offered.begin(), offered.end(), other));
        }
        EXPECT_FALSE(hint["text"].get<std::string>().empty());
        // Reasons for a decision worth a point or more, each of a kind the contract names.
        EXPECT_EQ(hint["why"].empty(), hint["worth"].get<int>() < 1) << hint.dump();
        for (const Json& why : hint["why"]) {
            const std::string kind = why["kind"].get<std::string>();
            EXPECT_TRUE(kind == "scores" || kind == "denies" || kind == "order" ||
                        kind == "income" || kind == "influence" || kind == "cost" ||
                        kind == "later" || kind == "spread")
                << kind;
        }
        EXPECT_EQ(hinted({"--step", std::to_string(step)}), hint) << "deterministic";
        const Json all = hinted({"--step", std::to_string(step), "--no-assist"});
        EXPECT_EQ(texts(all["offered"]), legal) << "--no-assist offers every legal action";
    }
}

TEST(HintCommand, SpeaksTheLanguageAsked) {
    const Json english = hinted({"--step", "30"});
    const Json german = hinted({"--step", "30", "--lang", "de"});
    ASSERT_FALSE(english.empty());
    EXPECT_EQ(german["action"], english["action"]);
    EXPECT_NE(german["text"], english["text"]);
    EXPECT_EQ(english["text"].get<std::string>().find("(s)"), std::string::npos)
        << "English plural forms: " << english["text"];
}

TEST(HintCommand, RefusesWhatHasNoHint) {
    const RunResult over = runCli({"hint", kGame, "--step", "175"});
    EXPECT_EQ(over.code, 1);
    EXPECT_NE(over.err.find("over"), std::string::npos) << over.err;
    EXPECT_EQ(runCli({"hint", kGame, "--step", "176"}).code, 1);
    EXPECT_EQ(runCli({"hint", kGame}).code, 2) << "--step is required";
    EXPECT_EQ(runCli({"hint", kGame, "--step", "3", "--lang", "fr"}).code, 2);
    const auto dir = freshTempDir();
    std::ofstream(dir / "bad.json") << "{ not a save";
    EXPECT_EQ(runCli({"hint", (dir / "bad.json").string(), "--step", "3"}).code, 1);
}

} // namespace
} // namespace cor::cli::test
