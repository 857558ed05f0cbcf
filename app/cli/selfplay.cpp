#include "app/cli/selfplay.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/json_input.h"
#include "app/cli/save_io.h"
#include "app/cli/score_json.h"
#include "engine/bots/bot.h"
#include "engine/bots/match.h"
#include "engine/invariants.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/view.h"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <ostream>
#include <system_error>

namespace cor::cli {

const char* const kSelfplayUsage =
    "usage: cityofrome-cli selfplay --players 2|3|4 --games N --seed S [--bots KIND,...]\n"
    "                               [--shrine] [--jsonl] [--save-dir DIR]\n"
    "\n"
    "Plays N complete games in this process; the engine checks every step.\n"
    "\n"
    "  --players P     2, 3 or 4 players\n"
    "  --games N       number of games\n"
    "  --seed S        unsigned 64-bit seed; game i is seeded with deriveSeed(S, i)\n"
    "  --bots LIST     bots, one per seat, cycled: a kind (random, greedy, ismcts, ismcts:K\n"
    "                  for K iterations a move) or a level (beginner, easy, normal, hard,\n"
    "                  expert); default random\n"
    "  --shrine        play with the Shrine mini-expansion\n"
    "  --jsonl         one JSON line per game: seed, players, scores, winners, actions, game\n"
    "  --save-dir DIR  write each game's save file to DIR/game-NNNNNN.json (N = game index)\n"
    "\n"
    "The last line is always the summary: games, seconds, games_per_second, errors,\n"
    "invariant_violations. Exit 1 if any game raised an error or broke an invariant.\n";

namespace {

// Enough to diagnose a problem without flooding the terminal in a long run.
constexpr int kMaxDiagnostics = 20;

class Diagnostics {
  public:
    explicit Diagnostics(std::ostream& log) : log_(log) {}
    void report(const std::string& text) {
        if (reported_ < kMaxDiagnostics) {
            log_ << text << '\n';
        } else if (reported_ == kMaxDiagnostics) {
            log_ << "(further problems not shown)\n";
        }
        ++reported_;
    }

  private:
    std::ostream& log_;
    int reported_ = 0;
};

// Plays game `index` of the series, one bot of the given kinds per seat.
MatchResult playSelfplayGame(const std::vector<std::string>& kinds, const GameSetup& setup,
                             std::uint64_t index, Diagnostics& diagnostics) {
    std::array<std::unique_ptr<Bot>, kMaxPlayers> owned;
    std::array<Bot*, kMaxPlayers> bots{};
    for (int seat = 0; seat < setup.players; ++seat) {
        owned[static_cast<std::size_t>(seat)] =
            makeNamedBot(kinds[static_cast<std::size_t>(seat) % kinds.size()],
                         deriveSeed(setup.seed, static_cast<std::uint64_t>(seat) + 1));
        bots[static_cast<std::size_t>(seat)] = owned[static_cast<std::size_t>(seat)].get();
    }
    return playMatch(setup, bots, [&](const std::string& problem) {
        diagnostics.report("game " + std::to_string(index) + ": " + problem);
    });
}

Json gameLine(std::uint64_t index, const MatchResult& result) {
    const Table& table = result.table;
    Json totals = Json::array();
    for (const ScoreSheet& sheet : table.scores()) {
        totals.push_back(sheet.total);
    }
    Json line = Json::object();
    line["seed"] = table.setup().seed;
    line["players"] = table.setup().players;
    line["scores"] = std::move(totals);
    line["winners"] = winnersToJson(table.winners(), table.setup().players);
    line["actions"] = result.actions;
    line["game"] = index;
    return line;
}

std::filesystem::path saveFileName(const std::filesystem::path& dir, std::uint64_t index) {
    char name[40];
    std::snprintf(name, sizeof name, "game-%06llu.json", static_cast<unsigned long long>(index));
    return dir / name;
}

void validate(const SelfplayOptions& options) {
    if (!validSetup(GameSetup{options.players, 0, false})) {
        throw InputError("--players: expected 2, 3 or 4, got " + std::to_string(options.players));
    }
    if (options.bots.empty()) {
        throw InputError("--bots: no bot kind given");
    }
    for (const std::string& kind : options.bots) {
        if (!isBotName(kind)) {
            throw InputError("--bots: unknown bot kind \"" + kind + "\" (known: " + botKindList() +
                             ")");
        }
    }
}

// Divides by a power of ten (exact) rather than multiplying by 0.1 (inexact), so the JSON
// shows 3372.6, not 3372.6000000000004.
double rounded(double value, double perUnit) {
    return std::round(value * perUnit) / perUnit;
}

} // namespace

GameSetup selfplaySetup(const SelfplayOptions& options, std::uint64_t index) {
    return GameSetup{options.players, deriveSeed(options.seed, index), options.shrine};
}

SelfplayTotals runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log) {
    validate(options);
    if (options.saveDir) {
        std::error_code failed;
        std::filesystem::create_directories(*options.saveDir, failed);
        if (failed) {
            throw Failure("cannot create " + options.saveDir->string() + ": " + failed.message());
        }
    }
    Diagnostics diagnostics(log);
    SelfplayTotals totals;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t index = 0; index < options.games; ++index) {
        const MatchResult result =
            playSelfplayGame(options.bots, selfplaySetup(options, index), index, diagnostics);
        ++totals.games;
        totals.errors += static_cast<std::uint64_t>(result.errors);
        totals.invariantViolations += static_cast<std::uint64_t>(result.violations);
        if (options.saveDir) {
            writeSaveFile(saveFileName(*options.saveDir, index), result.table.record());
        }
        if (options.jsonl) {
            out << gameLine(index, result).dump() << '\n';
        }
    }
    totals.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    Json summary = Json::object();
    summary["games"] = totals.games;
    summary["seconds"] = rounded(totals.seconds, 1e6);
    summary["games_per_second"] =
        totals.seconds > 0 ? rounded(static_cast<double>(totals.games) / totals.seconds, 1e3) : 0.0;
    summary["errors"] = totals.errors;
    summary["invariant_violations"] = totals.invariantViolations;
    out << summary.dump() << '\n';
    out.flush();
    return totals;
}

int selfplayCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& log) {
    const ParsedArgs parsed =
        parseArgs(args, ArgSpec{{"--players", "--games", "--seed", "--bots", "--save-dir"},
                                {"--shrine", "--jsonl"}});
    if (parsed.help) {
        out << kSelfplayUsage;
        return kExitOk;
    }
    SelfplayOptions options;
    options.players = parsePlayers(parsed.required("--players"));
    options.games = parseUnsigned(parsed.required("--games"), "--games", 0, 1'000'000'000'000ULL);
    options.seed = parseSeed(parsed.required("--seed"));
    if (const auto bots = parsed.value("--bots")) {
        options.bots = splitList(*bots, "--bots");
    }
    options.shrine = parsed.has("--shrine");
    options.jsonl = parsed.has("--jsonl");
    if (const auto dir = parsed.value("--save-dir")) {
        if (dir->empty()) {
            throw InputError("--save-dir: empty path");
        }
        options.saveDir = *dir;
    }
    const SelfplayTotals totals = runSelfplay(options, out, log);
    if (totals.errors != 0 || totals.invariantViolations != 0) {
        throw Failure(std::to_string(totals.errors) + " errors and " +
                      std::to_string(totals.invariantViolations) + " invariant violations in " +
                      std::to_string(totals.games) + " games");
    }
    return kExitOk;
}

} // namespace cor::cli
