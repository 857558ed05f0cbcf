#include "app/models/score_model.h"

#include "app/models/score_rows.h"

#include <algorithm>

namespace cor::app {
namespace {

constexpr int kRows = 11; // nine pad rows, then two tie-breakers (then the notes, if any)
// The notes' rows, in this order.
constexpr int kHintsLabel = kRows;
constexpr int kStandInLabel = kRows + 1;
constexpr int kAssistedLabel = kRows + 2;

QString label(int row) {
    switch (row) {
    case 0:
        return ScoreModel::tr("Residential area 2");
    case 1:
        return ScoreModel::tr("Residential area 3");
    case 2:
        return ScoreModel::tr("Residential area 4");
    case 3:
        return ScoreModel::tr("Aqueducts");
    case 4:
        return ScoreModel::tr("Temples");
    case 5:
        return ScoreModel::tr("Coins");
    case 6:
        return ScoreModel::tr("Influence tokens");
    case 7:
        return ScoreModel::tr("Influence cards");
    case 8:
        return ScoreModel::tr("Total");
    case 9:
        //: Tie-breaker: influence tokens left at the end
        return ScoreModel::tr("Tie-breaker: influence tokens");
    case 10:
        //: Tie-breaker: coins left at the end
        return ScoreModel::tr("Tie-breaker: coins");
    case kHintsLabel:
        //: The score pad: how many hints each player asked for
        return ScoreModel::tr("Hints");
    case kStandInLabel:
        //: The score pad: the rounds a bot played for a player who was away
        return ScoreModel::tr("Played by a bot");
    default:
        //: The score pad: how many decisions assisted play took for each player
        return ScoreModel::tr("Decisions by assisted play");
    }
}

// A value per seat for a note row: "" where there is nothing to say.
template <typename T> QVariantList noteValues(const std::vector<T>& values) {
    QVariantList out;
    for (const T& value : values) {
        out << (value == T{} ? QVariant(QString()) : QVariant(value));
    }
    return out;
}

int value(const ScoreSheet& s, int row) {
    const int values[] = {s.residential2,    s.residential3,   s.residential4,
                          s.aqueducts,       s.temples,        s.coins,
                          s.influenceTokens, s.influenceCards, s.total};
    return values[row];
}

} // namespace

int ScoreModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || sheets_.empty() ? 0 : kRows + static_cast<int>(notes_.size());
}

QVariant ScoreModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const int row = index.row();
    switch (role) {
    case LabelRole:
        return label(row < kRows ? row : notes_[static_cast<std::size_t>(row - kRows)].label);
    case ValuesRole: {
        if (row >= kRows) {
            return notes_[static_cast<std::size_t>(row - kRows)].values;
        }
        QVariantList values;
        for (std::size_t seat = 0; seat < sheets_.size(); ++seat) {
            values << (row < 9    ? value(sheets_[seat], row)
                       : row == 9 ? influence_[seat]
                                  : coins_[seat]);
        }
        return values;
    }
    case TotalRole:
        return row == 8;
    case TieBreakerRole:
        return row > 8 && row < kRows;
    case MarkKindRole:
        return row < 3    ? QStringLiteral("area")
               : row == 3 ? QStringLiteral("aqueducts")
               : row == 4 ? QStringLiteral("temple")
                          : QString();
    case MarkValueRole:
        return row < 3 ? row + 2 : 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> ScoreModel::roleNames() const {
    return {{LabelRole, "label"},       {ValuesRole, "values"},
            {TotalRole, "total"},       {TieBreakerRole, "tieBreaker"},
            {MarkKindRole, "markKind"}, {MarkValueRole, "markValue"}};
}

void ScoreModel::setSheets(const std::vector<ScoreSheet>& sheets, const std::vector<int>& influence,
                           const std::vector<int>& coins) {
    beginResetModel();
    sheets_ = sheets;
    influence_ = influence;
    coins_ = coins;
    notes_.clear();
    endResetModel();
    emit sheetsChanged();
}

QVariantList ScoreModel::seatRows() const {
    QVariantList seats;
    for (const ScoreSheet& sheet : sheets_) {
        seats.push_back(QVariant(scoreRows(sheet)));
    }
    return seats;
}

void ScoreModel::setNoteRow(int label, QVariantList values) {
    const bool any = std::any_of(values.begin(), values.end(),
                                 [](const QVariant& v) { return !v.toString().isEmpty(); });
    std::erase_if(notes_, [label](const NoteRow& row) { return row.label == label; });
    if (any) {
        notes_.push_back(NoteRow{label, std::move(values)});
        std::sort(notes_.begin(), notes_.end(),
                  [](const NoteRow& a, const NoteRow& b) { return a.label < b.label; });
    }
}

void ScoreModel::setHints(const std::vector<int>& hints) {
    beginResetModel();
    setNoteRow(kHintsLabel, noteValues(hints));
    endResetModel();
}

void ScoreModel::setMarks(const TableMarks& marks) {
    beginResetModel();
    setNoteRow(kStandInLabel, noteValues(marks.standIns));
    setNoteRow(kAssistedLabel, noteValues(marks.assisted));
    endResetModel();
}

void ScoreModel::retranslate() {
    if (rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1), {LabelRole});
    }
    emit sheetsChanged(); // the rows' labels
}

} // namespace cor::app
