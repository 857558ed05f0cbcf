// The network layer's log (spdlog, to stderr): connections, seats, rejects and game events.
// Nothing secret goes into it: the host's log is read on a player's machine too.
#pragma once

#include <spdlog/spdlog.h>

namespace cor::net {

spdlog::logger& netLog();

} // namespace cor::net
