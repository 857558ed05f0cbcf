// libFuzzer target for the frame decoder alone (net/frame.h). The first byte picks the limit,
// the second how the stream is cut into reads; whatever the cuts, the reader yields the same
// payloads and breaks at the same point as one read of the whole stream would, never holds a
// frame over the limit, and every payload framed again reads back as itself (nextView(), as the
// connections read, for the stream; next() for the payload framed again).
#include "net/frame.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct Outcome {
    std::vector<std::string> payloads;
    bool broken = false;
    std::size_t buffered = 0;
};

void drain(cor::net::FrameReader& reader, Outcome& out, std::uint32_t limit) {
    while (const std::optional<std::string_view> payload = reader.nextView()) {
        if (payload->size() > limit) {
            __builtin_trap();
        }
        out.payloads.emplace_back(*payload);
    }
}

Outcome read(std::string_view stream, std::uint32_t limit, std::size_t chunk) {
    cor::net::FrameReader reader(limit);
    Outcome out;
    for (std::size_t at = 0; at < stream.size(); at += chunk) {
        reader.append(stream.substr(at, chunk));
        drain(reader, out, limit);
    }
    out.broken = reader.broken();
    out.buffered = reader.buffered();
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) {
        return 0;
    }
    const std::uint32_t limit = 1u + data[0] * 4u; // small limits, so "too long" comes up
    const std::size_t chunk = 1u + data[1] % 16u;
    const std::string_view stream(reinterpret_cast<const char*>(data + 2), size - 2);
    const Outcome whole = read(stream, limit, stream.size() + 1);
    const Outcome cut = read(stream, limit, chunk);
    if (whole.payloads != cut.payloads || whole.broken != cut.broken ||
        (!whole.broken && whole.buffered != cut.buffered)) {
        __builtin_trap(); // how the bytes arrive changed what was read
    }
    for (const std::string& payload : whole.payloads) {
        cor::net::FrameReader again(limit);
        again.append(cor::net::encodeFrame(payload));
        if (again.next() != payload || again.buffered() != 0) {
            __builtin_trap();
        }
    }
    return 0;
}
