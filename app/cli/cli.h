// The whole `cityofrome-cli` program behind main(): picks the command, runs it and turns
// its errors into the contract's exit codes (spec/CLI.md) — testable without a process.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::cli {

// `args` excludes the program name. Returns the exit code: 0, 1 (failure) or 2 (bad
// arguments or input, reported as one line `error: …` on `err`).
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const char* const kProgramUsage;

} // namespace cor::cli
