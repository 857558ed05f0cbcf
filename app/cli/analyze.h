// `cityofrome-cli analyze`: a finished save file looked back at, every decision judged from
// the deciding seat's own view by the strongest level's search (engine/bots/analysis.h).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

int analyzeCommand(const std::vector<std::string>& args, std::ostream& out);

extern const char* const kAnalyzeUsage;

} // namespace cor::cli
