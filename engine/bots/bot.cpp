#include "bots/bot.h"

#include "bots/greedy_bot.h"
#include "bots/ismcts_bot.h"
#include "bots/random_bot.h"

namespace cor {

bool isBotKind(std::string_view kind) {
    return kind == "random" || kind == "greedy" || kind == "ismcts";
}

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed, BotBudget budget) {
    if (kind == "random") {
        return std::make_unique<RandomBot>(seed);
    }
    if (kind == "greedy") {
        return std::make_unique<GreedyBot>(seed);
    }
    if (kind == "ismcts") {
        return std::make_unique<IsmctsBot>(seed, budget);
    }
    return nullptr;
}

std::unique_ptr<Bot> makeBot(Difficulty difficulty, std::uint64_t seed) {
    switch (difficulty) {
    case Difficulty::Easy:
        return makeBot("greedy", seed);
    case Difficulty::Normal:
        return makeBot("ismcts", seed, BotBudget{1000, 0.5});
    case Difficulty::Hard:
        break;
    }
    return makeBot("ismcts", seed, BotBudget{30000, 1.8});
}

} // namespace cor
