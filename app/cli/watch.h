// `cityofrome-cli watch`: keeps one connection to a table server and prints a JSON line each time
// the standing of a table of the given seat tokens changes, as the server pushes it (spec/CLI.md).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

// The command: parses `args` (everything after "watch") and runs until killed; returns early
// only with 2 (bad arguments, or the server refused the watch) or 1 (an untrusted certificate).
int watchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const char* const kWatchUsage;

} // namespace cor::cli
