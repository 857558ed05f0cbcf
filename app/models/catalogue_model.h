// Every building of the game, for the rules reference: one row per kind of card, in the
// current language.
//
// Roles: card, name, effect, rule, cost (-1: none), stars, category, colour, value, copies
// (how many are in the game's decks, as "I 1 · II 0 · III 0 · IV 0"); and, as for every card
// model, back, faceUp (true), open (true), playable and selected (false).
#pragma once

#include "app/models/card_list_model.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class CatalogueModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

  public:
    // The card roles of CardListModel, and the copies.
    enum Role { CopiesRole = CardListModel::SelectedRole + 1 };

    explicit CatalogueModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

} // namespace cor::app
