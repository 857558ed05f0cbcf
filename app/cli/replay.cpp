#include "replay.h"

#include "args.h"
#include "cli_error.h"
#include "rules.h"
#include "save_file.h"
#include "score_json.h"
#include "trace_json.h"

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
    GameState state = newGame(record.setup);
    if (options.trace) {
        out << traceLine(state, TraceStep{}, options.legal).dump() << '\n';
    }
    int step = 0;
    for (const Action& action : record.actions) {
        ++step;
        const int seat = seatToAct(state);
        if (const ActionError refused = apply(state, seat, action); refused != ActionError::None) {
            out.flush(); // the trace so far shows the state the action was refused in
            throw Failure("action " + std::to_string(step) + " (\"" + toText(action) +
                          "\"): " + std::string(errorMessage(refused)));
        }
        if (options.trace) {
            out << traceLine(state, TraceStep{step, action, seat}, options.legal).dump() << '\n';
        }
    }
    if (!options.trace) {
        Json result = Json::object();
        result["scores"] = scoreSheetsToJson(state);
        result["winners"] = winnersToJson(state);
        result["over"] = isOver(state);
        if (options.legal) {
            result["legal"] = legalActionTexts(state);
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
