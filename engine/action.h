// Actions are plain data with one stable text form (spec/CLI.md "Action text"), used by logs,
// save files, traces, the wire protocol and tests.
#pragma once

#include "engine/cards.h"

#include <array>
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

// Fields the kind does not use are zero, and a keep's returned list has no gaps: only such
// actions are ever legal, so equal legal actions are equal bytes. Inline: apply() asks it of
// every action.
inline bool isCanonical(const Action& a) {
    constexpr auto bitOf = [](ActionKind k) { return 1u << static_cast<unsigned>(k); };
    constexpr unsigned kCard = bitOf(ActionKind::Draft) | bitOf(ActionKind::Take) |
                               bitOf(ActionKind::Build) | bitOf(ActionKind::Keep);
    constexpr unsigned kAmount =
        bitOf(ActionKind::Build) | bitOf(ActionKind::Place) | bitOf(ActionKind::School);
    const unsigned kind = a.kind <= ActionKind::Pass ? bitOf(a.kind) : 0u;
    const bool usesCard = (kind & kCard) != 0;
    const bool usesAmount = (kind & kAmount) != 0;
    const bool usesCell = a.kind == ActionKind::Build;
    if ((!usesCard && a.card != Card::None) || (!usesAmount && a.amount != 0) ||
        (!usesCell && (a.x != 0 || a.y != 0))) {
        return false;
    }
    if (a.kind != ActionKind::Keep) {
        return a.returned == std::array<Card, 4>{};
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
