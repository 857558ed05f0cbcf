#include "net/local_link.h"

namespace cor::net {

std::pair<LocalConnection*, LocalConnection*> LocalConnection::createPair() {
    auto* host = new LocalConnection(kMaxClientFrameBytes);
    auto* client = new LocalConnection(kMaxHostFrameBytes);
    host->peer_ = client;
    client->peer_ = host;
    return {host, client};
}

void LocalConnection::write(const std::string& frame) {
    if (peer_ == nullptr) {
        return;
    }
    QMetaObject::invokeMethod(
        peer_.data(), [peer = peer_, frame] { peer->deliver(frame); }, Qt::QueuedConnection);
}

void LocalConnection::close() {
    markClosed();
    // Queued behind every frame already on its way, as a TCP close is.
    QMetaObject::invokeMethod(this, &LocalConnection::finish, Qt::QueuedConnection);
    if (peer_ != nullptr) {
        QMetaObject::invokeMethod(peer_.data(), &LocalConnection::finish, Qt::QueuedConnection);
    }
}

void LocalConnection::finish() {
    if (finished_) {
        return;
    }
    finished_ = true;
    markClosed();
    emit closed();
    if (peer_ != nullptr) {
        QMetaObject::invokeMethod(peer_.data(), &LocalConnection::finish, Qt::QueuedConnection);
    }
}

} // namespace cor::net
