// The games announced on the LAN (net/discovery.h), for the join screen; games gone quiet
// drop out.
//
// Roles: name, hostName, address, port, players, openSeats, started, compatible, version,
// seatKept (this app holds a seat there from before, app/models/game_memory.h).
#pragma once

#include "app/models/list_sync.h"
#include "net/discovery.h"

#include <QtQml/qqmlregistration.h>

namespace cor::app {

class GamesModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the games come from a NetworkGame")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(bool listening READ listening NOTIFY listeningChanged)

  public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        HostNameRole,
        AddressRole,
        PortRole,
        PlayersRole,
        OpenSeatsRole,
        StartedRole,
        CompatibleRole,
        VersionRole,
        SeatKeptRole,
    };

    explicit GamesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(games_.size()); }
    bool listening() const { return listening_; }
    // Listens on `port` (the discovery port; tests pass another) until stop().
    bool listen(quint16 port = net::kDiscoveryPort);
    quint16 boundPort() const { return browser_.boundPort(); }
    void stop();

  signals:
    void countChanged();
    void listeningChanged();

  private:
    void refresh();

    net::GameBrowser browser_;
    std::vector<net::DiscoveredGame> games_;
    bool listening_ = false;
};

} // namespace cor::app
