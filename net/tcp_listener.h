// Accepts TCP peers for a Host: every connection becomes a TcpConnection the host owns.
#pragma once

#include "net/host.h"

#include <QHostAddress>
#include <QTcpServer>

namespace cor::net {

class TcpListener : public QObject {
    Q_OBJECT
  public:
    explicit TcpListener(Host& host, QObject* parent = nullptr);

    // Port 0 picks a free port; false (errorString() says why) when it cannot listen.
    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const { return server_.serverPort(); }
    QHostAddress address() const { return server_.serverAddress(); }
    QString errorString() const { return server_.errorString(); }
    void close() { server_.close(); }

  private:
    Host& host_;
    QTcpServer server_;
};

} // namespace cor::net
