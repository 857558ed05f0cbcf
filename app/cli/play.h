// `cityofrome-cli play`: joins a hosted game as a client (spec/CLI.md). With --bot it plays
// to the end and prints the final score sheets; without --bot it refuses (play by hand in the
// desktop app).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

// The command: parses `args` (everything after "play"), returns the exit code: 0 the game
// ended, 1 the connection failed, 2 bad arguments or a refused handshake.
int playCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const char* const kPlayUsage;

} // namespace cor::cli
