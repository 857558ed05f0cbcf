// A hosted game on disk: the engine's save file (setup and actions, which `cityofrome-cli
// replay` reads) plus the host's own "host" section: the game's name and its seats with
// their names, colours, bots, seat tokens and hints asked for, whether hints are allowed, the
// table talk, who made each move and what happened at the table (net/history.h).
// The host section never leaves the host.
#pragma once

#include "engine/record.h"
#include "net/history.h"
#include "net/seats.h"

#include <QString>
#include <cstdint>
#include <string>
#include <vector>

namespace cor::net {

struct SavedGame {
    GameRecord record;
    std::string gameName;
    std::vector<Seat> seats;        // tokens kept; ready flags and stand-ins are not saved
    bool hints = false;             // HostConfig::hints
    std::vector<ChatLine> chat{};   // the table talk, oldest first
    std::vector<Actor> actors{};    // who made each move (none: all the seats' own)
    std::vector<TableNote> notes{}; // drops, returns and stand-ins, in order
};

std::string savedGameText(const SavedGame& game);
// Throws cor::SaveError naming what is wrong.
SavedGame parseSavedGame(std::string_view text);

// How a save reaches the disk. Synced: the file is on the disk before the call returns, so even
// a power cut leaves the old file or the new one. Replaced: the new file takes the old one's
// place at once, without waiting for the disk: a killed process loses nothing (the system keeps
// what was written), a power cut the last moments. A table server saving thousands of games
// uses it: a sync takes milliseconds, and its loop would wait for each.
enum class SaveDurability : std::uint8_t { Synced, Replaced };

// Written atomically: a crash at any moment leaves the old file or the new one. False (and
// `error` set) when it cannot be written.
bool writeSavedGame(const QString& path, const SavedGame& game, QString* error = nullptr,
                    SaveDurability durability = SaveDurability::Synced);
// A save is tens of kilobytes; a larger file in the saves folder is not one, and is not read
// into memory to find that out.
inline constexpr qint64 kMaxSavedGameBytes = 16 * 1024 * 1024;

// Throws cor::SaveError when the file cannot be read, is larger than kMaxSavedGameBytes or is
// not a hosted game's save.
SavedGame readSavedGame(const QString& path);

// Where a rematch is saved: "dir/game.json" -> "dir/game-2.json" -> "dir/game-3.json".
QString nextSavePath(const QString& path);

} // namespace cor::net
