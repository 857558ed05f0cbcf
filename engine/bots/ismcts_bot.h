// Information-set Monte Carlo tree search (single observer): every iteration samples a full
// state consistent with the bot's view (determinize), walks one shared tree choosing among
// the actions legal in that sample (UCB with availability counts), expands one action and
// plays the game out; each node keeps the reward of the seat that chose its action.
#pragma once

#include "engine/bots/bot.h"
#include "engine/rng.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace cor {

// How the search plays and judges. The defaults are plain ISMCTS: random playouts to the end.
struct IsmctsOptions {
    double exploration = 0.7;
    // Playouts by rules of thumb (bots/playout_policy.h) instead of uniformly random moves.
    bool heuristicPlayouts = false;
    // 0: play out to the end. n > 0: play on until each seat has had about n turns (emissaries
    // placed), counted in whole rounds from the one being searched, then judge by the
    // evaluation (bots/evaluation.h): shorter playouts. Turns, not rounds, so the horizon is
    // the same with any number of players (a round has two turns a seat with two players, one
    // with three or four).
    int playoutTurns = 0;
    // A cut-off playout's reward: 0.5 + 0.5 tanh(margin / evaluationScale), the margin being
    // the seat's evaluation minus the best other seat's, in points.
    double evaluationScale = 10.0;
    // 0: every action legal at a node is tried once before any is tried twice. w > 0:
    // progressive widening, a node seen n times has at most w * sqrt(n) children, added in the
    // order the greedy evaluation ranks them: the search goes deeper along the likely lines.
    double widening = 0.0;
};

// The search of the difficulty levels (bots/levels.cpp): playouts by rules of thumb, cut off
// after six turns a seat and judged by the evaluation.
IsmctsOptions levelSearchOptions();
// The expert's search: the levels' with progressive widening (bots/levels.cpp says why).
IsmctsOptions expertSearchOptions();

// What the last search found for one of the root's legal actions.
struct RootEstimate {
    Action action;
    std::uint32_t visits = 0;
    // The mean final score margin to the best other seat after it, in points (at a cut-off
    // the evaluation's margin).
    double margin = 0.0;
};

// What the lines after one root action came to (tallied when asked, for a hint's reasons): per
// seat the score pad's rows where each line ended (the end, or the playout's cut-off) and the
// evaluation's worth beyond them, and per card who took it first among the seats.
inline constexpr int kScoreRows =
    8; // residential 2, 3, 4, aqueducts, temples, coins, tokens, cards
struct LineTally {
    std::uint32_t lines = 0;
    std::array<std::array<std::int64_t, kScoreRows>, kMaxPlayers> rows{};
    std::array<std::int64_t, kMaxPlayers> beyond{}; // hundredths of a point
    std::array<std::array<std::uint32_t, kMaxPlayers>, kCardKinds> firstTaker{};
    // The mean of a seat's row (0..kScoreRows-1) or, with kScoreRows, of its worth beyond them.
    double mean(int seat, int row) const;
};

struct PlayoutOutcome; // ismcts_bot.cpp

struct IsmctsStats {
    int iterations = 0;
    int nodes = 0;
};

class IsmctsBot final : public Bot {
  public:
    IsmctsBot(std::uint64_t seed, BotBudget budget, IsmctsOptions options = {});
    Action choose(const PlayerView& view, const ActionList& legal) override;
    const IsmctsStats& lastStats() const { return stats_; }
    // The legal actions the last search visited, most visited first.
    std::vector<RootEstimate> rootEstimates(const ActionList& legal) const;
    // Adds `iterations` iterations to the last search that all begin with `action` (legal
    // at its root): an action the search passed over gets an estimate of its own.
    void searchAfter(const PlayerView& view, const Action& action, int iterations);
    // The next searches choose at their root only among `actions` (the table's offer,
    // engine/assist.h), not every legal action.
    void restrictRoot(const ActionList& actions);
    // The next searches tally where the lines after each root action end (a hint's reasons).
    void tallyLines() { tallying_ = true; }
    // The tally of the lines after `action` (empty when none were tallied).
    LineTally lineTally(const Action& action) const;
    // The seat's own next decisions the last search expects after `first` (one of its root's
    // actions): each the choice the seat made most often at its next decision (building one
    // card anywhere is one choice; then its most chosen action), summed over every reply of
    // the other seats in the tree, while that sum is at least `minVisits`; at most
    // `maxDecisions`. A school's keep that returns cards ends it (its key is not undone).
    std::vector<Action> expectedDecisions(const Action& first, int seat, std::uint32_t minVisits,
                                          int maxDecisions) const;

  private:
    struct Node {
        std::uint64_t key = 0; // the action leading here
        std::int32_t firstChild = -1;
        std::int32_t nextSibling = -1;
        std::int8_t actor = -1; // seat that chose the action leading here
        std::uint32_t visits = 0;
        std::uint32_t available = 0;
        float margin = 0.0F; // sum over visits, in points, for the seat that chose
        double reward = 0.0;
    };

    // One iteration; with `forced`, the root's step takes the action of that key.
    void iterate(const PlayerView& view, const std::uint64_t* forced = nullptr);
    PlayoutOutcome playout(GameState& state, int lastRound);
    void note(int seat, const Action& action);
    void tally(std::int32_t rootChild, const GameState& end, const PlayoutOutcome& outcome);

    Rng rng_;
    BotBudget budget_;
    IsmctsOptions options_;
    std::vector<Node> nodes_;
    std::vector<std::uint64_t> rootKeys_; // sorted; empty: every legal action
    IsmctsStats stats_;
    bool tallying_ = false;
    std::array<std::int8_t, kCardKinds> firstTaker_{};         // this iteration's, while tallying
    std::vector<std::pair<std::uint64_t, LineTally>> tallies_; // by root action key
};

std::uint64_t actionKey(const Action& action);
// The action of a key, but for a keep that returns cards (nothing then).
std::optional<Action> actionOfKey(std::uint64_t key);

// The last round a playout cut off after `turns` turns a seat plays, searched from `round`
// (0 before the first) with `turnsPerRound` emissaries a seat.
int playoutLastRound(int round, int turnsPerRound, int turns);

} // namespace cor
