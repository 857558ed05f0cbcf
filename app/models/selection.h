// What the player has picked on the table but not done yet: the hand card selected, the city
// cell under the keyboard's cursor, the card the keyboard picked in the offer or a choice, the
// city shown, a school's kept card and put-back order, and the expert's hint shown
// (hint_request.h). Plain data: the GameModel changes it on
// gestures, the projection reads it.
#pragma once

#include "engine/action.h"
#include "engine/cards.h"

#include <optional>
#include <vector>

namespace cor::app {

struct Selection {
    int hand = -1;      // index into the viewer's hand, -1: none
    int cursor = -1;    // cell index of the city's keyboard cursor, -1: none
    int shownSeat = -1; // -1: follow the viewer (a spectator: the seat to act)
    int kept = -1;      // index into the drawn cards, -1: not chosen yet
    int picked = -1;    // the keyboard's pick in the decision at hand (picking.h), -1: none
    std::vector<Card> putBack;
    std::optional<Action> hinted; // the hint shown: its space, card or cell glows
    std::vector<int> hintedSeats; // the players its reasons name: their panels ring
    std::optional<Action> played; // the look back: the move played at this moment

    void clear() { *this = Selection{}; }
};

// The element `step` places after `current` in `items`, going round; from outside the list
// the first (step > 0) or the last. -1 when `items` is empty.
int cycle(const std::vector<int>& items, int current, int step);

} // namespace cor::app
