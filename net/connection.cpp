#include "net/connection.h"

namespace cor::net {

Connection::Connection(std::uint32_t maxFrameBytes, QObject* parent)
    : QObject(parent), reader_(maxFrameBytes) {}

void Connection::send(const wire::Envelope& message) {
    if (!open_) {
        return;
    }
    // Serialized straight behind the frame's header, into the buffer of the previous frames:
    // no copy, and no allocation once it has grown to the largest message (write() copies).
    const std::size_t size = message.ByteSizeLong();
    frame_.resize(kFrameHeaderBytes + size);
    putFrameHeader(static_cast<std::uint32_t>(size), frame_.data());
    message.SerializeWithCachedSizesToArray(
        reinterpret_cast<std::uint8_t*>(frame_.data() + kFrameHeaderBytes));
    bytesSent_ += frame_.size();
    write(frame_);
}

void Connection::deliver(std::string_view bytes) {
    if (!open_) {
        return;
    }
    receivedAt_ = std::chrono::steady_clock::now();
    bytesReceived_ += bytes.size();
    reader_.append(bytes);
    while (open_) {
        const std::optional<std::string_view> payload = reader_.nextView();
        if (!payload) {
            if (reader_.broken()) {
                emit broken(QStringLiteral("a frame longer than the limit"));
                close();
            }
            return;
        }
        MessageArena arena;
        auto& message = arena.newEnvelope();
        if (!message.ParseFromArray(payload->data(), static_cast<int>(payload->size()))) {
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
