#include "engine/bots/greedy_bot.h"

#include "engine/assist.h"
#include "engine/bots/determinize.h"
#include "engine/bots/evaluation.h"

#include <limits>

namespace cor {

Action greedyChoice(const GameState& state, const ActionList& legal, Rng& rng, int noise) {
    const int seat = seatToAct(state);
    int best = std::numeric_limits<int>::min();
    int chosen = 0;
    std::uint32_t ties = 0;
    for (int i = 0; i < legal.size(); ++i) {
        GameState next = state;
        apply(next, seat, legal[i]);
        const int value =
            evaluate(next, seat) +
            (noise > 0 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(noise) + 1)) : 0);
        if (value > best) {
            best = value;
            chosen = i;
            ties = 1;
        } else if (value == best && rng.below(++ties) == 0) {
            chosen = i;
        }
    }
    return legal[chosen];
}

namespace {

// A tutor's choices: assisted play's, and only builds where one needs no coins.
ActionList tutorChoices(const PlayerView& view, const ActionList& legal) {
    ActionList offered;
    assistedChoices(view, legal, offered);
    ActionList freeBuilds;
    for (const Action& a : offered) {
        if (a.kind == ActionKind::Build &&
            buildCoinCost(info(a.card).cost, view.turn.bricksLeft(), a.amount) == 0) {
            freeBuilds.push(a);
        }
    }
    return freeBuilds.empty() ? offered : freeBuilds;
}

} // namespace

Action GreedyBot::choose(const PlayerView& view, const ActionList& legal) {
    if (legal.size() == 1) {
        return legal[0];
    }
    const ActionList choices = style_ == Style::Tutor ? tutorChoices(view, legal) : legal;
    return greedyChoice(determinize(view, rng_), choices.empty() ? legal : choices, rng_, noise_);
}

} // namespace cor
