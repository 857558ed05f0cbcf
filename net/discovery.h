// LAN discovery: a host announces its game in a UDP datagram every second (an Announcer); a
// client lists the games it hears and forgets those gone quiet (a GameBrowser).
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUdpSocket>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cor::net {

// The fixed UDP port games are announced to and browsed on.
inline constexpr quint16 kDiscoveryPort = 45654;
// An announcement is a few dozen bytes; anything larger is not one of ours.
inline constexpr int kMaxAnnouncementBytes = 1024;
// Game, host and version names longer than this (in characters) make an announcement absurd.
inline constexpr int kMaxAnnouncedNameLength = 64;
// More games than this on one LAN is a flood, not a games night; further games are not listed.
inline constexpr int kMaxListedGames = 100;

// What a host says about its game. The game id is the Announcer's, not part of this.
struct GameAnnouncement {
    std::string gameName;
    std::string hostName;
    std::string appVersion;
    quint16 tcpPort = 0;
    int players = 0;
    int openSeats = 0;
    bool started = false;
};

// The datagram that announces `game` (the game id tells two games of one host apart).
QByteArray announcementDatagram(const GameAnnouncement& game, const QByteArray& gameId);

// The host side: one datagram on start(), one per interval and one on each announceNow().
class Announcer : public QObject {
    Q_OBJECT
  public:
    explicit Announcer(const QHostAddress& destination = QHostAddress::Broadcast,
                       quint16 destinationPort = kDiscoveryPort, int intervalMs = 1000,
                       QObject* parent = nullptr);

    // Every datagram goes to `destination` too: a broadcast reaches the apps of other machines,
    // and 127.0.0.1 those of this one even where no network is up (a broadcast needs a route).
    void alsoTo(const QHostAddress& destination);

    // Takes effect with the next datagram; call announceNow() to send it at once.
    void setGame(const GameAnnouncement& game) { game_ = game; }
    const std::optional<GameAnnouncement>& game() const { return game_; }
    // 8 random bytes, made once per Announcer: tells apart two games of one host and port.
    const QByteArray& gameId() const { return gameId_; }

    // Nothing is sent before start(), after stop(), or while no game was set.
    void start();
    void stop();
    bool running() const { return running_; }
    void announceNow();

  private:
    QUdpSocket socket_;
    QTimer timer_;
    std::vector<QHostAddress> destinations_;
    quint16 destinationPort_;
    QByteArray gameId_;
    std::optional<GameAnnouncement> game_;
    bool running_ = false;
    // Per destination: warn once per failure streak, not once a second.
    std::vector<bool> lastSendFailed_;
};

// One game a GameBrowser heard of; a game is its sender address, TCP port and game id.
struct DiscoveredGame {
    QHostAddress address;
    quint16 tcpPort = 0;
    QByteArray gameId;
    std::string gameName;
    std::string hostName;
    std::string appVersion;
    std::uint32_t protocolVersion = 0;
    int players = 0;
    int openSeats = 0;
    bool started = false;
    bool compatible = false; // the same protocol version as ours: we can join it
    std::chrono::steady_clock::time_point lastHeard;
};

// The client side: listens for announcements and keeps the list of games heard lately.
class GameBrowser : public QObject {
    Q_OBJECT
  public:
    explicit GameBrowser(QObject* parent = nullptr);

    // Binds every IPv4 interface, shared with other browsers on this machine; port 0 picks a
    // free port. False (errorString() says why) when it cannot bind.
    bool listen(quint16 port = kDiscoveryPort);
    // Stops listening and forgets every game.
    void close();
    quint16 boundPort() const { return socket_.localPort(); }
    QString errorString() const { return socket_.errorString(); }

    // A game not heard for this long drops out of the list.
    void setStaleAfterMs(int ms);
    int staleAfterMs() const { return staleAfterMs_; }
    // What the time is when a game is heard and when the stale ones drop out: the steady clock,
    // unless a test sets a clock it moves on itself.
    void setClock(std::function<std::chrono::steady_clock::time_point()> now);
    // Drops the games gone quiet; the browser does this by itself a few times per stale time.
    void dropStale();

    // Sorted by game name, then sender address, TCP port and game id.
    const std::vector<DiscoveredGame>& games() const { return games_; }

    // What the browser does with each datagram it reads (public for the fuzzer): lists or
    // updates the game it announces, or drops it when it is not a sane announcement of ours.
    void hear(const QByteArray& datagram, const QHostAddress& sender);

  signals:
    // A game was added, said something new, or dropped out.
    void gamesChanged();

  private:
    void readDatagrams();

    QUdpSocket socket_;
    QTimer staleTimer_;
    int staleAfterMs_ = 4000;
    std::function<std::chrono::steady_clock::time_point()> now_ = [] {
        return std::chrono::steady_clock::now();
    };
    std::vector<DiscoveredGame> games_;
};

} // namespace cor::net
