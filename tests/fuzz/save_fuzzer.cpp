// libFuzzer target for save files: the engine's (engine/json, what `cityofrome-cli replay`
// reads) and the host's (net/saved_game, what the app's saves folder and a resumed host read).
// A text either is refused with a SaveError or reads as a game whose text is a fixed point:
// written again and read back, it is the same text; and replaying it never crashes.
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/saved_game.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

void replay(const cor::GameRecord& record) {
    const cor::Table::Loaded loaded = cor::Table::load(record);
    if (loaded.failedAt < 0) {
        (void)loaded.table.view(-1); // what the saves folder lists: round, rounds, over
    }
}

void engineSave(std::string_view text) {
    std::string written;
    try {
        const cor::GameRecord record = cor::parseSave(text);
        written = cor::saveText(record);
        replay(record);
    } catch (const cor::SaveError&) {
        return;
    }
    if (cor::saveText(cor::parseSave(written)) != written) {
        __builtin_trap(); // what we wrote does not read back as itself
    }
}

void hostSave(std::string_view text) {
    std::string written;
    try {
        const cor::net::SavedGame game = cor::net::parseSavedGame(text);
        written = cor::net::savedGameText(game);
        replay(game.record);
    } catch (const cor::SaveError&) {
        return;
    }
    if (cor::net::savedGameText(cor::net::parseSavedGame(written)) != written) {
        __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    engineSave(text);
    hostSave(text);
    return 0;
}
