#include "net/tables/table_listener.h"

#include "net/log.h"
#include "net/tcp_connection.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>

namespace cor::net {

TableListener::TableListener(TableServer& server, QObject* parent)
    : QObject(parent), tables_(server), server_(std::make_unique<QTcpServer>()) {}

TableListener::~TableListener() = default;

bool TableListener::useTls(const QString& certificateFile, const QString& keyFile, QString* error) {
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certificateFile);
    QFile keyIn(keyFile);
    if (chain.isEmpty()) {
        *error = QStringLiteral("%1: no PEM certificate").arg(certificateFile);
        return false;
    }
    if (!keyIn.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(keyFile, keyIn.errorString());
        return false;
    }
    const QByteArray pem = keyIn.readAll();
    QSslKey key(pem, QSsl::Rsa);
    if (key.isNull()) {
        key = QSslKey(pem, QSsl::Ec);
    }
    if (key.isNull()) {
        *error = QStringLiteral("%1: no PEM RSA or EC private key").arg(keyFile);
        return false;
    }
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(chain);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // players have no certificates
    auto secure = std::make_unique<QSslServer>();
    secure->setSslConfiguration(configuration);
    connect(secure.get(), &QSslServer::errorOccurred, this,
            [](QSslSocket* socket, QAbstractSocket::SocketError) {
                netLog().info("{}: no TLS: {}", socket->peerAddress().toString().toStdString(),
                              socket->errorString().toStdString());
            });
    server_ = std::move(secure);
    return true;
}

bool TableListener::listen(const QHostAddress& address, quint16 port) {
    connect(server_.get(), &QTcpServer::pendingConnectionAvailable, this, &TableListener::accept);
    return server_->listen(address, port);
}

void TableListener::accept() {
    while (QTcpSocket* socket = server_->nextPendingConnection()) {
        tables_.addConnection(new TcpConnection(socket, kMaxClientFrameBytes));
    }
}

} // namespace cor::net
