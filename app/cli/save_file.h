// The save file: a game is its setup plus its action list (engine/record.h), stored as JSON:
//
//   {"format": "cityofrome-save", "version": 1,
//    "players": 4, "seed": 12345, "shrine": false,
//    "actions": ["draft residence_2", "place 3", "take market", ...]}
//
// - "seed" is an unsigned 64-bit integer (written as a plain JSON number, never a float).
// - "actions" hold the engine's action text (spec/CLI.md "Action text") in the order they
//   were applied, setup draft included; a save may stop before the end of the game.
// - Reading rejects any other format or version, a player count the engine does not
//   support and actions that do not parse; it ignores keys it does not know, so later
//   versions may add informational fields. Whether the actions are legal is the replay's
//   business (replay.h), not the reader's.
//
// These functions are meant for every program that saves games (cli, network host).
#pragma once

#include "json_input.h"
#include "record.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace cor::cli {

inline constexpr std::string_view kSaveFormat = "cityofrome-save";
inline constexpr int kSaveVersion = 1;

Json recordToJson(const GameRecord& record);
// Throws InputError naming the bad field.
GameRecord recordFromJson(const Json& json);

// One JSON line (with a trailing newline) and back.
std::string saveText(const GameRecord& record);
GameRecord parseSave(std::string_view text, std::string_view source);

// Throws Failure when the file cannot be written.
void writeSaveFile(const std::filesystem::path& path, const GameRecord& record);
// Throws InputError when the file cannot be read or is not a valid save.
GameRecord readSaveFile(const std::string& path);

} // namespace cor::cli
