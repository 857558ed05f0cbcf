// A hint: the expert's choice among the actions the table offers, from the seat's own view
// only, and why: what the action changes now, the plan the search expects (the seat's next
// decisions in its best line) and what that is worth against the next best choice. The app
// words it in the player's language; the look back explains a decision with the same hint.
#pragma once

#include "engine/bots/why.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace cor {

enum class HintReasonKind : std::uint8_t {
    // value: points the residential areas gain (negative: lose, a building replaced); detail:
    // the value (2..4) gaining, or losing, most
    Residential,
    Aqueducts,     // value: points
    Temples,       // value: points (negative: a temple replaced)
    Coins,         // value: coins gained (negative: paid)
    BrickTokens,   // value: brick tokens gained
    Influence,     // value: influence tokens gained
    InfluenceLead, // after it the seat holds strictly the most influence tokens
    Space,         // an emissary space: value bricks, detail cogs
};

struct HintReason {
    HintReasonKind kind = HintReasonKind::Space;
    int value = 0;
    int detail = 0;
    friend bool operator==(const HintReason&, const HintReason&) = default;
};

// One of the seat's own decisions in the line the search expects.
struct HintStep {
    Action action;
    int turnsLater = 0; // the seat's action turns begun since the hinted one's: 0 the same
    int round = 0;      // the round it is taken in (0: the setup draft)
    int points = 0;     // what its city scores more after it (residential, aqueducts, temples)
    // A take with two emissaries a seat: the space whose turn it begins (0: not said).
    int space = 0;
    // A take another seat may come to first: someone picks between now and its turn (or it is
    // in a later round). False where the seat picks next in the round, as at space 1.
    bool contested = false;
    friend bool operator==(const HintStep&, const HintStep&) = default;
};

struct Hint {
    Action action;
    std::array<HintReason, 2> reasons{}; // what the action changes now, the weightiest first
    int reasonCount = 0;
    // The seat's next decisions in the expected line, starting with `action`: only those the
    // search saw often enough to expect, of cards the seat knows now, ending turns left out.
    std::vector<HintStep> line;
    // The best other offered action (the search's second choice); none when it is the only one.
    std::optional<Action> nextBest;
    // The expected final margin to the best other seat after `action` and after `nextBest`,
    // in points, as the search estimates them.
    double value = 0.0;
    double nextBestValue = 0.0;
    // Why `action` beats `nextBest` (engine/bots/why.h), when it is worth a point or more.
    std::vector<Why> why;
    // What the line is worth against the next best choice: whole points, never negative.
    int worth() const;
    friend bool operator==(const Hint&, const Hint&) = default;
};

// The expert's iterations without its time cap: the same hint on any machine.
inline constexpr int kHintIterations = 20'000;

// The hint for this view among `offered` (legal, e.g. assisted play's choices), searched with
// `iterations` iterations; deterministic. Under a second with kHintIterations.
Hint hintFor(const PlayerView& view, const ActionList& offered, int iterations = kHintIterations);

// The hint, and the same search's estimate of `chosen` (legal, offered or not) after at least
// `chosenIterations` iterations of its own: how the look back judges a decision.
struct HintAndChoice {
    Hint hint;
    double bestValue = 0.0; // the hint's value (estimated apart when it was the only offer)
    double chosenValue = 0.0;
    // Why the hint's action beats `chosen`, when it is worth a point or more.
    std::vector<Why> why;
};
HintAndChoice hintAndChoice(const PlayerView& view, const ActionList& offered, const Action& chosen,
                            int iterations, int chosenIterations);

// The seed the hint's search uses for this view.
std::uint64_t hintSeed(const PlayerView& view);

// What `action` changes now, as a hint says it (no search).
Hint explainChoice(const PlayerView& view, const Action& action);

} // namespace cor
