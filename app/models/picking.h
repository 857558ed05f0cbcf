// What the keyboard reaches besides the hand: the cards (or decks) of the decision at hand. Tab
// walks them with the hand's playable cards, Enter chooses the one picked, the arrows move a
// card going back under a school. Pure: the view, the choices and the selection in.
#pragma once

#include "app/models/selection.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <vector>

namespace cor::app {

enum class PickList {
    None,
    Strip,   // the emissary phase: a space of the action strip (index: space - 1)
    Draft,   // the setup draft's pack: keep one
    Decks,   // a school: the deck to draw from
    Drawn,   // a school's drawn cards: keep one
    PutBack, // a school's cards going back: their order
    Offer,   // the offer: take one
};

// The decision the keyboard picks in now.
PickList pickList(const PlayerView& view, const ActionList& choices, const Selection& selection,
                  bool yourTurn);
// The indexes of `list` that may be chosen, in screen order.
std::vector<int> pickable(PickList list, const PlayerView& view, const ActionList& choices,
                          const Selection& selection);

} // namespace cor::app
