#include "app/models/lobby_model.h"

#include "app/models/seat_names.h"

namespace cor::app {

int LobbyModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant LobbyModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const Row& row = seats_[static_cast<std::size_t>(index.row())];
    const net::LobbySeatInfo& seat = row.info;
    switch (role) {
    case SeatRole:
        return row.seat;
    case KindRole:
        return seat.kind == net::SeatKind::Person ? QStringLiteral("person")
               : seat.kind == net::SeatKind::Bot  ? QStringLiteral("bot")
                                                  : QStringLiteral("open");
    case NameRole:
        return QString::fromStdString(seat.name);
    case ColourRole:
        return seat.colour;
    case BotRole:
        return QString::fromStdString(seat.bot);
    case ReadyRole:
        return seat.ready;
    case ConnectedRole:
        return seat.connected;
    case YouRole:
        return seat.you;
    case StandInRole:
        return QString::fromStdString(seat.standIn);
    case LabelRole:
        return label(seat);
    default:
        return {};
    }
}

QHash<int, QByteArray> LobbyModel::roleNames() const {
    return {{SeatRole, "seat"},           {KindRole, "kind"}, {NameRole, "name"},
            {ColourRole, "colour"},       {BotRole, "bot"},   {ReadyRole, "ready"},
            {ConnectedRole, "connected"}, {YouRole, "you"},   {StandInRole, "standIn"},
            {LabelRole, "label"}};
}

QString LobbyModel::label(const net::LobbySeatInfo& seat) {
    if (seat.kind == net::SeatKind::Open) {
        return tr("Open seat");
    }
    if (seat.kind == net::SeatKind::Bot) {
        return seatDescription(seat.name, true, seat.bot);
    }
    const QString name = QString::fromStdString(seat.name);
    //: The player's own seat in the lobby; %1 is their name.
    return seat.you ? tr("%1 · you").arg(name) : name;
}

void LobbyModel::update(const net::LobbyInfo& lobby) {
    std::vector<Row> next;
    for (int seat = 0; seat < static_cast<int>(lobby.seats.size()); ++seat) {
        next.push_back(Row{seat, lobby.seats[static_cast<std::size_t>(seat)]});
    }
    const int before = count();
    sync(seats_, std::move(next), [](const Row& r) { return r.seat; });
    if (count() != before) {
        emit countChanged();
    }
}

} // namespace cor::app
