// `cityofrome-cli replay`: replays a save file with the engine checking every action, then
// prints the score sheets, or with --trace the state after every step (trace_json.h).
#pragma once

#include "engine/record.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

struct ReplayOptions {
    bool trace = false;
    bool legal = false; // add the sorted legal actions to every trace line (or the result)
};

// Writes the result (or the trace) to `out`. Throws Failure on the first illegal action:
// `action N ("text"): <engine message>`, N counting from 1 like the trace's steps.
void runReplay(const GameRecord& record, const ReplayOptions& options, std::ostream& out);

// The command: parses `args` (everything after "replay"), returns the exit code.
int replayCommand(const std::vector<std::string>& args, std::ostream& out);

extern const char* const kReplayUsage;

} // namespace cor::cli
