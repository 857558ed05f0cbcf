// Save files on disk for the CLI (engine/json/save_file.h is the format): errors become the
// CLI's InputError (exit 2) naming the file, write failures a Failure (exit 1).
#pragma once

#include "engine/record.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace cor::cli {

// Throws InputError "SOURCE: what is wrong".
GameRecord parseSaveText(std::string_view text, std::string_view source);
// Throws InputError when the file cannot be read or is not a valid save.
GameRecord readSaveFile(const std::string& path);
// Throws Failure when the file cannot be written.
void writeSaveFile(const std::filesystem::path& path, const GameRecord& record);

} // namespace cor::cli
