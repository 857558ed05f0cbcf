// A bot decides from its own PlayerView only, never the full state (fair by construction).
// The bot factory and every bot name the programs accept live here.
#pragma once

#include "engine/rules.h"
#include "engine/view.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace cor {

// What a time budget is measured on. A plain function, read only every few iterations: the
// steady clock, or a test's own clock that says when the time is up.
using BudgetClock = std::chrono::steady_clock::time_point (*)();
inline std::chrono::steady_clock::time_point steadyClockNow() {
    return std::chrono::steady_clock::now();
}

struct BotBudget {
    int iterations = 0;                 // 0: the bot's default
    double seconds = 0.0;               // 0: no time limit (iterations decide)
    BudgetClock clock = steadyClockNow; // what the seconds are measured on
};

class Bot {
  public:
    virtual ~Bot() = default;
    // `legal` is the non-empty list of legal actions of view.viewer, who is to act.
    virtual Action choose(const PlayerView& view, const ActionList& legal) = 0;
};

// The bot kinds of the command-line tools; "ismcts:K" is ISMCTS with K iterations a move.
inline constexpr std::array<std::string_view, 3> kBotKinds{"random", "greedy", "ismcts"};
inline constexpr int kMaxIsmctsIterations = 100'000'000;

// The difficulty levels, weakest first, and their names (what the app offers and the
// programs' --bots accept). Each beats the one below in most two-player games.
enum class Difficulty : std::uint8_t { Beginner, Easy, Normal, Hard, Expert };
inline constexpr std::array<std::string_view, 5> kDifficultyNames{"beginner", "easy", "normal",
                                                                  "hard", "expert"};

bool isBotKind(std::string_view kind);
// "ismcts:K" with 1 <= K <= kMaxIsmctsIterations: K; otherwise nothing.
std::optional<int> ismctsIterations(std::string_view name);
// A bot kind, "ismcts:K" or a difficulty name: what a seat, --bots or --bot may name.
bool isBotName(std::string_view name);
// "random, greedy, ismcts, ismcts:K, beginner, easy, normal, hard, expert": for messages that
// list the known names.
std::string botKindList();
std::string_view difficultyName(Difficulty difficulty);
std::optional<Difficulty> difficultyFromName(std::string_view name);

// Kinds: "random", "greedy", "ismcts" (budget: iterations and/or seconds). Deterministic for a
// seed when the budget is iterations only. nullptr for an unknown kind.
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed, BotBudget budget = {});
// A difficulty level (bots/levels.cpp says what each is); its time cap is measured on `clock`.
std::unique_ptr<Bot> makeBot(Difficulty difficulty, std::uint64_t seed,
                             BudgetClock clock = steadyClockNow);
// The level's Elo rating in two-player games, beginner at 1000, as `cityofrome-cli ladder`
// measured it (README, Bots).
int difficultyRating(Difficulty difficulty);
// A bot by name (isBotName); `ismctsBudget` applies to a bare "ismcts" only (the default budget
// when empty). nullptr if unknown.
std::unique_ptr<Bot> makeNamedBot(std::string_view name, std::uint64_t seed,
                                  BotBudget ismctsBudget = {});

} // namespace cor
