// A client that leaves while its connection is still being made: the connection is dropped, the
// host never hears from it, and the session stays closed.
#include "net/client_session.h"
#include "tests/net/net_test_support.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

TEST(ClientSession, LeavingWhileConnectingDropsTheConnection) {
    QTcpServer server;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));
    ClientSession session(clientOptions("leaver"));
    session.connectTo(QStringLiteral("127.0.0.1"), server.serverPort());
    ASSERT_EQ(session.state(), ClientSession::State::Connecting);
    session.disconnectFromHost(); // before the event loop has seen the connection made
    EXPECT_EQ(session.state(), ClientSession::State::Closed);

    // On loopback the kernel completes the handshake at once: the host sees the connection,
    // then its end, and not a byte.
    ASSERT_TRUE(waitFor([&] { return server.hasPendingConnections(); }, 5'000));
    QTcpSocket* peer = server.nextPendingConnection();
    EXPECT_TRUE(waitFor([&] { return peer->state() == QAbstractSocket::UnconnectedState; }, 5'000))
        << "the session kept the connection it had left";
    EXPECT_EQ(peer->readAll().size(), 0) << "the session said hello after leaving";
    EXPECT_EQ(session.state(), ClientSession::State::Closed);
}

} // namespace
} // namespace cor::net::test
