#include "net/frame.h"

namespace cor::net {

void putFrameHeader(std::uint32_t size, char* out) {
    for (std::size_t i = 0; i < kFrameHeaderBytes; ++i) {
        out[i] = static_cast<char>((size >> (8 * (kFrameHeaderBytes - 1 - i))) & 0xFF);
    }
}

std::string encodeFrame(std::string_view payload) {
    std::string frame(kFrameHeaderBytes, '\0');
    putFrameHeader(static_cast<std::uint32_t>(payload.size()), frame.data());
    frame.append(payload);
    return frame;
}

std::optional<std::string_view> FrameReader::nextView() {
    dropConsumed();
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
    const std::string_view payload(buffer_.data() + consumed_ + kFrameHeaderBytes, size);
    consumed_ += kFrameHeaderBytes + size;
    return payload;
}

void FrameReader::dropConsumed() {
    if (consumed_ == buffer_.size()) {
        buffer_.clear();
        consumed_ = 0;
    } else if (consumed_ > 64 * 1024) {
        buffer_.erase(0, consumed_);
        consumed_ = 0;
    }
}

} // namespace cor::net
