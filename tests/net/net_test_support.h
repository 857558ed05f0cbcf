// Helpers of the network tests: running the event loop until something happens, hosts with
// short timeouts, clients over in-process links or loopback TCP.
#pragma once

#include "net/bot_client.h"
#include "net/client_session.h"
#include "net/host.h"
#include "net/tcp_listener.h"

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <functional>
#include <memory>
#include <string>

namespace cor::net::test {

// Runs the event loop until `done` holds or `timeoutMs` pass; returns `done()`.
bool waitFor(const std::function<bool()>& done, int timeoutMs = 30'000);
// Runs the event loop for `ms` milliseconds.
void spin(int ms);

// A UDP port on 127.0.0.1 that is free right now (for discovery in tests).
quint16 freeUdpPort();

// A test scale: sanitizer builds (COR_TEST_SCALE=small) play fewer games.
int games(int normal);

// The host's table, once the game has begun (aborts before: a test's own mistake).
const Table& tableOf(const Host& host);

HostConfig testConfig(int players, std::vector<std::string> bots, std::uint64_t seed);

ClientOptions clientOptions(const std::string& name, int wantSeat = -1);

// A client over an in-process link to `host`.
std::unique_ptr<ClientSession> localClient(Host& host, ClientOptions options);

// A client over loopback TCP to `listener`.
std::unique_ptr<ClientSession> tcpClient(const TcpListener& listener, ClientOptions options);
std::unique_ptr<ClientSession> tcpClient(quint16 port, ClientOptions options);

// A loopback TCP relay between clients and a host port, whose links the test can cut, as a
// failing network would: both ends see the connection drop.
class TcpRelay : public QObject {
  public:
    explicit TcpRelay(quint16 hostPort);
    quint16 port() const { return server_.serverPort(); }
    void cutAll();
    int links() const { return links_; }

  private:
    QTcpServer server_;
    quint16 hostPort_;
    int links_ = 0;
    std::vector<QPointer<QTcpSocket>> clients_;
};

} // namespace cor::net::test
