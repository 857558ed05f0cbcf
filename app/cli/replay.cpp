#include "app/cli/replay.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/save_io.h"
#include "app/cli/trace_json.h"
#include "engine/json/score_sheet_json.h"
#include "engine/rules.h"
#include "engine/table.h"

#include <ostream>

namespace cor::cli {

const char* const kReplayUsage =
    "usage: cityofrome-cli replay FILE [--trace] [--legal]\n"
    "\n"
    "Replays a save file (as written by selfplay --save-dir), checking every action against\n"
    "the rules, and prints {\"scores\": [sheet per seat], \"winners\": [seats], \"over\": bool}.\n"
    "Exit 1 on the first illegal action, naming it.\n"
    "\n"
    "  --trace   print instead one JSON line per step: the state after setup, then the\n"
    "            state after every action (spec/CLI.md \"Trace line\")\n"
    "  --legal   add \"legal\": the sorted text of every legal action of the seat to act\n";

void runReplay(const GameRecord& record, const ReplayOptions& options, std::ostream& out) {
    ReplayObserver traceEachStep;
    if (options.trace) {
        traceEachStep = [&](const GameState& state, int step, const Action* action, int seat) {
            const TraceStep traced =
                action != nullptr ? TraceStep{step, *action, seat} : TraceStep{};
            out << traceLine(state, traced, options.legal).dump() << '\n';
        };
    }
    const Table::Loaded replayed = Table::load(record, traceEachStep);
    const Table& table = replayed.table;
    if (replayed.failedAt >= 0) {
        const Action& refused = record.actions[static_cast<std::size_t>(replayed.failedAt)];
        out.flush(); // the trace so far shows the state the action was refused in
        throw Failure("action " + std::to_string(replayed.failedAt + 1) + " (\"" + toText(refused) +
                      "\"): " + std::string(errorMessage(replayed.error)));
    }
    if (!options.trace) {
        Json result = resultToJson(table.scores(), table.winners(), table.over());
        if (options.legal) {
            result["legal"] = legalActionTexts(table.state());
        }
        out << result.dump() << '\n';
    }
    out.flush();
}

int replayCommand(const std::vector<std::string>& args, std::ostream& out) {
    const ParsedArgs parsed = parseArgs(args, ArgSpec{{}, {"--trace", "--legal"}, 1, 1, "FILE"});
    if (parsed.help) {
        out << kReplayUsage;
        return kExitOk;
    }
    const GameRecord record = readSaveFile(parsed.positional[0]);
    runReplay(record, ReplayOptions{parsed.has("--trace"), parsed.has("--legal")}, out);
    return kExitOk;
}

} // namespace cor::cli
