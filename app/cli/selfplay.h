// `cityofrome-cli selfplay`: bots play complete games in-process while the engine checks
// every step — the project's throughput figure and its long-running rules smoke test.
#pragma once

#include "engine/record.h"
#include "engine/state.h"

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace cor::cli {

struct SelfplayOptions {
    int players = 4;
    std::uint64_t games = 1;
    std::uint64_t seed = 0;
    std::vector<std::string> bots{"random"}; // one per seat, cycled
    bool shrine = false;
    bool jsonl = false;
    std::optional<std::filesystem::path> saveDir;
};

struct SelfplayTotals {
    std::uint64_t games = 0;
    std::uint64_t errors = 0;              // illegal choices, refused actions, stuck games
    std::uint64_t invariantViolations = 0; // checkInvariants failures, wrong round count
    double seconds = 0.0;
};

// The setup of game `index` of a series: its seed is deriveSeed(options.seed, index).
GameSetup selfplaySetup(const SelfplayOptions& options, std::uint64_t index);

// Plays every game; writes the JSON lines to `out` and up to a few diagnostics to `log`.
SelfplayTotals runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log);

// The command: parses `args` (everything after "selfplay"), returns the exit code.
int selfplayCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& log);

extern const char* const kSelfplayUsage;

} // namespace cor::cli
