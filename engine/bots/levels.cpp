// The difficulty levels (bot.h): what each one is. Each should beat the one below in 65-80% of
// two-player games (README, Bots: the ladder that measured them).
#include "engine/bots/bot.h"
#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"

namespace cor {

std::unique_ptr<Bot> makeBot(Difficulty difficulty, std::uint64_t seed) {
    switch (difficulty) {
    case Difficulty::Beginner:
        return std::make_unique<GreedyBot>(seed, 800);
    case Difficulty::Easy:
        return std::make_unique<GreedyBot>(seed);
    case Difficulty::Normal:
        return std::make_unique<IsmctsBot>(seed, BotBudget{1000, 0.5});
    case Difficulty::Hard:
        return std::make_unique<IsmctsBot>(seed, BotBudget{8000, 0.9});
    case Difficulty::Expert:
        break;
    }
    return std::make_unique<IsmctsBot>(seed, BotBudget{60000, 0.9});
}

} // namespace cor
