#include "match.h"

#include "invariants.h"
#include "rules.h"
#include "view.h"

#include <memory>

namespace cor::cli {
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
                      std::vector<Action>* record,
                      const std::function<void(const std::string&)>& report) {
    thread_local const auto legalList = std::make_unique<ActionList>(); // reused by every move
    ActionList& legal = *legalList;
    MatchResult result{newGame(setup)};
    GameState& state = result.state;
    const auto where = [&] {
        return "game seed " + std::to_string(setup.seed) + ", action " +
               std::to_string(result.actions + 1) + ": ";
    };
    const auto error = [&](const std::string& what) {
        ++result.errors;
        report(where() + what);
    };
    const auto check = [&] {
        const std::string broken = checkInvariants(state);
        if (!broken.empty()) {
            ++result.violations;
            report(where() + "invariant broken: " + broken);
        }
    };
    std::uint8_t round = state.round;
    while (!isOver(state)) {
        if (result.actions == kMaxActionsPerGame) {
            error("no end after " + std::to_string(kMaxActionsPerGame) + " actions");
            break;
        }
        const int seat = seatToAct(state);
        legalActions(state, legal);
        if (seat < 0 || legal.empty()) {
            error("no legal action for seat " + std::to_string(seat));
            break;
        }
        const Action choice =
            bots[static_cast<std::size_t>(seat)]->choose(makeView(state, seat), legal);
        if (!legal.contains(choice)) {
            error("seat " + std::to_string(seat) + " chose " + quoted(choice) +
                  ", which is not legal");
            break;
        }
        if (const ActionError refused = apply(state, seat, choice); refused != ActionError::None) {
            error(quoted(choice) + " refused: " + std::string(errorMessage(refused)));
            break;
        }
        ++result.actions;
        if (record != nullptr) {
            record->push_back(choice);
        }
        if (state.round != round) {
            round = state.round;
            check();
        }
    }
    check();
    if (result.errors == 0 && state.round != state.rounds) {
        ++result.violations;
        report(where() + "the game ended in round " + std::to_string(state.round) + " of " +
               std::to_string(state.rounds));
    }
    return result;
}

} // namespace cor::cli
