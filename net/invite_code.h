// The invite code of an online table (issue 29): what one friend reads aloud or sends and the
// others type to join. Ten characters in two groups ("K7QXM-2PR9D"), from digits and capitals
// that cannot be taken for one another when read or typed: no 0 or O, no 1, I or L. Thirty-one
// of them to the power of ten is about 2^49.5 codes, so with the server's limit on attempts a
// code cannot be guessed in practice. Typed, case, spaces and dashes do not matter.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cor::net {

inline constexpr std::string_view kInviteAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
inline constexpr std::size_t kInviteLength = 10;

// A new code from the system's generator, as shown: "K7QXM-2PR9D".
std::string newInviteCode();

// The code `typed` stands for, as shown ("k7qxm 2pr9d" and "K7QXM2PR9D" are "K7QXM-2PR9D"); none
// when it cannot be a code (a letter left out of codes, too short or too long).
std::optional<std::string> readInviteCode(std::string_view typed);

} // namespace cor::net
