// A score sheet as the rows a hovered score shows (ScoreRows.qml): a list of {label, points},
// residential areas 2/3/4, aqueducts, temples, coins, influence tokens, influence cards.
#pragma once

#include "engine/scoring.h"

#include <QVariantList>

namespace cor::app {

QVariantList scoreRows(const ScoreSheet& sheet);

} // namespace cor::app
