// The look back's two lists, filled by the LookBackModel in the current language.
//
// LookBackSeatsModel, one row per seat — roles: seat, name, colour (0..3), decisions (how many
// the seat had with more than one choice), slips, mistakes, blunders (how many cost that much,
// analysis.h's severityOf), meanLoss (points lost per decision, as text in the language's
// number format).
//
// LookBackMovesModel, one seat's costliest decisions, costliest first, at most three — roles:
// decision (its number, for LookBackModel::openDecision), step (the replay's step at the moment
// of the decision), round, roundName ("Setup draft", "Round 3"), played (what was played, in the
// log's words), better (what the search prefers and why: the hint's words, HintWords::line), loss
// (points, as text), severity (0 none, 1 slip, 2 mistake, 3 blunder), severityName (translated).
#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

struct LookBackSeatRow {
    int seat = 0;
    QString name;
    int colour = 0;
    int decisions = 0;
    int slips = 0;
    int mistakes = 0;
    int blunders = 0;
    QString meanLoss;
};

struct LookBackMoveRow {
    int decision = 0;
    int step = 0;
    int round = 0;
    QString played;
    QString better;
    QString loss;
    int severity = 0;
    QString severityName;
};

// What both lists share: a count, and new rows that change in place when their number stays,
// so the delegates (and the keyboard focus) stay.
class LookBackRowsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    using QAbstractListModel::QAbstractListModel;
    int count() const { return rowCount(); }

  signals:
    void countChanged();

  protected:
    template <typename Row> void replaceRows(std::vector<Row>& rows, std::vector<Row> next) {
        if (next.size() == rows.size()) {
            rows = std::move(next);
            if (!rows.empty()) {
                emit dataChanged(index(0), index(count() - 1));
            }
            return;
        }
        beginResetModel();
        rows = std::move(next);
        endResetModel();
        emit countChanged();
    }
};

class LookBackSeatsModel : public LookBackRowsModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the seats come from a LookBackModel")

  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        ColourRole,
        DecisionsRole,
        SlipsRole,
        MistakesRole,
        BlundersRole,
        MeanLossRole
    };
    using LookBackRowsModel::LookBackRowsModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const LookBackSeatRow& row(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
    void setRows(std::vector<LookBackSeatRow> rows);

  private:
    std::vector<LookBackSeatRow> rows_;
};

class LookBackMovesModel : public LookBackRowsModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the decisions come from a LookBackModel")

  public:
    enum Role {
        DecisionRole = Qt::UserRole + 1,
        StepRole,
        RoundRole,
        RoundNameRole,
        PlayedRole,
        BetterRole,
        LossRole,
        SeverityRole,
        SeverityNameRole
    };
    using LookBackRowsModel::LookBackRowsModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const LookBackMoveRow& row(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
    void setRows(std::vector<LookBackMoveRow> rows);

  private:
    std::vector<LookBackMoveRow> rows_;
};

} // namespace cor::app
