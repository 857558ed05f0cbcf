// Uniform over the legal actions: fast; used by tests and benchmarks.
#pragma once

#include "engine/bots/bot.h"
#include "engine/rng.h"

namespace cor {

class RandomBot final : public Bot {
  public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const PlayerView& view, const ActionList& legal) override;

  private:
    Rng rng_;
};

} // namespace cor
