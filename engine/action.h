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

// Fields the kind does not use are zero, and a keep's returned list has no gaps: only such
// actions are ever legal, so equal legal actions are equal bytes. Inline: apply() asks it of
// every action.
inline bool isCanonical(const Action& a) {
    // Bits of the fields an action sets: 1 card, 2 amount, 4 cell, 8 a returned card. Computed
    // without branching on the kind, which a random playout makes unpredictable.
    constexpr unsigned kCard = 1;
    constexpr unsigned kAmount = 2;
    constexpr unsigned kCell = 4;
    constexpr unsigned kReturned = 8;
    // Static: a local table would be copied to the stack on every call.
    static constexpr std::array<unsigned, 9> kAllowed{
        kCard,                   // Draft
        kAmount,                 // Place
        kCard,                   // Take
        kCard | kAmount | kCell, // Build
        0,                       // Produce
        kAmount,                 // School
        kCard | kReturned,       // Keep
        0,                       // Pass
        0,                       // no such kind (apply rejects it later)
    };
    const auto kind = std::min(static_cast<std::size_t>(a.kind), kAllowed.size() - 1);
    // Byte by byte, not as one word: a 4-byte read of `returned` would straddle the two stores
    // an Action is copied with (see copyAction) and wait for both.
    const auto raw = [&a](std::size_t i) { return static_cast<unsigned>(a.returned[i]); };
    const unsigned set = (a.card != Card::None ? kCard : 0u) | (a.amount != 0 ? kAmount : 0u) |
                         ((a.x | a.y) != 0 ? kCell : 0u) |
                         ((raw(0) | raw(1) | raw(2) | raw(3)) != 0 ? kReturned : 0u);
    if ((set & ~kAllowed[kind]) != 0) {
        return false;
    }
    if (a.kind != ActionKind::Keep) {
        return true;
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
