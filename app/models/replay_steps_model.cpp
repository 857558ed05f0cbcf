#include "app/models/replay_steps_model.h"

#include "app/models/log_model.h"
#include "app/models/presentation.h"
#include "app/models/round_names.h"

namespace cor::app {

ReplayStepsModel::ReplayStepsModel(std::function<QString(int seat)> seatName,
                                   std::function<int(int seat)> seatColour, QObject* parent)
    : QAbstractListModel(parent), seatName_(std::move(seatName)),
      seatColour_(std::move(seatColour)) {}

QString ReplayStepsModel::nameOf(const ReplayStep& step) const {
    const QString name = seatName_(step.seat);
    return step.by == net::Actor::StandIn ? standInName(name) : name;
}

int ReplayStepsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant ReplayStepsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const int row = index.row();
    const ReplayStep step = row == 0 ? ReplayStep{} : steps_[static_cast<std::size_t>(row - 1)];
    switch (role) {
    case StepRole:
        return row;
    case RoundRole:
        return step.round;
    case RoundNameRole:
        return RoundNames::name(step.round);
    case RoundBeginsRole:
        return row == 1 ||
               (row > 1 && steps_[static_cast<std::size_t>(row - 2)].round != step.round);
    case SeatRole:
        return step.seat;
    case NameRole:
        return step.seat >= 0 ? nameOf(step) : QString();
    case ColourRole:
        return step.seat >= 0 ? seatColour_(step.seat) : 0;
    case TextRole:
        //: The first row of a replay's steps: the game before anybody acted
        return row == 0 ? tr("The cards are dealt")
                        : LogModel::eventText(redactFor(step.event, viewer_), nameOf(step));
    case AutomaticRole:
        return step.by == net::Actor::Assisted;
    default:
        return {};
    }
}

QHash<int, QByteArray> ReplayStepsModel::roleNames() const {
    return {{StepRole, "step"},           {RoundRole, "round"},
            {RoundNameRole, "roundName"}, {RoundBeginsRole, "roundBegins"},
            {SeatRole, "seat"},           {NameRole, "name"},
            {ColourRole, "colour"},       {TextRole, "text"},
            {AutomaticRole, "automatic"}};
}

void ReplayStepsModel::setSteps(std::vector<ReplayStep> steps) {
    beginResetModel();
    steps_ = std::move(steps);
    endResetModel();
    emit countChanged();
}

void ReplayStepsModel::setViewer(int seat) {
    viewer_ = seat;
    refresh();
}

void ReplayStepsModel::refresh() {
    emit dataChanged(index(0), index(count() - 1));
}

} // namespace cor::app
