// `cityofrome-cli hint FILE --step N [--lang en|de] [--no-assist]`: the hint the app would give
// the seat to act after step N of a save file, as JSON (../shared/spec/CLI.md).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

int hintCommand(const std::vector<std::string>& args, std::ostream& out);

extern const char* const kHintUsage;

} // namespace cor::cli
