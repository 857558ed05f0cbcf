#include "save_file.h"

#include "action.h"
#include "cli_error.h"
#include "rules.h"

#include <fstream>

namespace cor::cli {

Json recordToJson(const GameRecord& record) {
    Json json = Json::object();
    json["format"] = kSaveFormat;
    json["version"] = kSaveVersion;
    json["players"] = record.setup.players;
    json["seed"] = record.setup.seed;
    json["shrine"] = record.setup.shrine;
    Json actions = Json::array();
    for (const Action& action : record.actions) {
        actions.push_back(toText(action));
    }
    json["actions"] = std::move(actions);
    return json;
}

GameRecord recordFromJson(const Json& json) {
    if (!json.is_object()) {
        throw InputError("not a save file: expected a JSON object");
    }
    if (!json.contains("format") || !json["format"].is_string() ||
        json["format"].get<std::string>() != kSaveFormat) {
        throw InputError("not a save file: \"format\" must be \"" + std::string(kSaveFormat) +
                         "\"");
    }
    if (!json.contains("version") || !json["version"].is_number_integer() ||
        json["version"].get<std::int64_t>() != kSaveVersion) {
        throw InputError(
            "unsupported save version " +
            (json.contains("version") ? json["version"].dump() : std::string("(missing)")) +
            " (this program reads version " + std::to_string(kSaveVersion) + ")");
    }
    GameRecord record;
    if (!json.contains("players")) {
        throw InputError("players: missing");
    }
    record.setup.players = nonNegativeInt(json["players"], "players", kMaxPlayers);
    if (!json.contains("seed")) {
        throw InputError("seed: missing");
    }
    // An integer that fits 64 bits unsigned: nlohmann stores such values as unsigned, small
    // non-negative ones possibly as signed.
    const Json& seed = json["seed"];
    if (!seed.is_number_unsigned() &&
        !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0)) {
        throw InputError("seed: expected an unsigned 64-bit integer, got " + seed.dump());
    }
    record.setup.seed = seed.get<std::uint64_t>();
    if (json.contains("shrine")) {
        if (!json["shrine"].is_boolean()) {
            throw InputError("shrine: expected true or false, got " + json["shrine"].dump());
        }
        record.setup.shrine = json["shrine"].get<bool>();
    }
    if (!validSetup(record.setup)) {
        throw InputError("players: expected 2, 3 or 4, got " +
                         std::to_string(record.setup.players));
    }
    if (!json.contains("actions") || !json["actions"].is_array()) {
        throw InputError("actions: expected an array of action texts");
    }
    const Json& actions = json["actions"];
    record.actions.reserve(actions.size());
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string where = "actions[" + std::to_string(i) + "]";
        if (!actions[i].is_string()) {
            throw InputError(where + ": expected an action text, got " + actions[i].dump());
        }
        const auto action = parseAction(actions[i].get<std::string>());
        if (!action) {
            throw InputError(where + ": malformed action " + actions[i].dump());
        }
        record.actions.push_back(*action);
    }
    return record;
}

std::string saveText(const GameRecord& record) {
    return recordToJson(record).dump() + "\n";
}

GameRecord parseSave(std::string_view text, std::string_view source) {
    const Json json = parseJson(text, source); // names the source itself
    try {
        return recordFromJson(json);
    } catch (const InputError& e) {
        throw InputError(std::string(source) + ": " + e.what());
    }
}

void writeSaveFile(const std::filesystem::path& path, const GameRecord& record) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << saveText(record);
    file.close();
    if (!file) {
        throw Failure("cannot write " + path.string());
    }
}

GameRecord readSaveFile(const std::string& path) {
    return parseSave(readInput(path), path);
}

} // namespace cor::cli
