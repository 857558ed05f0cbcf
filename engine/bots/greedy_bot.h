// One ply: the action whose result evaluates best for the bot (bots/evaluation.h).
#pragma once

#include "engine/bots/bot.h"
#include "engine/rng.h"

namespace cor {

class GreedyBot final : public Bot {
  public:
    explicit GreedyBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const PlayerView& view, const ActionList& legal) override;

  private:
    Rng rng_;
};

// The greedy choice in a full state (used by the greedy bot on a sampled state and by
// searching bots in their playouts). Ties go to a random one of the best.
Action greedyChoice(const GameState& state, const ActionList& legal, Rng& rng);

} // namespace cor
