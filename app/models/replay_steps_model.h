// The steps of a replay, one row per step: row 0 is the game as dealt, row i the game after its
// i-th action, described by the log's line for what that action did, as the chosen seat may
// know it (a spectator: what every player knows).
//
// Roles: step (the row's number, 0..steps), round (the round the action was taken in, 0 for
// the setup draft), roundName ("Setup draft", "Round 3"), roundBegins (the first step of its
// round), seat (who acted, -1 for row 0), name (their name), colour (their colour, 0..3), text (the
// translated one-line description), automatic (assisted play took the decision; a bot standing in
// for an absent person is named so in name and text).
#pragma once

#include "engine/events.h"
#include "net/history.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <vector>

namespace cor::app {

struct ReplayStep {
    int round = 0;
    int seat = -1;
    Event event; // the event that says what the action did, unredacted
    net::Actor by = net::Actor::Person;
};

class ReplayStepsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the steps come from a ReplayModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        StepRole = Qt::UserRole + 1,
        RoundRole,
        RoundNameRole,
        RoundBeginsRole,
        SeatRole,
        NameRole,
        ColourRole,
        TextRole,
        AutomaticRole
    };

    // `seatName` and `seatColour`: by seat.
    ReplayStepsModel(std::function<QString(int seat)> seatName,
                     std::function<int(int seat)> seatColour, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(steps_.size()) + 1; }
    // The steps after the deal (row i + 1 is steps[i]).
    void setSteps(std::vector<ReplayStep> steps);
    // Whose eyes the descriptions are for (-1: a spectator).
    void setViewer(int seat);
    // Every row's text again (a new language, new names).
    void refresh();

  signals:
    void countChanged();

  private:
    // The name of the step's actor: the seat's, or its stand-in's.
    QString nameOf(const ReplayStep& step) const;

    std::function<QString(int seat)> seatName_;
    std::function<int(int seat)> seatColour_;
    std::vector<ReplayStep> steps_;
    int viewer_ = -1;
};

} // namespace cor::app
