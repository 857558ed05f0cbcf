// The save file: a game is its setup plus its action list (engine/record.h), stored as JSON:
//
//   {"format": "cityofrome-save", "version": 1,
//    "players": 4, "seed": 12345, "shrine": false,
//    "actions": ["draft residence_2", "place 3", "take market", ...]}
//
// - "seed" is an unsigned 64-bit integer (written as a plain JSON number, never a float).
// - "starting_player" (optional): the seat chosen to start; without it the seed draws one.
// - "actions" hold the engine's action text (spec/CLI.md "Action text") in the order they
//   were applied, setup draft included; a save may stop before the end of the game.
// - Reading rejects any other format or version, a player count the engine does not
//   support and actions that do not parse; it ignores keys it does not know, so programs
//   may add sections of their own (the network host keeps its "host" section there).
//   Whether the actions are legal is the replay's business, not the reader's.
#pragma once

#include "engine/record.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cor {

// Ordered, so that everything we write keeps the key order the contract shows.
using Json = nlohmann::ordered_json;

inline constexpr std::string_view kSaveFormat = "cityofrome-save";
inline constexpr int kSaveVersion = 1;

// A save text that is not JSON, not a save, or names a bad field; or a save of a later
// version, which a newer program wrote (the player needs to hear that it is not damaged).
class SaveError : public std::runtime_error {
  public:
    enum class Kind : std::uint8_t { Damaged, NewerVersion };
    explicit SaveError(const std::string& what, Kind kind = Kind::Damaged)
        : std::runtime_error(what), kind_(kind) {}
    Kind kind() const { return kind_; }

  private:
    Kind kind_;
};

Json recordToJson(const GameRecord& record);
// Throws SaveError naming the bad field.
GameRecord recordFromJson(const Json& json);

// JSON text, without the library's "[json.exception…]" prefix in errors; throws SaveError.
Json parseJsonText(std::string_view text);

// One JSON line (with a trailing newline) and back; parseSave throws SaveError.
std::string saveText(const GameRecord& record);
GameRecord parseSave(std::string_view text);

} // namespace cor
