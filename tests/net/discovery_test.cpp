// LAN discovery over loopback only (127.0.0.1, never a broadcast): what an announcer sends and
// when, the games a browser lists, updates and drops, and the datagrams it must ignore.
#include "net/connection.h"
#include "net/discovery.h"
#include "proto/wire.pb.h"
#include "tests/net/net_test_support.h"

#include <QElapsedTimer>
#include <QUdpSocket>
#include <chrono>
#include <gtest/gtest.h>
#include <memory>

namespace cor::net::test {
namespace {

GameAnnouncement forum(int openSeats = 2) {
    GameAnnouncement game;
    game.gameName = "Forum";
    game.hostName = "marcus-laptop";
    game.appVersion = "1.2.3";
    game.tcpPort = 40123;
    game.players = 3;
    game.openSeats = openSeats;
    game.started = false;
    return game;
}

// A sensible announcement as another program might send it; tests spoil one field at a time.
wire::Announcement wellFormed(const std::string& gameId) {
    wire::Announcement a;
    a.set_magic("cityofrome");
    a.set_protocol_version(kProtocolVersion);
    a.set_app_version("1.2.3");
    a.set_game_name("Raw");
    a.set_host_name("somebody");
    a.set_port(40200);
    a.set_players(4);
    a.set_open_seats(1);
    a.set_game_id(gameId);
    return a;
}

QByteArray bytesOf(const wire::Announcement& a) {
    return QByteArray::fromStdString(a.SerializeAsString());
}

// The announcement followed by an unknown field (number 15) that brings it to `total` bytes:
// still a valid Announcement, so only its size can be held against it.
QByteArray paddedTo(const wire::Announcement& a, int total) {
    QByteArray bytes = bytesOf(a);
    const int padding = total - static_cast<int>(bytes.size()) - 3; // tag byte, 2 length bytes
    EXPECT_GE(padding, 128);
    EXPECT_LT(padding, 16384);
    bytes.append(static_cast<char>((15 << 3) | 2));
    bytes.append(static_cast<char>(0x80 | (padding & 0x7F)));
    bytes.append(static_cast<char>(padding >> 7));
    bytes.append(QByteArray(padding, 'x'));
    EXPECT_EQ(bytes.size(), total);
    return bytes;
}

class Discovery : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(browser.listen(0)) << browser.errorString().toStdString();
        ASSERT_NE(browser.boundPort(), 0);
        QObject::connect(&browser, &GameBrowser::gamesChanged, &browser, [this] { ++changes; });
    }

    std::unique_ptr<Announcer> announcer(const GameAnnouncement& game, int intervalMs = 10'000) {
        auto a = std::make_unique<Announcer>(QHostAddress(QHostAddress::LocalHost),
                                             browser.boundPort(), intervalMs);
        a->setGame(game);
        return a;
    }

    void sendRaw(const QByteArray& datagram) {
        ASSERT_EQ(raw.writeDatagram(datagram, QHostAddress::LocalHost, browser.boundPort()),
                  datagram.size());
    }

    bool waitForGames(std::size_t count) {
        return waitFor([&] { return browser.games().size() == count; });
    }

    std::chrono::steady_clock::time_point now; // the browser's, once a test sets its clock
    GameBrowser browser;
    QUdpSocket raw;
    int changes = 0;
};

TEST_F(Discovery, AnAnnouncedGameIsListedWithItsFields) {
    const auto host = announcer(forum());
    host->start();
    ASSERT_TRUE(waitForGames(1));
    const DiscoveredGame& game = browser.games().front();
    EXPECT_TRUE(game.address.isEqual(QHostAddress::LocalHost))
        << game.address.toString().toStdString();
    EXPECT_EQ(game.tcpPort, 40123);
    EXPECT_EQ(game.gameId, host->gameId());
    EXPECT_EQ(game.gameName, "Forum");
    EXPECT_EQ(game.hostName, "marcus-laptop");
    EXPECT_EQ(game.appVersion, "1.2.3");
    EXPECT_EQ(game.protocolVersion, kProtocolVersion);
    EXPECT_EQ(game.players, 3);
    EXPECT_EQ(game.openSeats, 2);
    EXPECT_FALSE(game.started);
    EXPECT_TRUE(game.compatible);
    EXPECT_EQ(changes, 1);
}

TEST_F(Discovery, AnUpdateIsSeenAndHearingTheSameAgainChangesNothing) {
    const auto host = announcer(forum(2));
    host->start();
    ASSERT_TRUE(waitForGames(1));
    host->setGame(forum(1)); // goes out with the next datagram, due in 10 s
    spin(100);
    EXPECT_EQ(browser.games().front().openSeats, 2);
    host->announceNow();
    ASSERT_TRUE(waitFor([&] { return browser.games().front().openSeats == 1; }, 2000));
    EXPECT_EQ(browser.games().size(), 1u);
    EXPECT_EQ(changes, 2);
    host->announceNow();
    spin(100);
    EXPECT_EQ(changes, 2);
}

TEST_F(Discovery, AGameGoneQuietDropsOutAfterTheStaleTime) {
    // The browser's time moves only when the test moves it, however late its timer fires.
    using namespace std::chrono_literals;
    browser.setClock([this] { return now; });
    browser.setStaleAfterMs(300);
    const auto host = announcer(forum()); // announces at the start and when told to
    host->start();
    ASSERT_TRUE(waitForGames(1));
    now += 250ms;
    host->announceNow();
    ASSERT_TRUE(waitFor([&] { return browser.games().front().lastHeard == now; }));
    now += 250ms; // past the stale time since it was first heard, not since it was last heard
    browser.dropStale();
    ASSERT_EQ(browser.games().size(), 1u) << "heard lately, it stays listed";
    EXPECT_EQ(changes, 1);
    now += 100ms; // quiet for longer than the stale time: its own check drops it
    ASSERT_TRUE(waitForGames(0));
    EXPECT_EQ(changes, 2);
}

TEST_F(Discovery, TwoAnnouncersAreTwoGamesSortedByName) {
    GameAnnouncement appia = forum();
    appia.gameName = "Via Appia";
    GameAnnouncement capitol = forum(); // the same TCP port: only the game ids tell them apart
    capitol.gameName = "Capitol";
    const auto first = announcer(appia);
    const auto second = announcer(capitol);
    ASSERT_NE(first->gameId(), second->gameId());
    first->start();
    ASSERT_TRUE(waitForGames(1));
    second->start();
    ASSERT_TRUE(waitForGames(2));
    EXPECT_EQ(browser.games()[0].gameName, "Capitol");
    EXPECT_EQ(browser.games()[0].gameId, second->gameId());
    EXPECT_EQ(browser.games()[1].gameName, "Via Appia");
    EXPECT_EQ(browser.games()[1].gameId, first->gameId());
}

TEST_F(Discovery, AnAnnouncerSendsToEveryDestination) {
    // Two listeners on one port at two loopback addresses, as the LAN's broadcast and this
    // machine's loopback are two destinations of one port.
    QUdpSocket first;
    ASSERT_TRUE(first.bind(QHostAddress(QStringLiteral("127.0.0.2")), 0));
    QUdpSocket second;
    ASSERT_TRUE(second.bind(QHostAddress(QStringLiteral("127.0.0.3")), first.localPort()));
    Announcer host(QHostAddress(QStringLiteral("127.0.0.2")), first.localPort(), 10'000);
    host.alsoTo(QHostAddress(QStringLiteral("127.0.0.3")));
    host.setGame(forum());
    host.start();
    EXPECT_TRUE(
        waitFor([&] { return first.hasPendingDatagrams() && second.hasPendingDatagrams(); }));
}

TEST_F(Discovery, OneGameHeardAtTwoAddressesIsListedOnce) {
    const auto host = announcer(forum());
    host->start();
    ASSERT_TRUE(waitForGames(1));
    // The same game from another address of this machine (its broadcast, say), one seat later.
    QUdpSocket elsewhere;
    ASSERT_TRUE(elsewhere.bind(QHostAddress(QStringLiteral("127.0.0.2")), 0));
    const QByteArray datagram = announcementDatagram(forum(1), host->gameId());
    ASSERT_EQ(elsewhere.writeDatagram(datagram, QHostAddress::LocalHost, browser.boundPort()),
              datagram.size());
    ASSERT_TRUE(waitFor([&] { return browser.games().front().openSeats == 1; }));
    EXPECT_EQ(browser.games().size(), 1u);
    EXPECT_TRUE(browser.games().front().address.isEqual(QHostAddress::LocalHost))
        << "reached where it was first heard";
}

TEST_F(Discovery, GarbageWrongMagicOversizeAndAbsurdAnnouncementsAreIgnored) {
    int id = 0;
    const auto nextId = [&] { return "id-" + std::to_string(id++); }; // each its own game
    std::vector<QByteArray> ignored;
    ignored.push_back("hello there");
    ignored.push_back(QByteArray(300, '\xff'));
    ignored.push_back(QByteArray());
    wire::Announcement a = wellFormed(nextId());
    a.set_magic("cityofrom");
    ignored.push_back(bytesOf(a));
    a = wellFormed(nextId());
    a.clear_magic();
    ignored.push_back(bytesOf(a));
    ignored.push_back(paddedTo(wellFormed(nextId()), kMaxAnnouncementBytes + 1));
    ignored.push_back(paddedTo(wellFormed(nextId()), 4000));
    const std::string tooLong(kMaxAnnouncedNameLength + 1, 'a');
    a = wellFormed(nextId());
    a.set_game_name(tooLong);
    ignored.push_back(bytesOf(a));
    a = wellFormed(nextId());
    a.set_host_name(tooLong);
    ignored.push_back(bytesOf(a));
    a = wellFormed(nextId());
    a.set_app_version(tooLong);
    ignored.push_back(bytesOf(a));
    a = wellFormed(nextId());
    a.set_game_name("@@ not UTF-8"); // spoilt after serializing (protobuf refuses, and logs it)
    ignored.push_back(bytesOf(a).replace("@@", "\xff\xfe"));
    for (const std::uint32_t players : {0u, 1u, 5u, 1000u}) {
        a = wellFormed(nextId());
        a.set_players(players);
        a.set_open_seats(0);
        ignored.push_back(bytesOf(a));
    }
    a = wellFormed(nextId());
    a.set_players(3);
    a.set_open_seats(4);
    ignored.push_back(bytesOf(a));
    for (const std::uint32_t port : {0u, 65536u}) {
        a = wellFormed(nextId());
        a.set_port(port);
        ignored.push_back(bytesOf(a));
    }
    for (const QByteArray& datagram : ignored) {
        sendRaw(datagram);
    }
    // Loopback keeps one sender's datagrams in order: once this one is listed, all were read.
    sendRaw(bytesOf(wellFormed("the good one")));
    ASSERT_TRUE(waitForGames(1));
    spin(50);
    ASSERT_EQ(browser.games().size(), 1u);
    EXPECT_EQ(browser.games().front().gameId, QByteArray("the good one"));
    EXPECT_EQ(changes, 1);
}

TEST_F(Discovery, LimitsAreInclusive) {
    // 64 characters of two bytes each, and a datagram of exactly the limit, are both fine.
    wire::Announcement a = wellFormed("long names");
    std::string name;
    for (int i = 0; i < kMaxAnnouncedNameLength; ++i) {
        name += "\xc3\xa9"; // é
    }
    a.set_game_name(name);
    a.set_host_name(name);
    a.set_app_version(name);
    sendRaw(bytesOf(a));
    sendRaw(paddedTo(wellFormed("full datagram"), kMaxAnnouncementBytes));
    a = wellFormed("two players, both seats open");
    a.set_players(2);
    a.set_open_seats(2);
    a.set_port(65535);
    sendRaw(bytesOf(a));
    ASSERT_TRUE(waitForGames(3));
}

TEST_F(Discovery, AnotherProtocolVersionIsListedAsIncompatible) {
    wire::Announcement a = wellFormed("from the future");
    a.set_protocol_version(kProtocolVersion + 1);
    sendRaw(bytesOf(a));
    ASSERT_TRUE(waitForGames(1));
    EXPECT_EQ(browser.games().front().protocolVersion, kProtocolVersion + 1);
    EXPECT_FALSE(browser.games().front().compatible);
}

TEST_F(Discovery, ClosingForgetsEveryGame) {
    sendRaw(bytesOf(wellFormed("one")));
    ASSERT_TRUE(waitForGames(1));
    browser.close();
    EXPECT_TRUE(browser.games().empty());
    EXPECT_EQ(changes, 2);
}

// The announcer's datagrams as a plain socket on 127.0.0.1 receives them.
class AnnouncerSends : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(receiver.bind(QHostAddress::LocalHost, 0));
        QObject::connect(&receiver, &QUdpSocket::readyRead, &receiver, [this] {
            while (receiver.hasPendingDatagrams()) {
                QByteArray datagram(static_cast<int>(receiver.pendingDatagramSize()), '\0');
                receiver.readDatagram(datagram.data(), datagram.size());
                received.push_back(datagram);
            }
        });
    }

    std::unique_ptr<Announcer> announcer(int intervalMs) {
        return std::make_unique<Announcer>(QHostAddress(QHostAddress::LocalHost),
                                           receiver.localPort(), intervalMs);
    }

    QUdpSocket receiver;
    std::vector<QByteArray> received;
};

TEST_F(AnnouncerSends, WhatWasSetWithTheMagicAndOurProtocolVersion) {
    const auto host = announcer(10'000);
    host->setGame(forum());
    host->start();
    ASSERT_TRUE(waitFor([&] { return received.size() == 1; }, 2000));
    ASSERT_LE(received.front().size(), kMaxAnnouncementBytes);
    wire::Announcement a;
    ASSERT_TRUE(
        a.ParseFromArray(received.front().constData(), static_cast<int>(received.front().size())));
    EXPECT_EQ(a.magic(), "cityofrome");
    EXPECT_EQ(a.protocol_version(), kProtocolVersion);
    EXPECT_EQ(a.app_version(), "1.2.3");
    EXPECT_EQ(a.game_name(), "Forum");
    EXPECT_EQ(a.host_name(), "marcus-laptop");
    EXPECT_EQ(a.port(), 40123u);
    EXPECT_EQ(a.players(), 3u);
    EXPECT_EQ(a.open_seats(), 2u);
    EXPECT_FALSE(a.started());
    EXPECT_EQ(a.game_id().size(), 8u);
    EXPECT_EQ(QByteArray::fromStdString(a.game_id()), host->gameId());
}

TEST_F(AnnouncerSends, NothingUnlessStartedWithAGame) {
    const auto host = announcer(10'000);
    host->start(); // no game yet
    host->announceNow();
    host->stop();
    host->setGame(forum());
    host->announceNow(); // a game, but stopped
    spin(100);
    EXPECT_TRUE(received.empty());
    host->start();
    ASSERT_TRUE(waitFor([&] { return received.size() == 1; }, 2000));
    host->announceNow();
    ASSERT_TRUE(waitFor([&] { return received.size() == 2; }, 2000));
    host->stop();
    host->announceNow();
    spin(100);
    EXPECT_EQ(received.size(), 2u);
}

TEST_F(AnnouncerSends, OnceAnInterval) {
    // One at the start, then one an interval: the third comes about two intervals after the
    // start, never much sooner (a coarse timer fires up to 5% early), however late a busy machine
    // makes it. Too many datagrams would come at once.
    const auto host = announcer(100);
    host->setGame(forum());
    QElapsedTimer sinceStart;
    sinceStart.start();
    host->start();
    ASSERT_TRUE(waitFor([&] { return received.size() >= 3; }));
    EXPECT_GE(sinceStart.elapsed(), 150) << "sent more often than once an interval";
}

TEST(AnnouncerGameId, IsEightRandomBytesPerAnnouncer) {
    const Announcer a(QHostAddress::LocalHost);
    const Announcer b(QHostAddress::LocalHost);
    EXPECT_EQ(a.gameId().size(), 8);
    EXPECT_NE(a.gameId(), b.gameId());
}

} // namespace
} // namespace cor::net::test
