#include "engine/bots/match.h"

#include "engine/invariants.h"

#include <memory>

namespace cor {
namespace {

// A safety net against a game that never ends; real games take a few hundred actions.
constexpr int kMaxActionsPerGame = 100'000;

// Appends instead of `"\"" + …`, which trips GCC 12's -Wrestrict false positive.
std::string quoted(const Action& action) {
    std::string text(1, '"');
    text += toText(action);
    text += '"';
    return text;
}

} // namespace

MatchResult playMatch(const GameSetup& setup, const std::array<Bot*, kMaxPlayers>& bots,
                      const std::function<void(const std::string&)>& report) {
    thread_local const auto legalList = std::make_unique<ActionList>(); // reused by every move
    ActionList& legal = *legalList;
    MatchResult result{Table(setup)};
    Table& table = result.table;
    const auto where = [&] {
        return "game seed " + std::to_string(setup.seed) + ", action " +
               std::to_string(result.actions + 1) + ": ";
    };
    const auto error = [&](const std::string& what) {
        ++result.errors;
        report(where() + what);
    };
    const auto check = [&] {
        const std::string broken = checkInvariants(table.state());
        if (!broken.empty()) {
            ++result.violations;
            report(where() + "invariant broken: " + broken);
        }
    };
    std::uint8_t round = table.state().round;
    while (!table.over()) {
        if (result.actions == kMaxActionsPerGame) {
            error("no end after " + std::to_string(kMaxActionsPerGame) + " actions");
            break;
        }
        const int seat = table.toAct();
        table.legal(seat, legal);
        if (legal.empty()) {
            error("no legal action for seat " + std::to_string(seat));
            break;
        }
        const Action choice = bots[static_cast<std::size_t>(seat)]->choose(table.view(seat), legal);
        if (!legal.contains(choice)) {
            error("seat " + std::to_string(seat) + " chose " + quoted(choice) +
                  ", which is not legal");
            break;
        }
        if (const ActionError refused = table.submit(seat, choice); refused != ActionError::None) {
            error(quoted(choice) + " refused: " + std::string(errorMessage(refused)));
            break;
        }
        ++result.actions;
        if (table.state().round != round) {
            round = table.state().round;
            check();
        }
    }
    check();
    if (result.errors == 0 && table.state().round != table.state().rounds) {
        ++result.violations;
        report(where() + "the game ended in round " + std::to_string(table.state().round) + " of " +
               std::to_string(table.state().rounds));
    }
    return result;
}

} // namespace cor
