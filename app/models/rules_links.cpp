#include "app/models/rules_links.h"

#include "app/models/card_list_model.h"

namespace cor::app {

QString rulesSectionOfPhase(GameModel::Phase phase) {
    switch (phase) {
    case GameModel::Phase::Setup:
    case GameModel::Phase::Draft:
        return QStringLiteral("setup");
    case GameModel::Phase::Emissaries:
        return QStringLiteral("emissaries");
    case GameModel::Phase::Actions:
        return QStringLiteral("actions");
    case GameModel::Phase::Over:
        return QStringLiteral("final-scoring");
    }
    return {};
}

QString rulesSectionOfEvent(const Event& event) {
    switch (event.kind) {
    case EventKind::DraftPicked:
        return QStringLiteral("setup");
    case EventKind::RoundStarted:
        return QStringLiteral("round");
    case EventKind::CardRevealed:
        return QStringLiteral("upkeep");
    case EventKind::InfluenceRevealed:
        return QStringLiteral("influence-%1").arg(event.value);
    case EventKind::EmissaryPlaced:
        return QStringLiteral("emissaries");
    case EventKind::TurnStarted:
    case EventKind::CardTaken:
    case EventKind::TurnEnded:
        return QStringLiteral("actions");
    case EventKind::Built:
    case EventKind::PointTokensPlaced:
        return event.card != Card::None ? cardIdText(event.card) : QStringLiteral("build");
    case EventKind::Produced:
    case EventKind::BrickTokenPlaced:
        return QStringLiteral("produce");
    case EventKind::SchoolDeckChosen:
    case EventKind::SchoolKept:
        return QStringLiteral("public-buildings");
    case EventKind::InfluenceAwarded:
    case EventKind::InfluencePostponed:
        return QStringLiteral("influence-scoring");
    case EventKind::GameEnded:
        return QStringLiteral("final-scoring");
    case EventKind::CoinsGained:
    case EventKind::InfluenceGained:
    case EventKind::Undone:
        return {};
    }
    return {};
}

QString RulesLinks::cardAt(QAbstractItemModel* cards, int row) const {
    if (cards == nullptr || row < 0 || row >= cards->rowCount()) {
        return {};
    }
    return cards->data(cards->index(row, 0), CardListModel::CardRole).toString();
}

} // namespace cor::app
