#include "net/host_announcer.h"

#include <QCoreApplication>
#include <QHostInfo>

namespace cor::net {

HostAnnouncer::HostAnnouncer(Host& host, quint16 tcpPort,
                             const std::vector<QHostAddress>& destinations, quint16 destinationPort,
                             QObject* parent)
    : QObject(parent), host_(host), tcpPort_(tcpPort),
      announcer_(destinations.front(), destinationPort, 1000, this) {
    for (std::size_t i = 1; i < destinations.size(); ++i) {
        announcer_.alsoTo(destinations[i]);
    }
    connect(&host_, &Host::lobbyChanged, this, &HostAnnouncer::refresh);
    connect(&host_, &Host::gameOver, &announcer_, &Announcer::stop);
    connect(&host_, &Host::rematched, &announcer_, &Announcer::start);
    refresh();
    announcer_.start();
}

void HostAnnouncer::refresh() {
    if (host_.over()) {
        announcer_.stop();
        return;
    }
    GameAnnouncement game;
    game.gameName = host_.config().gameName;
    // Who hosts: the owner's name where the owner plays, else the machine's.
    const int owner = host_.ownerSeat();
    game.hostName = owner >= 0
                        ? host_.seats()[static_cast<std::size_t>(owner)].name
                        : QHostInfo::localHostName().left(kMaxAnnouncedNameLength).toStdString();
    game.appVersion = QCoreApplication::applicationVersion().toStdString();
    game.tcpPort = tcpPort_;
    game.players = host_.config().players;
    game.openSeats = host_.openSeats();
    game.started = host_.started();
    announcer_.setGame(game);
    announcer_.announceNow();
}

} // namespace cor::net
