#include "app/cli/arena.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/json_input.h"
#include "engine/bots/match.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/scoring.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <ostream>
#include <thread>

namespace cor::cli {

const char* const kArenaUsage =
    "usage: cityofrome-cli arena --players P --games N --seed S --bots A,B[,C,D]\n"
    "                            [--seconds-per-move X | --iterations K] [--shrine] [--threads T]\n"
    "\n"
    "Bots play N games against each other. The list is cycled to one entrant per seat, and\n"
    "game g seats entrant (seat + g) mod P, so every entrant plays every seat equally often\n"
    "when N is a multiple of P.\n"
    "\n"
    "  --bots LIST             random, greedy, ismcts\n"
    "  --iterations K          ISMCTS iterations per move (default 3000)\n"
    "  --seconds-per-move X    ISMCTS time per move instead (results then vary with load)\n"
    "  --threads T             games played in parallel (default 1; same results)\n"
    "\n"
    "Prints {\"games\":N, \"bots\":[{\"name\", \"wins\", \"shared_wins\", \"mean_score\",\n"
    "\"win_rate\"}, ...]}: wins alone, shared victories, mean final score, (wins + shared)/N.\n";

namespace {

struct GameOutcome {
    std::array<int, kMaxPlayers> entrantAt{}; // entrant of each seat
    std::array<int, kMaxPlayers> scores{};
    unsigned winners = 0;
    bool failed = false;
};

GameOutcome playArenaGame(const ArenaOptions& options, const std::vector<std::string>& entrants,
                          std::uint64_t g, const std::function<void(const std::string&)>& report) {
    const int players = options.players;
    const GameSetup setup{players, deriveSeed(options.seed, g), options.shrine};
    GameOutcome outcome;
    std::array<std::unique_ptr<Bot>, kMaxPlayers> owned;
    std::array<Bot*, kMaxPlayers> bots{};
    for (int seat = 0; seat < players; ++seat) {
        const int entrant = entrantAtSeat(seat, g, players);
        outcome.entrantAt[static_cast<std::size_t>(seat)] = entrant;
        owned[static_cast<std::size_t>(seat)] = makeBot(
            entrants[static_cast<std::size_t>(entrant)],
            deriveSeed(setup.seed, 100 + static_cast<std::uint64_t>(entrant)), options.budget);
        bots[static_cast<std::size_t>(seat)] = owned[static_cast<std::size_t>(seat)].get();
    }
    const MatchResult match = playMatch(setup, bots, report);
    outcome.failed = match.errors != 0 || match.violations != 0;
    outcome.winners = match.table.winners();
    const std::vector<ScoreSheet> sheets = match.table.scores();
    for (int seat = 0; seat < players; ++seat) {
        outcome.scores[static_cast<std::size_t>(seat)] =
            sheets[static_cast<std::size_t>(seat)].total;
    }
    return outcome;
}

void validate(const ArenaOptions& options) {
    if (options.bots.size() < 2 ||
        options.bots.size() > static_cast<std::size_t>(options.players)) {
        throw InputError("--bots: give 2 to " + std::to_string(options.players) + " bot kinds");
    }
    for (const std::string& kind : options.bots) {
        if (!isBotKind(kind)) {
            throw InputError("--bots: unknown bot kind \"" + kind + "\" (known: " + botKindList() +
                             ")");
        }
    }
}

} // namespace

int entrantAtSeat(int seat, std::uint64_t game, int players) {
    return static_cast<int>((static_cast<std::uint64_t>(seat) + game) %
                            static_cast<std::uint64_t>(players));
}

std::vector<ArenaEntrant> runArena(const ArenaOptions& options, std::ostream& log) {
    validate(options);
    std::vector<std::string> entrants;
    for (int seat = 0; seat < options.players; ++seat) {
        entrants.push_back(options.bots[static_cast<std::size_t>(seat) % options.bots.size()]);
    }
    std::vector<GameOutcome> outcomes(options.games);
    std::atomic<std::uint64_t> next{0};
    std::mutex logLock;
    const auto report = [&](const std::string& text) {
        const std::lock_guard lock(logLock);
        log << text << '\n';
    };
    const auto worker = [&] {
        for (std::uint64_t g = next++; g < options.games; g = next++) {
            outcomes[g] = playArenaGame(options, entrants, g, report);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < options.threads; ++t) {
        pool.emplace_back(worker);
    }
    worker();
    for (auto& thread : pool) {
        thread.join();
    }

    std::vector<ArenaEntrant> results;
    for (const std::string& name : entrants) {
        results.push_back(ArenaEntrant{name});
    }
    for (const GameOutcome& outcome : outcomes) {
        if (outcome.failed) {
            throw Failure("a game broke the rules; see the messages above");
        }
        const int winnerCount = std::popcount(outcome.winners);
        for (int seat = 0; seat < options.players; ++seat) {
            ArenaEntrant& e = results[static_cast<std::size_t>(
                outcome.entrantAt[static_cast<std::size_t>(seat)])];
            e.scoreSum += outcome.scores[static_cast<std::size_t>(seat)];
            if ((outcome.winners & (1u << seat)) != 0) {
                ++(winnerCount == 1 ? e.wins : e.sharedWins);
            }
        }
    }
    return results;
}

int arenaCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& log) {
    const ParsedArgs parsed =
        parseArgs(args, ArgSpec{{"--players", "--games", "--seed", "--bots", "--seconds-per-move",
                                 "--iterations", "--threads"},
                                {"--shrine"}});
    if (parsed.help) {
        out << kArenaUsage;
        return kExitOk;
    }
    ArenaOptions options;
    options.players =
        static_cast<int>(parseUnsigned(parsed.required("--players"), "--players", 2, kMaxPlayers));
    options.games = parseUnsigned(parsed.required("--games"), "--games", 1, 100'000'000);
    options.seed = parseUnsigned(parsed.required("--seed"), "--seed", 0,
                                 std::numeric_limits<std::uint64_t>::max());
    options.bots = splitList(parsed.required("--bots"), "--bots");
    options.shrine = parsed.has("--shrine");
    const auto seconds = parsed.value("--seconds-per-move");
    const auto iterations = parsed.value("--iterations");
    if (seconds && iterations) {
        throw InputError("give either --seconds-per-move or --iterations, not both");
    }
    if (iterations) {
        options.budget.iterations =
            static_cast<int>(parseUnsigned(*iterations, "--iterations", 1, 100'000'000));
    }
    if (seconds) {
        char* end = nullptr;
        const double value = std::strtod(seconds->c_str(), &end);
        if (end == seconds->c_str() || *end != '\0' || !(value > 0.0 && value <= 3600.0)) {
            throw InputError("--seconds-per-move: expected a number of seconds above 0, got \"" +
                             *seconds + "\"");
        }
        options.budget.seconds = value;
    }
    if (const auto threads = parsed.value("--threads")) {
        options.threads = static_cast<int>(parseUnsigned(*threads, "--threads", 1, 64));
    }
    const std::vector<ArenaEntrant> results = runArena(options, log);
    Json bots = Json::array();
    for (const ArenaEntrant& e : results) {
        Json entry = Json::object();
        entry["name"] = e.name;
        entry["wins"] = e.wins;
        entry["shared_wins"] = e.sharedWins;
        entry["mean_score"] = std::round(100.0 * static_cast<double>(e.scoreSum) /
                                         static_cast<double>(options.games)) /
                              100.0;
        entry["win_rate"] = std::round(1000.0 * static_cast<double>(e.wins + e.sharedWins) /
                                       static_cast<double>(options.games)) /
                            1000.0;
        bots.push_back(std::move(entry));
    }
    Json result = Json::object();
    result["games"] = options.games;
    result["bots"] = std::move(bots);
    out << result.dump() << '\n';
    return kExitOk;
}

} // namespace cor::cli
