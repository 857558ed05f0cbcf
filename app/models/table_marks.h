// What a game's record says of who played it: the rounds a bot played for each seat's absent
// person, and how many decisions assisted play took for each seat; for the score pad, so that a
// result says how it came about.
#pragma once

#include "engine/record.h"
#include "net/history.h"

#include <QString>
#include <vector>

namespace cor::app {

struct TableMarks {
    std::vector<QString> standIns; // by seat: "rounds 6–11", "the draft, round 4"; "" none
    std::vector<int> assisted;     // by seat: decisions assisted play took
    bool any() const;
};

// `actors`: who made each of `record`'s moves (net/history.h); a move it does not cover was its
// seat's own.
TableMarks tableMarks(const GameRecord& record, const std::vector<net::Actor>& actors);

} // namespace cor::app
