// Why a score changed (issue 27): for one move, each seat whose score — the score sheet's
// total as things stand, as its panel shows it — changed, by the sheet's rows that changed,
// placed on the move's event that caused it, so that the log can say "+1 point, now 17:
// residential areas of value 2 +4, coins −3". The sheets come from the engine (scoring.h);
// nothing here counts points.
#pragma once

#include "engine/events.h"
#include "engine/scoring.h"

#include <QString>
#include <array>
#include <vector>

namespace cor::app {

// The score sheet's rows, in the pad's order, without the total.
inline constexpr int kSheetRows = 8;

struct ScoreChange {
    int seat = -1;
    int points = 0;                     // by how much this part of the move changed the score
    int total = 0;                      // the score after the move
    std::array<int, kSheetRows> rows{}; // the change of each row
    friend bool operator==(const ScoreChange&, const ScoreChange&) = default;
};

// For each of a move's `events`, the score changes its line tells (most tell none). A seat's
// change goes on its first event of the move, except what an influence scoring it won did to
// its influence rows, which goes on that scoring's line. `before` and `after`: every seat's
// sheet before and after the move (empty: nothing is told).
std::vector<std::vector<ScoreChange>> traceScores(const EventLog& events,
                                                  const std::vector<ScoreSheet>& before,
                                                  const std::vector<ScoreSheet>& after);

// "+1 point, now 17: residential areas of value 2 +4, coins −3"
QString scoreChangeText(const ScoreChange& change);

} // namespace cor::app
