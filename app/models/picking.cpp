#include "app/models/picking.h"

#include "app/models/table_projection.h"

#include <algorithm>

namespace cor::app {
namespace {

std::vector<int> upTo(int count) {
    std::vector<int> all;
    for (int i = 0; i < count; ++i) {
        all.push_back(i);
    }
    return all;
}

} // namespace

PickList pickList(const PlayerView& view, const ActionList& choices, const Selection& selection,
                  bool yourTurn) {
    if (keepChoices(view, yourTurn) > 0) {
        return selection.kept < 0 ? PickList::Drawn : PickList::PutBack;
    }
    if (offers(choices, ActionKind::School)) {
        return PickList::Decks;
    }
    if (offers(choices, ActionKind::Draft)) {
        return PickList::Draft;
    }
    if (offers(choices, ActionKind::Place)) {
        return PickList::Strip;
    }
    return offers(choices, ActionKind::Take) ? PickList::Offer : PickList::None;
}

std::vector<int> pickable(PickList list, const PlayerView& view, const ActionList& choices,
                          const Selection& selection) {
    std::vector<int> indexes;
    switch (list) {
    case PickList::None:
        break;
    case PickList::Strip:
        for (int space = 1; space <= kStripSpaces; ++space) {
            if (std::find(choices.begin(), choices.end(), Action::place(space)) != choices.end()) {
                indexes.push_back(space - 1);
            }
        }
        break;
    case PickList::Draft:
        for (int i = 0; i < view.draftPackSize; ++i) {
            if (offered(choices, ActionKind::Draft, view.draftPack[static_cast<std::size_t>(i)])) {
                indexes.push_back(i);
            }
        }
        break;
    case PickList::Decks:
        indexes = upTo(
            static_cast<int>(std::count_if(choices.begin(), choices.end(), [](const Action& a) {
                return a.kind == ActionKind::School;
            })));
        break;
    case PickList::Drawn:
        indexes = upTo(view.turn.drawnCount);
        break;
    case PickList::PutBack:
        indexes = upTo(static_cast<int>(selection.putBack.size()));
        break;
    case PickList::Offer:
        for (int i = 0; i < view.offerSize; ++i) {
            if (offered(choices, ActionKind::Take, view.offer[static_cast<std::size_t>(i)])) {
                indexes.push_back(i);
            }
        }
        break;
    }
    return indexes;
}

} // namespace cor::app
