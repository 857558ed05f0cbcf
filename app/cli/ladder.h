// `cityofrome-cli ladder`: a round robin of the difficulty levels (or any bots), every pair
// N games with seats rotated, and Elo ratings with a 95% interval from the results.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

struct LadderOptions {
    int players = 2;
    std::uint64_t games = 1; // per pair
    std::uint64_t seed = 0;
    std::vector<std::string> levels; // bot names; default: the five levels
    int threads = 1;
};

int ladderCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& log);

extern const char* const kLadderUsage;

} // namespace cor::cli
