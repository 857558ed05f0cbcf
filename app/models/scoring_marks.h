// A final city as the score pad shows it beside its rows: every group the rows count, to be
// marked on its cells and counted as the rulebook counts it (engine/scoring.h scoreGroups).
//
// A list of {kind ("area", "aqueducts", "temple"), value (an area's residences' value, else 0),
// cells (the group's cells, [{x, y}]), counted (an area's public buildings that count, [{x, y}]),
// points, count (how the rulebook counts it: "6 × 3 + 4 = 22")}: the areas by value, then the
// aqueducts (if any), then the temples.
#pragma once

#include "engine/city.h"

#include <QVariantList>

namespace cor::app {

QVariantList scoringMarks(const City& city, int coins);

} // namespace cor::app
