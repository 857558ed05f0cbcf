// Announces a Host's game on the LAN while it runs: its name, open seats and whether it has
// begun, refreshed whenever the lobby changes, silent once the game is over.
#pragma once

#include "net/discovery.h"
#include "net/host.h"

namespace cor::net {

class HostAnnouncer : public QObject {
    Q_OBJECT
  public:
    // `tcpPort`: where the host listens. A host on a loopback address should announce to
    // loopback only: nobody else can reach it. `destinations`: one at least.
    HostAnnouncer(Host& host, quint16 tcpPort, const std::vector<QHostAddress>& destinations,
                  quint16 destinationPort = kDiscoveryPort, QObject* parent = nullptr);

  private:
    void refresh();

    Host& host_;
    quint16 tcpPort_;
    Announcer announcer_;
};

} // namespace cor::net
