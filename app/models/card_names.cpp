#include "app/models/card_names.h"

#include "app/models/card_texts.h"
#include "engine/action.h"

#include <QCoreApplication>

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

QString shortFaceName(Card card) {
    switch (card) {
    case Card::StartResidence2:
    case Card::Residence2:
    case Card::Residence3:
    case Card::Residence4:
        //: A residence's name on a tiny space of a city, its value shown beside it
        return QCoreApplication::translate("Cards", "Residential");
    case Card::LuxuryResidence2:
    case Card::LuxuryResidence3:
    case Card::LuxuryResidence4:
        //: A luxury residence's name on a tiny space of a city, its value shown beside it
        return QCoreApplication::translate("Cards", "Luxury Residential");
    default:
        return faceName(card);
    }
}

} // namespace cor::app
