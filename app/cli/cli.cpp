#include "app/cli/cli.h"

#include "app/cli/analyze.h"
#include "app/cli/arena.h"
#include "app/cli/cli_error.h"
#include "app/cli/hint_command.h"
#include "app/cli/ladder.h"
#include "app/cli/play.h"
#include "app/cli/replay.h"
#include "app/cli/score_command.h"
#include "app/cli/selfplay.h"
#include "app/cli/watch.h"

#include <exception>
#include <ostream>

namespace cor::cli {

const char* const kProgramUsage =
    "usage: cityofrome-cli COMMAND [ARGS]\n"
    "\n"
    "Headless tools for City of Rome. JSON goes to stdout, errors to stderr.\n"
    "\n"
    "Commands:\n"
    "  score FILE|-                 score a final city given as JSON\n"
    "  selfplay --players P --games N --seed S [...]\n"
    "                               play bot games in-process, checking the rules\n"
    "  replay FILE [--trace] [--legal]\n"
    "                               replay a save file, print scores or a trace\n"
    "  analyze FILE [--iterations K] [--seats LIST]\n"
    "                               judge every decision of a game from its seat's view\n"
    "  hint FILE --step N [--lang en|de] [--no-assist]\n"
    "                               the app's hint for the decision after step N\n"
    "  arena --players P --games N --seed S --bots A,B[,C,D] [...]\n"
    "                               bots against bots, seats rotated\n"
    "  ladder --players P --games N --seed S [--levels L1,L2,...] [--threads T]\n"
    "                               the levels' round robin and their Elo ratings\n"
    "  play --connect HOST:PORT --name NAME --bot KIND [...]\n"
    "                               a bot joins a hosted game and plays it to the end\n"
    "  watch --connect HOST:PORT --token T [--token T ...]\n"
    "                               how one's online tables stand, as the server pushes it\n"
    "\n"
    "`cityofrome-cli COMMAND --help` describes a command.\n"
    "Exit codes: 0 ok, 1 failure, 2 bad arguments or input.\n";

namespace {

// The contract promises one line per error, whatever the message quotes.
std::string oneLine(std::string text) {
    for (char& c : text) {
        if (c == '\n' || c == '\r') {
            c = ' ';
        }
    }
    return text;
}

int dispatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        throw InputError("missing command (try --help)");
    }
    const std::string& command = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "--help" || command == "-h" || command == "help") {
        out << kProgramUsage;
        return kExitOk;
    }
    if (command == "score") {
        return scoreCommand(rest, out);
    }
    if (command == "selfplay") {
        return selfplayCommand(rest, out, err);
    }
    if (command == "arena") {
        return arenaCommand(rest, out, err);
    }
    if (command == "ladder") {
        return ladderCommand(rest, out, err);
    }
    if (command == "analyze") {
        return analyzeCommand(rest, out);
    }
    if (command == "hint") {
        return hintCommand(rest, out);
    }
    if (command == "replay") {
        return replayCommand(rest, out);
    }
    if (command == "play") {
        return playCommand(rest, out, err);
    }
    if (command == "watch") {
        return watchCommand(rest, out, err);
    }
    throw InputError("unknown command \"" + command + "\" (try --help)");
}

} // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    try {
        return dispatch(args, out, err);
    } catch (const InputError& e) {
        out.flush();
        err << "error: " << oneLine(e.what()) << '\n';
        return kExitBadInput;
    } catch (const Failure& e) {
        out.flush();
        err << "error: " << oneLine(e.what()) << '\n';
        return kExitFailure;
    } catch (const std::exception& e) {
        out.flush();
        err << "error: internal error: " << oneLine(e.what()) << '\n';
        return kExitFailure;
    }
}

} // namespace cor::cli
