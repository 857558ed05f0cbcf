// A LAN table's talk, for the lobby: one row a line, oldest first, what the host kept (on
// joining) and what is said from then on.
//
// Roles: seat (the speaker's, -1: a spectator), name, text, line ("name: text").
#pragma once

#include "net/history.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

class ChatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the chat comes from a NetworkGame")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role { SeatRole = Qt::UserRole + 1, NameRole, TextRole, LineRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(lines_.size()); }

    void append(const net::ChatLine& line);
    // The chat lines of `history`, in place of what was there.
    void setHistory(const net::History& history);
    void clear();

  signals:
    void countChanged();
    // A line said now (not one of the history a (re)join brings): for the table to show.
    void lineSaid(int seat, const QString& name, const QString& text);

  private:
    std::vector<net::ChatLine> lines_;
};

} // namespace cor::app
