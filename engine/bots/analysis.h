// A look back at a finished game: every decision judged from the deciding seat's own view by
// the search of the strongest level (cityofrome-cli analyze, the app's "How did I play?").
// A judgement reads only the view, so it never knows more than the seat did.
#pragma once

#include "engine/bots/hint.h"
#include "engine/record.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace cor {

struct JudgeBudget {
    int iterations = kHintIterations; // the search of the decision: a hint's, by default
    // Iterations the chosen action gets at least, so a move the search passed over still has
    // an estimate of its own.
    int chosenIterations = 1'500;
};

struct Judgement {
    // The hint the seat could have asked for (with assisted play's offer, engine/assist.h): the
    // best action, its plan and why, in the words the app uses for hints.
    Hint hint;
    // Expected final score margin to the best other seat, in points, after the best and after
    // the chosen action, as the search estimates them.
    double bestValue = 0.0;
    double chosenValue = 0.0;
    // Why the best action beats the chosen one (engine/bots/why.h), for a loss of a point or
    // more.
    std::vector<Why> why;
    const Action& best() const { return hint.action; }
    double loss() const { return std::max(0.0, bestValue - chosenValue); }
};

// Deterministic: the same view, legal list and budget give the same judgement; with the
// default budget its hint is the one hintFor gives.
Judgement judgeDecision(const PlayerView& view, const ActionList& legal, const Action& chosen,
                        const JudgeBudget& budget);

// One decision of a game: the seat to act had more than one legal action.
struct Decision {
    int step = 0; // the chosen action's number, as `replay --trace` counts (taken at step - 1)
    int seat = 0;
    int round = 0;
    PlayerView view;
    ActionList legal;
    Action chosen;
};

// The decisions of the seats in `seats` (bit s: seat s), in the order they were taken. Empty
// when the record does not replay.
std::vector<Decision> decisionsOf(const GameRecord& record, unsigned seats);

// Judges every decision on `threads` threads. `onJudged(count)` is told, from the working
// threads, how many are done; once it returns false the rest are skipped (their judgements
// stay empty) and the call returns.
std::vector<Judgement> judgeAll(const std::vector<Decision>& decisions, const JudgeBudget& budget,
                                int threads, const std::function<bool(int judged)>& onJudged);

// What a seat's decisions cost it over the game.
struct SeatReview {
    int seat = 0;
    int decisions = 0;
    double meanLoss = 0.0;
    std::vector<int> worst; // indices into the decisions, costliest first, at most three
};
std::vector<SeatReview> reviewSeats(const std::vector<Decision>& decisions,
                                    const std::vector<Judgement>& judgements, int players);

// How much a decision's loss in points makes it a slip, a mistake or a blunder: at least
// kSeverityBounds[0], [1] or [2] points; tuned so the expert rarely blunders (README, Look back).
enum class Severity : std::uint8_t { None, Slip, Mistake, Blunder };
inline constexpr std::array<int, 3> kSeverityBounds{2, 5, 10};
Severity severityOf(double loss);

} // namespace cor
