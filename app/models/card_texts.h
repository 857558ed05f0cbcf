// Every word a card shows, translatable: names, the one-line effect on the face and the full
// rule text (in German the German rulebook's own words, through translations/cityofrome_de.ts).
#pragma once

#include "engine/cards.h"

#include <QString>

namespace cor::app {

struct CardTexts {
    QString name;   // e.g. "Vegetable Farm"
    QString effect; // one short line for the card face, e.g. "Produce: +1 coin"
    QString rule;   // the full rule, for the tooltip and the rules reference (1-3 sentences)
};

// In the current language (QCoreApplication::translate with context "Cards").
CardTexts cardTexts(Card card);

// Names of the player colours and public building colours, translated ("purple", "yellow"...).
QString playerColourName(int colour); // 0 purple, 1 orange, 2 white, 3 brown
QString publicColourName(Colour colour);

} // namespace cor::app
