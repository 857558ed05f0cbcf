// The difficulty levels and their search (bots/levels.cpp, bots/playout_policy.h): the
// rules-of-thumb playout move is always legal, the levels' search keeps its iteration count,
// decides from the view alone and cuts playouts off after as many turns with any number of
// players, and the cheaper levels play legal games to the end.
#include "engine/bots/bot.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/bots/match.h"
#include "engine/bots/playout_policy.h"
#include "engine/rules.h"
#include "engine/view.h"
#include "tests/engine/random_support.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <memory>
#include <string>

namespace cor::test {
namespace {

TEST(PlayoutPolicy, EveryMoveIsLegalAndBuildsComeFirst) {
    Failures failures;
    ActionList legal;
    ActionList scratch;
    int builds = 0;
    int buildSteps = 0;
    for (int g = 0; g < games(150); ++g) {
        const GameSetup setup{2 + g % 3, deriveSeed(0x9011, static_cast<std::uint64_t>(g)),
                              g % 2 == 1};
        GameState s = newGame(setup);
        Rng rng(setup.seed);
        while (!isOver(s)) {
            legalActions(s, legal);
            Action move;
            playoutAction(s, rng, scratch, move);
            if (!legal.contains(move)) {
                failures.add("seed " + std::to_string(setup.seed) + ": " + toText(move) +
                             " is not legal");
                break;
            }
            const bool canBuild = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
                return a.kind == ActionKind::Build;
            });
            buildSteps += canBuild ? 1 : 0;
            builds += canBuild && move.kind == ActionKind::Build ? 1 : 0;
            apply(s, seatToAct(s), move);
        }
    }
    failures.report("playoutAction");
    EXPECT_GT(buildSteps, 0);
    EXPECT_EQ(builds, buildSteps) << "a playout builds whenever it can";
}

// An action turn from `round` on with at least `choices` legal actions.
GameState actionTurn(int players, std::uint64_t seed, int round, int choices) {
    ActionList legal;
    return playRandomUntil(GameSetup{players, seed, false}, seed, [&](const GameState& s) {
        legalActions(s, legal);
        return s.round >= round && s.phase == Phase::Actions && legal.size() >= choices;
    });
}

// A 3-player action turn around round 4 with a real choice.
GameState position(std::uint64_t seed) {
    return actionTurn(3, seed, 4, 3);
}

TEST(LevelSearch, KeepsItsIterationsAndDecidesFromTheViewAlone) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const GameState s = position(seed);
        ASSERT_FALSE(isOver(s));
        ActionList legal;
        legalActions(s, legal);
        const PlayerView view = makeView(s, seatToAct(s));
        IsmctsBot a(seed, BotBudget{120, 0.0}, levelSearchOptions());
        IsmctsBot b(seed, BotBudget{120, 0.0}, levelSearchOptions());
        const Action first = a.choose(view, legal);
        EXPECT_TRUE(legal.contains(first));
        EXPECT_EQ(a.lastStats().iterations, 120);
        EXPECT_EQ(first, b.choose(view, legal)) << "seed " << seed;
    }
}

// A 2-player action turn with many legal moves (a build step).
GameState wideChoice(std::uint64_t seed) {
    return actionTurn(2, seed, 3, 30);
}

TEST(LevelSearch, WideningTriesTheGreedyChoiceFirstAndAddsMovesSlowly) {
    IsmctsOptions options = levelSearchOptions();
    options.widening = 1.0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const GameState s = wideChoice(seed);
        ASSERT_FALSE(isOver(s));
        ActionList legal;
        legalActions(s, legal);
        const int seat = seatToAct(s);
        const PlayerView view = makeView(s, seat);

        // One iteration expands one move: the one the greedy evaluation ranks first.
        IsmctsBot first(seed, BotBudget{1, 0.0}, options);
        first.choose(view, legal);
        const auto tried = first.rootEstimates(legal);
        ASSERT_EQ(tried.size(), 1U) << "seed " << seed;
        const auto valueAfter = [&](const Action& action) {
            GameState next = s;
            apply(next, seat, action);
            return evaluate(next, seat);
        };
        const int firstValue = valueAfter(tried[0].action);
        for (const Action& other : legal) {
            EXPECT_LE(valueAfter(other), firstValue) << "seed " << seed << ": " << toText(other)
                                                     << " ranks above " << toText(tried[0].action);
        }

        // 400 iterations: at most sqrt(401) moves at the root, where plain ISMCTS tries all.
        IsmctsBot widening(seed, BotBudget{400, 0.0}, options);
        widening.choose(view, legal);
        const auto children = widening.rootEstimates(legal).size();
        EXPECT_GE(children, 2U) << "seed " << seed;
        EXPECT_LE(children, 21U) << "seed " << seed;
        IsmctsBot plain(seed, BotBudget{400, 0.0}, levelSearchOptions());
        plain.choose(view, legal);
        EXPECT_EQ(plain.rootEstimates(legal).size(), static_cast<std::size_t>(legal.size()));
    }
}

// The levels cut playouts off after six turns a seat: three rounds with two players (two
// emissaries a round each), six with three or four (one each).
TEST(LevelSearch, CutsPlayoutsOffAfterAsManyTurnsWithAnyNumberOfPlayers) {
    for (int players = 2; players <= 4; ++players) {
        const GameState s = newGame(GameSetup{players, 7, false});
        for (const int round : {0, 1, 4}) {
            const int last = playoutLastRound(round, s.emissariesPerPlayer, 6);
            EXPECT_EQ((last - std::max(round, 1) + 1) * s.emissariesPerPlayer, 6)
                << players << " players, round " << round;
        }
    }
    EXPECT_EQ(playoutLastRound(1, 2, 6), 3);
    EXPECT_EQ(playoutLastRound(1, 1, 6), 6);
    EXPECT_EQ(playoutLastRound(3, 2, 5), 5); // a part of a round is played to its end
}

TEST(Levels, TheQuickerLevelsPlayLegalGamesToTheEnd) {
    for (int g = 0; g < games(6); ++g) {
        const GameSetup setup{2 + g % 3, deriveSeed(0x1E7E1, static_cast<std::uint64_t>(g)),
                              g % 2 == 0};
        std::array<std::unique_ptr<Bot>, kMaxPlayers> owned;
        std::array<Bot*, kMaxPlayers> bots{};
        for (int seat = 0; seat < setup.players; ++seat) {
            const auto level = static_cast<Difficulty>((seat + g) % 3); // beginner..normal
            owned[static_cast<std::size_t>(seat)] =
                makeBot(level, deriveSeed(setup.seed, static_cast<std::uint64_t>(seat)));
            bots[static_cast<std::size_t>(seat)] = owned[static_cast<std::size_t>(seat)].get();
        }
        std::string problems;
        const MatchResult match =
            playMatch(setup, bots, [&](const std::string& problem) { problems += problem; });
        EXPECT_EQ(problems, "") << "game " << g;
        EXPECT_TRUE(match.table.over());
    }
}

} // namespace
} // namespace cor::test
