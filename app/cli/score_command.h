// `cityofrome-cli score FILE|-`: scores a final city given as JSON (score_json.h).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

// The command: parses `args` (everything after "score"), returns the exit code.
int scoreCommand(const std::vector<std::string>& args, std::ostream& out);

extern const char* const kScoreUsage;

} // namespace cor::cli
