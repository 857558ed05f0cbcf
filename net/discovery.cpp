#include "net/discovery.h"

#include "engine/state.h"
#include "net/connection.h"
#include "net/log.h"
#include "proto/wire.pb.h"

#include <QRandomGenerator>
#include <QtEndian>
#include <algorithm>
#include <string_view>
#include <tuple>

namespace cor::net {
namespace {

constexpr std::string_view kMagic = "cityofrome";

QByteArray randomGameId() {
    QByteArray id(8, '\0');
    qToBigEndian(QRandomGenerator::system()->generate64(), id.data());
    return id;
}

// Characters, not bytes: a name in Greek takes twice the bytes of one in Latin letters.
int characters(const std::string& utf8) {
    return static_cast<int>(std::count_if(utf8.begin(), utf8.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80; // not a continuation byte
    }));
}

bool absurd(const wire::Announcement& a) {
    const auto tooLong = [](const std::string& name) {
        return characters(name) > kMaxAnnouncedNameLength;
    };
    return tooLong(a.game_name()) || tooLong(a.host_name()) || tooLong(a.app_version()) ||
           a.players() < kMinPlayers || a.players() > kMaxPlayers || a.open_seats() > a.players() ||
           a.port() == 0 || a.port() > 65535;
}

// IPv4 addresses compare as their IPv4-mapped IPv6 form, so 10.0.0.9 comes before 10.0.0.10.
std::string addressKey(const QHostAddress& address) {
    const Q_IPV6ADDR bytes = address.toIPv6Address();
    return std::string(reinterpret_cast<const char*>(bytes.c), sizeof bytes.c);
}

bool listedBefore(const DiscoveredGame& a, const DiscoveredGame& b) {
    return std::forward_as_tuple(a.gameName, addressKey(a.address), a.tcpPort, a.gameId) <
           std::forward_as_tuple(b.gameName, addressKey(b.address), b.tcpPort, b.gameId);
}

bool sameContent(const DiscoveredGame& a, const DiscoveredGame& b) {
    return a.gameName == b.gameName && a.hostName == b.hostName && a.appVersion == b.appVersion &&
           a.protocolVersion == b.protocolVersion && a.players == b.players &&
           a.openSeats == b.openSeats && a.started == b.started;
}

} // namespace

QByteArray announcementDatagram(const GameAnnouncement& game, const QByteArray& gameId) {
    wire::Announcement announcement;
    announcement.set_magic(std::string(kMagic));
    announcement.set_protocol_version(kProtocolVersion);
    announcement.set_app_version(game.appVersion);
    announcement.set_game_name(game.gameName);
    announcement.set_host_name(game.hostName);
    announcement.set_port(game.tcpPort);
    announcement.set_players(static_cast<std::uint32_t>(std::max(game.players, 0)));
    announcement.set_open_seats(static_cast<std::uint32_t>(std::max(game.openSeats, 0)));
    announcement.set_started(game.started);
    announcement.set_game_id(gameId.toStdString());
    return QByteArray::fromStdString(announcement.SerializeAsString());
}

Announcer::Announcer(const QHostAddress& destination, quint16 destinationPort, int intervalMs,
                     QObject* parent)
    : QObject(parent), destinations_{destination}, destinationPort_(destinationPort),
      gameId_(randomGameId()), lastSendFailed_(1, false) {
    timer_.setInterval(intervalMs);
    connect(&timer_, &QTimer::timeout, this, &Announcer::announceNow);
}

void Announcer::alsoTo(const QHostAddress& destination) {
    destinations_.push_back(destination);
    lastSendFailed_.push_back(false);
}

void Announcer::start() {
    running_ = true;
    timer_.start();
    for (const QHostAddress& destination : destinations_) {
        netLog().info("announcing to {}:{}", destination.toString().toStdString(),
                      destinationPort_);
    }
    announceNow();
}

void Announcer::stop() {
    running_ = false;
    timer_.stop();
}

void Announcer::announceNow() {
    if (!running_ || !game_) {
        return;
    }
    const QByteArray datagram = announcementDatagram(*game_, gameId_);
    for (std::size_t i = 0; i < destinations_.size(); ++i) {
        const bool sent = socket_.writeDatagram(datagram, destinations_[i], destinationPort_) >= 0;
        if (!sent && !lastSendFailed_[i]) {
            netLog().warn("cannot announce to {}:{}: {}", destinations_[i].toString().toStdString(),
                          destinationPort_, socket_.errorString().toStdString());
        }
        lastSendFailed_[i] = !sent;
    }
}

GameBrowser::GameBrowser(QObject* parent) : QObject(parent) {
    connect(&socket_, &QUdpSocket::readyRead, this, &GameBrowser::readDatagrams);
    connect(&staleTimer_, &QTimer::timeout, this, &GameBrowser::dropStale);
    setStaleAfterMs(staleAfterMs_);
}

bool GameBrowser::listen(quint16 port) {
    close();
    if (!socket_.bind(QHostAddress::AnyIPv4, port,
                      QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        netLog().warn("cannot browse for games on UDP port {}: {}", port,
                      socket_.errorString().toStdString());
        return false;
    }
    staleTimer_.start();
    return true;
}

void GameBrowser::close() {
    socket_.close();
    staleTimer_.stop();
    if (!games_.empty()) {
        games_.clear();
        emit gamesChanged();
    }
}

void GameBrowser::setStaleAfterMs(int ms) {
    staleAfterMs_ = ms;
    // Checking a few times per stale time keeps a quiet game listed at most a third too long.
    staleTimer_.setInterval(std::clamp(ms / 3, 20, 500));
}

void GameBrowser::setClock(std::function<std::chrono::steady_clock::time_point()> now) {
    now_ = std::move(now);
}

void GameBrowser::readDatagrams() {
    // One byte over the limit is enough to tell an oversize datagram from one at the limit,
    // whether the system reports its truncated or its full length.
    QByteArray buffer(kMaxAnnouncementBytes + 1, '\0');
    while (socket_.hasPendingDatagrams()) {
        QHostAddress sender;
        const qint64 size = socket_.readDatagram(buffer.data(), buffer.size(), &sender);
        if (size < 0 || size > kMaxAnnouncementBytes) {
            continue;
        }
        hear(QByteArray(buffer.constData(), static_cast<int>(size)), sender);
    }
}

void GameBrowser::hear(const QByteArray& datagram, const QHostAddress& sender) {
    wire::Announcement announcement;
    if (datagram.size() > kMaxAnnouncementBytes ||
        !announcement.ParseFromArray(datagram.constData(), static_cast<int>(datagram.size())) ||
        announcement.magic() != kMagic || absurd(announcement)) {
        return;
    }
    DiscoveredGame heard;
    heard.address = sender;
    heard.tcpPort = static_cast<quint16>(announcement.port());
    heard.gameId = QByteArray::fromStdString(announcement.game_id());
    heard.gameName = announcement.game_name();
    heard.hostName = announcement.host_name();
    heard.appVersion = announcement.app_version();
    heard.protocolVersion = announcement.protocol_version();
    heard.players = static_cast<int>(announcement.players());
    heard.openSeats = static_cast<int>(announcement.open_seats());
    heard.started = announcement.started();
    heard.compatible = heard.protocolVersion == kProtocolVersion;
    heard.lastHeard = now_();

    // One game heard at two addresses (broadcast and loopback, from this machine) is one game,
    // reached where it was first heard.
    const auto known = std::find_if(games_.begin(), games_.end(), [&](const DiscoveredGame& g) {
        return g.tcpPort == heard.tcpPort && g.gameId == heard.gameId;
    });
    if (known != games_.end()) {
        heard.address = known->address;
        const bool changed = !sameContent(*known, heard);
        *known = std::move(heard);
        if (changed) {
            std::sort(games_.begin(), games_.end(), listedBefore); // the name may have changed
            emit gamesChanged();
        }
        return;
    }
    if (static_cast<int>(games_.size()) >= kMaxListedGames) {
        return;
    }
    const auto place = std::upper_bound(games_.begin(), games_.end(), heard, listedBefore);
    games_.insert(place, std::move(heard));
    emit gamesChanged();
}

void GameBrowser::dropStale() {
    const auto oldest = now_() - std::chrono::milliseconds(staleAfterMs_);
    const auto gone = std::remove_if(games_.begin(), games_.end(),
                                     [&](const DiscoveredGame& g) { return g.lastHeard < oldest; });
    if (gone != games_.end()) {
        games_.erase(gone, games_.end());
        emit gamesChanged();
    }
}

} // namespace cor::net
