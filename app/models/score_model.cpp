#include "app/models/score_model.h"

#include <algorithm>

namespace cor::app {
namespace {

constexpr int kRows = 11; // nine pad rows, then two tie-breakers (then the hints, if any)
constexpr int kHintsRow = kRows;

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
    default:
        //: The score pad's last row: how many hints each player asked for
        return ScoreModel::tr("Hints");
    }
}

int value(const ScoreSheet& s, int row) {
    const int values[] = {s.residential2,    s.residential3,   s.residential4,
                          s.aqueducts,       s.temples,        s.coins,
                          s.influenceTokens, s.influenceCards, s.total};
    return values[row];
}

} // namespace

int ScoreModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || sheets_.empty() ? 0 : kRows + (hints_.empty() ? 0 : 1);
}

QVariant ScoreModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const int row = index.row();
    switch (role) {
    case LabelRole:
        return label(row);
    case ValuesRole: {
        QVariantList values;
        for (std::size_t seat = 0; seat < sheets_.size(); ++seat) {
            if (row == kHintsRow) { // only the players who asked
                const int hints = seat < hints_.size() ? hints_[seat] : 0;
                values << (hints > 0 ? QVariant(hints) : QVariant(QString()));
                continue;
            }
            values << (row < 9    ? value(sheets_[seat], row)
                       : row == 9 ? influence_[seat]
                                  : coins_[seat]);
        }
        return values;
    }
    case TotalRole:
        return row == 8;
    case TieBreakerRole:
        return row > 8 && row < kHintsRow;
    default:
        return {};
    }
}

QHash<int, QByteArray> ScoreModel::roleNames() const {
    return {{LabelRole, "label"},
            {ValuesRole, "values"},
            {TotalRole, "total"},
            {TieBreakerRole, "tieBreaker"}};
}

void ScoreModel::setSheets(const std::vector<ScoreSheet>& sheets, const std::vector<int>& influence,
                           const std::vector<int>& coins) {
    beginResetModel();
    sheets_ = sheets;
    influence_ = influence;
    coins_ = coins;
    hints_.clear();
    endResetModel();
}

void ScoreModel::setHints(const std::vector<int>& hints) {
    const bool any = std::any_of(hints.begin(), hints.end(), [](int n) { return n > 0; });
    beginResetModel();
    hints_ = any ? hints : std::vector<int>{};
    endResetModel();
}

void ScoreModel::retranslate() {
    if (rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1), {LabelRole});
    }
}

} // namespace cor::app
