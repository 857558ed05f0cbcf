#include "app/cli/json_input.h"

#include "app/cli/cli_error.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

namespace cor::cli {

namespace {

// Chunked reads: GCC 12's -Wnull-dereference trips over istreambuf_iterator and rdbuf().
std::string readAll(std::istream& in) {
    std::string text;
    char chunk[65536];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
    }
    return text;
}

} // namespace

std::string readInput(const std::string& path) {
    if (path == "-") {
        std::string text = readAll(std::cin);
        if (std::cin.bad()) {
            throw InputError("cannot read standard input");
        }
        return text;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        throw InputError("cannot read " + path + ": " + std::strerror(errno));
    }
    std::string text = readAll(file);
    if (file.bad()) {
        throw InputError("cannot read " + path);
    }
    return text;
}

Json parseJson(std::string_view text, std::string_view source) {
    try {
        return parseJsonText(text);
    } catch (const SaveError& e) {
        throw InputError(std::string(source) + ": " + e.what());
    }
}

int nonNegativeInt(const Json& value, const std::string& where, int max) {
    // is_number_integer() is false for 3.0 and true for both signed and unsigned integers.
    if (!value.is_number_integer()) {
        throw InputError(where + ": expected an integer, got " + value.dump());
    }
    if (!value.is_number_unsigned() && value.get<std::int64_t>() < 0) {
        throw InputError(where + ": must not be negative, got " + value.dump());
    }
    if (value.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
        throw InputError(where + ": must be at most " + std::to_string(max) + ", got " +
                         value.dump());
    }
    return value.get<int>();
}

} // namespace cor::cli
