#include "engine/bots/bot.h"

#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/bots/random_bot.h"

#include <algorithm>
#include <charconv>

namespace cor {

namespace {
constexpr std::string_view kIsmctsPrefix = "ismcts:";
} // namespace

bool isBotKind(std::string_view kind) {
    return std::find(kBotKinds.begin(), kBotKinds.end(), kind) != kBotKinds.end();
}

std::optional<int> ismctsIterations(std::string_view name) {
    if (!name.starts_with(kIsmctsPrefix)) {
        return std::nullopt;
    }
    const std::string_view digits = name.substr(kIsmctsPrefix.size());
    int k = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), k);
    if (digits.empty() || digits[0] == '0' || error != std::errc{} ||
        end != digits.data() + digits.size() || k < 1 || k > kMaxIsmctsIterations) {
        return std::nullopt;
    }
    return k;
}

bool isBotName(std::string_view name) {
    return isBotKind(name) || ismctsIterations(name).has_value() ||
           difficultyFromName(name).has_value();
}

std::string botKindList() {
    std::string list;
    for (std::string_view kind : kBotKinds) {
        list += kind;
        list += ", ";
    }
    list += "ismcts:K";
    for (std::string_view level : kDifficultyNames) {
        list += ", ";
        list += level;
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

std::unique_ptr<Bot> makeNamedBot(std::string_view name, std::uint64_t seed,
                                  BotBudget ismctsBudget) {
    if (const auto difficulty = difficultyFromName(name)) {
        return makeBot(*difficulty, seed);
    }
    if (const auto iterations = ismctsIterations(name)) {
        return makeBot(kBotKinds[2], seed, BotBudget{*iterations, 0.0});
    }
    return makeBot(name, seed, ismctsBudget);
}

} // namespace cor
