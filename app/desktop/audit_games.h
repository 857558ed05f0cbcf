// The games the audit shows (cityofrome --audit): fixed-seed games of bots played by the
// engine, cut where a seat faces the moment to be seen, written as a local game's save file
// that the app continues (seat 0 a person at this machine, the others easy bots).
#pragma once

#include "engine/record.h"

#include <QString>
#include <optional>

namespace cor::desktop {

enum class Moment {
    Draft,      // seat 0 picks in the setup draft
    Emissaries, // seat 0 places an emissary (round 2 or later)
    Build,      // seat 0 has taken a card and can build one (round 4 or later)
    School,     // seat 0 chooses a school's or university's deck, or what to keep
    Aqueduct,   // seat 0 may build an aqueduct over one of its buildings
    FullCity,   // seat 0 acts while a city of 16 buildings (4 by 4) is on the table
    OthersTurn, // seat 1 is to act in the action phase (the hot seat's curtain)
    End,        // the game is over
};

// The first game (seeds from 1) that reaches the moment, cut there; nullopt when none of the
// first few dozen (for a full city, few hundred) does.
std::optional<GameRecord> gameAt(Moment moment, int players);

// A local game's save of `record`: seat 0 a person (seat 1 too with `hotSeat`), the others
// easy bots. False and `error` set when it cannot be written.
bool writeLocalSave(const QString& path, const GameRecord& record, bool hotSeat, QString* error);

} // namespace cor::desktop
