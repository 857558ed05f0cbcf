// A bot decides from its own PlayerView only, never the full state (fair by construction).
// The bot factory and every bot name the programs accept live here.
#pragma once

#include "engine/rules.h"
#include "engine/view.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
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

// The bot kinds of the command-line tools.
inline constexpr std::array<std::string_view, 3> kBotKinds{"random", "greedy", "ismcts"};

// The app's difficulty levels, and their names.
enum class Difficulty : std::uint8_t { Easy, Normal, Hard };
inline constexpr std::array<std::string_view, 3> kDifficultyNames{"easy", "normal", "hard"};

bool isBotKind(std::string_view kind);
// A bot kind or a difficulty name: what a seat of the network host may be.
bool isBotName(std::string_view name);
// "random, greedy, ismcts": for messages that list the known kinds.
std::string botKindList();
std::string_view difficultyName(Difficulty difficulty);
std::optional<Difficulty> difficultyFromName(std::string_view name);

// Kinds: "random", "greedy", "ismcts" (budget: iterations and/or seconds). Deterministic for a
// seed when the budget is iterations only. nullptr for an unknown kind.
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed, BotBudget budget = {});
// Easy: greedy. Normal: ISMCTS with a small budget. Hard: ISMCTS with a large budget, at
// most 1.8 s a move.
std::unique_ptr<Bot> makeBot(Difficulty difficulty, std::uint64_t seed);
// A bot by kind or difficulty name (the kinds with their default budget); nullptr if unknown.
std::unique_ptr<Bot> makeNamedBot(std::string_view name, std::uint64_t seed);

} // namespace cor
