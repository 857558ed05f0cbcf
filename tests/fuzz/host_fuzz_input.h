// The byte format host_fuzzer reads, shared with the seed corpus generator so seeds stay valid.
//
// The host has two seats: seat 0 for the fuzzer, seat 1 a bot. Byte 0 picks the mode (modulo
// kModeCount):
//   Stranger: the rest goes, as it is, to a fresh peer that has not said hello.
//   Split:    seat 0 says hello and is ready (the game starts); then [n][n bytes]... delivers
//             the rest to that peer in chunks of n bytes (frames split anywhere); n = 0 lets
//             the event loop run (bots move, closes land).
//   Ops:      seat 0 says hello and is ready; then a sequence of operations, each an Op byte
//             (modulo kOpCount) and its operands, as listed below.
//   LobbyOps: seat 0 says hello with the admin token but is not ready (the lobby stays open);
//             then operations as in Ops.
//   Door:     the rest goes, as it is, to a fresh peer at the door of an online table server
//             (in memory): table requests, codes, queries, then whatever the table's host gets.
//   Watch:    at an online table server (in memory) a peer makes a table for two, with a bot,
//             and takes its seat with the token of fuzzToken(1); the rest goes to a second peer
//             at the door (a watch of that table, by its token, say); then the owner is ready
//             and the game begins, the owner leaves, and the table expires.
// Reading past the end yields zeros, so every byte string is an input.
#pragma once

#include <array>
#include <cstdint>

namespace cor::net::fuzz {

enum class Mode : std::uint8_t { Stranger, Split, Ops, LobbyOps, Door, Watch };
inline constexpr int kModeCount = 6;

// The nth seat token an input issues (the fuzzer's newSeatToken counts them from 1).
inline constexpr std::array<std::uint8_t, 16> fuzzToken(std::uint8_t n) {
    std::array<std::uint8_t, 16> token{0x5E, 0xA7};
    token.back() = n;
    return token;
}

enum class Op : std::uint8_t {
    Envelope, // [n][n bytes]: one frame with those bytes as its payload
    Action,   // [flags][stateId][kind][card][x][y][amount][count][count cards]: a crafted
              // ActionRequest; flags bit 0: the current state id instead of stateId; bit 1: x and
              // y doubled (out of range); bit 2: amount + 256 (out of range)
    Legal,    // [index][mutation][value]: legal action index (modulo their number) of seat 0, or
              // a pass when it has none; mutation bit 7 set: field (mutation & 7) becomes value
    Undo,     // [flags]: bit 0: the current state id, else flags >> 1
    Chat,     // [n][n bytes]: a chat line
    Seat,     // [op][seat][colour][bot]: a SeatRequest (op modulo 7, seat and colour signed,
              // bot an index of kBotNames)
    Lobby,    // [what][nonce]: what modulo 6: ready, not ready, start, ping, pong, a second hello
    Rejoin,   // [how][...]: how modulo 4: hang up and rejoin seat 0 by its token; hang up and
              // present [16 bytes] as a token; hang up and ask for [seat]; or a second peer joins
              // as a spectator, the first stays. Bit 2 of how: with the admin token. Later
              // operations come from the new peer.
};
inline constexpr int kOpCount = 8;

// Field numbers of Op::Legal's mutation.
enum class LegalField : std::uint8_t { Kind, Card, X, Y, Amount, AddReturned, StaleState, Clear };

// Known names, an unknown one and none; no searching level, whose thinking would only slow the
// fuzzer down (the host treats every bot alike).
inline constexpr const char* kBotNames[] = {"random", "greedy", "beginner", "oracle", ""};
inline constexpr int kBotNameCount = 5;

} // namespace cor::net::fuzz
