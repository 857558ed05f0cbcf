// A TCP connection whose peer is gone says so on a later turn of the event loop, never inside
// a send or flush: its owner (the host walking its peers to send each a view) must not see a
// peer vanish under its feet. The soak found a server that crashed so when a client it was
// sending to had been killed with SIGKILL.
#include "net/tcp_connection.h"
#include "tests/net/net_test_support.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>

namespace cor::net::test {
namespace {

TEST(TcpConnection, APeerThatResetItIsReportedClosedAfterTheSendNotInside) {
    QTcpServer server;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));
    QTcpSocket remote;
    remote.connectToHost(QHostAddress::LocalHost, server.serverPort());
    ASSERT_TRUE(waitFor([&] { return server.hasPendingConnections(); }));
    QTcpSocket* accepted = server.nextPendingConnection();
    const auto acceptedDescriptor = static_cast<int>(accepted->socketDescriptor());
    TcpConnection connection(accepted, kMaxClientFrameBytes);
    ASSERT_TRUE(waitFor([&] { return remote.state() == QAbstractSocket::ConnectedState; }));
    // A reset, as from a killed process that left bytes unread: no lingering, no goodbye.
    const linger reset{1, 0};
    ASSERT_EQ(setsockopt(static_cast<int>(remote.socketDescriptor()), SOL_SOCKET, SO_LINGER, &reset,
                         sizeof reset),
              0);
    remote.abort();
    // The reset arrives while the event loop does not run: poll(2) sees it, Qt does not yet.
    pollfd arrived{acceptedDescriptor, POLLIN, 0};
    ASSERT_EQ(poll(&arrived, 1, 30'000), 1) << "no reset came";

    bool sending = false;
    int closedInside = 0;
    int closed = 0;
    QObject::connect(&connection, &Connection::closed, &connection, [&] {
        ++closed;
        closedInside += sending ? 1 : 0;
    });
    wire::Envelope ping;
    ping.mutable_ping()->set_nonce(1);
    sending = true;
    for (int i = 0; i < 3; ++i) { // the first write may still be taken
        connection.send(ping);
        connection.flush();
    }
    sending = false;
    EXPECT_FALSE(connection.isOpen()) << "the failed write should have closed it";
    EXPECT_EQ(closedInside, 0);
    EXPECT_TRUE(waitFor([&] { return closed == 1; }, 5'000));
}

} // namespace
} // namespace cor::net::test
