// Reading the JSON inputs of the commands (a file or standard input). Every problem is an
// InputError (exit 2) that says which input was bad.
#pragma once

#include "engine/json/save_file.h"

#include <string>
#include <string_view>

namespace cor::cli {

using cor::Json;

// The whole text of `path`, or of standard input when `path` is "-".
std::string readInput(const std::string& path);

Json parseJson(std::string_view text, std::string_view source);

// A JSON value as a non-negative integer no larger than `max`; `where` names the field.
int nonNegativeInt(const Json& value, const std::string& where, int max);

} // namespace cor::cli
