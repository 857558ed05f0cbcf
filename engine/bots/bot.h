// A bot decides from its own PlayerView only, never the full state (fair by construction).
#pragma once

#include "rules.h"
#include "view.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace cor {

struct BotBudget {
    int iterations = 0;   // 0: the bot's default
    double seconds = 0.0; // 0: no time limit (iterations decide)
};

class Bot {
  public:
    virtual ~Bot() = default;
    // `legal` is the non-empty list of legal actions of view.viewer, who is to act.
    virtual Action choose(const PlayerView& view, const ActionList& legal) = 0;
};

// The app's difficulty levels.
enum class Difficulty : std::uint8_t { Easy, Normal, Hard };

bool isBotKind(std::string_view kind);
// Kinds: "random", "greedy", "ismcts" (budget: iterations and/or seconds). Deterministic for a
// seed when the budget is iterations only.
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed, BotBudget budget = {});
// Easy: greedy. Normal: ISMCTS with a small budget. Hard: ISMCTS with a large budget, at
// most 1.8 s a move.
std::unique_ptr<Bot> makeBot(Difficulty difficulty, std::uint64_t seed);

} // namespace cor
