#include "app/models/catalogue_model.h"

#include "app/models/card_texts.h"
#include "app/models/settings.h"

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
    case CopiesRole: {
        QStringList copies;
        for (int d = 0; d < kDeckCount; ++d) {
            copies << QStringLiteral("%1 %2")
                          .arg(deckText(static_cast<DeckId>(d)))
                          .arg(deckCopies(card, static_cast<DeckId>(d)));
        }
        return copies.join(QStringLiteral(" · "));
    }
    case CardListModel::BackRole:
        return QString();
    case CardListModel::FaceUpRole:
    case CardListModel::OpenRole:
        return true;
    case CardListModel::PlayableRole:
    case CardListModel::SelectedRole:
        return false;
    default:
        return cardFaceData(card, role);
    }
}

QHash<int, QByteArray> CatalogueModel::roleNames() const {
    QHash<int, QByteArray> names = CardListModel().roleNames();
    names.insert(CopiesRole, "copies");
    return names;
}

} // namespace cor::app
