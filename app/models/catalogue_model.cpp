#include "app/models/catalogue_model.h"

#include "app/models/card_list_model.h"
#include "app/models/card_texts.h"
#include "app/models/settings.h"
#include "engine/action.h"

namespace cor::app {

CatalogueModel::CatalogueModel(QObject* parent) : QAbstractListModel(parent) {
    connect(Settings::instance(), &Settings::languageChanged, this,
            [this] { emit dataChanged(index(0), index(rowCount() - 1)); });
}

int CatalogueModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kCardKinds - 1; // every card but None
}

QVariant CatalogueModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const auto card = static_cast<Card>(index.row() + 1);
    switch (role) {
    case CardRole:
        return QString::fromLatin1(cardId(card).data(),
                                   static_cast<qsizetype>(cardId(card).size()));
    case NameRole:
        return cardTexts(card).name;
    case EffectRole:
        return cardTexts(card).effect;
    case RuleRole:
        return cardTexts(card).rule;
    case CostRole:
        return isStartingBuilding(card) ? -1 : int(info(card).cost);
    case StarsRole:
        return int(info(card).stars);
    case CategoryRole:
        return categoryName(card);
    case ColourRole:
        return colourKey(card);
    case ValueRole:
        return residenceValue(card);
    case CopiesRole: {
        QStringList copies;
        for (int d = 0; d < kDeckCount; ++d) {
            const std::string_view deck = deckName(static_cast<DeckId>(d));
            copies << QStringLiteral("%1 %2")
                          .arg(
                              QString::fromLatin1(deck.data(), static_cast<qsizetype>(deck.size())))
                          .arg(deckCopies(card, static_cast<DeckId>(d)));
        }
        return copies.join(QStringLiteral(" · "));
    }
    case BackRole:
        return QString();
    case FaceUpRole:
    case OpenRole:
        return true;
    case PlayableRole:
    case SelectedRole:
        return false;
    default:
        return {};
    }
}

QHash<int, QByteArray> CatalogueModel::roleNames() const {
    return {{CardRole, "card"},         {NameRole, "name"},         {EffectRole, "effect"},
            {RuleRole, "rule"},         {CostRole, "cost"},         {StarsRole, "stars"},
            {CategoryRole, "category"}, {ColourRole, "colour"},     {ValueRole, "value"},
            {CopiesRole, "copies"},     {BackRole, "back"},         {FaceUpRole, "faceUp"},
            {OpenRole, "open"},         {PlayableRole, "playable"}, {SelectedRole, "selected"}};
}

} // namespace cor::app
