// The seats of a hosted game: who sits where (an open seat, a person, a bot), the names and
// colours everyone sees, and each person's secret seat token.
#pragma once

#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cor::net {

// 128 random bits from the system's generator: whoever holds them may take the seat back.
using SeatToken = std::array<std::uint8_t, 16>;
SeatToken newSeatToken();
std::string tokenToHex(const SeatToken& token);
std::optional<SeatToken> tokenFromHex(std::string_view hex);
std::optional<SeatToken> tokenFromBytes(std::string_view bytes);
std::string_view tokenBytes(const SeatToken& token);
// What a host that keeps no tokens keeps instead (an online table server, whose database and
// saves may be read by more eyes than a LAN host's): the first 16 bytes of the token's SHA-256.
// A token cannot be found again from it, and 128 random bits cannot be tried one by one.
SeatToken tokenDigest(const SeatToken& token);

enum class SeatKind : std::uint8_t { Open, Person, Bot };

// Player colours (CLARIFICATIONS §1): purple, orange, white, brown.
inline constexpr int kColourCount = 4;
// Two players play white and brown (CLARIFICATIONS §3); more take the colours in order.
int defaultColour(int seat, int players);

struct Seat {
    SeatKind kind = SeatKind::Open;
    std::string name;
    int colour = 0;
    std::string bot; // a bot seat's bot name
    bool ready = false;
    std::optional<SeatToken> token; // a person's
    std::string standIn;            // a bot playing for the absent person, by name
    int hints = 0;                  // the hints the person asked for in this game
};

Seat openSeat(int colour);
Seat botSeat(const std::string& bot, int colour);
// A person just seated: a fresh token, not ready yet.
Seat personSeat(const std::string& name, int colour);

// The seats of a new game: persons' seats open first, then the bots (by name), each with its
// default colour.
std::vector<Seat> newSeats(int players, const std::vector<std::string>& bots);

// The host's owner takes the first seat before anyone can join, in `colour` (-1: the seat's
// own); the seat that had that colour takes the first seat's. Their seat token is `token`.
void seatOwner(std::vector<Seat>& seats, const std::string& name, int colour,
               const SeatToken& token);

// A name or a line of chat as others read it: control characters dropped, spaces trimmed;
// nullopt when empty, longer than maxLength characters, or when it holds a bidirectional
// override or isolate (U+202A-U+202E, U+2066-U+2069), which would reorder what the others read
// after it ("Evil\u202e..." reaching every lobby).
std::optional<std::string> cleanName(std::string_view name, int maxLength);
// Why cleanName refuses `text`, for its sender: "`what` needs 1 to N characters" or that it may
// hold no characters that turn the direction of text.
std::string whyNotClean(std::string_view text, int maxLength, std::string_view what);
// `text` without bidirectional overrides and isolates: what this app's own player typed, before
// it is sent (a host refuses them).
QString withoutDirectionControls(QString text);

} // namespace cor::net
