#include "app/models/look_back_rows.h"

#include "app/models/round_names.h"

namespace cor::app {

int LookBackSeatsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant LookBackSeatsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const LookBackSeatRow& r = row(index.row());
    switch (role) {
    case SeatRole:
        return r.seat;
    case NameRole:
        return r.name;
    case ColourRole:
        return r.colour;
    case DecisionsRole:
        return r.decisions;
    case SlipsRole:
        return r.slips;
    case MistakesRole:
        return r.mistakes;
    case BlundersRole:
        return r.blunders;
    case MeanLossRole:
        return r.meanLoss;
    default:
        return {};
    }
}

QHash<int, QByteArray> LookBackSeatsModel::roleNames() const {
    return {{SeatRole, "seat"},           {NameRole, "name"},        {ColourRole, "colour"},
            {DecisionsRole, "decisions"}, {SlipsRole, "slips"},      {MistakesRole, "mistakes"},
            {BlundersRole, "blunders"},   {MeanLossRole, "meanLoss"}};
}

void LookBackSeatsModel::setRows(std::vector<LookBackSeatRow> rows) {
    replaceRows(rows_, std::move(rows));
}

int LookBackMovesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant LookBackMovesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const LookBackMoveRow& r = row(index.row());
    switch (role) {
    case DecisionRole:
        return r.decision;
    case StepRole:
        return r.step;
    case RoundRole:
        return r.round;
    case RoundNameRole:
        return RoundNames::name(r.round);
    case PlayedRole:
        return r.played;
    case BetterRole:
        return r.better;
    case LossRole:
        return r.loss;
    case SeverityRole:
        return r.severity;
    case SeverityNameRole:
        return r.severityName;
    default:
        return {};
    }
}

QHash<int, QByteArray> LookBackMovesModel::roleNames() const {
    return {{DecisionRole, "decision"},
            {StepRole, "step"},
            {RoundRole, "round"},
            {RoundNameRole, "roundName"},
            {PlayedRole, "played"},
            {BetterRole, "better"},
            {LossRole, "loss"},
            {SeverityRole, "severity"},
            {SeverityNameRole, "severityName"}};
}

void LookBackMovesModel::setRows(std::vector<LookBackMoveRow> rows) {
    replaceRows(rows_, std::move(rows));
}

} // namespace cor::app
