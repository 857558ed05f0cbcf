// Accepts peers for a TableServer over TCP, or over TLS when given a certificate and its key
// (QSslServer: a peer is handed on once its handshake is done).
#pragma once

#include "net/tables/table_server.h"

#include <QHostAddress>
#include <QTcpServer>
#include <memory>

namespace cor::net {

class TableListener : public QObject {
    Q_OBJECT
  public:
    explicit TableListener(TableServer& server, QObject* parent = nullptr);
    ~TableListener() override;

    // Every connection from now on is TLS with this certificate and key (PEM files); false and
    // `error` set when they cannot be read.
    bool useTls(const QString& certificateFile, const QString& keyFile, QString* error);
    // Port 0 picks a free port; false (errorString() says why) when it cannot listen.
    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const { return server_->serverPort(); }
    QHostAddress address() const { return server_->serverAddress(); }
    QString errorString() const { return server_->errorString(); }
    void close() { server_->close(); }

  private:
    void accept();

    TableServer& tables_;
    std::unique_ptr<QTcpServer> server_;
};

} // namespace cor::net
