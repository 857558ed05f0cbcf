// What the table shows, as a function of the seat's view, the choices it has (legal actions,
// filtered by assisted play) and what it has picked: the players, the strip, the offer, the
// draft pack, the hand, a school's drawn cards and the city shown with the spaces the selected
// card may go on. Prices and yields come from the engine.
#pragma once

#include "app/models/card_list_model.h"
#include "app/models/city_model.h"
#include "app/models/players_model.h"
#include "app/models/selection.h"
#include "app/models/strip_model.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <optional>
#include <vector>

namespace cor::app {

struct TableModels {
    PlayersModel& players;
    StripModel& strip;
    CardListModel& offer;
    CardListModel& draftPack;
    CardListModel& hand;
    CardListModel& drawn;
    CardListModel& putBack;
    CityModel& city;
};

// The seat whose city is shown.
int shownSeat(const PlayerView& view, const Selection& selection);
// The card selected in the viewer's hand, if any.
std::optional<Card> selectedCard(const PlayerView& view, const Selection& selection);
// Whether `choices` hold an action of `kind` (with `card`).
bool offers(const ActionList& choices, ActionKind kind);
bool offered(const ActionList& choices, ActionKind kind, Card card);
// Whether `choices` hold a build of `card`.
bool buildOffered(const ActionList& choices, Card card);
// Cards the viewer keeps one of (a school's draw it decides on now), 0 otherwise.
int keepChoices(const PlayerView& view, bool yourTurn);

// Fills the models; the keyboard's cursor moves to the first buildable cell if it is not on one.
void project(const PlayerView& view, const ActionList& choices, const std::vector<SeatInfo>& seats,
             bool yourTurn, Selection& selection, TableModels& models);

} // namespace cor::app
