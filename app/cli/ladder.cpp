#include "app/cli/ladder.h"

#include "app/cli/arena.h"
#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/elo.h"
#include "app/cli/json_input.h"
#include "engine/bots/bot.h"
#include "engine/rng.h"
#include "engine/state.h"

#include <algorithm>
#include <cmath>
#include <ostream>

namespace cor::cli {

const char* const kLadderUsage =
    "usage: cityofrome-cli ladder --players P --games N --seed S [--levels L1,L2,...]\n"
    "                             [--threads T]\n"
    "\n"
    "A round robin: every pair of levels plays N games (as arena plays them: seats rotated,\n"
    "the pair cycled over the seats; with 3 players each side is doubled in half the games).\n"
    "Then Elo ratings from all the results, beginner fixed at 1000 (without beginner, the\n"
    "first level listed), with a 95% interval. Every pair counts one drawn game more than it\n"
    "played, so a clean sweep still gives a finite rating.\n"
    "\n"
    "  --levels LIST   default beginner,easy,normal,hard,expert; any bots arena takes\n"
    "  --threads T     games played in parallel (default 1; the same results)\n"
    "\n"
    "Prints {\"levels\":[{\"name\", \"elo\", \"elo_low\", \"elo_high\", \"seconds_per_move\",\n"
    "\"max_seconds_per_move\"}, ...], \"pairs\":[{\"a\", \"b\", \"games\", \"a_win_rate\"}, "
    "...]}:\n"
    "a_win_rate counts a's victories, a shared one by its share.\n";

namespace {

struct PairOutcome {
    double scoreA = 0.0;
    std::array<ArenaEntrant, 2> sides{}; // moves and times of a and b
};

void add(ArenaEntrant& total, const ArenaEntrant& part) {
    total.winShare += part.winShare;
    total.moves += part.moves;
    total.seconds += part.seconds;
    total.maxSeconds = std::max(total.maxSeconds, part.maxSeconds);
}

// Games between a and b, the two cycled over the seats (a first) in arena's rotation.
std::array<ArenaEntrant, 2> playSide(const LadderOptions& options, const std::string& first,
                                     const std::string& second, std::uint64_t games,
                                     std::uint64_t seed, std::ostream& log) {
    ArenaOptions arena;
    arena.players = options.players;
    arena.games = games;
    arena.seed = seed;
    arena.bots = {first, second};
    arena.threads = options.threads;
    std::array<ArenaEntrant, 2> sides{};
    for (const ArenaEntrant& entrant : runArena(arena, log)) {
        add(sides[entrant.name == first ? 0 : 1], entrant);
    }
    return sides;
}

PairOutcome playPair(const LadderOptions& options, const std::string& a, const std::string& b,
                     std::uint64_t pairSeed, std::ostream& log) {
    PairOutcome outcome;
    if (options.players != 3) {
        outcome.sides = playSide(options, a, b, options.games, pairSeed, log);
    } else {
        // Three seats cannot be shared equally: a twice in half the games, b twice in the rest.
        const std::uint64_t half = options.games / 2;
        std::array<ArenaEntrant, 2> sides =
            playSide(options, a, b, options.games - half, deriveSeed(pairSeed, 0), log);
        if (half > 0) {
            const std::array<ArenaEntrant, 2> swapped =
                playSide(options, b, a, half, deriveSeed(pairSeed, 1), log);
            add(sides[0], swapped[1]);
            add(sides[1], swapped[0]);
        }
        outcome.sides = sides;
    }
    outcome.scoreA = outcome.sides[0].winShare;
    return outcome;
}

LadderOptions parseOptions(const ParsedArgs& parsed) {
    LadderOptions options;
    options.players = parsePlayers(parsed.required("--players"));
    options.games = parseUnsigned(parsed.required("--games"), "--games", 1, 100'000'000);
    options.seed = parseSeed(parsed.required("--seed"));
    if (const auto levels = parsed.value("--levels")) {
        options.levels = splitList(*levels, "--levels");
    } else {
        options.levels.assign(kDifficultyNames.begin(), kDifficultyNames.end());
    }
    if (options.levels.size() < 2) {
        throw InputError("--levels: give at least two levels");
    }
    for (std::size_t i = 0; i < options.levels.size(); ++i) {
        if (!isBotName(options.levels[i])) {
            throw InputError("--levels: unknown bot \"" + options.levels[i] +
                             "\" (known: " + botKindList() + ")");
        }
        if (std::find(options.levels.begin(), options.levels.begin() + static_cast<long>(i),
                      options.levels[i]) != options.levels.begin() + static_cast<long>(i)) {
            throw InputError("--levels: \"" + options.levels[i] + "\" given twice");
        }
    }
    if (const auto threads = parsed.value("--threads")) {
        options.threads = static_cast<int>(parseUnsigned(*threads, "--threads", 1, 64));
    }
    return options;
}

double rounded(double value, double perUnit) {
    return std::round(value * perUnit) / perUnit;
}

} // namespace

int ladderCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& log) {
    const ParsedArgs parsed =
        parseArgs(args, ArgSpec{{"--players", "--games", "--seed", "--levels", "--threads"}, {}});
    if (parsed.help) {
        out << kLadderUsage;
        return kExitOk;
    }
    const LadderOptions options = parseOptions(parsed);
    const auto count = static_cast<int>(options.levels.size());
    std::vector<ArenaEntrant> totals(options.levels.size());
    std::vector<PairResult> results;
    Json pairs = Json::array();
    std::uint64_t pairIndex = 0;
    for (int a = 0; a < count; ++a) {
        for (int b = a + 1; b < count; ++b) {
            const std::string& nameA = options.levels[static_cast<std::size_t>(a)];
            const std::string& nameB = options.levels[static_cast<std::size_t>(b)];
            const PairOutcome outcome =
                playPair(options, nameA, nameB, deriveSeed(options.seed, pairIndex++), log);
            add(totals[static_cast<std::size_t>(a)], outcome.sides[0]);
            add(totals[static_cast<std::size_t>(b)], outcome.sides[1]);
            const auto games = static_cast<double>(options.games);
            results.push_back(PairResult{a, b, games, outcome.scoreA});
            Json pair = Json::object();
            pair["a"] = nameA;
            pair["b"] = nameB;
            pair["games"] = options.games;
            pair["a_win_rate"] = rounded(outcome.scoreA / games, 1000.0);
            pairs.push_back(std::move(pair));
        }
    }
    const auto beginner = std::find(options.levels.begin(), options.levels.end(),
                                    difficultyName(Difficulty::Beginner));
    const int anchor =
        beginner == options.levels.end() ? 0 : static_cast<int>(beginner - options.levels.begin());
    const std::vector<Rating> ratings = fitElo(count, results, anchor);
    Json levels = Json::array();
    for (int i = 0; i < count; ++i) {
        const auto s = static_cast<std::size_t>(i);
        Json level = Json::object();
        level["name"] = options.levels[s];
        level["elo"] = rounded(ratings[s].elo, 10.0);
        level["elo_low"] = rounded(ratings[s].low, 10.0);
        level["elo_high"] = rounded(ratings[s].high, 10.0);
        level["seconds_per_move"] = secondsPerMove(totals[s]);
        level["max_seconds_per_move"] = roundedSeconds(totals[s].maxSeconds);
        levels.push_back(std::move(level));
    }
    Json result = Json::object();
    result["levels"] = std::move(levels);
    result["pairs"] = std::move(pairs);
    out << result.dump() << '\n';
    return kExitOk;
}

} // namespace cor::cli
