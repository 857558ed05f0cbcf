// The `score` command: the contract's example, the rulebook's scoring example row by row,
// defaults, and every rejection rule (exit 2, one line naming the cell or field).
#include "app/cli/cli_error.h"
#include "app/cli/score_json.h"
#include "tests/cli/cli_test_support.h"

#include <gtest/gtest.h>
#include <ostream>
#include <string>
#include <vector>

namespace cor::cli::test {
namespace {

ScoreSheet scoreText(const std::string& text) {
    return score(scoreInputFromJson(Json::parse(text)));
}

ScoreSheet scoreFile(const std::string& name) {
    const RunResult result = runCli({"score", (dataDir() / name).string()});
    EXPECT_EQ(result.code, 0) << result.err;
    EXPECT_EQ(result.err, "");
    const Json sheet = Json::parse(result.out);
    ScoreSheet parsed;
    parsed.residential2 = sheet.at("residential_2").get<int>();
    parsed.residential3 = sheet.at("residential_3").get<int>();
    parsed.residential4 = sheet.at("residential_4").get<int>();
    parsed.aqueducts = sheet.at("aqueducts").get<int>();
    parsed.temples = sheet.at("temples").get<int>();
    parsed.coins = sheet.at("coins").get<int>();
    parsed.influenceTokens = sheet.at("influence_tokens").get<int>();
    parsed.influenceCards = sheet.at("influence_cards").get<int>();
    parsed.total = sheet.at("total").get<int>();
    return parsed;
}

TEST(Score, ContractExample) {
    // Both residences 2 touch the market (yellow) and the bath (blue, 2 points): 2 x 2 + 2 each.
    const ScoreSheet sheet = scoreFile("cli_md_example.json");
    EXPECT_EQ(sheet.residential2, 12);
    EXPECT_EQ(sheet.residential3, 0);
    EXPECT_EQ(sheet.residential4, 0);
    EXPECT_EQ(sheet.aqueducts, 4);
    EXPECT_EQ(sheet.temples, 0);
    EXPECT_EQ(sheet.coins, 9);
    EXPECT_EQ(sheet.influenceTokens, 1);
    EXPECT_EQ(sheet.influenceCards, 13);
    EXPECT_EQ(sheet.total, 39);
}

TEST(Score, RulebookExample) {
    const ScoreSheet sheet = scoreFile("rulebook_example.json");
    EXPECT_EQ(sheet.residential2, 2 + 22);
    EXPECT_EQ(sheet.residential3, 14);
    EXPECT_EQ(sheet.residential4, 8);
    EXPECT_EQ(sheet.aqueducts, 12);
    EXPECT_EQ(sheet.temples, 4 + 0); // luna 4, fortuna 0
    EXPECT_EQ(sheet.coins, 9);
    EXPECT_EQ(sheet.influenceTokens, 1);
    EXPECT_EQ(sheet.influenceCards, 3);
    EXPECT_EQ(sheet.total, 75);
}

TEST(Score, OutputKeysInContractOrder) {
    const RunResult result = runCli({"score", (dataDir() / "cli_md_example.json").string()});
    ASSERT_EQ(result.code, 0);
    EXPECT_EQ(
        result.out,
        "{\"residential_2\":12,\"residential_3\":0,\"residential_4\":0,\"aqueducts\":4,"
        "\"temples\":0,\"coins\":9,\"influence_tokens\":1,\"influence_cards\":13,\"total\":39}\n");
}

TEST(Score, OptionalFieldsDefaultToZeroAndExtraKeysAreIgnored) {
    const ScoreSheet sheet = scoreText(R"({"city": [["residence_2", "market", null, null],
        [null, null, null, null], [null, null, null, null], [null, null, null, null]], "note": 1})");
    EXPECT_EQ(sheet.residential2, 2);
    EXPECT_EQ(sheet.coins, 0);
    EXPECT_EQ(sheet.influenceTokens, 0);
    EXPECT_EQ(sheet.influenceCards, 0);
    EXPECT_EQ(sheet.total, 2);
}

TEST(Score, EmptyCityAndZeroPointsOnAnyCardAreFine) {
    EXPECT_EQ(
        scoreText(R"({"city": [[null,null,null,null],[null,null,null,null],[null,null,null,null],
        [null,null,null,null]], "coins": 4})")
            .total,
        4);
    EXPECT_EQ(scoreText(R"({"city": [[{"card": "market", "points": 0},null,null,null],
        [null,null,null,null],[null,null,null,null],[null,null,null,null]]})")
                  .total,
              0);
}

TEST(Score, CityMayLieAnywhereInTheGrid) {
    // The same city shifted to the bottom-right corner scores the same.
    const ScoreSheet topLeft = scoreText(R"({"city": [["residence_3", "arena", null, null],
        ["residence_3", null, null, null], [null,null,null,null], [null,null,null,null]]})");
    const ScoreSheet bottomRight =
        scoreText(R"({"city": [[null,null,null,null], [null,null,null,null],
        [null, null, "residence_3", "arena"], [null, null, "residence_3", null]]})");
    EXPECT_EQ(topLeft.residential3, 6);
    EXPECT_EQ(topLeft, bottomRight);
}

TEST(Score, StandardInput) {
    // "-" reads standard input; here only that the argument is accepted as a file name.
    const RunResult result = runCli({"score", "-", "extra"});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.err, "error: unexpected argument \"extra\"\n");
}

// ---------------------------------------------------------------------------------------------
// Rejections: exit 2, exactly one line on stderr starting "error: " and naming the culprit.

struct Rejection {
    const char* name;
    std::string input;
    std::string expected; // a part of the error line
};

// Shown by GoogleTest instead of the struct's bytes.
void PrintTo(const Rejection& param, std::ostream* os) {
    *os << param.name;
}

const std::string kEmptyRow = "[null, null, null, null]";

std::string city(const std::string& row0, const std::string& rest = "",
                 const std::string& extra = "") {
    const std::string rows = rest.empty() ? kEmptyRow + "," + kEmptyRow + "," + kEmptyRow : rest;
    return "{\"city\": [" + row0 + "," + rows + "]" + extra + "}";
}

std::vector<Rejection> rejections() {
    return {
        {"NotJson", "{\"city\": ", "not valid JSON"},
        {"NotAnObject", "[1, 2]", "expected a JSON object"},
        {"CityMissing", "{\"coins\": 3}", "city: missing"},
        {"CityNotAnArray", "{\"city\": 3}", "city: expected an array of 4 rows"},
        {"ThreeRows", "{\"city\": [" + kEmptyRow + "," + kEmptyRow + "," + kEmptyRow + "]}",
         "city: expected an array of 4 rows"},
        {"RowOfThree", city("[null, null, null]"), "city[0]: expected an array of 4 cells"},
        {"RowOfFive", city("[null, null, null, null, null]"),
         "city[0]: expected an array of 4 cells"},
        {"CellNumber", city("[7, null, null, null]"), "city[0][0]: expected null, a card id"},
        {"UnknownId",
         city(kEmptyRow,
              "[\"residence_2\", \"market\", \"foo\", null]," + kEmptyRow + "," + kEmptyRow),
         "city[1][2]: unknown card id \"foo\""},
        {"UnknownIdInObject", city("[{\"card\": \"bar\"}, null, null, null]"),
         "city[0][0]: unknown card id \"bar\""},
        {"ObjectWithoutCard", city("[{\"points\": 1}, null, null, null]"),
         "city[0][0]: missing \"card\""},
        {"NegativeCoins", city("[\"market\", null, null, null]", "", ", \"coins\": -1"),
         "coins: must not be negative"},
        {"FractionalCoins", city("[\"market\", null, null, null]", "", ", \"coins\": 2.5"),
         "coins: expected an integer"},
        {"StringCoins", city("[\"market\", null, null, null]", "", ", \"coins\": \"9\""),
         "coins: expected an integer"},
        {"NegativeTokens", city("[\"market\", null, null, null]", "", ", \"influence_tokens\": -3"),
         "influence_tokens: must not be negative"},
        {"NegativePoints",
         city("[{\"card\": \"thermal_baths\", \"points\": -1}, null, null, null]"),
         "city[0][0].points: must not be negative"},
        {"FractionalPoints",
         city("[{\"card\": \"thermal_baths\", \"points\": 1.5}, null, null, null]"),
         "city[0][0].points: expected an integer"},
        {"PointsOnMarket",
         city("[\"residence_2\", {\"card\": \"market\", \"points\": 2}, null, null]"),
         "city[0][1]: point tokens on \"market\", which is not a thermal bath"},
        {"AqueductsInOneRow", city("[\"aqueduct\", \"market\", \"grand_aqueduct\", null]"),
         "city[0][2]: a second aqueduct: row 0"},
        {"AqueductsInOneColumn",
         city("[\"aqueduct\", null, null, null]",
              "[\"market\", null, null, null], [\"aqueduct\", null, null, null]," + kEmptyRow),
         "city[2][0]: a second aqueduct: column 0"},
        {"UniqueCardTwice", city("[\"forum_romanum\", \"residence_2\", \"forum_romanum\", null]"),
         "city[0][2]: \"forum_romanum\" is unique and appears twice"},
        {"StartingResidenceTwice",
         city("[\"start_residence_2\", \"start_residence_2\", null, null]"),
         "city[0][1]: \"start_residence_2\" is unique and appears twice"},
        {"MoreCopiesThanExist", city("[\"market\", \"market\", \"market\", \"market\"]"),
         "city[0][3]: \"market\" appears more often than its 3 copies"},
        {"InfluenceCardsNotArray",
         city("[\"market\", null, null, null]", "", ", \"influence_cards\": 3"),
         "influence_cards: expected an array"},
        {"InfluenceCardUnknownValue",
         city("[\"market\", null, null, null]", "", ", \"influence_cards\": [3, 5]"),
         "influence_cards[1]: 5 is not an influence card"},
        {"InfluenceCardTwice",
         city("[\"market\", null, null, null]", "", ", \"influence_cards\": [8, 8]"),
         "influence_cards[1]: the influence card 8 appears twice"},
        {"InfluenceCardNegative",
         city("[\"market\", null, null, null]", "", ", \"influence_cards\": [-3]"),
         "influence_cards[0]: must not be negative"},
        {"NotConnected", city("[\"market\", null, \"arena\", null]"),
         "city[0][2]: not orthogonally connected to city[0][0]"},
        {"NotConnectedDiagonal",
         city("[\"market\", null, null, null]",
              "[null, \"arena\", null, null]," + kEmptyRow + "," + kEmptyRow),
         "city[1][1]: not orthogonally connected to city[0][0]"},
    };
}

class ScoreRejects : public ::testing::TestWithParam<Rejection> {};

TEST_P(ScoreRejects, ExitsTwoNamingTheCulprit) {
    const auto dir = freshTempDir();
    writeFile(dir / "city.json", GetParam().input);
    const RunResult result = runCli({"score", (dir / "city.json").string()});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_TRUE(result.err.starts_with("error: ")) << result.err;
    EXPECT_EQ(result.err.find('\n'), result.err.size() - 1) << "not one line: " << result.err;
    EXPECT_NE(result.err.find(GetParam().expected), std::string::npos) << result.err;
}

INSTANTIATE_TEST_SUITE_P(AllRules, ScoreRejects, ::testing::ValuesIn(rejections()),
                         [](const auto& test) { return std::string(test.param.name); });

TEST(Score, MissingFileIsBadInput) {
    const RunResult result = runCli({"score", "/nonexistent/city.json"});
    EXPECT_EQ(result.code, 2);
    EXPECT_TRUE(result.err.starts_with("error: cannot read /nonexistent/city.json")) << result.err;
}

} // namespace
} // namespace cor::cli::test
