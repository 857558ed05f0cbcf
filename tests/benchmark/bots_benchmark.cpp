// Bot speed: ISMCTS iterations per second, greedy decisions, determinization. The positions
// are fixed (seeded random games stopped at round 5 of the action phase), so runs compare.
// No main() here: the executable links benchmark::benchmark_main.
#include "engine/bots/determinize.h"
#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <benchmark/benchmark.h>
#include <cstdint>

namespace {

using namespace cor;

// A seeded random game stopped at the first action turn from round `round` on with a real
// choice: at least eight legal actions (the build step), no school decision pending.
GameState midGame(int players, int round, std::uint64_t seed) {
    ActionList legal;
    for (std::uint64_t attempt = 0;; ++attempt) {
        GameState s = newGame(GameSetup{players, seed + attempt, false});
        Rng rng(seed + attempt + 1000);
        while (!isOver(s)) {
            legalActions(s, legal);
            if (s.round >= round && s.phase == Phase::Actions && !s.turn.schoolPending() &&
                legal.size() >= 8) {
                return s;
            }
            apply(s, seatToAct(s),
                  legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
        }
    }
}

// ISMCTS search speed: Arg(0) players, Arg(1) iterations per choose(); one core.
void BM_IsmctsIterations(benchmark::State& state) {
    const GameState s = midGame(static_cast<int>(state.range(0)), 5, 2024);
    const int seat = seatToAct(s);
    ActionList legal;
    legalActions(s, legal);
    const PlayerView view = makeView(s, seat);
    IsmctsBot bot(7, BotBudget{static_cast<int>(state.range(1)), 0.0});
    std::int64_t iterations = 0;
    for (auto _ : state) {
        Action a = bot.choose(view, legal);
        benchmark::DoNotOptimize(a);
        iterations += bot.lastStats().iterations;
    }
    state.counters["iterations_per_second"] =
        benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
    state.counters["legal_actions"] = legal.size();
    state.counters["round"] = s.round;
    state.counters["tree_nodes"] = bot.lastStats().nodes;
}
BENCHMARK(BM_IsmctsIterations)
    ->ArgNames({"players", "iterations"})
    ->Args({4, 1000})
    ->Args({3, 1000})
    ->Args({2, 1000})
    ->Unit(benchmark::kMillisecond);

// One greedy decision (determinize + one ply over every legal action).
void BM_GreedyChoose(benchmark::State& state) {
    const GameState s = midGame(static_cast<int>(state.range(0)), 5, 2024);
    const int seat = seatToAct(s);
    ActionList legal;
    legalActions(s, legal);
    const PlayerView view = makeView(s, seat);
    GreedyBot bot(7);
    for (auto _ : state) {
        Action a = bot.choose(view, legal);
        benchmark::DoNotOptimize(a);
    }
    state.counters["legal_actions"] = legal.size();
}
BENCHMARK(BM_GreedyChoose)->ArgName("players")->Arg(4)->Arg(2)->Unit(benchmark::kMicrosecond);

// One information-set sample.
void BM_Determinize(benchmark::State& state) {
    const GameState s = midGame(static_cast<int>(state.range(0)), 5, 2024);
    const PlayerView view = makeView(s, seatToAct(s));
    Rng rng(3);
    for (auto _ : state) {
        GameState sample = determinize(view, rng);
        benchmark::DoNotOptimize(sample);
    }
}
BENCHMARK(BM_Determinize)->ArgName("players")->Arg(4)->Arg(2)->Unit(benchmark::kMicrosecond);

// A random playout from the round-5 position to the end (what one ISMCTS iteration mostly is).
void BM_RandomPlayout(benchmark::State& state) {
    const GameState start = midGame(static_cast<int>(state.range(0)), 5, 2024);
    Rng rng(5);
    ActionList legal;
    std::int64_t actions = 0;
    for (auto _ : state) {
        GameState s = start;
        while (!isOver(s)) {
            legalActions(s, legal);
            apply(s, seatToAct(s),
                  legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
            ++actions;
        }
        benchmark::DoNotOptimize(s);
    }
    state.counters["actions_per_second"] =
        benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomPlayout)->ArgName("players")->Arg(4)->Arg(2)->Unit(benchmark::kMicrosecond);

// The view a seat gets before every decision.
void BM_MakeView(benchmark::State& state) {
    const GameState s = midGame(4, 5, 2024);
    const int seat = seatToAct(s);
    for (auto _ : state) {
        PlayerView view = makeView(s, seat);
        benchmark::DoNotOptimize(view);
    }
}
BENCHMARK(BM_MakeView)->Unit(benchmark::kNanosecond);

} // namespace
