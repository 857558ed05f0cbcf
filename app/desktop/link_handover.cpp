#include "app/desktop/link_handover.h"

#include <QLocalSocket>
#include <QStandardPaths>

namespace cor::desktop {
namespace {

constexpr int kHandoverMs = 2000;
constexpr qint64 kMaxLinkBytes = 4096;
const QByteArray kTaken = QByteArrayLiteral("taken\n");

// In the person's own runtime folder: nobody else's app hears it.
QString socketPath() {
    return QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation) +
           QStringLiteral("/cityofrome-links");
}

} // namespace

bool LinkHandover::handToRunningApp(const QString& link) {
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    if (!socket.waitForConnected(kHandoverMs)) {
        return false;
    }
    socket.write(link.toUtf8() + '\n');
    if (!socket.waitForBytesWritten(kHandoverMs)) {
        return false;
    }
    // Taken once the running app says so (one that hangs is as good as none).
    while (!socket.canReadLine() && socket.waitForReadyRead(kHandoverMs)) {
    }
    return socket.readLine() == kTaken;
}

bool LinkHandover::appRuns() {
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    return socket.waitForConnected(kHandoverMs);
}

bool LinkHandover::listen(std::function<void(const QString&)> open) {
    // Asked first: Qt's listen() puts its socket in the place of one that is there.
    if (appRuns()) {
        return false; // another app of this person's takes the links
    }
    server_.setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(socketPath()); // left behind by an app that crashed
    if (!server_.listen(socketPath())) {
        return false;
    }
    QObject::connect(&server_, &QLocalServer::newConnection, &server_, [this, open] {
        while (QLocalSocket* socket = server_.nextPendingConnection()) {
            QObject::connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QLocalSocket::readyRead, socket, [socket, open] {
                if (!socket->canReadLine()) {
                    if (socket->bytesAvailable() > kMaxLinkBytes) {
                        socket->abort();
                    }
                    return;
                }
                const QString link = QString::fromUtf8(socket->readLine(kMaxLinkBytes)).trimmed();
                socket->write(kTaken);
                socket->disconnectFromServer();
                open(link);
            });
        }
    });
    return true;
}

} // namespace cor::desktop
