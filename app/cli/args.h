// A small command-line parser for the subcommands: `--name value` or `--name=value` options,
// value-less flags, positional arguments and `--help`. Every mistake is an InputError (exit 2).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cor::cli {

struct ArgSpec {
    std::vector<std::string_view> options; // take a value, e.g. "--players"
    std::vector<std::string_view> flags;   // take no value, e.g. "--jsonl"
    std::size_t minPositional = 0;
    std::size_t maxPositional = 0;
    std::string_view positionalName = "argument"; // for "missing FILE"
};

struct ParsedArgs {
    bool help = false; // --help was given: print usage and ignore everything else
    std::vector<std::string> positional;
    std::map<std::string, std::string, std::less<>> values;
    std::set<std::string, std::less<>> flags;

    bool has(std::string_view flag) const { return flags.contains(flag); }
    std::optional<std::string> value(std::string_view option) const;
    // The value of an option the command cannot do without.
    const std::string& required(std::string_view option) const;
};

ParsedArgs parseArgs(const std::vector<std::string>& args, const ArgSpec& spec);

// Whole-string unsigned integer in [min, max]; `what` names the option in the error.
std::uint64_t parseUnsigned(std::string_view text, std::string_view what, std::uint64_t min,
                            std::uint64_t max);

// --players: 2 to kMaxPlayers.
int parsePlayers(std::string_view text);
// --seed: any 64-bit unsigned integer.
std::uint64_t parseSeed(std::string_view text);

// Comma-separated items, none of them empty.
std::vector<std::string> splitList(std::string_view text, std::string_view what);

} // namespace cor::cli
