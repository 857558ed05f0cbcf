// `cityofrome-cli arena`: bots play each other with seats rotated, so every bot plays every
// seat equally often; the bots' strength figures in the README come from here.
#pragma once

#include "engine/bots/bot.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

struct ArenaOptions {
    int players = 2;
    std::uint64_t games = 1;
    std::uint64_t seed = 0;
    std::vector<std::string> bots; // bot names (isBotName), cycled to one entrant per seat
    BotBudget budget;              // for a bare "ismcts"
    bool shrine = false;
    int threads = 1;
};

struct ArenaEntrant {
    std::string name;
    std::uint64_t wins = 0;       // games won alone
    std::uint64_t sharedWins = 0; // games whose victory it shared
    double winShare = 0.0;        // each victory split among the seats sharing it
    std::int64_t scoreSum = 0;
    // Decisions with more than one legal action, and the time they took.
    std::uint64_t moves = 0;
    double seconds = 0.0;
    double maxSeconds = 0.0;
};

// The entrant at `seat` in game `game`: (seat + game) mod players, so over any `players`
// consecutive games every entrant plays every seat once.
int entrantAtSeat(int seat, std::uint64_t game, int players);

// Seconds rounded to the microsecond, as the JSON shows them; the mean of an entrant's decisions.
double roundedSeconds(double seconds);
double secondsPerMove(const ArenaEntrant& entrant);

// Plays the games (in parallel with options.threads); results do not depend on threads
// (the times do).
std::vector<ArenaEntrant> runArena(const ArenaOptions& options, std::ostream& log);

int arenaCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& log);

extern const char* const kArenaUsage;

} // namespace cor::cli
