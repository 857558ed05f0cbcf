// The words that name a card or a deck, in the current language (the card texts' names).
#pragma once

#include "engine/cards.h"

#include <QString>

namespace cor::app {

QString cardIdText(Card card); // "market"
QString deckText(DeckId deck); // "II"
// The name on the card's face: a starting building's is the ordinary card's ("Residence 2").
QString faceName(Card card);

} // namespace cor::app
