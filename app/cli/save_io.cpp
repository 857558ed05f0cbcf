#include "app/cli/save_io.h"

#include "app/cli/cli_error.h"
#include "app/cli/json_input.h"
#include "engine/json/save_file.h"

#include <fstream>

namespace cor::cli {

GameRecord parseSaveText(std::string_view text, std::string_view source) {
    try {
        return parseSave(text);
    } catch (const SaveError& e) {
        throw InputError(std::string(source) + ": " + e.what());
    }
}

GameRecord readSaveFile(const std::string& path) {
    return parseSaveText(readInput(path), path);
}

void writeSaveFile(const std::filesystem::path& path, const GameRecord& record) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << saveText(record);
    file.close();
    if (!file) {
        throw Failure("cannot write " + path.string());
    }
}

} // namespace cor::cli
