#include "net/tcp_connection.h"

#include <QTimer>

namespace cor::net {
namespace {

// A graceful close waits this long for the peer to take what was sent.
constexpr int kCloseGraceMs = 5000;

} // namespace

TcpConnection::TcpConnection(QTcpSocket* socket, std::uint32_t maxFrameBytes, QObject* parent)
    : Connection(maxFrameBytes, parent), socket_(socket),
      peerName_(socket->peerAddress().toString() + ':' + QString::number(socket->peerPort())) {
    socket_->setParent(this);
    socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(socket_, &QTcpSocket::readyRead, this, [this] {
        const QByteArray bytes = socket_->readAll();
        deliver(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    });
    connect(socket_, &QTcpSocket::disconnected, this, &TcpConnection::finish);
    connect(socket_, &QTcpSocket::errorOccurred, this, [this] {
        if (socket_->state() == QAbstractSocket::UnconnectedState) {
            finish();
        }
    });
    if (socket_->bytesAvailable() > 0) {
        QMetaObject::invokeMethod(socket_, &QTcpSocket::readyRead, Qt::QueuedConnection);
    }
}

void TcpConnection::write(const std::string& frame) {
    if (socket_->bytesToWrite() > kMaxUnsentBytes) {
        emit broken(QStringLiteral("does not read what it is sent"));
        markClosed();
        socket_->abort();
        return;
    }
    socket_->write(frame.data(), static_cast<qint64>(frame.size()));
}

void TcpConnection::flush() {
    socket_->flush();
}

void TcpConnection::close() {
    markClosed();
    if (socket_->state() == QAbstractSocket::UnconnectedState) {
        finish();
        return;
    }
    socket_->disconnectFromHost();
    QTimer::singleShot(kCloseGraceMs, this, [this] { socket_->abort(); });
}

void TcpConnection::finish() {
    if (finished_) {
        return;
    }
    finished_ = true;
    markClosed();
    // The socket says it is gone inside a write or flush that failed (a peer killed with
    // SIGKILL resets the connection), so inside send() or flush() here: the owner may be
    // walking its peers then, and must hear of it on a later turn of the event loop.
    QMetaObject::invokeMethod(
        this, [this] { emit closed(); }, Qt::QueuedConnection);
}

} // namespace cor::net
