// The name a seat goes by on screen, in every model that shows seats: its player's, or for a
// bot the host gave none, "Bot (hard)" in the language of the moment.
#pragma once

#include <QString>
#include <string>

namespace cor::app {

// A bot's level in the language of the moment: "hard" is "schwer" in German. Other bot names
// (the command-line kinds: random, greedy, ismcts) stay as they are.
QString botLevelName(const std::string& level);
// The seat's name: the player's, or "Bot (hard)" for a bot without one.
QString seatName(const std::string& name, bool bot, const std::string& level);
// A seat in a list of players, bots marked with their level: "Livia (bot, easy)",
// "Bot (hard)", "Aurelia".
QString seatDescription(const std::string& name, bool bot, const std::string& level);

} // namespace cor::app
