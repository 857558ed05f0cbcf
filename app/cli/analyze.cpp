#include "app/cli/analyze.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/json_input.h"
#include "app/cli/save_io.h"
#include "app/cli/why_json.h"
#include "engine/action.h"
#include "engine/bots/analysis.h"

#include <chrono>
#include <cmath>
#include <ostream>
#include <thread>

namespace cor::cli {

const char* const kAnalyzeUsage =
    "usage: cityofrome-cli analyze FILE [--iterations K] [--seats LIST]\n"
    "\n"
    "Looks back at a save file from each seat's own view (what that seat knew then, never\n"
    "more) and judges its decisions with the strongest bot's search, on every core.\n"
    "\n"
    "  --iterations K   the search of each decision (default 20000, a hint's)\n"
    "  --seats LIST     the seats to judge, e.g. 0,2 (default every seat)\n"
    "\n"
    "Prints one JSON line per decision with more than one legal action: {\"step\", \"seat\",\n"
    "\"round\", \"chosen\", \"best\", \"chosen_value\", \"best_value\", \"loss\", \"why\"}\n"
    "(values: the expected final score margin to the best opponent, in points; step as\n"
    "replay --trace counts; why: the reasons the better action beats the chosen), then one\n"
    "line per seat {\"seat\", \"decisions\", \"mean_loss\", \"worst\": [step, ...]} and last\n"
    "{\"analyzed\", \"seconds\"}.\n";

namespace {

double hundredths(double value) {
    return std::round(value * 100.0) / 100.0;
}

unsigned parseSeats(std::string_view text, int players) {
    unsigned seats = 0;
    for (const std::string& item : splitList(text, "--seats")) {
        seats |= 1u << parseUnsigned(item, "--seats", 0, static_cast<std::uint64_t>(players - 1));
    }
    return seats;
}

} // namespace

int analyzeCommand(const std::vector<std::string>& args, std::ostream& out) {
    const ParsedArgs parsed =
        parseArgs(args, ArgSpec{{"--iterations", "--seats"}, {}, 1, 1, "FILE"});
    if (parsed.help) {
        out << kAnalyzeUsage;
        return kExitOk;
    }
    const GameRecord record = readSaveFile(parsed.positional[0]);
    JudgeBudget budget;
    if (const auto iterations = parsed.value("--iterations")) {
        budget.iterations =
            static_cast<int>(parseUnsigned(*iterations, "--iterations", 1, 10'000'000));
    }
    const int players = record.setup.players;
    const unsigned seats = parsed.value("--seats") ? parseSeats(*parsed.value("--seats"), players)
                                                   : (1u << players) - 1;
    const auto start = std::chrono::steady_clock::now();
    const std::vector<Decision> decisions = decisionsOf(record, seats);
    if (decisions.empty() && !record.actions.empty()) {
        throw Failure("the save file does not replay (cityofrome-cli replay names the action)");
    }
    const int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const std::vector<Judgement> judgements = judgeAll(decisions, budget, threads, {});
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const Decision& d = decisions[i];
        const Judgement& j = judgements[i];
        Json line = Json::object();
        line["step"] = d.step;
        line["seat"] = d.seat;
        line["round"] = d.round;
        line["chosen"] = toText(d.chosen);
        line["best"] = toText(j.best());
        line["chosen_value"] = hundredths(j.chosenValue);
        line["best_value"] = hundredths(j.bestValue);
        line["loss"] = hundredths(j.loss());
        line["why"] = whyToJson(j.why);
        out << line.dump() << '\n';
    }
    for (const SeatReview& review : reviewSeats(decisions, judgements, players)) {
        if ((seats & (1u << review.seat)) == 0) {
            continue;
        }
        Json line = Json::object();
        line["seat"] = review.seat;
        line["decisions"] = review.decisions;
        line["mean_loss"] = hundredths(review.meanLoss);
        Json worst = Json::array();
        for (int index : review.worst) {
            worst.push_back(decisions[static_cast<std::size_t>(index)].step);
        }
        line["worst"] = std::move(worst);
        out << line.dump() << '\n';
    }
    Json last = Json::object();
    last["analyzed"] = decisions.size();
    last["seconds"] =
        hundredths(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    out << last.dump() << '\n';
    out.flush();
    return kExitOk;
}

} // namespace cor::cli
