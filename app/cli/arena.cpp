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
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <functional>
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
    "  --bots LIST             levels (beginner, easy, normal, hard, expert) or kinds\n"
    "                          (random, greedy, ismcts, ismcts:K for K iterations a move)\n"
    "  --iterations K          iterations per move of a bare ismcts (default 3000)\n"
    "  --seconds-per-move X    a bare ismcts's time per move instead (results then vary with\n"
    "                          load)\n"
    "  --threads T             games played in parallel (default 1; the same results, but the\n"
    "                          seconds per move grow when the threads share a core)\n"
    "\n"
    "Prints {\"games\":N, \"bots\":[{\"name\", \"wins\", \"shared_wins\", \"mean_score\",\n"
    "\"win_rate\", \"seconds_per_move\", \"max_seconds_per_move\"}, ...]}: wins alone, shared\n"
    "victories, mean final score, (wins + shared)/N, and the mean and the longest time the\n"
    "entrant took to decide (over decisions with more than one legal action).\n";

namespace {

// Times a bot's decisions that have more than one legal action (the others take no thought).
class TimedBot final : public Bot {
  public:
    explicit TimedBot(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    Action choose(const PlayerView& view, const ActionList& legal) override {
        if (legal.size() < 2) {
            return bot_->choose(view, legal);
        }
        const auto start = std::chrono::steady_clock::now();
        const Action choice = bot_->choose(view, legal);
        const double took =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        ++moves_;
        seconds_ += took;
        maxSeconds_ = std::max(maxSeconds_, took);
        return choice;
    }
    std::uint64_t moves() const { return moves_; }
    double seconds() const { return seconds_; }
    double maxSeconds() const { return maxSeconds_; }

  private:
    std::unique_ptr<Bot> bot_;
    std::uint64_t moves_ = 0;
    double seconds_ = 0.0;
    double maxSeconds_ = 0.0;
};

struct GameOutcome {
    std::array<int, kMaxPlayers> entrantAt{}; // entrant of each seat
    std::array<int, kMaxPlayers> scores{};
    std::array<std::uint64_t, kMaxPlayers> moves{};
    std::array<double, kMaxPlayers> seconds{};
    std::array<double, kMaxPlayers> maxSeconds{};
    unsigned winners = 0;
    bool failed = false;
};

GameOutcome playArenaGame(const ArenaOptions& options, const std::vector<std::string>& entrants,
                          std::uint64_t g, const std::function<void(const std::string&)>& report) {
    const int players = options.players;
    const GameSetup setup{players, deriveSeed(options.seed, g), options.shrine};
    GameOutcome outcome;
    std::array<std::unique_ptr<TimedBot>, kMaxPlayers> owned;
    std::array<Bot*, kMaxPlayers> bots{};
    for (int seat = 0; seat < players; ++seat) {
        const int entrant = entrantAtSeat(seat, g, players);
        outcome.entrantAt[static_cast<std::size_t>(seat)] = entrant;
        owned[static_cast<std::size_t>(seat)] = std::make_unique<TimedBot>(makeNamedBot(
            entrants[static_cast<std::size_t>(entrant)],
            deriveSeed(setup.seed, 100 + static_cast<std::uint64_t>(entrant)), options.budget));
        bots[static_cast<std::size_t>(seat)] = owned[static_cast<std::size_t>(seat)].get();
    }
    const MatchResult match = playMatch(setup, bots, report);
    for (int seat = 0; seat < players; ++seat) {
        const TimedBot& bot = *owned[static_cast<std::size_t>(seat)];
        outcome.moves[static_cast<std::size_t>(seat)] = bot.moves();
        outcome.seconds[static_cast<std::size_t>(seat)] = bot.seconds();
        outcome.maxSeconds[static_cast<std::size_t>(seat)] = bot.maxSeconds();
    }
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
    for (const std::string& name : options.bots) {
        if (!isBotName(name)) {
            throw InputError("--bots: unknown bot \"" + name + "\" (known: " + botKindList() + ")");
        }
    }
}

} // namespace

double roundedSeconds(double seconds) {
    return std::round(seconds * 1e6) / 1e6;
}

double secondsPerMove(const ArenaEntrant& entrant) {
    return entrant.moves == 0
               ? 0.0
               : roundedSeconds(entrant.seconds / static_cast<double>(entrant.moves));
}

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
            const auto s = static_cast<std::size_t>(seat);
            ArenaEntrant& e = results[static_cast<std::size_t>(outcome.entrantAt[s])];
            e.scoreSum += outcome.scores[s];
            if ((outcome.winners & (1u << seat)) != 0) {
                ++(winnerCount == 1 ? e.wins : e.sharedWins);
                e.winShare += 1.0 / winnerCount;
            }
            e.moves += outcome.moves[s];
            e.seconds += outcome.seconds[s];
            e.maxSeconds = std::max(e.maxSeconds, outcome.maxSeconds[s]);
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
    options.players = parsePlayers(parsed.required("--players"));
    options.games = parseUnsigned(parsed.required("--games"), "--games", 1, 100'000'000);
    options.seed = parseSeed(parsed.required("--seed"));
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
        entry["seconds_per_move"] = secondsPerMove(e);
        entry["max_seconds_per_move"] = roundedSeconds(e.maxSeconds);
        bots.push_back(std::move(entry));
    }
    Json result = Json::object();
    result["games"] = options.games;
    result["bots"] = std::move(bots);
    out << result.dump() << '\n';
    return kExitOk;
}

} // namespace cor::cli
