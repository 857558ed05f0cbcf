#include "net/tcp_listener.h"

#include "net/tcp_connection.h"

namespace cor::net {

TcpListener::TcpListener(Host& host, QObject* parent) : QObject(parent), host_(host) {
    connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = server_.nextPendingConnection()) {
            host_.addConnection(new TcpConnection(socket, kMaxClientFrameBytes));
        }
    });
}

bool TcpListener::listen(const QHostAddress& address, quint16 port) {
    return server_.listen(address, port);
}

} // namespace cor::net
