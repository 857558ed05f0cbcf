#include "engine/bots/analysis.h"

#include "engine/assist.h"
#include "engine/table.h"

#include <atomic>
#include <thread>

namespace cor {

Judgement judgeDecision(const PlayerView& view, const ActionList& legal, const Action& chosen,
                        const JudgeBudget& budget) {
    ActionList offered;
    assistedChoices(view, legal, offered);
    HintAndChoice judged =
        hintAndChoice(view, offered, chosen, budget.iterations, budget.chosenIterations);
    return Judgement{std::move(judged.hint), judged.bestValue, judged.chosenValue,
                     std::move(judged.why)};
}

std::vector<Decision> decisionsOf(const GameRecord& record, unsigned seats) {
    std::vector<Decision> decisions;
    GameState before;
    ActionList legal;
    const Table::Loaded loaded =
        Table::load(record, [&](const GameState& state, int step, const Action* action, int seat) {
            if (action != nullptr && (seats & (1u << seat)) != 0) {
                legalActions(before, legal);
                if (legal.size() > 1) {
                    decisions.push_back(
                        Decision{step, seat, before.round, makeView(before, seat), legal, *action});
                }
            }
            before = state;
        });
    if (loaded.failedAt >= 0) {
        decisions.clear();
    }
    return decisions;
}

std::vector<Judgement> judgeAll(const std::vector<Decision>& decisions, const JudgeBudget& budget,
                                int threads, const std::function<bool(int judged)>& onJudged) {
    std::vector<Judgement> judgements(decisions.size());
    std::atomic<std::size_t> next{0};
    std::atomic<int> judged{0};
    std::atomic<bool> cancelled{false};
    const auto work = [&] {
        for (std::size_t i = next++; i < decisions.size() && !cancelled; i = next++) {
            const Decision& d = decisions[i];
            judgements[i] = judgeDecision(d.view, d.legal, d.chosen, budget);
            if (onJudged && !onJudged(++judged)) {
                cancelled = true;
            }
        }
    };
    std::vector<std::jthread> pool;
    for (int t = 1; t < threads; ++t) {
        pool.emplace_back(work);
    }
    work();
    return judgements;
}

std::vector<SeatReview> reviewSeats(const std::vector<Decision>& decisions,
                                    const std::vector<Judgement>& judgements, int players) {
    std::vector<SeatReview> reviews(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat) {
        SeatReview& review = reviews[static_cast<std::size_t>(seat)];
        review.seat = seat;
        std::vector<int> mine;
        double total = 0.0;
        for (std::size_t i = 0; i < decisions.size(); ++i) {
            if (decisions[i].seat == seat) {
                mine.push_back(static_cast<int>(i));
                total += judgements[i].loss();
            }
        }
        review.decisions = static_cast<int>(mine.size());
        review.meanLoss = mine.empty() ? 0.0 : total / static_cast<double>(mine.size());
        std::stable_sort(mine.begin(), mine.end(), [&](int a, int b) {
            return judgements[static_cast<std::size_t>(a)].loss() >
                   judgements[static_cast<std::size_t>(b)].loss();
        });
        for (std::size_t k = 0; k < mine.size() && k < 3; ++k) {
            if (judgements[static_cast<std::size_t>(mine[k])].loss() > 0.0) {
                review.worst.push_back(mine[k]);
            }
        }
    }
    return reviews;
}

Severity severityOf(double loss) {
    if (loss >= kSeverityBounds[2]) {
        return Severity::Blunder;
    }
    if (loss >= kSeverityBounds[1]) {
        return Severity::Mistake;
    }
    return loss >= kSeverityBounds[0] ? Severity::Slip : Severity::None;
}

} // namespace cor
