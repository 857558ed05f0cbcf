#include "engine/explain.h"

#include <algorithm>

namespace cor {

ActionError whyNotBuildable(const PlayerView& view, Card card) {
    if (view.phase == Phase::Over) {
        return ActionError::GameOver;
    }
    if (view.viewer < 0 || view.toAct != view.viewer) {
        return ActionError::NotYourTurn;
    }
    if (view.phase != Phase::Actions) {
        return ActionError::WrongPhase;
    }
    const TurnState& turn = view.turn;
    if (turn.schoolPending()) {
        return ActionError::SchoolPending;
    }
    if (!turn.took && view.offerSize > 0) {
        return ActionError::MustTakeFirst;
    }
    if (turn.built) {
        return ActionError::AlreadyBuilt;
    }
    const PlayerPublicView& self = view.players[static_cast<std::size_t>(view.viewer)];
    if (self.city.buildableCells(card) == 0) {
        return ActionError::NotAdjacent;
    }
    const int cost = info(card).cost;
    const int tokens = std::min(self.city.brickTokenCount(), std::max(0, cost - turn.bricks));
    if (buildCoinCost(cost, turn.bricks, tokens) > self.coins) {
        return ActionError::NotEnoughCoins;
    }
    return ActionError::None;
}

} // namespace cor
