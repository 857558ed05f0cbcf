#include "net/frame.h"

namespace cor::net {

std::string encodeFrame(std::string_view payload) {
    const auto size = static_cast<std::uint32_t>(payload.size());
    std::string frame;
    frame.reserve(kFrameHeaderBytes + payload.size());
    for (int shift = 24; shift >= 0; shift -= 8) {
        frame.push_back(static_cast<char>((size >> shift) & 0xFF));
    }
    frame.append(payload);
    return frame;
}

std::optional<std::string> FrameReader::next() {
    if (broken_ || buffered() < kFrameHeaderBytes) {
        return std::nullopt;
    }
    std::uint32_t size = 0;
    for (std::size_t i = 0; i < kFrameHeaderBytes; ++i) {
        size = (size << 8) | static_cast<unsigned char>(buffer_[consumed_ + i]);
    }
    if (size > maxFrameBytes_) {
        broken_ = true;
        buffer_.clear();
        consumed_ = 0;
        return std::nullopt;
    }
    if (buffered() < kFrameHeaderBytes + size) {
        return std::nullopt;
    }
    std::string payload = buffer_.substr(consumed_ + kFrameHeaderBytes, size);
    consumed_ += kFrameHeaderBytes + size;
    if (consumed_ == buffer_.size()) {
        buffer_.clear();
        consumed_ = 0;
    } else if (consumed_ > 64 * 1024) {
        buffer_.erase(0, consumed_);
        consumed_ = 0;
    }
    return payload;
}

} // namespace cor::net
