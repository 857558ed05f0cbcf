// Writes host_fuzzer's seed corpus: a few inputs of each mode with valid frames (hello, ready,
// chat, ping, action and undo requests) and a long run of legal actions that plays deep into
// a game. Usage: host_fuzzer_corpus <directory>.
#include "net/connection.h"
#include "net/frame.h"
#include "tests/fuzz/host_fuzz_input.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>

namespace cor::net::fuzz {
namespace {

std::string frame(const wire::Envelope& message) {
    return encodeFrame(message.SerializeAsString());
}

std::string byte(Mode mode) {
    return std::string(1, static_cast<char>(mode));
}

std::string byte(Op op) {
    return std::string(1, static_cast<char>(op));
}

std::string byte(wire::SeatRequest::Op op) {
    return std::string(1, static_cast<char>(op));
}

std::string byte(int value) {
    return std::string(1, static_cast<char>(static_cast<std::uint8_t>(value)));
}

wire::Envelope hello(int wantSeat) {
    wire::Envelope message;
    message.mutable_hello()->set_protocol_version(kProtocolVersion);
    message.mutable_hello()->set_name("seed");
    message.mutable_hello()->set_want_seat(wantSeat);
    return message;
}

wire::Envelope ready(bool isReady) {
    wire::Envelope message;
    message.mutable_ready()->set_ready(isReady);
    return message;
}

wire::Envelope chat(const std::string& text) {
    wire::Envelope message;
    message.mutable_chat_send()->set_text(text);
    return message;
}

wire::Envelope ping() {
    wire::Envelope message;
    message.mutable_ping()->set_nonce(42);
    return message;
}

// A pass (action kind 7) chosen in the view with this state id.
wire::Envelope passAction(std::uint32_t stateId) {
    wire::Envelope message;
    message.mutable_action()->set_state_id(stateId);
    message.mutable_action()->mutable_action()->set_kind(7);
    return message;
}

wire::Envelope undo(std::uint32_t stateId) {
    wire::Envelope message;
    message.mutable_undo()->set_state_id(stateId);
    return message;
}

// Mode::Split's chunks: [n][n bytes]..., sizes cycling so frames break at odd places; a zero
// (the event loop runs) after every cycle.
std::string chunked(std::string_view bytes) {
    static constexpr int kSizes[] = {1, 2, 3, 5, 7, 11, 0};
    std::string out;
    for (std::size_t next = 0, pos = 0; pos < bytes.size(); ++next) {
        const int size = kSizes[next % std::size(kSizes)];
        const std::string_view chunk = bytes.substr(pos, static_cast<std::size_t>(size));
        out += byte(static_cast<int>(chunk.size())) + std::string(chunk);
        pos += chunk.size();
    }
    return out;
}

// Op::Legal: the index-th legal action, unchanged.
std::string legal(int index) {
    return byte(Op::Legal) + byte(index) + byte(0) + byte(0);
}

std::string envelopeOp(const wire::Envelope& message) {
    const std::string payload = message.SerializeAsString();
    return byte(Op::Envelope) + byte(static_cast<int>(payload.size())) + payload;
}

std::string strangerInputs(int which) {
    switch (which) {
    case 0:
        return byte(Mode::Stranger) + "GET / HTTP/1.1\r\n\r\n";
    case 1:
        return byte(Mode::Stranger) + frame(hello(-1));
    default:
        return byte(Mode::Stranger) + frame(hello(0)) + frame(ready(true)) + frame(chat("ave")) +
               frame(passAction(1)) + frame(undo(1)) + frame(ping());
    }
}

// At a table server's door: a table made and played a little, a wrong code, a query.
std::string doorInput(int which) {
    wire::Envelope message;
    switch (which) {
    case 0: {
        wire::NewTable& table = *message.mutable_new_table();
        table.set_protocol_version(cor::net::kProtocolVersion);
        table.set_players(3);
        table.add_bots("random");
        table.set_name("fuzz");
        table.set_move_seconds(60);
        return byte(Mode::Door) + frame(message) + frame(hello(-1)) + frame(ready(true)) +
               frame(chat("ave")) + frame(passAction(1));
    }
    case 1:
        message.mutable_open_table()->set_code("k7qxm 2pr9d");
        return byte(Mode::Door) + frame(message) + frame(hello(-1));
    default: {
        wire::TableQuery& query = *message.mutable_table_query();
        query.set_protocol_version(cor::net::kProtocolVersion);
        query.add_tables()->set_code("22222-22222");
        return byte(Mode::Door) + frame(message);
    }
    }
}

// A watch of the Watch mode's table: by its owner's token alone, by a wrong code, by a token of
// no seat; then a ping and a pong, and, if `spoilt`, a hello that a watch does not take.
std::string watchInput(bool spoilt) {
    wire::Envelope message;
    wire::TableQuery& watch = *message.mutable_table_query();
    watch.set_protocol_version(cor::net::kProtocolVersion);
    watch.set_watch(true);
    const auto owner = fuzzToken(1);
    const std::string ownerToken(owner.begin(), owner.end());
    watch.add_tables()->set_token(ownerToken);
    wire::TableKey& wrongCode = *watch.add_tables();
    wrongCode.set_code("22222-22222");
    wrongCode.set_token(ownerToken);
    watch.add_tables()->set_token(std::string(16, 'x'));
    wire::Envelope pong;
    pong.mutable_pong()->set_nonce(1);
    return byte(Mode::Watch) + frame(message) + frame(ping()) + frame(pong) +
           (spoilt ? frame(hello(-1)) : std::string());
}

std::string splitInput() {
    wire::Envelope colour;
    colour.mutable_seat_request()->set_op(wire::SeatRequest::COLOUR);
    colour.mutable_seat_request()->set_colour(1);
    return byte(Mode::Split) + chunked(frame(chat("salve")) + frame(ping()) + frame(passAction(2)) +
                                       frame(undo(2)) + frame(colour) + frame(ready(false)));
}

// Seat 0 plays legal actions, varied by index, for long enough to end most games.
std::string legalGameInput() {
    std::string out = byte(Mode::Ops);
    for (int i = 0; i < 160; ++i) {
        out += legal(i * 37 + 11);
    }
    return out;
}

std::string mixedOpsInput() {
    std::string out = byte(Mode::Ops);
    out += byte(Op::Chat) + byte(3) + "ave";
    out += byte(Op::Lobby) + byte(3) + byte(7); // ping
    // A crafted pass with the current state id, then a build far off the grid.
    out += byte(Op::Action) + byte(1) + byte(0) + byte(7) + byte(0) + byte(0) + byte(0) + byte(0) +
           byte(0);
    out += byte(Op::Action) + byte(3) + byte(0) + byte(3) + byte(5) + byte(100) + byte(200) +
           byte(1) + byte(0);
    for (int i = 0; i < 12; ++i) {
        out += legal(i * 13);
    }
    out += byte(Op::Undo) + byte(1);
    out += byte(Op::Legal) + byte(0) + byte(0x80 | 4) + byte(9); // a legal action, amount 9
    out += byte(Op::Rejoin) + byte(0);                           // hang up, back by the token
    for (int i = 0; i < 12; ++i) {
        out += legal(i * 7 + 1);
    }
    out += byte(Op::Rejoin) + byte(3);                             // a spectator joins
    out += byte(Op::Seat) + byte(0) + byte(1) + byte(0) + byte(0); // takes seat 1: the bot's
    out += byte(Op::Lobby) + byte(5) + byte(0);                    // a second hello
    out += envelopeOp(passAction(1)) + envelopeOp(ping()) + envelopeOp(undo(3));
    return out;
}

std::string seatOp(wire::SeatRequest::Op op, int seat, int colour, int bot) {
    return byte(Op::Seat) + byte(op) + byte(seat) + byte(colour) + byte(bot);
}

// As the admin in the lobby: colours and bots, then the game; seat 0 hangs up, a bot stands
// in and plays on, and seat 0 comes back by its token.
std::string lobbyOpsInput() {
    std::string out = byte(Mode::LobbyOps);
    out += seatOp(wire::SeatRequest::COLOUR, 0, -54, 0); // 2^32 - 54: once taken as -54
    out += seatOp(wire::SeatRequest::COLOUR, 0, 1, 0);
    out += seatOp(wire::SeatRequest::OPEN, 1, 0, 0);
    out += seatOp(wire::SeatRequest::MAKE_BOT, 1, 0, 1); // greedy
    out += seatOp(wire::SeatRequest::LEAVE, 0, 0, 0);
    out += seatOp(wire::SeatRequest::TAKE, -1, 0, 0);
    out += byte(Op::Lobby) + byte(2) + byte(0); // start: refused, seat 0 is not ready
    out += byte(Op::Lobby) + byte(0) + byte(0); // ready: the game starts
    for (int i = 0; i < 10; ++i) {
        out += legal(i * 5 + 2);
    }
    out += byte(Op::Rejoin) + byte(2 | 4) + byte(-2); // hang up; back as an admin spectator
    out += seatOp(wire::SeatRequest::STAND_IN, 0, 0, 0);
    out += seatOp(wire::SeatRequest::HAND_BACK, 0, 0, 0);
    out += seatOp(wire::SeatRequest::STAND_IN, 0, 0, 0);
    out += byte(Op::Rejoin) + byte(0); // seat 0 back by its token; the stand-in stops
    for (int i = 0; i < 10; ++i) {
        out += legal(i * 3);
    }
    return out;
}

bool writeSeed(const std::filesystem::path& directory, const std::string& name,
               const std::string& bytes) {
    std::ofstream out(directory / name, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return static_cast<bool>(out);
}

} // namespace
} // namespace cor::net::fuzz

int main(int argc, char** argv) {
    using namespace cor::net::fuzz;
    if (argc != 2) {
        std::cerr << "usage: host_fuzzer_corpus <directory>\n";
        return 2;
    }
    const std::filesystem::path directory = argv[1];
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    const bool written = !error && writeSeed(directory, "stranger_garbage", strangerInputs(0)) &&
                         writeSeed(directory, "stranger_hello", strangerInputs(1)) &&
                         writeSeed(directory, "stranger_session", strangerInputs(2)) &&
                         writeSeed(directory, "split_frames", splitInput()) &&
                         writeSeed(directory, "ops_legal_game", legalGameInput()) &&
                         writeSeed(directory, "ops_mixed", mixedOpsInput()) &&
                         writeSeed(directory, "lobby_ops", lobbyOpsInput()) &&
                         writeSeed(directory, "door_new_table", doorInput(0)) &&
                         writeSeed(directory, "door_wrong_code", doorInput(1)) &&
                         writeSeed(directory, "door_query", doorInput(2)) &&
                         writeSeed(directory, "watch", watchInput(false)) &&
                         writeSeed(directory, "watch_spoilt", watchInput(true));
    if (!written) {
        std::cerr << "host_fuzzer_corpus: cannot write to " << directory << '\n';
        return 1;
    }
    return 0;
}
