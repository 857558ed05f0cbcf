#include "net/tables/table_watch_client.h"

#include "net/log.h"
#include "net/tcp_connection.h"
#include "net/tls_trust.h"

#include <QSslSocket>
#include <algorithm>

namespace cor::net {

TableWatchClient::TableWatchClient(TableWatchOptions options, QObject* parent)
    : QObject(parent), options_(std::move(options)), retryMs_(options_.firstRetryMs) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &TableWatchClient::dial);
    idle_.setSingleShot(true);
    connect(&idle_, &QTimer::timeout, this, [this] {
        netLog().info("the table server {}:{} has been silent too long",
                      options_.host.toStdString(), options_.port);
        if (Connection* connection = connection_.data()) {
            connection->close();
        }
    });
}

TableWatchClient::~TableWatchClient() = default;

void TableWatchClient::start() {
    dial();
}

void TableWatchClient::dial() {
    auto* socket = new QSslSocket(this);
    connect(socket, options_.tls ? &QSslSocket::encrypted : &QSslSocket::connected, this,
            [this, socket] {
                socket->disconnect(this);
                auto* connection = new TcpConnection(socket, kMaxHostFrameBytes, this);
                connection_ = connection;
                pinged_ = false;
                watching_ = false;
                connect(connection, &Connection::received, this, &TableWatchClient::onReceived);
                connect(connection, &Connection::closed, this, &TableWatchClient::onLost);
                wire::Envelope query;
                wire::TableQuery& watch = *query.mutable_table_query();
                watch.set_protocol_version(kProtocolVersion);
                watch.set_watch(true);
                for (const TableWatchOptions::Key& key : options_.tables) {
                    wire::TableKey& asked = *watch.add_tables();
                    asked.set_code(key.code);
                    asked.set_token(std::string(tokenBytes(key.token)));
                }
                connection->send(query);
                idle_.start(options_.idleTimeoutMs);
            });
    connect(socket, &QSslSocket::sslErrors, this, [this, socket](const QList<QSslError>& errors) {
        if (trusted(socket->peerCertificate(), errors)) {
            socket->ignoreSslErrors(errors);
        }
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        netLog().info("cannot reach the table server {}:{}: {}", options_.host.toStdString(),
                      options_.port, socket->errorString().toStdString());
        socket->disconnect(this);
        socket->deleteLater();
        onLost();
    });
    if (options_.tls) {
        socket->connectToHostEncrypted(options_.host, options_.port);
    } else {
        socket->connectToHost(options_.host, options_.port);
    }
}

bool TableWatchClient::trusted(const QSslCertificate& certificate, const QList<QSslError>& errors) {
    const QString fingerprint = certificateFingerprint(certificate);
    if (!options_.trustedFingerprint.isEmpty()) {
        if (sameFingerprint(fingerprint, options_.trustedFingerprint)) {
            return true;
        }
        fail(QStringLiteral("the server's certificate has changed: it is not the one you trusted "
                            "(its fingerprint is now %1)")
                 .arg(fingerprint),
             false);
        return false;
    }
    fail(QStringLiteral("the server's certificate is not signed by an authority this machine "
                        "trusts (%1); its fingerprint is %2")
             .arg(errors.isEmpty() ? QString() : errors.front().errorString(), fingerprint),
         false);
    return false;
}

void TableWatchClient::onReceived(const wire::Envelope& message) {
    idle_.start(options_.idleTimeoutMs);
    switch (message.body_case()) {
    case wire::Envelope::kPing: {
        pinged_ = true;
        wire::Envelope pong;
        pong.mutable_pong()->set_nonce(message.ping().nonce());
        if (Connection* connection = connection_.data()) {
            connection->send(pong);
        }
        break;
    }
    case wire::Envelope::kTableStatus:
        if (!watching_) {
            watching_ = true;
            netLog().info("watching {} tables at {}:{}", options_.tables.size(),
                          options_.host.toStdString(), options_.port);
        }
        for (const wire::TableState& state : message.table_status().tables()) {
            if (state.key() < options_.tables.size()) {
                emit standing(state);
            }
        }
        break;
    case wire::Envelope::kError:
        if (message.error().code() == wire::ERROR_VERSION ||
            message.error().code() == wire::ERROR_PROTOCOL) {
            fail(QString::fromStdString(message.error().message()), true);
        }
        break;
    default:
        break;
    }
}

void TableWatchClient::onLost() {
    idle_.stop();
    if (Connection* connection = connection_.data()) {
        connection->deleteLater();
        connection_ = nullptr;
    }
    if (failed_) {
        return;
    }
    // A server that kept the watch until now is tried again soon; one that keeps failing, or
    // answers once and closes (it predates watches), less and less often.
    retryMs_ = pinged_ ? options_.firstRetryMs : retryMs_;
    pinged_ = false;
    retry_.start(retryMs_);
    retryMs_ = std::min(retryMs_ * 2, options_.longestRetryMs);
}

void TableWatchClient::fail(const QString& why, bool refused) {
    if (failed_) {
        return;
    }
    failed_ = true;
    retry_.stop();
    if (Connection* connection = connection_.data()) {
        connection->close();
    }
    emit failed(why, refused);
}

} // namespace cor::net
