#include "app/models/game_limits.h"

#include "engine/state.h"
#include "net/host.h"

namespace cor::app {

QVariantList GameLimits::playerCounts() {
    QVariantList counts;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        counts << players;
    }
    return counts;
}

int GameLimits::nameLength() {
    return net::HostLimits{}.maxNameLength;
}

int GameLimits::gameNameLength() {
    return net::kMaxGameNameLength;
}

int GameLimits::chatLength() {
    return net::HostLimits{}.maxChatLength;
}

} // namespace cor::app
