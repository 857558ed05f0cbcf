#include "engine/json/save_file.h"

#include "engine/action.h"
#include "engine/rules.h"

namespace cor {
namespace {

int playerCount(const Json& value) {
    if (!value.is_number_integer()) {
        throw SaveError("players: expected an integer, got " + value.dump());
    }
    const auto players = value.get<std::int64_t>();
    if (!value.is_number_unsigned() && players < 0) {
        throw SaveError("players: must not be negative, got " + value.dump());
    }
    if (!validSetup(GameSetup{static_cast<int>(std::min<std::int64_t>(players, 99)), 0, false})) {
        throw SaveError("players: expected 2, 3 or 4, got " + value.dump());
    }
    return static_cast<int>(players);
}

} // namespace

Json recordToJson(const GameRecord& record) {
    Json json = Json::object();
    json["format"] = kSaveFormat;
    json["version"] = kSaveVersion;
    json["players"] = record.setup.players;
    json["seed"] = record.setup.seed;
    json["shrine"] = record.setup.shrine;
    if (record.setup.startingPlayer >= 0) {
        json["starting_player"] = record.setup.startingPlayer;
    }
    Json actions = Json::array();
    for (const Action& action : record.actions) {
        actions.push_back(toText(action));
    }
    json["actions"] = std::move(actions);
    return json;
}

GameRecord recordFromJson(const Json& json) {
    if (!json.is_object()) {
        throw SaveError("not a save file: expected a JSON object");
    }
    if (!json.contains("format") || !json["format"].is_string() ||
        json["format"].get<std::string>() != kSaveFormat) {
        throw SaveError("not a save file: \"format\" must be \"" + std::string(kSaveFormat) + "\"");
    }
    if (!json.contains("version") || !json["version"].is_number_integer() ||
        json["version"].get<std::int64_t>() != kSaveVersion) {
        const bool newer = json.contains("version") && json["version"].is_number_integer() &&
                           json["version"].get<std::int64_t>() > kSaveVersion;
        throw SaveError(
            "unsupported save version " +
                (json.contains("version") ? json["version"].dump() : std::string("(missing)")) +
                " (this program reads version " + std::to_string(kSaveVersion) + ")",
            newer ? SaveError::Kind::NewerVersion : SaveError::Kind::Damaged);
    }
    GameRecord record;
    if (!json.contains("players")) {
        throw SaveError("players: missing");
    }
    record.setup.players = playerCount(json["players"]);
    if (!json.contains("seed")) {
        throw SaveError("seed: missing");
    }
    // An integer that fits 64 bits unsigned: nlohmann stores such values as unsigned, small
    // non-negative ones possibly as signed.
    const Json& seed = json["seed"];
    if (!seed.is_number_unsigned() &&
        !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0)) {
        throw SaveError("seed: expected an unsigned 64-bit integer, got " + seed.dump());
    }
    record.setup.seed = seed.get<std::uint64_t>();
    if (json.contains("shrine")) {
        if (!json["shrine"].is_boolean()) {
            throw SaveError("shrine: expected true or false, got " + json["shrine"].dump());
        }
        record.setup.shrine = json["shrine"].get<bool>();
    }
    if (json.contains("starting_player")) {
        const Json& starting = json["starting_player"];
        if (!starting.is_number_integer() || starting.get<std::int64_t>() < 0 ||
            starting.get<std::int64_t>() >= record.setup.players) {
            throw SaveError("starting_player: expected a seat, 0 to players - 1, got " +
                            starting.dump());
        }
        record.setup.startingPlayer = starting.get<int>();
    }
    if (!json.contains("actions") || !json["actions"].is_array()) {
        throw SaveError("actions: expected an array of action texts");
    }
    const Json& actions = json["actions"];
    record.actions.reserve(actions.size());
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string where = "actions[" + std::to_string(i) + "]";
        if (!actions[i].is_string()) {
            throw SaveError(where + ": expected an action text, got " + actions[i].dump());
        }
        const auto action = parseAction(actions[i].get<std::string>());
        if (!action) {
            throw SaveError(where + ": malformed action " + actions[i].dump());
        }
        record.actions.push_back(*action);
    }
    return record;
}

Json parseJsonText(std::string_view text) {
    try {
        return Json::parse(text);
    } catch (const Json::exception& e) {
        // A syntax error, or a number too large for a double (out_of_range.406). Drop the
        // library's "[json.exception.parse_error.101] " prefix.
        std::string what = e.what();
        const std::size_t bracket = what.find("] ");
        if (what.starts_with("[json.exception") && bracket != std::string::npos) {
            what.erase(0, bracket + 2);
        }
        throw SaveError("not valid JSON: " + what);
    }
}

std::string saveText(const GameRecord& record) {
    return recordToJson(record).dump() + "\n";
}

GameRecord parseSave(std::string_view text) {
    return recordFromJson(parseJsonText(text));
}

} // namespace cor
