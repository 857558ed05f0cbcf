#include "tests/programs/garbage_client.h"

#include "net/connection.h"
#include "net/frame.h"

#include <string>

namespace cor::programs {
namespace {

// How long a host may take to drop a client it must drop.
constexpr int kDropWithinMs = 5'000;
// How long a client the host may keep waits before it hangs up itself.
constexpr int kMaxLingerMs = 1'000;

std::string randomBytes(Rng& rng, std::uint32_t count) {
    std::string bytes(count, '\0');
    for (char& byte : bytes) {
        byte = static_cast<char>(rng.below(256));
    }
    return bytes;
}

std::string frameOf(const wire::Envelope& message) {
    return net::encodeFrame(message.SerializeAsString());
}

wire::Envelope hello(const std::string& name = "garbage") {
    wire::Envelope message;
    message.mutable_hello()->set_protocol_version(net::kProtocolVersion);
    message.mutable_hello()->set_name(name);
    message.mutable_hello()->set_want_seat(-2);
    return message;
}

// Field number 0 is no field: no protobuf parser accepts the payload.
std::string notAMessage(Rng& rng) {
    return net::encodeFrame(std::string(1, '\x07') + randomBytes(rng, 1 + rng.below(40)));
}

// Requests a spectator may not make (refused, the connection kept), then a chat flood.
std::string mischief(Rng& rng) {
    std::string bytes = frameOf(hello());
    wire::Envelope action;
    action.mutable_action()->set_state_id(rng.below(500));
    action.mutable_action()->mutable_action()->set_kind(rng.below(20));
    wire::Envelope bot;
    bot.mutable_seat_request()->set_op(wire::SeatRequest::MAKE_BOT);
    bot.mutable_seat_request()->set_seat(0);
    bot.mutable_seat_request()->set_bot("random");
    wire::Envelope rematch;
    rematch.mutable_rematch();
    wire::Envelope start;
    start.mutable_start();
    wire::Envelope ready;
    ready.mutable_ready()->set_ready(true);
    for (const wire::Envelope* message : {&action, &bot, &rematch, &start, &ready}) {
        bytes += frameOf(*message);
    }
    wire::Envelope chat;
    chat.mutable_chat_send()->set_text("spam");
    for (int line = 0; line < 30; ++line) {
        bytes += frameOf(chat);
    }
    return bytes;
}

std::string bytesOf(Garbage kind, Rng& rng) {
    switch (kind) {
    case Garbage::RandomBytes:
        return randomBytes(rng, 1 + rng.below(64));
    case Garbage::OversizedFrame:
        return std::string("\x7f\xff\xff\xff", 4) + randomBytes(rng, rng.below(64));
    case Garbage::NotAMessage:
        return notAMessage(rng);
    case Garbage::NoHello: {
        wire::Envelope ping;
        ping.mutable_ping()->set_nonce(rng.next());
        return frameOf(ping);
    }
    case Garbage::WrongVersion: {
        wire::Envelope message = hello();
        message.mutable_hello()->set_protocol_version(net::kProtocolVersion + 1 + rng.below(99));
        return frameOf(message);
    }
    case Garbage::LongName:
        return frameOf(hello(std::string(100 + rng.below(200), 'x')));
    case Garbage::WrongToken: {
        wire::Envelope message = hello();
        message.mutable_hello()->set_seat_token(randomBytes(rng, 16));
        return frameOf(message);
    }
    case Garbage::HostMessage: {
        wire::Envelope welcome;
        welcome.mutable_welcome()->set_protocol_version(net::kProtocolVersion);
        return frameOf(hello()) + frameOf(welcome);
    }
    case Garbage::HelloThenJunk:
        return frameOf(hello()) + notAMessage(rng);
    case Garbage::Mischief:
        return mischief(rng);
    case Garbage::HalfAHello: {
        const std::string frame = frameOf(hello());
        return frame.substr(0, 1 + rng.below(static_cast<std::uint32_t>(frame.size() - 1)));
    }
    }
    return {};
}

} // namespace

GarbageClient::GarbageClient(quint16 port, Garbage kind, Rng& rng) : kind_(kind) {
    const std::string bytes = bytesOf(kind, rng);
    connect(&socket_, &QTcpSocket::connected, this,
            [this, bytes] { socket_.write(bytes.data(), static_cast<qint64>(bytes.size())); });
    connect(&socket_, &QTcpSocket::readyRead, this, [this] { socket_.readAll(); });
    connect(&socket_, &QTcpSocket::disconnected, this, [this] { droppedByHost_ = !gaveUp_; });
    patience_.setSingleShot(true);
    connect(&patience_, &QTimer::timeout, this, &GarbageClient::giveUp);
    patience_.start(mustBeDropped() ? kDropWithinMs : static_cast<int>(rng.below(kMaxLingerMs)));
    socket_.connectToHost(QHostAddress::LocalHost, port);
}

bool GarbageClient::mustBeDropped() const {
    return kind_ != Garbage::RandomBytes && kind_ != Garbage::HalfAHello;
}

void GarbageClient::giveUp() {
    gaveUp_ = true;
    socket_.abort();
}

} // namespace cor::programs
