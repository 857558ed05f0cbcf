// Actions are plain data with one stable text form (spec/CLI.md "Action text"), used by logs,
// save files, traces, the wire protocol and tests.
#pragma once

#include "engine/cards.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace cor {

enum class ActionKind : std::uint8_t { Draft, Place, Take, Build, Produce, School, Keep, Pass };

struct Action {
    ActionKind kind = ActionKind::Pass;
    Card card = Card::None;  // draft, take, build, keep
    std::int8_t x = 0;       // build
    std::int8_t y = 0;       // build
    std::uint8_t amount = 0; // build: brick tokens spent; place: space 1..5; school: deck index
    std::array<Card, 4> returned{}; // keep: put-back order (last = new bottom), None-terminated

    int returnedCount() const;
    friend bool operator==(const Action&, const Action&) = default;

    static Action draft(Card c) { return {ActionKind::Draft, c}; }
    static Action place(int space) {
        Action a{ActionKind::Place};
        a.amount = static_cast<std::uint8_t>(space);
        return a;
    }
    static Action take(Card c) { return {ActionKind::Take, c}; }
    static Action build(Card c, int x, int y, int tokens) {
        return {ActionKind::Build, c, static_cast<std::int8_t>(x), static_cast<std::int8_t>(y),
                static_cast<std::uint8_t>(tokens)};
    }
    static Action produce() { return {ActionKind::Produce}; }
    static Action school(DeckId deck) {
        Action a{ActionKind::School};
        a.amount = static_cast<std::uint8_t>(deck);
        return a;
    }
    static Action keep(Card c, std::array<Card, 4> returned = {}) {
        Action a{ActionKind::Keep, c};
        a.returned = returned;
        return a;
    }
    static Action pass() { return {ActionKind::Pass}; }
};

// Writes `from` to `to` as one 8-byte and one 1-byte store, the fields gathered in a register:
// the way the compiler copies an Action whole. Readers (apply, isCanonical) never load across
// byte 8, so every read is served from one store; an action stored byte by byte and read back
// wider is a store-forwarding stall on every move.
inline void copyAction(Action& to, const Action& from) {
    static_assert(sizeof(Action) == 9 && offsetof(Action, returned) == 5);
    if constexpr (std::endian::native == std::endian::little) {
        const auto byte = [](auto field, int at) {
            return static_cast<std::uint64_t>(static_cast<std::uint8_t>(field)) << (8 * at);
        };
        const std::uint64_t head = byte(from.kind, 0) | byte(from.card, 1) | byte(from.x, 2) |
                                   byte(from.y, 3) | byte(from.amount, 4) |
                                   byte(from.returned[0], 5) | byte(from.returned[1], 6) |
                                   byte(from.returned[2], 7);
        const Card last = from.returned[3];
        std::memcpy(static_cast<void*>(&to), &head, sizeof head);
        to.returned[3] = last;
    } else {
        to = from;
    }
}

namespace detail {
// The bits of byte `offset` (0..7) of an Action when its first 8 bytes are read as one integer.
constexpr std::uint64_t actionByte(std::size_t offset) {
    return std::uint64_t{0xFF} << (8 * (std::endian::native == std::endian::little ? offset
                                                                                   : 7 - offset));
}
} // namespace detail

// Fields the kind does not use are zero, and a keep's returned list has no gaps: only such
// actions are ever legal, so equal legal actions are equal bytes. Inline: apply() asks it of
// every action.
inline bool isCanonical(const Action& a) {
    using detail::actionByte;
    // The bytes each kind may set, among the first 8 (returned[3] is byte 8). One table look-up
    // and a mask instead of a test per field, and no branch on the kind, which a random playout
    // makes unpredictable.
    constexpr std::uint64_t kKind = actionByte(offsetof(Action, kind));
    constexpr std::uint64_t kCard = actionByte(offsetof(Action, card));
    constexpr std::uint64_t kAmount = actionByte(offsetof(Action, amount));
    constexpr std::uint64_t kCell =
        actionByte(offsetof(Action, x)) | actionByte(offsetof(Action, y));
    constexpr std::uint64_t kReturned = actionByte(offsetof(Action, returned)) |
                                        actionByte(offsetof(Action, returned) + 1) |
                                        actionByte(offsetof(Action, returned) + 2);
    static_assert(sizeof(Action) == 9 && offsetof(Action, returned) == 5);
    static constexpr std::array<std::uint64_t, 9> kAllowed{
        kKind | kCard,                   // Draft
        kKind | kAmount,                 // Place
        kKind | kCard,                   // Take
        kKind | kCard | kAmount | kCell, // Build
        kKind,                           // Produce
        kKind | kAmount,                 // School
        kKind | kCard | kReturned,       // Keep
        kKind,                           // Pass
        kKind,                           // no such kind (apply rejects it later)
    };
    const auto kind = std::min(static_cast<std::size_t>(a.kind), kAllowed.size() - 1);
    // Bytes 0..7 as one word: exactly the first of the two stores an Action is copied with (see
    // copyAction), so the read is served from it.
    std::uint64_t head = 0;
    std::memcpy(&head, &a, sizeof head);
    if ((head & ~kAllowed[kind]) != 0) {
        return false;
    }
    if (a.kind != ActionKind::Keep) {
        return a.returned[3] == Card::None;
    }
    // No gaps: once a slot is empty, every later one is.
    bool ended = false;
    for (Card c : a.returned) {
        if (ended && c != Card::None) {
            return false;
        }
        ended = ended || c == Card::None;
    }
    return true;
}

std::string toText(const Action& action);
// Accepts exactly the canonical text toText() writes (single spaces, no leading zeros).
std::optional<Action> parseAction(std::string_view text);

std::string_view deckName(DeckId deck); // "I".."IV"
std::optional<DeckId> deckFromName(std::string_view name);

} // namespace cor
