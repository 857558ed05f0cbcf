// Playing through the app's models in tests: one gesture at a time, the first of what a
// model offers, as a patient player would.
#pragma once

#include "app/models/game_model.h"

#include <QAbstractItemModel>
#include <cstdint>
#include <vector>

namespace cor::app::test {

// The rows of `model` whose boolean `role` is true.
std::vector<int> trueRows(QAbstractItemModel& model, const QByteArray& role);

// One gesture when the model's seat is to act and its view is new since `acted`.
void act(GameModel& game, std::uint32_t& acted);

} // namespace cor::app::test
