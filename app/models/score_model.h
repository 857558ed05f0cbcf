// The score pad at the end (CLARIFICATIONS §6): one row per line of the pad, one value per
// player, the total last, then the tie-breakers (influence tokens, coins), and how each result
// came about, where it says anything: the hints each player asked for, the rounds a bot played
// for an absent player, the decisions assisted play took.
//
// Roles: label (translated), values (a list of numbers, one per seat), total (the total row),
// tieBreaker (a row that only decides ties), markKind and markValue (how the final cities mark
// what the row counts, as scoring_marks.h: "area" with its value, "aqueducts", "temple"; "").
// seatRows: each seat's rows as a hovered score shows them (score_rows.h), one list per seat.
#pragma once

#include "app/models/table_marks.h"
#include "engine/scoring.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

class ScoreModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the score pad comes from a GameModel")
    Q_PROPERTY(QVariantList seatRows READ seatRows NOTIFY sheetsChanged)

  public:
    enum Role {
        LabelRole = Qt::UserRole + 1,
        ValuesRole,
        TotalRole,
        TieBreakerRole,
        MarkKindRole,
        MarkValueRole
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // `influence` and `coins`: each seat's tokens and coins at the end, for the tie-breakers.
    void setSheets(const std::vector<ScoreSheet>& sheets, const std::vector<int>& influence,
                   const std::vector<int>& coins);
    // The hints each seat asked for, and who played the game (set after the sheets; a new
    // setSheets forgets them).
    void setHints(const std::vector<int>& hints);
    void setMarks(const TableMarks& marks);
    void retranslate();
    QVariantList seatRows() const;

  signals:
    void sheetsChanged();

  private:
    std::vector<ScoreSheet> sheets_;
    std::vector<int> influence_;
    std::vector<int> coins_;
    // The rows after the tie-breakers: hints, stand-ins, assisted play (only where there are
    // any): a label and a value per seat ("" for none).
    struct NoteRow {
        int label; // the row's kind, for its label in the language of the moment
        QVariantList values;
    };
    void setNoteRow(int label, QVariantList values);
    std::vector<NoteRow> notes_;
};

} // namespace cor::app
