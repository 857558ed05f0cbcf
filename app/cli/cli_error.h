// The two ways a command fails (spec/CLI.md): bad arguments or bad input exit 2, anything
// else exits 1. Commands throw these; cli.cpp turns them into one `error: …` line.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace cor::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitBadInput = 2;

// Bad arguments or bad input (a malformed file, an unknown card id, …): exit 2.
class InputError : public std::runtime_error {
  public:
    explicit InputError(const std::string& what) : std::runtime_error(what) {}
};

// The input was fine but the command could not do its job (an illegal action in a save,
// a file that cannot be written, …): exit 1.
class Failure : public std::runtime_error {
  public:
    explicit Failure(const std::string& what) : std::runtime_error(what) {}
};

// What an error message names, in double quotes: unknown option "--x".
inline std::string inQuotes(std::string_view text) {
    std::string quoted;
    quoted.reserve(text.size() + 2);
    quoted.append(1, '"').append(text).append(1, '"');
    return quoted;
}

} // namespace cor::cli
