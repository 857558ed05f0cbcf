#include "engine/bots/random_bot.h"

namespace cor {

Action RandomBot::choose(const PlayerView& /*view*/, const ActionList& legal) {
    return legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(legal.size())))];
}

} // namespace cor
