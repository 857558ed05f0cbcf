#include "app/models/story_model.h"

namespace cor::app {

int StoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant StoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case SeatRole:
        return row.seat;
    case WhoRole:
        return row.who;
    case MovesRole:
        return row.moves;
    case RichRole:
        return QStringLiteral("<b>%1</b> %2")
            .arg(row.who.toHtmlEscaped(), row.moves.join(QStringLiteral(" · ")).toHtmlEscaped());
    default:
        return {};
    }
}

QHash<int, QByteArray> StoryModel::roleNames() const {
    return {{SeatRole, "seat"}, {WhoRole, "who"}, {MovesRole, "moves"}, {RichRole, "rich"}};
}

QString StoryModel::withoutName(const StoryLine& line) {
    // The row names the player once: "Livia takes Market" reads "takes Market" beside it.
    const QString prefix = line.who + QLatin1Char(' ');
    return !line.who.isEmpty() && line.text.startsWith(prefix) ? line.text.mid(prefix.size())
                                                               : line.text;
}

bool StoryModel::joinsLast(const StoryLine& line) const {
    return !rows_.empty() && line.seat >= 0 && rows_.back().seat == line.seat &&
           rows_.back().who == line.who;
}

void StoryModel::add(const StoryLine& line) {
    if (joinsLast(line)) {
        rows_.back().moves << withoutName(line);
    } else {
        rows_.push_back(Row{line.seat, line.who, {withoutName(line)}});
    }
    ++moves_;
}

void StoryModel::show(const std::vector<StoryLine>& lines) {
    if (lines.empty() && rows_.empty()) {
        return;
    }
    beginResetModel();
    rows_.clear();
    moves_ = 0;
    for (const StoryLine& line : lines) {
        add(line);
    }
    endResetModel();
    emit countChanged();
}

void StoryModel::append(const StoryLine& line) {
    const int before = rowCount();
    if (joinsLast(line)) {
        add(line);
        const QModelIndex last = index(before - 1);
        emit dataChanged(last, last, {MovesRole, RichRole});
    } else {
        beginInsertRows({}, before, before);
        add(line);
        endInsertRows();
    }
    emit countChanged();
}

} // namespace cor::app
