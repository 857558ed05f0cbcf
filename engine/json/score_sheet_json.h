// Score sheets as JSON (spec/CLI.md, `score` and `replay`): the rows of the score pad, keys
// in the contract's order, and the winners. Every program that prints a result uses these.
#pragma once

#include "engine/json/save_file.h"
#include "engine/scoring.h"

#include <vector>

namespace cor {

Json scoreSheetToJson(const ScoreSheet& sheet);
Json scoreSheetsToJson(const std::vector<ScoreSheet>& sheets);
// The seats in `winnerMask` (bit s: seat s), ascending.
Json winnersToJson(unsigned winnerMask, int players);
// {"scores": [sheet per seat], "winners": [seats], "over": bool}: what `replay` prints.
Json resultToJson(const std::vector<ScoreSheet>& sheets, unsigned winnerMask, bool over);

} // namespace cor
