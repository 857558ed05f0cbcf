#include "app/cli/args.h"

#include "app/cli/cli_error.h"
#include "engine/rules.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace cor::cli {
namespace {

bool listed(const std::vector<std::string_view>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

std::optional<std::string> ParsedArgs::value(std::string_view option) const {
    const auto it = values.find(option);
    return it == values.end() ? std::nullopt : std::optional(it->second);
}

const std::string& ParsedArgs::required(std::string_view option) const {
    const auto it = values.find(option);
    if (it == values.end()) {
        throw InputError("missing " + std::string(option));
    }
    return it->second;
}

ParsedArgs parseArgs(const std::vector<std::string>& args, const ArgSpec& spec) {
    ParsedArgs parsed;
    // --help wins over every other mistake on the line, so `cmd --bogus --help` still helps.
    if (std::find(args.begin(), args.end(), "--help") != args.end() ||
        std::find(args.begin(), args.end(), "-h") != args.end()) {
        parsed.help = true;
        return parsed;
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        // "-" alone is a positional argument (standard input).
        if (arg.size() < 2 || arg[0] != '-') {
            parsed.positional.push_back(arg);
            continue;
        }
        const std::size_t equals = arg.find('=');
        const std::string name = arg.substr(0, equals);
        if (listed(spec.flags, name)) {
            if (equals != std::string::npos) {
                throw InputError(name + " takes no value");
            }
            if (!parsed.flags.insert(name).second) {
                throw InputError(name + " given twice");
            }
        } else if (listed(spec.options, name)) {
            std::string value;
            if (equals != std::string::npos) {
                value = arg.substr(equals + 1);
            } else if (i + 1 < args.size()) {
                value = args[++i];
            } else {
                throw InputError(name + " needs a value");
            }
            if (!parsed.values.emplace(name, value).second) {
                throw InputError(name + " given twice");
            }
        } else {
            throw InputError("unknown option " + inQuotes(arg));
        }
    }
    if (parsed.positional.size() < spec.minPositional) {
        throw InputError("missing " + std::string(spec.positionalName));
    }
    if (parsed.positional.size() > spec.maxPositional) {
        throw InputError("unexpected argument " + inQuotes(parsed.positional[spec.maxPositional]));
    }
    return parsed;
}

std::uint64_t parseUnsigned(std::string_view text, std::string_view what, std::uint64_t min,
                            std::uint64_t max) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end || value < min || value > max) {
        throw InputError(std::string(what) + ": expected an integer from " + std::to_string(min) +
                         " to " + std::to_string(max) + ", got " + inQuotes(text));
    }
    return value;
}

std::vector<std::string> splitList(std::string_view text, std::string_view what) {
    const std::string whole(text);
    std::vector<std::string> items;
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        if (item.empty()) {
            throw InputError(std::string(what) + ": empty item in " + inQuotes(whole));
        }
        items.emplace_back(item);
        if (comma == std::string_view::npos) {
            return items;
        }
        text.remove_prefix(comma + 1);
    }
}

int parsePlayers(std::string_view text) {
    return static_cast<int>(parseUnsigned(text, "--players", 2, kMaxPlayers));
}

std::uint64_t parseSeed(std::string_view text) {
    return parseUnsigned(text, "--seed", 0, std::numeric_limits<std::uint64_t>::max());
}

} // namespace cor::cli
