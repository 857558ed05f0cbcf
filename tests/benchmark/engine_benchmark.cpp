// Engine speed: whole random games per second (the target is at least 5,000 four-player games
// a second on one core), and the hot-path operations a search runs millions of times:
// legalActions, apply, copying the state, makeView. Positions are fixed (seeded random games),
// so runs compare. Every benchmark reports items_per_second.
// No main() here: the executable links benchmark::benchmark_main.
#include "engine/events.h"
#include "engine/invariants.h"
#include "engine/record.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "engine/table.h"
#include "engine/view.h"

#include <benchmark/benchmark.h>
#include <cstdint>
#include <vector>

namespace {

using namespace cor;

Action pick(Rng& rng, const ActionList& legal) {
    return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

// One random game from newGame to the end; returns the number of actions.
int playRandomGame(const GameSetup& setup, Rng& rng, ActionList& legal) {
    GameState s = newGame(setup);
    int actions = 0;
    while (!isOver(s)) {
        legalActions(s, legal);
        apply(s, seatToAct(s), pick(rng, legal));
        ++actions;
    }
    benchmark::DoNotOptimize(s);
    return actions;
}

// Whole random games (setup, every legalActions and apply, automatic steps, final round):
// items = games.
void randomGames(benchmark::State& state, int players, bool shrine) {
    ActionList legal;
    std::uint64_t games = 0;
    std::int64_t actions = 0;
    for (auto _ : state) {
        Rng rng(games);
        actions += playRandomGame(GameSetup{players, deriveSeed(2024, games), shrine}, rng, legal);
        ++games;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(games));
    state.counters["actions_per_game"] = static_cast<double>(actions) / static_cast<double>(games);
    state.counters["actions_per_second"] =
        benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

void BM_RandomGame4p(benchmark::State& state) {
    randomGames(state, 4, false);
}
void BM_RandomGame4pShrine(benchmark::State& state) {
    randomGames(state, 4, true);
}
void BM_RandomGame3p(benchmark::State& state) {
    randomGames(state, 3, false);
}
void BM_RandomGame2p(benchmark::State& state) {
    randomGames(state, 2, false);
}
BENCHMARK(BM_RandomGame4p)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RandomGame4pShrine)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RandomGame3p)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RandomGame2p)->Unit(benchmark::kMicrosecond);

// A seeded random 4-player game stopped at the first build step from round 5 on with a real
// choice (at least eight legal actions, no school decision pending).
GameState midGame(int players = 4) {
    ActionList legal;
    for (std::uint64_t attempt = 0;; ++attempt) {
        GameState s = newGame(GameSetup{players, 77 + attempt, false});
        Rng rng(attempt);
        while (!isOver(s)) {
            legalActions(s, legal);
            if (s.round >= 5 && s.phase == Phase::Actions && s.turn.took &&
                !s.turn.schoolPending() && legal.size() >= 8) {
                return s;
            }
            apply(s, seatToAct(s), pick(rng, legal));
        }
    }
}

// Every decision point of one seeded random 4-player game, with the action taken there.
struct Trajectory {
    std::vector<GameState> states;
    std::vector<Action> actions;
};

Trajectory trajectory(int players = 4) {
    Trajectory t;
    GameState s = newGame(GameSetup{players, 4242, false});
    Rng rng(17);
    ActionList legal;
    while (!isOver(s)) {
        legalActions(s, legal);
        const Action a = pick(rng, legal);
        t.states.push_back(s);
        t.actions.push_back(a);
        apply(s, seatToAct(s), a);
    }
    return t;
}

// legalActions in one mid-game build step.
void BM_LegalActionsMidGame(benchmark::State& state) {
    const GameState s = midGame();
    ActionList legal;
    for (auto _ : state) {
        legalActions(s, legal);
        benchmark::DoNotOptimize(legal);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["legal_actions"] = legal.size();
}
BENCHMARK(BM_LegalActionsMidGame);

// legalActions at every decision point of a game in turn (the mix a playout sees).
void BM_LegalActionsAlongAGame(benchmark::State& state) {
    const Trajectory t = trajectory();
    ActionList legal;
    std::size_t i = 0;
    for (auto _ : state) {
        legalActions(t.states[i], legal);
        benchmark::DoNotOptimize(legal);
        i = i + 1 == t.states.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LegalActionsAlongAGame);

// Copying the whole state (what a search does before every trial move).
void BM_StateCopy(benchmark::State& state) {
    const GameState s = midGame();
    for (auto _ : state) {
        GameState copy = s;
        benchmark::DoNotOptimize(copy);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations());
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(sizeof(GameState)));
    state.counters["state_bytes"] = sizeof(GameState);
}
BENCHMARK(BM_StateCopy);

// apply of the action taken at every decision point of a game in turn, each on a fresh copy of
// its state (so this is copy + apply; BM_StateCopy gives the copy alone).
void BM_ApplyAlongAGame(benchmark::State& state) {
    const Trajectory t = trajectory();
    std::size_t i = 0;
    for (auto _ : state) {
        GameState s = t.states[i];
        const ActionError error = apply(s, seatToAct(s), t.actions[i]);
        benchmark::DoNotOptimize(error);
        benchmark::DoNotOptimize(s);
        i = i + 1 == t.states.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ApplyAlongAGame);

// The same with the event log the host keeps.
void BM_ApplyAlongAGameWithEvents(benchmark::State& state) {
    const Trajectory t = trajectory();
    EventLog log;
    log.reserve(64);
    std::size_t i = 0;
    for (auto _ : state) {
        GameState s = t.states[i];
        log.clear();
        const ActionError error = apply(s, seatToAct(s), t.actions[i], &log);
        benchmark::DoNotOptimize(error);
        benchmark::DoNotOptimize(s);
        i = i + 1 == t.states.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ApplyAlongAGameWithEvents);

// A build applied to a copy of the mid-game state (cycling through its legal actions).
void BM_ApplyMidGame(benchmark::State& state) {
    const GameState start = midGame();
    ActionList legal;
    legalActions(start, legal);
    int i = 0;
    for (auto _ : state) {
        GameState s = start;
        const ActionError error = apply(s, seatToAct(s), legal[i]);
        benchmark::DoNotOptimize(error);
        benchmark::DoNotOptimize(s);
        i = i + 1 == legal.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ApplyMidGame);

// The view of every seat in turn (what the host sends before every decision).
void BM_MakeViewMidGame(benchmark::State& state) {
    const GameState s = midGame();
    int seat = 0;
    for (auto _ : state) {
        PlayerView view = makeView(s, seat);
        benchmark::DoNotOptimize(view);
        seat = (seat + 1) % s.playerCount;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["view_bytes"] = sizeof(PlayerView);
}
BENCHMARK(BM_MakeViewMidGame);

// Replaying a saved 4-player game (load and the desync check): items = games.
void BM_Replay4p(benchmark::State& state) {
    const Trajectory t = trajectory();
    const GameRecord record{GameSetup{4, 4242, false}, t.actions};
    for (auto _ : state) {
        Table::Loaded result = Table::load(record);
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Replay4p)->Unit(benchmark::kMicrosecond);

// The invariant check selfplay runs after every action.
void BM_CheckInvariants(benchmark::State& state) {
    const GameState s = midGame();
    for (auto _ : state) {
        std::string broken = checkInvariants(s);
        benchmark::DoNotOptimize(broken);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CheckInvariants);

} // namespace
