// Bots (bots/bot.h): they play only legal actions from their own view, finish games, are
// deterministic for a seed, keep to their budgets, and greedy beats random.
#include "engine/bots/bot.h"
#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/bots/match.h"
#include "engine/bots/random_bot.h"
#include "engine/invariants.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/view.h"
#include "tests/engine/random_support.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cor {
namespace {

using test::playRandomUntil;

using test::games;
using test::smallScale;

using BotFactory = std::function<std::unique_ptr<Bot>(int seat, std::uint64_t seed)>;

struct PlayedGame {
    GameState state;
    std::vector<Action> actions;
    std::string error; // empty when every action was legal and the game ended cleanly
};

// Plays a whole game through playMatch; every seat decides from its own view only.
PlayedGame playGame(const GameSetup& setup, const BotFactory& factory, std::uint64_t botSeed) {
    std::vector<std::unique_ptr<Bot>> owned;
    std::array<Bot*, kMaxPlayers> bots{};
    for (int seat = 0; seat < setup.players; ++seat) {
        owned.push_back(factory(seat, deriveSeed(botSeed, static_cast<std::uint64_t>(seat))));
        bots[static_cast<std::size_t>(seat)] = owned.back().get();
    }
    std::string error;
    const MatchResult match = playMatch(setup, bots, [&](const std::string& problem) {
        error += error.empty() ? problem : "; " + problem;
    });
    return PlayedGame{match.table.state(), match.table.record().actions, error};
}

std::string describe(const GameSetup& setup, std::uint64_t botSeed) {
    return "players=" + std::to_string(setup.players) + " shrine=" + std::to_string(setup.shrine) +
           " seed=" + std::to_string(setup.seed) + " botSeed=" + std::to_string(botSeed);
}

BotFactory allOf(std::string_view kind, BotBudget budget = {}) {
    return [kind, budget](int, std::uint64_t seed) { return makeBot(kind, seed, budget); };
}

// Plays `games` games over 2, 3 and 4 players, shrine on and off; reports the first failures.
void expectLegalGames(int games, std::uint64_t seed, const BotFactory& factory) {
    int failed = 0;
    for (int i = 0; i < games; ++i) {
        const GameSetup setup{2 + i % 3, deriveSeed(seed, static_cast<std::uint64_t>(i)),
                              (i / 3) % 2 == 1};
        const std::uint64_t botSeed = deriveSeed(seed + 1, static_cast<std::uint64_t>(i));
        const PlayedGame game = playGame(setup, factory, botSeed);
        if (!game.error.empty() && ++failed <= 5) {
            ADD_FAILURE() << describe(setup, botSeed) << ": " << game.error;
        }
        if (game.error.empty()) {
            EXPECT_TRUE(isOver(game.state));
            EXPECT_EQ(game.state.round, game.state.rounds);
        }
    }
    EXPECT_EQ(failed, 0) << "of " << games << " games";
}

// A four-player action turn around round five with a real choice.
GameState midGame(std::uint64_t seed, int players = 4) {
    const GameSetup setup{players, seed, false};
    ActionList legal;
    for (std::uint64_t attempt = 0;; ++attempt) {
        GameState s = playRandomUntil(setup, seed + attempt, [&](const GameState& state) {
            if (state.round < 5 || state.phase != Phase::Actions) {
                return false;
            }
            legalActions(state, legal);
            return legal.size() >= 3;
        });
        if (!isOver(s)) {
            return s;
        }
    }
}

// ----------------------------------------------------------------------------------------

TEST(Bots, KindsAndDifficultiesMakeBots) {
    EXPECT_TRUE(isBotKind("random"));
    EXPECT_TRUE(isBotKind("greedy"));
    EXPECT_TRUE(isBotKind("ismcts"));
    EXPECT_FALSE(isBotKind("oracle"));
    EXPECT_EQ(makeBot("oracle", 1), nullptr);
    EXPECT_NE(dynamic_cast<RandomBot*>(makeBot("random", 1).get()), nullptr);
    EXPECT_NE(dynamic_cast<GreedyBot*>(makeBot("greedy", 1).get()), nullptr);
    EXPECT_NE(dynamic_cast<IsmctsBot*>(makeBot("ismcts", 1, BotBudget{10, 0.0}).get()), nullptr);
    EXPECT_NE(dynamic_cast<GreedyBot*>(makeBot(Difficulty::Beginner, 1).get()), nullptr);
    EXPECT_NE(dynamic_cast<IsmctsBot*>(makeBot(Difficulty::Easy, 1).get()), nullptr);
    EXPECT_NE(dynamic_cast<IsmctsBot*>(makeBot(Difficulty::Normal, 1).get()), nullptr);
    EXPECT_NE(dynamic_cast<IsmctsBot*>(makeBot(Difficulty::Hard, 1).get()), nullptr);
    EXPECT_NE(dynamic_cast<IsmctsBot*>(makeBot(Difficulty::Expert, 1).get()), nullptr);
}

TEST(Bots, RandomPlaysLegalGamesToTheEnd) {
    expectLegalGames(games(4000), 0xA11CE, allOf("random"));
}

TEST(Bots, GreedyPlaysLegalGamesToTheEnd) {
    expectLegalGames(games(1500), 0x6EED, allOf("greedy"));
}

TEST(Bots, MixedTablesPlayLegalGamesToTheEnd) {
    expectLegalGames(games(600), 0x313D, [](int seat, std::uint64_t seed) {
        return makeBot(seat % 2 == 0 ? "greedy" : "random", seed);
    });
}

TEST(Bots, IsmctsPlaysLegalGamesToTheEnd) {
    // Searching seats at small budgets (50, 100 or 200 iterations) among greedy opponents.
    expectLegalGames(games(36), 0x15C7, [](int seat, std::uint64_t seed) {
        if (seat % 2 == 0) {
            constexpr std::array<int, 3> kBudgets{50, 100, 200};
            return makeBot("ismcts", seed, BotBudget{kBudgets[seed % kBudgets.size()], 0.0});
        }
        return makeBot("greedy", seed);
    });
}

TEST(Bots, IsmctsOnlyTablePlaysALegalGame) {
    expectLegalGames(smallScale() ? 1 : 3, 0x15C8, allOf("ismcts", BotBudget{50, 0.0}));
}

TEST(Bots, SameSeedSameGame) {
    struct Case {
        BotFactory factory;
        int players;
        int games;
    };
    const std::vector<Case> cases{
        {allOf("random"), 4, games(20)},
        {allOf("greedy"), 3, games(10)},
        {[](int seat, std::uint64_t seed) {
             return seat == 1 ? makeBot("ismcts", seed, BotBudget{40, 0.0})
                              : makeBot("greedy", seed);
         },
         2, 2},
    };
    for (const Case& c : cases) {
        for (int i = 0; i < c.games; ++i) {
            const GameSetup setup{c.players, 900 + static_cast<std::uint64_t>(i), i % 2 == 1};
            const PlayedGame first = playGame(setup, c.factory, 77 + static_cast<std::uint64_t>(i));
            const PlayedGame second =
                playGame(setup, c.factory, 77 + static_cast<std::uint64_t>(i));
            ASSERT_EQ(first.error, "") << describe(setup, 77);
            EXPECT_EQ(first.actions, second.actions) << describe(setup, 77);
        }
    }
    // Different bot seeds do make different games (the seed is used at all).
    const GameSetup setup{4, 5, false};
    EXPECT_NE(playGame(setup, allOf("random"), 1).actions,
              playGame(setup, allOf("random"), 2).actions);
}

TEST(Bots, BotsChooseFromTheViewAlone) {
    // The same view and legal list twice, from two bots with the same seed: the same choice,
    // whatever else is in memory (a bot gets nothing but the view).
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const GameState s = midGame(seed, 2 + static_cast<int>(seed % 3));
        const int seat = seatToAct(s);
        ActionList legal;
        legalActions(s, legal);
        const PlayerView view = makeView(s, seat);
        for (const auto& kind :
             {std::string_view("random"), std::string_view("greedy"), std::string_view("ismcts")}) {
            const auto a = makeBot(kind, seed, BotBudget{30, 0.0});
            const auto b = makeBot(kind, seed, BotBudget{30, 0.0});
            const Action first = a->choose(view, legal);
            EXPECT_TRUE(legal.contains(first)) << kind;
            EXPECT_EQ(first, b->choose(view, legal)) << kind;
        }
    }
}

// ----------------------------------------------------------------------------------------
// Budgets.

TEST(IsmctsBudget, RunsExactlyTheIterationsAsked) {
    ActionList legal;
    int searched = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const GameState s = midGame(seed, 2 + static_cast<int>(seed % 3));
        const int seat = seatToAct(s);
        legalActions(s, legal);
        for (int iterations : {1, 2, 17, 100, 200}) {
            IsmctsBot bot(seed, BotBudget{iterations, 0.0});
            const Action a = bot.choose(makeView(s, seat), legal);
            EXPECT_TRUE(legal.contains(a));
            EXPECT_EQ(bot.lastStats().iterations, iterations) << "seed " << seed;
            EXPECT_GE(bot.lastStats().nodes, 1 + std::min(iterations, 1));
            ++searched;
        }
    }
    EXPECT_EQ(searched, 30);
}

TEST(IsmctsBudget, OnlyOneLegalActionNeedsNoSearch) {
    // The last pick of the setup draft (a pack of one card) is the only legal action.
    ActionList legal;
    const GameState s = playRandomUntil(GameSetup{4, 3, false}, 3, [&](const GameState& state) {
        legalActions(state, legal);
        return legal.size() == 1;
    });
    ASSERT_FALSE(isOver(s));
    legalActions(s, legal);
    ASSERT_EQ(legal.size(), 1);
    IsmctsBot bot(1, BotBudget{500, 0.0});
    EXPECT_EQ(bot.choose(makeView(s, seatToAct(s)), legal), legal[0]);
    EXPECT_EQ(bot.lastStats().iterations, 0);
}

// A budget clock that moves on a tick at every reading, from zero: a search on it sees its time
// run out after a known number of readings, however fast or busy the machine is.
struct TickingClock {
    static constexpr std::chrono::milliseconds kTick{120};
    static inline int readings = 0;

    static std::chrono::steady_clock::time_point now() {
        return std::chrono::steady_clock::time_point{} + kTick * readings++;
    }
    // The seconds the last reading and the one before showed (the first reading is the start).
    static double lastSeen() { return secondsAt(readings - 1); }
    static double seenBeforeLast() { return secondsAt(readings - 2); }
    static double secondsAt(int reading) {
        return std::chrono::duration<double>(kTick * reading).count();
    }
};

TEST(IsmctsBudget, TheSteadyClockMeasuresTimeBudgets) {
    EXPECT_EQ(BotBudget{}.clock, &steadyClockNow);
}

TEST(IsmctsBudget, ReturnsWithinTheTimeBudget) {
    // 0.25 s on a clock of 120 ms a reading: in time at 0.12 and 0.24 s, spent at 0.36 s. The
    // search stops at that reading, with an iteration limit far beyond it or none. The limit
    // comes first: a search that ignored its time would stop there and fail the test, before
    // one without a limit could run on for ever.
    for (int players : {2, 4}) {
        const GameState s = midGame(11, players);
        ActionList legal;
        legalActions(s, legal);
        for (const int iterations : {20'000, 0}) {
            TickingClock::readings = 0;
            IsmctsBot bot(5, BotBudget{iterations, 0.25, TickingClock::now});
            const Action a = bot.choose(makeView(s, seatToAct(s)), legal);
            EXPECT_TRUE(legal.contains(a));
            ASSERT_EQ(TickingClock::readings, 4)
                << players << " players, " << bot.lastStats().iterations << " iterations";
            EXPECT_GT(bot.lastStats().iterations, 0);
        }
    }
}

TEST(IsmctsBudget, DifficultyLevelsKeepTheirTimeCaps) {
    // Easy and normal: 0.5 s; hard and expert: 0.9 s. On a clock that moves faster than any
    // level's iterations go, each stops at the first reading that shows its cap spent. The
    // beginner does not search, so it has no time to keep.
    const GameState s = midGame(21, 4);
    ActionList legal;
    legalActions(s, legal);
    const PlayerView view = makeView(s, seatToAct(s));
    struct Level {
        Difficulty difficulty;
        double cap;
    };
    for (const Level level : {Level{Difficulty::Beginner, 0.0}, Level{Difficulty::Easy, 0.5},
                              Level{Difficulty::Normal, 0.5}, Level{Difficulty::Hard, 0.9},
                              Level{Difficulty::Expert, 0.9}}) {
        const std::string name(difficultyName(level.difficulty));
        TickingClock::readings = 0;
        const auto bot = makeBot(level.difficulty, 9, TickingClock::now);
        ASSERT_NE(bot, nullptr);
        const Action a = bot->choose(view, legal);
        EXPECT_TRUE(legal.contains(a)) << name;
        if (level.cap == 0.0) {
            EXPECT_EQ(TickingClock::readings, 0) << name;
            continue;
        }
        EXPECT_GE(TickingClock::lastSeen(), level.cap)
            << name << ": stopped before its clock showed its time spent";
        EXPECT_LT(TickingClock::seenBeforeLast(), level.cap)
            << name << ": searched on after its clock showed its time spent";
    }
}

// ----------------------------------------------------------------------------------------

TEST(Bots, GreedyBeatsRandom) {
    // A sanity check over 20 two-player games, greedy alternating seats; not the arena figure.
    int greedyWins = 0;
    const int games = 20;
    for (int i = 0; i < games; ++i) {
        const int greedySeat = i % 2;
        const GameSetup setup{2, deriveSeed(0xBEA7, static_cast<std::uint64_t>(i)), i % 4 >= 2};
        const PlayedGame game = playGame(
            setup,
            [greedySeat](int seat, std::uint64_t seed) {
                return makeBot(seat == greedySeat ? "greedy" : "random", seed);
            },
            static_cast<std::uint64_t>(i) + 1);
        ASSERT_EQ(game.error, "") << describe(setup, static_cast<std::uint64_t>(i) + 1);
        greedyWins += (winners(game.state) & (1u << greedySeat)) != 0 ? 1 : 0;
    }
    EXPECT_GE(greedyWins, 17) << "of " << games;
}

} // namespace
} // namespace cor
