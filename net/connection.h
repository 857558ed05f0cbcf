// One peer's message stream, whatever carries it (TCP or the in-process link): whole
// Envelopes out, whole Envelopes in. Bytes that do not make a frame or an Envelope break the
// stream; the owner then drops the peer.
#pragma once

#include "net/frame.h"
#include "proto/wire.pb.h"

#include <QObject>
#include <QString>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

namespace cor::net {

// Raised with every change of meaning on the wire (proto/wire.proto, the engine's enums).
inline constexpr std::uint32_t kProtocolVersion = 3;

// Limits on what a peer may send us in one frame; views from a host are the largest messages.
inline constexpr std::uint32_t kMaxClientFrameBytes = 64 * 1024;
inline constexpr std::uint32_t kMaxHostFrameBytes = 1024 * 1024;

// The arena one message is built or parsed on, its first block inside the object (on the
// stack): a message that fits (a four-player view does) costs no allocation at all, rather than
// one per sub-message or one block per message. Larger ones continue in blocks from the heap.
class MessageArena {
  public:
    MessageArena() : arena_(options(block_)) {}
    MessageArena(const MessageArena&) = delete;
    MessageArena& operator=(const MessageArena&) = delete;

    // A new, empty envelope on this arena, alive as long as the arena.
    wire::Envelope& newEnvelope() {
        return *google::protobuf::Arena::CreateMessage<wire::Envelope>(&arena_);
    }

  private:
    static constexpr std::size_t kBlockBytes = 16 * 1024;

    static google::protobuf::ArenaOptions options(char* block) {
        google::protobuf::ArenaOptions options;
        options.initial_block = block;
        options.initial_block_size = kBlockBytes;
        options.start_block_size = kBlockBytes;
        options.max_block_size = 64 * 1024;
        return options;
    }

    alignas(std::max_align_t) char block_[kBlockBytes];
    google::protobuf::Arena arena_;
};

class Connection : public QObject {
    Q_OBJECT
  public:
    ~Connection() override = default;

    void send(const wire::Envelope& message);
    // Stops reading; what was sent before goes out, then the stream closes and closed() follows.
    virtual void close() = 0;
    virtual QString peerName() const = 0;
    // Pushes what was sent into the transport now rather than on the next event-loop turn.
    virtual void flush() {}
    // The peer can go silent: across a network it may be gone. An in-process peer cannot: a
    // machine that stalled (or slept) has it answer late, not never.
    virtual bool mayGoSilent() const { return true; }
    bool isOpen() const { return open_; }
    std::uint64_t bytesSent() const { return bytesSent_; }
    std::uint64_t bytesReceived() const { return bytesReceived_; }
    // When the bytes that completed the message being handled arrived.
    std::chrono::steady_clock::time_point receivedAt() const { return receivedAt_; }

  signals:
    void received(const cor::wire::Envelope& message);
    // The stream cannot be trusted any more (garbage, a frame over the limit); closes next.
    void broken(const QString& why);
    // Always on a later turn of the event loop, never inside send(), flush() or close().
    void closed();

  protected:
    Connection(std::uint32_t maxFrameBytes, QObject* parent);
    // Hands bytes that arrived to the frame reader and emits what they complete.
    void deliver(std::string_view bytes);
    // Takes the frame now: its buffer is written over by the next send().
    virtual void write(const std::string& frame) = 0;
    void markClosed();

  private:
    FrameReader reader_;
    std::string frame_; // the frame being written
    bool open_ = true;
    std::uint64_t bytesSent_ = 0;
    std::uint64_t bytesReceived_ = 0;
    std::chrono::steady_clock::time_point receivedAt_;
};

} // namespace cor::net
