#include "net/connection.h"

namespace cor::net {

Connection::Connection(std::uint32_t maxFrameBytes, QObject* parent)
    : QObject(parent), reader_(maxFrameBytes) {}

void Connection::send(const wire::Envelope& message) {
    if (!open_) {
        return;
    }
    const std::string frame = encodeFrame(message.SerializeAsString());
    bytesSent_ += frame.size();
    write(frame);
}

void Connection::deliver(std::string_view bytes) {
    if (!open_) {
        return;
    }
    receivedAt_ = std::chrono::steady_clock::now();
    bytesReceived_ += bytes.size();
    reader_.append(bytes);
    while (open_) {
        const std::optional<std::string> payload = reader_.next();
        if (!payload) {
            if (reader_.broken()) {
                emit broken(QStringLiteral("a frame longer than the limit"));
                close();
            }
            return;
        }
        google::protobuf::Arena arena(messageArenaOptions());
        auto& message = *google::protobuf::Arena::CreateMessage<wire::Envelope>(&arena);
        if (!message.ParseFromString(*payload)) {
            emit broken(QStringLiteral("bytes that are not a message"));
            close();
            return;
        }
        emit received(message);
    }
}

void Connection::markClosed() {
    if (open_) {
        open_ = false;
    }
}

} // namespace cor::net
