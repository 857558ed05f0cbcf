#include "engine/bots/bot.h"

#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/bots/random_bot.h"

#include <algorithm>

namespace cor {

bool isBotKind(std::string_view kind) {
    return std::find(kBotKinds.begin(), kBotKinds.end(), kind) != kBotKinds.end();
}

bool isBotName(std::string_view name) {
    return isBotKind(name) || difficultyFromName(name).has_value();
}

std::string botKindList() {
    std::string list;
    for (std::string_view kind : kBotKinds) {
        list += list.empty() ? "" : ", ";
        list += kind;
    }
    return list;
}

std::string_view difficultyName(Difficulty difficulty) {
    return kDifficultyNames[static_cast<std::size_t>(difficulty)];
}

std::optional<Difficulty> difficultyFromName(std::string_view name) {
    const auto* found = std::find(kDifficultyNames.begin(), kDifficultyNames.end(), name);
    if (found == kDifficultyNames.end()) {
        return std::nullopt;
    }
    return static_cast<Difficulty>(found - kDifficultyNames.begin());
}

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed, BotBudget budget) {
    if (kind == kBotKinds[0]) {
        return std::make_unique<RandomBot>(seed);
    }
    if (kind == kBotKinds[1]) {
        return std::make_unique<GreedyBot>(seed);
    }
    if (kind == kBotKinds[2]) {
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

std::unique_ptr<Bot> makeNamedBot(std::string_view name, std::uint64_t seed) {
    if (const auto difficulty = difficultyFromName(name)) {
        return makeBot(*difficulty, seed);
    }
    return makeBot(name, seed);
}

} // namespace cor
