#include "engine/assist.h"

#include "engine/yields.h"

namespace cor {
namespace {

bool produceMakesSense(const PlayerView& view) {
    const PlayerPublicView& self = view.players[static_cast<std::size_t>(view.viewer)];
    const Yield yield = produceYield(self.city);
    const int price = producePrice(view.turn.cogs);
    return view.turn.cogs >= kProduceCogs || yield.influence >= 1 ||
           yield.coins + 2 * yield.brickTokens > price;
}

bool lastPlacement(const PlayerView& view) {
    return view.phase == Phase::Emissaries &&
           view.placements + 1 == view.playerCount * view.emissariesPerPlayer;
}

} // namespace

int dominatingSpace(const PlayerView& view, int space) {
    if (!lastPlacement(view)) {
        return 0;
    }
    // A free space is dominated when a later free space comes before any other player's
    // emissary: the last such space gives more and acts no later.
    int better = 0;
    for (int later = space + 1; later <= kStripSpaces; ++later) {
        const int seat = view.emissaries[static_cast<std::size_t>(later - 1)];
        if (seat < 0) {
            better = later;
        } else if (!(view.playerCount == 2 && seat == view.viewer)) {
            break;
        }
    }
    return better;
}

namespace {

// The same build with more brick tokens is also legal.
bool moreTokensLegal(const Action& build, const ActionList& legal) {
    Action more = build;
    ++more.amount;
    return legal.contains(more);
}

} // namespace

void assistedChoices(const PlayerView& view, const ActionList& legal, ActionList& out) {
    out.clear();
    for (const Action& action : legal) {
        switch (action.kind) {
        case ActionKind::Build:
            if (moreTokensLegal(action, legal)) {
                continue;
            }
            break;
        case ActionKind::Produce:
            if (!produceMakesSense(view)) {
                continue;
            }
            break;
        case ActionKind::Place:
            if (dominatingSpace(view, action.amount) != 0) {
                continue;
            }
            break;
        default:
            break;
        }
        out.push(action);
    }
}

std::optional<Action> onlyChoice(const ActionList& choices) {
    if (choices.size() != 1) {
        return std::nullopt;
    }
    return choices[0];
}

} // namespace cor
