#include "app/cli/score_command.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/json_input.h"
#include "app/cli/score_json.h"

#include <ostream>

namespace cor::cli {

const char* const kScoreUsage =
    "usage: cityofrome-cli score FILE|-\n"
    "\n"
    "Scores a final city. Input (JSON, from FILE or standard input for -):\n"
    "  {\"city\": [[cell, cell, cell, cell], ... 4 rows, row 0 on top],\n"
    "   \"coins\": 9, \"influence_tokens\": 3, \"influence_cards\": [3, 10]}\n"
    "A cell is null, a card id, or {\"card\": id, \"points\": n} for point tokens on a\n"
    "thermal bath. coins, influence_tokens and influence_cards default to 0 / [].\n"
    "\n"
    "Output: {\"residential_2\", \"residential_3\", \"residential_4\", \"aqueducts\",\n"
    "\"temples\", \"coins\", \"influence_tokens\", \"influence_cards\", \"total\"}.\n"
    "Invalid input exits 2 with an error naming the cell or field.\n";

int scoreCommand(const std::vector<std::string>& args, std::ostream& out) {
    const ParsedArgs parsed =
        parseArgs(args, ArgSpec{{}, {}, 1, 1, "FILE (or - for standard input)"});
    if (parsed.help) {
        out << kScoreUsage;
        return kExitOk;
    }
    const std::string& path = parsed.positional[0];
    const Json input = parseJson(readInput(path), path == "-" ? "standard input" : path);
    out << scoreSheetToJson(score(scoreInputFromJson(input))).dump() << '\n';
    return kExitOk;
}

} // namespace cor::cli
