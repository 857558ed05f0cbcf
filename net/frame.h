// TCP framing: each message is a 4-byte big-endian length, then that many bytes (one
// Envelope). The reader checks a frame's length as soon as its header is in and breaks the
// stream on one over the limit, so no frame over the limit is ever waited for; what one read
// delivers (bounded by the socket) is buffered before that check.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cor::net {

inline constexpr std::size_t kFrameHeaderBytes = 4;

std::string encodeFrame(std::string_view payload);
// Writes the header of a frame whose payload is `size` bytes to out[0..kFrameHeaderBytes).
void putFrameHeader(std::uint32_t size, char* out);

class FrameReader {
  public:
    explicit FrameReader(std::uint32_t maxFrameBytes) : maxFrameBytes_(maxFrameBytes) {}

    void append(std::string_view bytes) {
        dropConsumed();
        buffer_.append(bytes);
    }
    // The next complete frame's payload, in the reader's own buffer (no copy): valid until the
    // next call of append(), next() or nextView(). nullopt when more bytes are needed or the
    // stream is broken (a length over the limit: nothing after it can be trusted).
    std::optional<std::string_view> nextView();
    // The same, as a copy of its own.
    std::optional<std::string> next() {
        const std::optional<std::string_view> payload = nextView();
        return payload ? std::optional<std::string>(*payload) : std::nullopt;
    }
    bool broken() const { return broken_; }
    std::size_t buffered() const { return buffer_.size() - consumed_; }

  private:
    // Forgets the payloads already handed out; only once the caller may no longer look at them.
    void dropConsumed();

    std::uint32_t maxFrameBytes_;
    std::string buffer_;
    std::size_t consumed_ = 0;
    bool broken_ = false;
};

} // namespace cor::net
