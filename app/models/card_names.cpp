#include "app/models/card_names.h"

#include "app/models/card_texts.h"
#include "engine/action.h"

namespace cor::app {

QString cardIdText(Card card) {
    const std::string_view id = cardId(card);
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

QString deckText(DeckId deck) {
    const std::string_view name = deckName(deck);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

QString faceName(Card card) {
    switch (card) {
    case Card::StartVegetableFarm:
        return cardTexts(Card::VegetableFarm).name;
    case Card::StartResidence2:
        return cardTexts(Card::Residence2).name;
    default:
        return cardTexts(card).name;
    }
}

} // namespace cor::app
