// A hint: the expert's choice for the decision at hand, from the seat's own view only, and
// why, in the parts of the position it changes (the app words them in the player's language).
#pragma once

#include "engine/rules.h"
#include "engine/view.h"

#include <array>
#include <cstdint>

namespace cor {

enum class HintReasonKind : std::uint8_t {
    Residential, // value: points the residential areas gain; detail: the value (2..4) gaining most
    Aqueducts,   // value: points
    Temples,     // value: points
    Coins,       // value: coins gained (negative: paid)
    BrickTokens, // value: brick tokens gained
    Influence,   // value: influence tokens gained
    InfluenceLead, // after it the seat holds strictly the most influence tokens
    Card,          // the card it takes or keeps, for later (detail: the card)
    Space,         // an emissary space: value bricks, detail cogs
};

struct HintReason {
    HintReasonKind kind = HintReasonKind::Card;
    int value = 0;
    int detail = 0;
    friend bool operator==(const HintReason&, const HintReason&) = default;
};

struct Hint {
    Action action;
    std::array<HintReason, 2> reasons{}; // the weightiest first
    int reasonCount = 0;
};

// The expert level's choice for this view (seeded by the view, so it is the same every time)
// and up to two reasons. Takes up to the expert's time cap (under a second).
Hint hintFor(const PlayerView& view, const ActionList& legal);

// The seed the hint's search uses for this view.
std::uint64_t hintSeed(const PlayerView& view);

// The reasons for `action` alone (what hintFor adds to the expert's choice).
Hint explainChoice(const PlayerView& view, const Action& action);

} // namespace cor
