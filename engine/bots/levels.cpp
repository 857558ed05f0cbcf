// The difficulty levels (bot.h): what each one is. Each beats the one below in about 65-80% of
// two-player games; README, Bots, has the ladder that measured them and its command.
#include "engine/bots/bot.h"
#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"

namespace cor {

// Per iteration it plays like plain ISMCTS with about three times the iterations (two-player
// arena), and an iteration costs less.
IsmctsOptions levelSearchOptions() {
    IsmctsOptions options;
    options.heuristicPlayouts = true;
    options.playoutTurns = 6;
    return options;
}

namespace {

// A level's budget: iterations a move (which decide its play, so a game is the same on any
// machine), and a time cap for a slow machine.
struct LevelBudget {
    int iterations;
    double seconds;
};
constexpr LevelBudget kEasy{180, 0.5};
constexpr LevelBudget kNormal{500, 0.5};
constexpr LevelBudget kHard{2000, 0.9};
constexpr LevelBudget kExpert{20000, 0.9};

std::unique_ptr<Bot> search(std::uint64_t seed, LevelBudget budget, BudgetClock clock,
                            IsmctsOptions options = levelSearchOptions()) {
    return std::make_unique<IsmctsBot>(seed, BotBudget{budget.iterations, budget.seconds, clock},
                                       options);
}

} // namespace

// Progressive widening: the expert follows the likely lines deeper (a take, then the build
// it allows) instead of trying every move once at every node. At most 2 sqrt(n) moves tried at a
// node seen n times: with sqrt(n) the expert beat hard in 84-87% of two-player games, a step too
// steep; 3 sqrt(n) came near to losing its lead over plain ISMCTS with 30,000 iterations.
IsmctsOptions expertSearchOptions() {
    IsmctsOptions options = levelSearchOptions();
    options.widening = 2.0;
    return options;
}

std::unique_ptr<Bot> makeBot(Difficulty difficulty, std::uint64_t seed, BudgetClock clock) {
    switch (difficulty) {
    case Difficulty::Beginner:
        // Knows the rules, judges the next move only, and plays what a learner can learn from.
        return std::make_unique<GreedyBot>(seed, 0, GreedyBot::Style::Tutor);
    case Difficulty::Easy:
        return search(seed, kEasy, clock);
    case Difficulty::Normal:
        return search(seed, kNormal, clock);
    case Difficulty::Hard:
        return search(seed, kHard, clock);
    case Difficulty::Expert:
        break;
    }
    return search(seed, kExpert, clock, expertSearchOptions());
}

int difficultyRating(Difficulty difficulty) {
    // Two-player Elo, beginner fixed at 1000, rounded to tens: `cityofrome-cli ladder --players
    // 2 --games 60 --seed 1` (README, Bots, has its table).
    constexpr std::array<int, kDifficultyNames.size()> kRatings{1000, 1180, 1340, 1530, 1720};
    return kRatings[static_cast<std::size_t>(difficulty)];
}

} // namespace cor
