// The `score` input (a final city as a 4x4 grid of card ids, plus coins, influence tokens and
// influence cards; spec/CLI.md) and the score sheet as JSON. Every rule question — placement,
// copies, connectivity, the score itself — is answered by the engine.
#pragma once

#include "app/cli/json_input.h"
#include "engine/city.h"
#include "engine/json/score_sheet_json.h"
#include "engine/scoring.h"
#include "engine/state.h"

namespace cor::cli {

struct ScoreInput {
    City city;
    int coins = 0;
    int influenceTokens = 0;
    int influenceCardPoints = 0;
};

// Grid row r, column c lies at engine cell x = c + kGridOriginX, y = r + kGridOriginY.
// Scoring does not depend on where the city lies, so any mapping into the engine's grid
// (x -2..3, y -3..3) works; this one keeps every 4x4 position inside it.
inline constexpr int kGridOriginX = kMinX;
inline constexpr int kGridOriginY = kMinY;

// Validates and converts; throws InputError naming the offending cell or field.
ScoreInput scoreInputFromJson(const Json& input);

ScoreSheet score(const ScoreInput& input);

} // namespace cor::cli
