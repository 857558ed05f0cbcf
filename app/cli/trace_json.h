// The trace line of `replay --trace` (spec/CLI.md "Trace line"): the full state at a decision
// point as one JSON object. The key order and every value follow the contract exactly, and
// nothing in it depends on addresses or hash order, so a trace is reproducible byte for byte.
#pragma once

#include "app/cli/json_input.h"
#include "engine/action.h"
#include "engine/state.h"

#include <optional>
#include <string>

namespace cor::cli {

struct TraceStep {
    int step = 0;                 // 0: the state after setup
    std::optional<Action> action; // the action just applied (none at step 0)
    int seat = -1;                // who applied it (-1 at step 0)
};

Json traceLine(const GameState& state, const TraceStep& step, bool withLegal);

// The text of every legal action of the seat to act, sorted ascending; empty when over.
Json legalActionTexts(const GameState& state);

// A strip's face-up side as five letters B/C, read from the emperor's end.
std::string stripText(std::uint8_t pattern);

} // namespace cor::cli
