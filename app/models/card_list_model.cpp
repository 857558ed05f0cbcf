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

QVariant CardListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const CardEntry& entry = cards_[static_cast<std::size_t>(index.row())];
    const Card card = entry.card;
    const bool faceUp = card != Card::None;
    switch (role) {
    case CardRole:
        return faceUp ? QString::fromLatin1(cardId(card).data(),
                                            static_cast<qsizetype>(cardId(card).size()))
                      : QString();
    case NameRole:
        return faceUp ? cardTexts(card).name : QString();
    case EffectRole:
        return faceUp ? cardTexts(card).effect : QString();
    case RuleRole:
        return faceUp ? cardTexts(card).rule : QString();
    case CostRole:
        return faceUp && !isStartingBuilding(card) ? int(info(card).cost) : -1;
    case StarsRole:
        return faceUp ? int(info(card).stars) : 0;
    case CategoryRole:
        return faceUp ? categoryName(card) : QString();
    case ColourRole:
        return faceUp ? colourKey(card) : QString();
    case ValueRole:
        return faceUp ? residenceValue(card) : 0;
    case BackRole: {
        const std::string_view name = deckName(entry.back);
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    }
    case FaceUpRole:
        return faceUp;
    case OpenRole:
        return entry.open;
    case PlayableRole:
        return entry.playable;
    case SelectedRole:
        return entry.selected;
    default:
        return {};
    }
}

QHash<int, QByteArray> CardListModel::roleNames() const {
    return {{CardRole, "card"},         {NameRole, "name"},        {EffectRole, "effect"},
            {RuleRole, "rule"},         {CostRole, "cost"},        {StarsRole, "stars"},
            {CategoryRole, "category"}, {ColourRole, "colour"},    {ValueRole, "value"},
            {BackRole, "back"},         {FaceUpRole, "faceUp"},    {OpenRole, "open"},
            {PlayableRole, "playable"}, {SelectedRole, "selected"}};
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
