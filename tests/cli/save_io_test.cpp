// Save files on disk for the CLI: a round trip through a file, errors that name the file.
#include "app/cli/cli_error.h"
#include "app/cli/save_io.h"
#include "engine/json/save_file.h"
#include "tests/cli/cli_test_support.h"

#include <gtest/gtest.h>
#include <string>

namespace cor::cli::test {
namespace {

TEST(SaveIo, RoundTripThroughAFile) {
    GameRecord record;
    record.setup = GameSetup{3, 99, true};
    record.actions = {Action::draft(Card::Residence2), Action::place(2)};
    const auto path = freshTempDir() / "game.json";
    writeSaveFile(path, record);
    const GameRecord read = readSaveFile(path.string());
    EXPECT_EQ(read.setup, record.setup);
    EXPECT_EQ(read.actions, record.actions);
    EXPECT_EQ(readFile(path), saveText(record));
}

TEST(SaveIo, ErrorsNameTheSource) {
    try {
        parseSaveText(R"({"format":"chess"})", "game.json");
        FAIL() << "accepted";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()).rfind("game.json: not a save file", 0), 0u) << e.what();
    }
}

TEST(SaveIo, MissingFileIsBadInput) {
    EXPECT_THROW(readSaveFile("/nonexistent/game.json"), InputError);
}

TEST(SaveIo, UnwritableFileIsAFailure) {
    EXPECT_THROW(writeSaveFile("/nonexistent/dir/game.json", GameRecord{}), Failure);
}

} // namespace
} // namespace cor::cli::test
