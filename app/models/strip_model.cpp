#include "app/models/strip_model.h"

namespace cor::app {

int StripModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant StripModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case SpaceRole:
        return row.space;
    case BrickRole:
        return (row.pattern & (1u << (row.space - 1))) != 0;
    case BricksRole:
        return stripBricks(row.pattern, row.space);
    case CogsRole:
        return stripCogs(row.pattern, row.space);
    case EmissaryRole:
        return row.emissary;
    case PlaceableRole:
        return row.placeable;
    case HintedRole:
        return row.hinted;
    case PickedRole:
        return row.picked;
    case PlayedRole:
        return row.played;
    default:
        return {};
    }
}

QHash<int, QByteArray> StripModel::roleNames() const {
    return {{SpaceRole, "space"},   {BrickRole, "brick"},       {BricksRole, "bricks"},
            {CogsRole, "cogs"},     {EmissaryRole, "emissary"}, {PlaceableRole, "placeable"},
            {HintedRole, "hinted"}, {PickedRole, "picked"},     {PlayedRole, "played"}};
}

void StripModel::update(std::uint8_t pattern,
                        const std::array<std::int8_t, kStripSpaces>& emissaries, unsigned placeable,
                        int hinted, int picked, int played) {
    std::vector<Row> next;
    for (int space = 1; space <= kStripSpaces; ++space) {
        next.push_back(Row{space, pattern, emissaries[static_cast<std::size_t>(space - 1)],
                           (placeable & (1u << (space - 1))) != 0, space == hinted, space == picked,
                           space == played});
    }
    sync(rows_, std::move(next), [](const Row& r) { return r.space; });
}

QString stripText(std::uint8_t pattern) {
    QString symbols;
    for (int k = 0; k < kStripSpaces; ++k) {
        symbols += (pattern & (1u << k)) != 0 ? QStringLiteral("▰") : QStringLiteral("⚙");
    }
    return symbols;
}

} // namespace cor::app
