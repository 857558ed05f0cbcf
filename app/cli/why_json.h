// The reasons of a hint or a look back (engine/bots/why.h) as JSON: the `"why"` list of
// `cityofrome-cli hint` and `analyze` (spec/CLI.md), each {"kind": …} with the figures it states.
#pragma once

#include "engine/bots/why.h"
#include "engine/json/save_file.h"

#include <vector>

namespace cor::cli {

Json whyToJson(const std::vector<Why>& reasons);

} // namespace cor::cli
