// Actions are plain data with one stable text form (spec/CLI.md "Action text"), used by logs,
// save files, traces, the wire protocol and tests.
#pragma once

#include "engine/cards.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
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

// Copies `from` to `to` field by field. The hot paths (move lists, playouts) copy actions this
// way: a whole-struct copy of a just-built temporary makes the compiler read back its byte
// stores as one word, a store-forwarding stall on every move.
inline void copyAction(Action& to, const Action& from) {
    to.kind = from.kind;
    to.card = from.card;
    to.x = from.x;
    to.y = from.y;
    to.amount = from.amount;
    for (std::size_t i = 0; i < from.returned.size(); ++i) {
        to.returned[i] = from.returned[i];
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
    constexpr std::array<unsigned, 9> kAllowed{
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
    const unsigned set = (a.card != Card::None ? kCard : 0u) | (a.amount != 0 ? kAmount : 0u) |
                         ((a.x | a.y) != 0 ? kCell : 0u) |
                         (a.returned != std::array<Card, 4>{} ? kReturned : 0u);
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
