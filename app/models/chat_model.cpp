#include "app/models/chat_model.h"

namespace cor::app {

int ChatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant ChatModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const net::ChatLine& line = lines_[static_cast<std::size_t>(index.row())];
    const QString name = QString::fromStdString(line.name);
    const QString text = QString::fromStdString(line.text);
    switch (role) {
    case SeatRole:
        return line.seat;
    case NameRole:
        return name;
    case TextRole:
        return text;
    case LineRole:
        return name + QStringLiteral(": ") + text;
    default:
        return {};
    }
}

QHash<int, QByteArray> ChatModel::roleNames() const {
    return {{SeatRole, "seat"}, {NameRole, "name"}, {TextRole, "text"}, {LineRole, "line"}};
}

void ChatModel::append(const net::ChatLine& line) {
    beginInsertRows({}, count(), count());
    lines_.push_back(line);
    endInsertRows();
    emit countChanged();
    emit lineSaid(line.seat, QString::fromStdString(line.name), QString::fromStdString(line.text));
}

void ChatModel::setHistory(const net::History& history) {
    beginResetModel();
    lines_.clear();
    for (const net::HistoryItem& item : history) {
        if (const auto* line = std::get_if<net::ChatLine>(&item)) {
            lines_.push_back(*line);
        }
    }
    endResetModel();
    emit countChanged();
}

void ChatModel::clear() {
    beginResetModel();
    lines_.clear();
    endResetModel();
    emit countChanged();
}

} // namespace cor::app
