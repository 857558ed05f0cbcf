// The name a seat goes by on screen, in every model that shows seats: its player's, or for a
// bot the host gave none, "Bot (hard)" in the language of the moment.
#pragma once

#include <QString>
#include <string>

namespace cor::app {

QString seatName(const std::string& name, bool bot, const std::string& level);

} // namespace cor::app
