#include "app/models/games_model.h"

#include "app/models/game_memory.h"

namespace cor::app {

GamesModel::GamesModel(QObject* parent) : SyncedListModel(parent) {
    connect(&browser_, &net::GameBrowser::gamesChanged, this, &GamesModel::refresh);
}

bool GamesModel::listen(quint16 port) {
    listening_ = browser_.listen(port);
    emit listeningChanged();
    return listening_;
}

void GamesModel::stop() {
    browser_.close();
    listening_ = false;
    refresh();
    emit listeningChanged();
}

int GamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant GamesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const net::DiscoveredGame& game = games_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case NameRole:
        return QString::fromStdString(game.gameName);
    case HostNameRole:
        return QString::fromStdString(game.hostName);
    case AddressRole:
        return game.address.toString();
    case PortRole:
        return int(game.tcpPort);
    case PlayersRole:
        return game.players;
    case OpenSeatsRole:
        return game.openSeats;
    case StartedRole:
        return game.started;
    case CompatibleRole:
        return game.compatible;
    case VersionRole:
        return QString::fromStdString(game.appVersion);
    case SeatKeptRole:
        return joinedGame(game.address.toString(), game.tcpPort).has_value();
    default:
        return {};
    }
}

QHash<int, QByteArray> GamesModel::roleNames() const {
    return {{NameRole, "name"},        {HostNameRole, "hostName"},     {AddressRole, "address"},
            {PortRole, "port"},        {PlayersRole, "players"},       {OpenSeatsRole, "openSeats"},
            {StartedRole, "started"},  {CompatibleRole, "compatible"}, {VersionRole, "version"},
            {SeatKeptRole, "seatKept"}};
}

void GamesModel::refresh() {
    const int before = count();
    std::vector<net::DiscoveredGame> next = browser_.games();
    sync(games_, std::move(next), [](const net::DiscoveredGame& g) {
        return std::pair(g.address.toString().toStdString() + ":" + std::to_string(g.tcpPort),
                         g.gameId.toStdString());
    });
    if (count() != before) {
        emit countChanged();
    }
}

} // namespace cor::app
