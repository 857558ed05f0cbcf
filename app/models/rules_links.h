// Where the game links into the rules reference (rules_book.h ids): the section of a game
// phase, of a log line's event, the entry of a card.
#pragma once

#include "app/models/game_model.h"
#include "engine/events.h"

#include <QAbstractItemModel>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

// The section that explains a phase: "setup", "emissaries", "actions", "final-scoring".
QString rulesSectionOfPhase(GameModel::Phase phase);
// The section (or building entry) a log line's event links to; empty for none.
QString rulesSectionOfEvent(const Event& event);

// The same for QML.
class RulesLinks : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

  public:
    using QObject::QObject;

    Q_INVOKABLE QString forPhase(cor::app::GameModel::Phase phase) const {
        return rulesSectionOfPhase(phase);
    }
    // The building entry of the card in `row` of a card model (its "card" role); empty when
    // there is none or it is face down.
    Q_INVOKABLE QString cardAt(QAbstractItemModel* cards, int row) const;
};

} // namespace cor::app
