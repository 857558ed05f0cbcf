// One ply: the action whose result evaluates best for the bot (bots/evaluation.h), each
// value blurred by up to `noise` hundredths of a point (0: none) so that a weaker bot misjudges
// close choices, as a person new to the game does.
#pragma once

#include "engine/bots/bot.h"
#include "engine/rng.h"

namespace cor {

class GreedyBot final : public Bot {
  public:
    // A tutor (the beginner level) plays only what a learner can learn from: assisted play's
    // choices (no produce that gains nothing), and it builds whenever a build needs no coins.
    enum class Style : std::uint8_t { Plain, Tutor };
    explicit GreedyBot(std::uint64_t seed, int noise = 0, Style style = Style::Plain)
        : rng_(seed), noise_(noise), style_(style) {}
    Action choose(const PlayerView& view, const ActionList& legal) override;

  private:
    Rng rng_;
    int noise_;
    Style style_;
};

// The greedy choice in a full state (used by the greedy bot on a sampled state and by
// searching bots in their playouts). Ties go to a random one of the best.
Action greedyChoice(const GameState& state, const ActionList& legal, Rng& rng, int noise = 0);

} // namespace cor
