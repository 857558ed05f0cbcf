// replay: scores of a finished or unfinished game, illegal actions, and the trace (keys in
// the contract's order, one line per action + 1, byte-for-byte determinism, --legal lists).
#include "app/cli/cli_error.h"
#include "app/cli/replay.h"
#include "app/cli/save_io.h"
#include "app/cli/selfplay.h"
#include "app/cli/trace_json.h"
#include "engine/bots/bot.h"
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/view.h"
#include "tests/cli/cli_test_support.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace cor::cli::test {
namespace {

// A complete bot game, recorded (the same loop as selfplay, kept minimal).
GameRecord botGame(int players, std::uint64_t seed, bool shrine, const char* kind = "random") {
    GameRecord record{GameSetup{players, seed, shrine}, {}};
    GameState state = newGame(record.setup);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < players; ++seat) {
        bots.push_back(makeBot(kind, deriveSeed(seed, static_cast<std::uint64_t>(seat) + 1)));
    }
    const auto legal = std::make_unique<ActionList>();
    while (!isOver(state)) {
        const int seat = seatToAct(state);
        legalActions(state, *legal);
        const Action action =
            bots[static_cast<std::size_t>(seat)]->choose(makeView(state, seat), *legal);
        EXPECT_EQ(apply(state, seat, action), ActionError::None);
        record.actions.push_back(action);
    }
    return record;
}

std::string replayed(const GameRecord& record, ReplayOptions options) {
    std::ostringstream out;
    runReplay(record, options, out);
    return out.str();
}

const std::vector<std::string> kTraceKeys{"step",           "action",     "seat",         "round",
                                          "phase",          "to_act",     "first_player", "strip",
                                          "strip_stack",    "emissaries", "turn",         "offer",
                                          "influence_open", "decks",      "players"};

TEST(Replay, FinishedGamePrintsSheetsAndWinners) {
    const GameRecord record = botGame(4, 21, false);
    const Json result = Json::parse(replayed(record, {}));
    EXPECT_EQ(keysOf(result), (std::vector<std::string>{"scores", "winners", "over"}));
    EXPECT_EQ(result["over"], true);
    ASSERT_EQ(result["scores"].size(), 4u);
    for (const Json& sheet : result["scores"]) {
        EXPECT_EQ(keysOf(sheet),
                  (std::vector<std::string>{"residential_2", "residential_3", "residential_4",
                                            "aqueducts", "temples", "coins", "influence_tokens",
                                            "influence_cards", "total"}));
    }
    EXPECT_FALSE(result["winners"].empty());
}

TEST(Replay, UnfinishedGameSaysSo) {
    GameRecord record = botGame(3, 8, false);
    record.actions.resize(40);
    const Json result = Json::parse(replayed(record, {}));
    EXPECT_EQ(result["over"], false);
    EXPECT_EQ(result["scores"].size(), 3u);
}

TEST(Replay, IllegalActionFailsNamingIt) {
    GameRecord record = botGame(2, 3, false);
    // Repeat the first emissary placement: the next seat would put an emissary on a taken space.
    const auto place = std::find_if(record.actions.begin(), record.actions.end(),
                                    [](const Action& a) { return a.kind == ActionKind::Place; });
    ASSERT_NE(place, record.actions.end());
    const auto index = static_cast<std::size_t>(place - record.actions.begin());
    record.actions.insert(place + 1, *place);
    try {
        replayed(record, {});
        FAIL() << "accepted";
    } catch (const Failure& e) {
        EXPECT_EQ(std::string(e.what()), "action " + std::to_string(index + 2) + " (\"" +
                                             toText(record.actions[index + 1]) +
                                             "\"): another emissary stands on that space");
    }
}

TEST(Replay, TamperedSaveFileExitsOne) {
    GameRecord record = botGame(4, 77, true);
    const auto dir = freshTempDir();
    writeSaveFile(dir / "good.json", record);
    record.actions[record.actions.size() / 2] = Action::pass(); // a pass in the middle of a game
    record.actions.insert(record.actions.begin() + 3, Action::pass()); // and one during the draft
    writeSaveFile(dir / "tampered.json", record);

    EXPECT_EQ(runCli({"replay", (dir / "good.json").string()}).code, 0);
    const RunResult result = runCli({"replay", (dir / "tampered.json").string()});
    EXPECT_EQ(result.code, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "error: action 4 (\"pass\"): that action is not possible now\n");

    // With --trace the lines up to the refused action are printed first.
    const RunResult traced = runCli({"replay", (dir / "tampered.json").string(), "--trace"});
    EXPECT_EQ(traced.code, 1);
    EXPECT_EQ(splitLines(traced.out).size(), 4u);
}

TEST(Replay, BadFilesExitTwo) {
    const auto dir = freshTempDir();
    writeFile(dir / "garbage.json", "not json");
    writeFile(dir / "other.json", R"({"format":"other","version":1})");
    for (const auto& path : {dir / "garbage.json", dir / "other.json", dir / "missing.json"}) {
        const RunResult result = runCli({"replay", path.string()});
        EXPECT_EQ(result.code, 2) << path;
        EXPECT_TRUE(result.err.starts_with("error: ")) << result.err;
        EXPECT_NE(result.err.find(path.string()), std::string::npos) << result.err;
    }
    EXPECT_EQ(runCli({"replay"}).code, 2);
    EXPECT_EQ(runCli({"replay", "a.json", "b.json"}).code, 2);
    EXPECT_EQ(runCli({"replay", "a.json", "--verbose"}).code, 2);
}

TEST(Trace, OneLinePerActionPlusOneWithTheContractKeys) {
    for (int players : {2, 3, 4}) {
        const GameRecord record =
            botGame(players, 1000 + static_cast<std::uint64_t>(players), players == 3);
        const auto lines = splitLines(replayed(record, {true, false}));
        ASSERT_EQ(lines.size(), record.actions.size() + 1);
        for (std::size_t step = 0; step < lines.size(); ++step) {
            const Json line = Json::parse(lines[step]);
            std::vector<std::string> expected = kTraceKeys;
            if (line["phase"] == "draft") {
                expected.emplace_back("draft");
            }
            if (line["phase"] == "over") {
                expected.emplace_back("scores");
            }
            ASSERT_EQ(keysOf(line), expected) << "step " << step;
            EXPECT_EQ(line["step"].get<std::size_t>(), step);
            if (step == 0) {
                EXPECT_TRUE(line["action"].is_null());
                EXPECT_TRUE(line["seat"].is_null());
                EXPECT_EQ(line["round"], 0);
                EXPECT_EQ(line["phase"], "draft");
            } else {
                EXPECT_EQ(line["action"], toText(record.actions[step - 1]));
                EXPECT_TRUE(line["seat"].is_number_integer());
            }
            EXPECT_EQ(line["strip"].get<std::string>().size(), 5u);
            EXPECT_EQ(line["strip_stack"].size(), 6u);
            EXPECT_EQ(line["strip_stack"][0], line["strip"]);
            EXPECT_EQ(line["emissaries"].size(), 5u);
            EXPECT_EQ(line["players"].size(), static_cast<std::size_t>(players));
            EXPECT_EQ(line["decks"].size(), players == 2 ? 2u : static_cast<std::size_t>(players));
            EXPECT_EQ(line["turn"].is_null(), line["phase"] != "actions") << "step " << step;
            if (!line["turn"].is_null()) {
                EXPECT_EQ(keysOf(line["turn"]),
                          (std::vector<std::string>{"seat", "space", "bricks", "cogs", "took",
                                                    "built", "produced", "school"}));
            }
            for (const Json& player : line["players"]) {
                EXPECT_EQ(keysOf(player),
                          (std::vector<std::string>{"hand", "coins", "influence_tokens",
                                                    "influence_cards", "city"}));
                for (const Json& cell : player["city"]) {
                    EXPECT_EQ(keysOf(cell),
                              (std::vector<std::string>{"x", "y", "card", "points", "brick"}));
                }
            }
        }
        const Json last = Json::parse(lines.back());
        EXPECT_EQ(last["phase"], "over");
        EXPECT_TRUE(last["to_act"].is_null());
        EXPECT_EQ(last["scores"], Json::parse(replayed(record, {}))["scores"]);
    }
}

TEST(Trace, SchoolDecisionsShowTheDrawnCards) {
    // Greedy bots build schools; look for a line with a pending school decision.
    bool sawDeckChoice = false;
    bool sawDrawn = false;
    for (std::uint64_t seed = 1; seed <= 20 && !(sawDeckChoice && sawDrawn); ++seed) {
        const GameRecord record = botGame(4, seed, false, "greedy");
        for (const std::string& text : splitLines(replayed(record, {true, false}))) {
            const Json line = Json::parse(text);
            if (line["turn"].is_null() || line["turn"]["school"].is_null()) {
                continue;
            }
            const Json& school = line["turn"]["school"];
            EXPECT_EQ(keysOf(school), (std::vector<std::string>{"deck", "drawn"}));
            if (school["deck"].is_null()) {
                sawDeckChoice = true;
                EXPECT_TRUE(school["drawn"].empty());
            } else {
                sawDrawn = true;
                EXPECT_FALSE(school["drawn"].empty());
            }
        }
    }
    EXPECT_TRUE(sawDeckChoice);
    EXPECT_TRUE(sawDrawn);
}

TEST(Trace, StepZeroShowsTheSetup) {
    const GameRecord record = botGame(2, 4, false);
    const Json first = Json::parse(splitLines(replayed(record, {true, false}))[0]);
    EXPECT_EQ(first["decks"]["I"].size(), 14u + 3u); // 14 cards and the 4, 8 and 14
    EXPECT_EQ(first["decks"]["I"].back(), "influence_14");
    EXPECT_FALSE(first["decks"].contains("III"));
    EXPECT_EQ(first["draft"]["seat"], first["to_act"]);
    for (const Json& player : first["players"]) {
        EXPECT_EQ(player["city"].dump(),
                  R"([{"x":0,"y":0,"card":"start_residence_2","points":0,"brick":0},)"
                  R"({"x":1,"y":0,"card":"start_vegetable_farm","points":0,"brick":0}])");
    }
}

TEST(Trace, IsByteForByteReproducible) {
    const auto dir = freshTempDir() / "saves";
    const RunResult played = runCli({"selfplay", "--players", "4", "--games", "2", "--seed", "2024",
                                     "--shrine", "--save-dir", dir.string()});
    ASSERT_EQ(played.code, 0) << played.err;
    for (const char* name : {"game-000000.json", "game-000001.json"}) {
        const std::vector<std::string> args{"replay", (dir / name).string(), "--trace", "--legal"};
        const RunResult first = runCli(args);
        const RunResult second = runCli(args);
        ASSERT_EQ(first.code, 0) << first.err;
        EXPECT_EQ(first.out, second.out);
        // And the same again from the record in memory.
        EXPECT_EQ(first.out, replayed(readSaveFile((dir / name).string()), {true, true}));
    }
}

TEST(Trace, LegalListsAreSortedAndContainTheNextAction) {
    for (int players : {2, 4}) {
        const GameRecord record = botGame(players, 31, true, "greedy");
        const auto lines = splitLines(replayed(record, {true, true}));
        ASSERT_EQ(lines.size(), record.actions.size() + 1);
        for (std::size_t step = 0; step < lines.size(); ++step) {
            const Json line = Json::parse(lines[step]);
            ASSERT_EQ(keysOf(line).back(), "legal");
            const auto legal = line["legal"].get<std::vector<std::string>>();
            EXPECT_TRUE(std::is_sorted(legal.begin(), legal.end())) << "step " << step;
            if (step + 1 < lines.size()) {
                const std::string next = toText(record.actions[step]);
                EXPECT_TRUE(std::binary_search(legal.begin(), legal.end(), next))
                    << "step " << step << ": " << next;
            } else {
                EXPECT_TRUE(legal.empty());
            }
        }
    }
}

TEST(Trace, StripText) {
    EXPECT_EQ(stripText(0b00111), "BBBCC");
    EXPECT_EQ(stripText(0b01011), "BBCBC");
    EXPECT_EQ(stripText(0b11100), "CCBBB");
}

} // namespace
} // namespace cor::cli::test
