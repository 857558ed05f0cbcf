#include "app/models/card_list_model.h"

#include "app/models/card_texts.h"
#include "engine/action.h"

namespace cor::app {

QString categoryName(Card card) {
    switch (info(card).category) {
    case Category::Production:
        return QStringLiteral("production");
    case Category::Residential:
        return QStringLiteral("residential");
    case Category::Public:
        return QStringLiteral("public");
    case Category::Aqueduct:
        return QStringLiteral("aqueduct");
    case Category::Temple:
        return QStringLiteral("temple");
    case Category::None:
        break;
    }
    return {};
}

QString colourKey(Card card) {
    switch (info(card).colour) {
    case Colour::Yellow:
        return QStringLiteral("yellow");
    case Colour::Red:
        return QStringLiteral("red");
    case Colour::Green:
        return QStringLiteral("green");
    case Colour::Blue:
        return QStringLiteral("blue");
    case Colour::None:
        break;
    }
    return {};
}

int CardListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant cardFaceData(Card card, int role) {
    switch (role) {
    case CardListModel::CardRole:
        return cardIdText(card);
    case CardListModel::NameRole:
        return faceName(card);
    case CardListModel::ShortNameRole:
        return shortFaceName(card);
    case CardListModel::EffectRole:
        return cardTexts(card).effect;
    case CardListModel::RuleRole:
        return cardTexts(card).rule;
    case CardListModel::CostRole:
        return isStartingBuilding(card) ? -1 : int(info(card).cost);
    case CardListModel::StarsRole:
        return int(info(card).stars);
    case CardListModel::CategoryRole:
        return categoryName(card);
    case CardListModel::ColourRole:
        return colourKey(card);
    case CardListModel::ValueRole:
        return residenceValue(card);
    default:
        return {};
    }
}

QVariant CardListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const CardEntry& entry = cards_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case BackRole:
        return deckText(entry.back);
    case DeckRole:
        return deckNumber(entry.back);
    case FaceUpRole:
        return entry.card != Card::None;
    case OpenRole:
        return entry.open;
    case PlayableRole:
        return entry.playable;
    case SelectedRole:
        return entry.selected;
    case HintedRole:
        return entry.hinted;
    case PlayedRole:
        return entry.played;
    default:
        break;
    }
    if (entry.card == Card::None) { // a back: no face
        return role == CostRole                         ? QVariant(-1)
               : role == StarsRole || role == ValueRole ? QVariant(0)
                                                        : QVariant(QString());
    }
    return cardFaceData(entry.card, role);
}

QHash<int, QByteArray> CardListModel::roleNames() const {
    return {{CardRole, "card"},         {NameRole, "name"},         {ShortNameRole, "shortName"},
            {EffectRole, "effect"},     {RuleRole, "rule"},         {CostRole, "cost"},
            {StarsRole, "stars"},       {CategoryRole, "category"}, {ColourRole, "colour"},
            {ValueRole, "value"},       {BackRole, "back"},         {DeckRole, "deck"},
            {FaceUpRole, "faceUp"},     {OpenRole, "open"},         {PlayableRole, "playable"},
            {SelectedRole, "selected"}, {HintedRole, "hinted"},     {PlayedRole, "played"}};
}

void CardListModel::setCards(std::vector<CardEntry> cards) {
    const int before = count();
    // A card keeps its row while it stays in the row.
    sync(cards_, std::move(cards), [](const CardEntry& e) { return std::pair(e.card, e.back); });
    if (count() != before) {
        emit countChanged();
    }
}

} // namespace cor::app
