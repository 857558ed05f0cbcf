// Playing through the app's models in tests: one gesture at a time, the first of what a
// model offers, as a patient player would; a LAN game between two of the app's NetworkGames.
#pragma once

#include "app/models/game_model.h"
#include "app/models/network_game.h"

#include <QAbstractItemModel>
#include <cstdint>
#include <functional>
#include <ostream>
#include <vector>

namespace cor::app {

// The state's name ("Lobby"), in test messages and failed comparisons.
std::ostream& operator<<(std::ostream& os, NetworkGame::State state);

} // namespace cor::app

namespace cor::app::test {

// The rows of `model` whose boolean `role` is true.
std::vector<int> trueRows(QAbstractItemModel& model, const QByteArray& role);

// One gesture when the model's seat is to act and its view is new since `acted`.
void act(GameModel& game, std::uint32_t& acted);

// A LAN game of three under way: `host` hosts (the real server process, on loopback; `hints`:
// allowed), `guest` joins by address, an easy bot takes the third seat. Fails the test
// (fatally) otherwise.
void startLanGame(NetworkGame& host, NetworkGame& guest, bool hints = false);

// Host and guest play, one gesture at a time, until `done` holds (false once the game has
// stood still for a minute).
bool playUntil(NetworkGame& host, NetworkGame& guest, const std::function<bool()>& done);

} // namespace cor::app::test
