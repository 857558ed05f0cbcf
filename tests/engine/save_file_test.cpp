// The save file: GameRecord <-> JSON round trips, and the reader's rejections.
#include "engine/action.h"
#include "engine/json/save_file.h"

#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <ostream>
#include <string>

namespace cor::test {
namespace {

GameRecord sampleRecord() {
    GameRecord record;
    record.setup = GameSetup{3, std::numeric_limits<std::uint64_t>::max(), true};
    for (const char* text :
         {"draft residence_2", "place 3", "take market", "build market at -1,0 tokens 1", "produce",
          "school III", "keep arena return residence_2,aqueduct", "keep shrine", "pass"}) {
        record.actions.push_back(*parseAction(text));
    }
    return record;
}

void expectSame(const GameRecord& a, const GameRecord& b) {
    EXPECT_EQ(a.setup, b.setup);
    EXPECT_EQ(a.actions, b.actions);
}

TEST(SaveFile, JsonLayout) {
    GameRecord record;
    record.setup = GameSetup{2, 42, false};
    record.actions = {Action::draft(Card::Residence2), Action::place(1)};
    EXPECT_EQ(recordToJson(record).dump(),
              R"({"format":"cityofrome-save","version":1,"players":2,"seed":42,"shrine":false,)"
              R"("actions":["draft residence_2","place 1"]})");
}

TEST(SaveFile, RoundTripThroughJson) {
    const GameRecord record = sampleRecord();
    expectSame(recordFromJson(recordToJson(record)), record);
}

TEST(SaveFile, RoundTripThroughText) {
    const GameRecord record = sampleRecord();
    const std::string text = saveText(record);
    EXPECT_TRUE(text.ends_with("}\n"));
    EXPECT_EQ(text.find('\n'), text.size() - 1);
    expectSame(parseSave(text), record);
}

TEST(SaveFile, AChosenStartingPlayerIsKeptAndADrawnOneIsNotWritten) {
    GameRecord record;
    record.setup = GameSetup{3, 5, false, 2};
    const Json json = recordToJson(record);
    EXPECT_EQ(json["starting_player"], 2);
    expectSame(recordFromJson(json), record);
    record.setup.startingPlayer = -1;
    EXPECT_FALSE(recordToJson(record).contains("starting_player"));
    EXPECT_THROW(
        parseSave(
            R"({"format":"cityofrome-save","version":1,"players":3,"seed":1,"starting_player":3,"actions":[]})"),
        SaveError);
}

TEST(SaveFile, SeedKeepsAll64Bits) {
    const Json json = recordToJson(sampleRecord());
    EXPECT_TRUE(json["seed"].is_number_unsigned());
    EXPECT_NE(json.dump().find("\"seed\":18446744073709551615"), std::string::npos);
}

TEST(SaveFile, ShrineDefaultsToFalseAndUnknownKeysAreIgnored) {
    const GameRecord record = parseSave(
        R"({"format":"cityofrome-save","version":1,"players":4,"seed":7,"actions":[],"bots":["x"]})");
    EXPECT_EQ(record.setup, (GameSetup{4, 7, false}));
    EXPECT_TRUE(record.actions.empty());
}

struct BadSave {
    const char* name;
    std::string text;
    std::string expected; // a part of the error
};

// Shown by GoogleTest instead of the struct's bytes.
void PrintTo(const BadSave& param, std::ostream* os) {
    *os << param.name;
}

std::string save(const std::string& fields) {
    return R"({"format":"cityofrome-save","version":1,"players":2,"seed":1,"shrine":false,)" +
           fields + "}";
}

class SaveFileRejects : public ::testing::TestWithParam<BadSave> {};

TEST(SaveFile, ALaterVersionIsToldApartFromDamage) {
    const auto kindOf = [](const std::string& version) {
        try {
            parseSave(R"({"format":"cityofrome-save","version":)" + version +
                      R"(,"players":2,"seed":1,"actions":[]})");
        } catch (const SaveError& e) {
            return e.kind();
        }
        ADD_FAILURE() << "accepted version " << version;
        return SaveError::Kind::Damaged;
    };
    EXPECT_EQ(kindOf("2"), SaveError::Kind::NewerVersion);
    EXPECT_EQ(kindOf("0"), SaveError::Kind::Damaged);
    EXPECT_EQ(kindOf("\"2\""), SaveError::Kind::Damaged);
}

TEST_P(SaveFileRejects, WithAClearError) {
    try {
        parseSave(GetParam().text);
        FAIL() << "accepted";
    } catch (const SaveError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find(GetParam().expected), std::string::npos) << what;
    }
}

INSTANTIATE_TEST_SUITE_P(
    All, SaveFileRejects,
    ::testing::ValuesIn(std::vector<BadSave>{
        {"NotJson", "{\"format\":", "not valid JSON"},
        // Found by score_fuzzer: a number no double holds once threw past the reader.
        {"NumberTooLarge", R"({"format":"cityofrome-save","version":1e999})", "not valid JSON"},
        {"NotAnObject", "[]", "not a save file"},
        {"NoFormat", R"({"version":1,"players":2,"seed":1,"actions":[]})", "not a save file"},
        {"OtherFormat", R"({"format":"chess","version":1,"players":2,"seed":1,"actions":[]})",
         "not a save file"},
        {"OtherVersion",
         R"({"format":"cityofrome-save","version":2,"players":2,"seed":1,"actions":[]})",
         "unsupported save version 2"},
        {"NoVersion", R"({"format":"cityofrome-save","players":2,"seed":1,"actions":[]})",
         "unsupported save version"},
        {"FivePlayers",
         R"({"format":"cityofrome-save","version":1,"players":5,"seed":1,"actions":[]})",
         "players"},
        {"OnePlayer",
         R"({"format":"cityofrome-save","version":1,"players":1,"seed":1,"actions":[]})",
         "players: expected 2, 3 or 4"},
        {"NoSeed", R"({"format":"cityofrome-save","version":1,"players":2,"actions":[]})",
         "seed: missing"},
        {"NegativeSeed",
         R"({"format":"cityofrome-save","version":1,"players":2,"seed":-1,"actions":[]})",
         "seed: expected an unsigned 64-bit integer"},
        {"FractionalSeed",
         R"({"format":"cityofrome-save","version":1,"players":2,"seed":1.5,"actions":[]})",
         "seed: expected an unsigned 64-bit integer"},
        {"StringSeed",
         R"({"format":"cityofrome-save","version":1,"players":2,"seed":"1","actions":[]})",
         "seed: expected an unsigned 64-bit integer"},
        {"ShrineNotBool",
         R"({"format":"cityofrome-save","version":1,"players":2,"seed":1,"shrine":1,"actions":[]})",
         "shrine: expected true or false"},
        {"NoActions", R"({"format":"cityofrome-save","version":1,"players":2,"seed":1})",
         "actions: expected an array"},
        {"ActionNotText", save(R"("actions":["place 1", 3])"),
         "actions[1]: expected an action text"},
        {"MalformedAction", save(R"("actions":["place 1", "place 6"])"),
         "actions[1]: malformed action \"place 6\""},
        {"UnknownCard", save(R"("actions":["take colossus"])"),
         "actions[0]: malformed action \"take colossus\""},
        {"UnknownVerb", save(R"("actions":["jump"])"), "actions[0]: malformed action \"jump\""},
    }),
    [](const auto& test) { return std::string(test.param.name); });

} // namespace
} // namespace cor::test
