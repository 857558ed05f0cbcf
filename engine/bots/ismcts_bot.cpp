#include "engine/bots/ismcts_bot.h"

#include "engine/bots/determinize.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/greedy_bot.h"
#include "engine/bots/playout_policy.h"
#include "engine/scoring.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace cor {

// Per seat: the reward a node keeps, and the margin to the best other seat in points.
struct PlayoutOutcome {
    std::array<double, kMaxPlayers> reward;
    std::array<double, kMaxPlayers> margin;
    // A cut-off playout's evaluation of each seat, in hundredths (a line's tally reads it).
    std::array<int, kMaxPlayers> evaluation;
};

namespace {

constexpr int kDefaultIterations = 3000;

// Open-addressing set of the legal action keys of one sample, with "already a child" marks.
// A slot belongs to the current sample only when it carries the current generation, so a new
// sample costs its own actions, not a clear of every slot.
class LegalIndex {
  public:
    void build(const ActionList& legal) {
        if (++generation_ == 0) { // wrapped: forget every old mark once
            generations_.fill(0);
            generation_ = 1;
        }
        for (int i = 0; i < legal.size(); ++i) {
            keys_[static_cast<std::size_t>(i)] = actionKey(legal[i]);
            childOf_[static_cast<std::size_t>(i)] = false;
            std::size_t h = hash(keys_[static_cast<std::size_t>(i)]);
            while (generations_[h] == generation_) {
                h = (h + 1) & (kSlots - 1);
            }
            generations_[h] = generation_;
            slots_[h] = static_cast<std::int16_t>(i);
        }
    }
    int find(std::uint64_t key) const {
        for (std::size_t h = hash(key); generations_[h] == generation_;
             h = (h + 1) & (kSlots - 1)) {
            if (keys_[static_cast<std::size_t>(slots_[h])] == key) {
                return slots_[h];
            }
        }
        return -1;
    }
    void markChild(int i) { childOf_[static_cast<std::size_t>(i)] = true; }
    bool isChild(int i) const { return childOf_[static_cast<std::size_t>(i)]; }

  private:
    static constexpr std::size_t kSlots = 4096;
    static std::size_t hash(std::uint64_t key) { return (key * 0x9E3779B97F4A7C15ULL) >> 52; }
    std::array<std::int16_t, kSlots> slots_{};
    std::array<std::uint32_t, kSlots> generations_{};
    std::uint32_t generation_ = 0;
    std::array<std::uint64_t, ActionList::kCapacity> keys_{};
    std::array<bool, ActionList::kCapacity> childOf_{};
};

// Each seat's reward at the end of a playout: mostly the win (shared wins split), partly the
// margin to the best other seat. Scores each city once; ties break as winners() does.
PlayoutOutcome rewards(const GameState& s) {
    struct Rank {
        int points, influence, coins;
        auto operator<=>(const Rank&) const = default;
    };
    std::array<Rank, kMaxPlayers> ranks{};
    Rank best{-1, -1, -1};
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        ranks[static_cast<std::size_t>(seat)] = Rank{scorePlayer(p).total, p.influence, p.coins};
        best = std::max(best, ranks[static_cast<std::size_t>(seat)]);
    }
    int winnerCount = 0;
    for (int seat = 0; seat < s.playerCount; ++seat) {
        winnerCount += ranks[static_cast<std::size_t>(seat)] == best ? 1 : 0;
    }
    PlayoutOutcome r{};
    for (int seat = 0; seat < s.playerCount; ++seat) {
        int bestOther = 0;
        for (int other = 0; other < s.playerCount; ++other) {
            if (other != seat) {
                bestOther = std::max(bestOther, ranks[static_cast<std::size_t>(other)].points);
            }
        }
        const Rank& mine = ranks[static_cast<std::size_t>(seat)];
        const double margin = std::tanh((mine.points - bestOther) / 20.0);
        const double win = mine == best ? 1.0 / winnerCount : 0.0;
        r.reward[static_cast<std::size_t>(seat)] = 0.7 * win + 0.3 * (0.5 + 0.5 * margin);
        r.margin[static_cast<std::size_t>(seat)] = mine.points - bestOther;
    }
    return r;
}

// Rewards of a playout cut off before the end, from the evaluation's margins.
PlayoutOutcome judged(const GameState& s, double scale) {
    std::array<int, kMaxPlayers> values{};
    for (int seat = 0; seat < s.playerCount; ++seat) {
        values[static_cast<std::size_t>(seat)] = evaluate(s, seat);
    }
    PlayoutOutcome r{};
    r.evaluation = values;
    for (int seat = 0; seat < s.playerCount; ++seat) {
        int bestOther = std::numeric_limits<int>::min();
        for (int other = 0; other < s.playerCount; ++other) {
            if (other != seat) {
                bestOther = std::max(bestOther, values[static_cast<std::size_t>(other)]);
            }
        }
        const double margin = (values[static_cast<std::size_t>(seat)] - bestOther) / 100.0;
        r.reward[static_cast<std::size_t>(seat)] = 0.5 + 0.5 * std::tanh(margin / scale);
        r.margin[static_cast<std::size_t>(seat)] = margin;
    }
    return r;
}

} // namespace

std::uint64_t actionKey(const Action& a) {
    std::uint64_t key = static_cast<std::uint64_t>(a.kind);
    key = key << 8 | static_cast<std::uint64_t>(a.card);
    key = key << 8 | static_cast<std::uint8_t>(a.x);
    key = key << 8 | static_cast<std::uint8_t>(a.y);
    key = key << 8 | a.amount;
    for (Card c : a.returned) {
        key = key * 37 + static_cast<std::uint64_t>(c);
    }
    return key;
}

std::optional<Action> actionOfKey(std::uint64_t key) {
    // actionKey multiplies by 37 once per returned slot: four empty slots leave 37^4 whole.
    constexpr std::uint64_t kEmptyReturns = 37ULL * 37 * 37 * 37;
    if (key % kEmptyReturns != 0) {
        return std::nullopt;
    }
    std::uint64_t base = key / kEmptyReturns;
    Action a;
    a.amount = static_cast<std::uint8_t>(base & 0xFF);
    a.y = static_cast<std::int8_t>(static_cast<std::uint8_t>(base >> 8 & 0xFF));
    a.x = static_cast<std::int8_t>(static_cast<std::uint8_t>(base >> 16 & 0xFF));
    a.card = static_cast<Card>(base >> 24 & 0xFF);
    a.kind = static_cast<ActionKind>(base >> 32 & 0xFF);
    return a;
}

namespace {

// The choice a plan follows: building a card, wherever and however paid; else the action.
std::uint64_t choiceKey(std::uint64_t key) {
    const std::optional<Action> a = actionOfKey(key);
    if (!a || a->kind != ActionKind::Build) {
        return key;
    }
    Action build;
    build.kind = ActionKind::Build;
    build.card = a->card;
    return actionKey(build);
}

} // namespace

int playoutLastRound(int round, int turnsPerRound, int turns) {
    turnsPerRound = std::max(turnsPerRound, 1);
    return std::max(round, 1) + (turns + turnsPerRound - 1) / turnsPerRound - 1;
}

IsmctsBot::IsmctsBot(std::uint64_t seed, BotBudget budget, IsmctsOptions options)
    : rng_(seed), budget_(budget), options_(options) {
    if (budget_.iterations <= 0 && budget_.seconds <= 0.0) {
        budget_.iterations = kDefaultIterations;
    }
}

Action IsmctsBot::choose(const PlayerView& view, const ActionList& legal) {
    stats_ = {};
    if (legal.size() == 1) {
        return legal[0];
    }
    nodes_.clear();
    tallies_.clear();
    nodes_.push_back(Node{});
    const int iterations = budget_.iterations;
    const auto start = budget_.clock();
    const auto outOfTime = [&] {
        return budget_.seconds > 0.0 &&
               std::chrono::duration<double>(budget_.clock() - start).count() >= budget_.seconds;
    };
    while (iterations <= 0 || stats_.iterations < iterations) {
        if ((stats_.iterations & 15) == 0 && outOfTime()) {
            break;
        }
        iterate(view);
        ++stats_.iterations;
    }
    stats_.nodes = static_cast<int>(nodes_.size());
    // The most visited legal child of the root.
    int best = 0;
    std::uint32_t bestVisits = 0;
    for (int i = 0; i < legal.size(); ++i) {
        const std::uint64_t key = actionKey(legal[i]);
        for (std::int32_t c = nodes_[0].firstChild; c >= 0;
             c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
            const Node& child = nodes_[static_cast<std::size_t>(c)];
            if (child.key == key && child.visits > bestVisits) {
                bestVisits = child.visits;
                best = i;
            }
        }
    }
    return legal[best];
}

double LineTally::mean(int seat, int row) const {
    if (lines == 0) {
        return 0.0;
    }
    const auto s = static_cast<std::size_t>(seat);
    return row < kScoreRows ? static_cast<double>(rows[s][static_cast<std::size_t>(row)]) / lines
                            : static_cast<double>(beyond[s]) / 100.0 / lines;
}

LineTally IsmctsBot::lineTally(const Action& action) const {
    const std::uint64_t key = actionKey(action);
    for (const auto& [k, t] : tallies_) {
        if (k == key) {
            return t;
        }
    }
    return {};
}

void IsmctsBot::note(int seat, const Action& action) {
    if (tallying_ && action.kind == ActionKind::Take &&
        firstTaker_[static_cast<std::size_t>(action.card)] < 0) {
        firstTaker_[static_cast<std::size_t>(action.card)] = static_cast<std::int8_t>(seat);
    }
}

void IsmctsBot::tally(std::int32_t rootChild, const GameState& end, const PlayoutOutcome& outcome) {
    const std::uint64_t key = nodes_[static_cast<std::size_t>(rootChild)].key;
    auto at = std::find_if(tallies_.begin(), tallies_.end(),
                           [key](const auto& t) { return t.first == key; });
    if (at == tallies_.end()) {
        tallies_.emplace_back(key, LineTally{});
        at = tallies_.end() - 1;
    }
    LineTally& t = at->second;
    ++t.lines;
    for (int seat = 0; seat < end.playerCount; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        const ScoreSheet sheet = scorePlayer(end.players[s]);
        const std::array<int, kScoreRows> rows{
            sheet.residential2, sheet.residential3, sheet.residential4,    sheet.aqueducts,
            sheet.temples,      sheet.coins,        sheet.influenceTokens, sheet.influenceCards};
        for (std::size_t r = 0; r < rows.size(); ++r) {
            t.rows[s][r] += rows[r];
        }
        t.beyond[s] += isOver(end) ? 0 : outcome.evaluation[s] - 100 * sheet.total;
    }
    for (std::size_t card = 0; card < firstTaker_.size(); ++card) {
        if (firstTaker_[card] >= 0) {
            ++t.firstTaker[card][static_cast<std::size_t>(firstTaker_[card])];
        }
    }
}

std::vector<RootEstimate> IsmctsBot::rootEstimates(const ActionList& legal) const {
    std::vector<RootEstimate> estimates;
    for (int i = 0; i < legal.size(); ++i) {
        const std::uint64_t key = actionKey(legal[i]);
        for (std::int32_t c = nodes_.empty() ? -1 : nodes_[0].firstChild; c >= 0;
             c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
            const Node& child = nodes_[static_cast<std::size_t>(c)];
            if (child.key == key && child.visits > 0) {
                estimates.push_back({legal[i], child.visits, child.margin / child.visits});
            }
        }
    }
    std::stable_sort(
        estimates.begin(), estimates.end(),
        [](const RootEstimate& a, const RootEstimate& b) { return a.visits > b.visits; });
    return estimates;
}

void IsmctsBot::searchAfter(const PlayerView& view, const Action& action, int iterations) {
    if (nodes_.empty()) {
        nodes_.push_back(Node{});
    }
    const std::uint64_t key = actionKey(action);
    for (int i = 0; i < iterations; ++i) {
        iterate(view, &key);
    }
}

void IsmctsBot::restrictRoot(const ActionList& actions) {
    rootKeys_.clear();
    for (const Action& a : actions) {
        rootKeys_.push_back(actionKey(a));
    }
    std::sort(rootKeys_.begin(), rootKeys_.end());
}

std::vector<Action> IsmctsBot::expectedDecisions(const Action& first, int seat,
                                                 std::uint32_t minVisits, int maxDecisions) const {
    std::vector<Action> decisions;
    std::vector<std::int32_t> frontier;
    for (std::int32_t c = nodes_.empty() ? -1 : nodes_[0].firstChild; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
        if (nodes_[static_cast<std::size_t>(c)].key == actionKey(first)) {
            frontier.push_back(c);
        }
    }
    while (static_cast<int>(decisions.size()) < maxDecisions && !frontier.empty()) {
        // The seat's next nodes below the frontier, through the other seats' moves only.
        std::vector<std::int32_t> open = frontier;
        std::vector<std::int32_t> next;
        while (!open.empty()) {
            const std::int32_t node = open.back();
            open.pop_back();
            for (std::int32_t c = nodes_[static_cast<std::size_t>(node)].firstChild; c >= 0;
                 c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
                (nodes_[static_cast<std::size_t>(c)].actor == seat ? next : open).push_back(c);
            }
        }
        using Tally = std::vector<std::pair<std::uint64_t, std::uint32_t>>; // key, visits
        const auto add = [](Tally& tally, std::uint64_t key, std::uint32_t visits) {
            auto at = std::find_if(tally.begin(), tally.end(),
                                   [&](const auto& v) { return v.first == key; });
            if (at == tally.end()) {
                tally.emplace_back(key, 0);
                at = tally.end() - 1;
            }
            at->second += visits;
        };
        const auto most = [](const Tally& tally) {
            return std::max_element(tally.begin(), tally.end(), [](const auto& a, const auto& b) {
                return a.second < b.second || (a.second == b.second && a.first > b.first);
            });
        };
        // The decision expected is the most visited choice, where building one card anywhere
        // is one choice (its visits are split by place and payment); then its most visited
        // action.
        Tally byAction;
        Tally byChoice;
        for (const std::int32_t c : next) {
            const Node& n = nodes_[static_cast<std::size_t>(c)];
            add(byAction, n.key, n.visits);
            add(byChoice, choiceKey(n.key), n.visits);
        }
        const auto choice = most(byChoice);
        if (choice == byChoice.end() || choice->second < minVisits) {
            break;
        }
        Tally ofChoice;
        for (const auto& [key, visits] : byAction) {
            if (choiceKey(key) == choice->first) {
                ofChoice.emplace_back(key, visits);
            }
        }
        const auto best = most(ofChoice);
        const std::optional<Action> action =
            best == ofChoice.end() ? std::nullopt : actionOfKey(best->first);
        if (!action) {
            break;
        }
        decisions.push_back(*action);
        std::erase_if(next, [&](std::int32_t c) {
            return nodes_[static_cast<std::size_t>(c)].key != best->first;
        });
        frontier = std::move(next);
    }
    return decisions;
}

void IsmctsBot::iterate(const PlayerView& view, const std::uint64_t* forced) {
    static thread_local LegalIndex index;
    static thread_local ActionList legal;
    GameState state = determinize(view, rng_);
    if (tallying_) {
        firstTaker_.fill(-1);
    }
    std::array<std::int32_t, 512> path; // only [0, depth) is read: not zeroed every iteration
    int depth = 0;
    std::int32_t node = 0;
    path[static_cast<std::size_t>(depth++)] = node;
    while (!isOver(state) && depth < static_cast<int>(path.size())) {
        legalActions(state, legal);
        if (node == 0 && forced == nullptr && !rootKeys_.empty()) {
            legal.retain([this](const Action& a) {
                return std::binary_search(rootKeys_.begin(), rootKeys_.end(), actionKey(a));
            });
        }
        index.build(legal);
        const int seat = seatToAct(state);
        // UCB among the children legal in this sample; count their availability.
        std::int32_t chosen = -1;
        double bestScore = -1.0;
        for (std::int32_t c = nodes_[static_cast<std::size_t>(node)].firstChild; c >= 0;
             c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
            Node& child = nodes_[static_cast<std::size_t>(c)];
            const int i = index.find(child.key);
            if (i < 0) {
                continue;
            }
            index.markChild(i);
            ++child.available;
            const double score =
                child.reward / child.visits +
                options_.exploration *
                    std::sqrt(std::log(static_cast<double>(child.available)) / child.visits);
            if (score > bestScore) {
                bestScore = score;
                chosen = c;
            }
        }
        const auto expand = [&](int i) {
            Node child;
            child.key = actionKey(legal[i]);
            child.actor = static_cast<std::int8_t>(seat);
            child.nextSibling = nodes_[static_cast<std::size_t>(node)].firstChild;
            child.available = 1;
            const auto childIndex = static_cast<std::int32_t>(nodes_.size());
            nodes_.push_back(child);
            nodes_[static_cast<std::size_t>(node)].firstChild = childIndex;
            note(seat, legal[i]);
            apply(state, seat, legal[i]);
            path[static_cast<std::size_t>(depth++)] = childIndex;
        };
        if (forced != nullptr && node == 0) {
            chosen = -1;
            for (std::int32_t c = nodes_[0].firstChild; c >= 0;
                 c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
                chosen = nodes_[static_cast<std::size_t>(c)].key == *forced ? c : chosen;
            }
            if (chosen < 0) {
                expand(index.find(*forced));
                break;
            }
        } else {
            int untried = 0;
            for (int i = 0; i < legal.size(); ++i) {
                untried += index.isChild(i) ? 0 : 1;
            }
            const int tried = legal.size() - untried;
            if (untried > 0 && options_.widening > 0.0 &&
                (tried == 0 ||
                 tried < options_.widening *
                             std::sqrt(nodes_[static_cast<std::size_t>(node)].visits + 1.0))) {
                // Progressive widening: the move the greedy evaluation ranks first among those
                // not tried yet.
                static thread_local ActionList untriedMoves;
                untriedMoves.clear();
                for (int i = 0; i < legal.size(); ++i) {
                    if (!index.isChild(i)) {
                        untriedMoves.push(legal[i]);
                    }
                }
                expand(index.find(actionKey(greedyChoice(state, untriedMoves, rng_))));
                break;
            }
            if (untried > 0 && options_.widening <= 0.0) {
                // Expand one untried action, then play out.
                int pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(untried)));
                int i = 0;
                for (;; ++i) {
                    if (!index.isChild(i) && pick-- == 0) {
                        break;
                    }
                }
                expand(i);
                break;
            }
        }
        const Action& next = legal[index.find(nodes_[static_cast<std::size_t>(chosen)].key)];
        note(seat, next);
        apply(state, seat, next);
        node = chosen;
        path[static_cast<std::size_t>(depth++)] = node;
    }
    const int lastRound =
        options_.playoutTurns > 0
            ? playoutLastRound(view.round, view.emissariesPerPlayer, options_.playoutTurns)
            : std::numeric_limits<int>::max();
    const auto result = playout(state, lastRound);
    if (tallying_ && depth >= 2) {
        tally(path[1], state, result);
    }
    for (int d = 0; d < depth; ++d) {
        Node& n = nodes_[static_cast<std::size_t>(path[static_cast<std::size_t>(d)])];
        ++n.visits;
        if (n.actor >= 0) {
            n.reward += result.reward[static_cast<std::size_t>(n.actor)];
            n.margin += static_cast<float>(result.margin[static_cast<std::size_t>(n.actor)]);
        }
    }
}

PlayoutOutcome IsmctsBot::playout(GameState& state, int lastRound) {
    static thread_local ActionList scratch;
    Action action;
    while (!isOver(state) && state.round <= lastRound) {
        if (options_.heuristicPlayouts) {
            playoutAction(state, rng_, scratch, action);
        } else {
            randomLegalAction(state, rng_, scratch, action);
        }
        const int seat = seatToAct(state);
        note(seat, action);
        apply(state, seat, action);
    }
    return isOver(state) ? rewards(state) : judged(state, options_.evaluationScale);
}

} // namespace cor
