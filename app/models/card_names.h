// The words that name a card or a deck, in the current language (the card texts' names).
#pragma once

#include "engine/cards.h"

#include <QString>

namespace cor::app {

QString cardIdText(Card card); // "market"
QString deckText(DeckId deck); // "II"
// The deck's number for the screens, 1..4 (its back's picture is deck_<number>.svg).
inline int deckNumber(DeckId deck) {
    return static_cast<int>(deck) + 1;
}
// The name on the card's face: a starting building's is the ordinary card's ("Residence 2").
QString faceName(Card card);
// The name for a tiny space, where the card's band shows a residence's value: "Residential",
// "Luxury Residential"; other cards' names are short enough as they are.
QString shortFaceName(Card card);

} // namespace cor::app
