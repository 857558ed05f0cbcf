#include "engine/bots/hint.h"

#include "engine/bots/determinize.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/scoring.h"

#include <algorithm>
#include <cmath>

namespace cor {
namespace {

// A line goes on only through nodes the search saw this often: fewer is noise, not a plan.
constexpr std::uint32_t kLineMinVisits = 40;
// How many of the seat's next decisions are followed, and how many a hint shows.
constexpr int kLineDecisions = 8;
constexpr std::size_t kLineSteps = 3;

bool leadsInfluence(const GameState& s, int seat) {
    const int mine = s.players[static_cast<std::size_t>(seat)].influence;
    for (int other = 0; other < s.playerCount; ++other) {
        if (other != seat && s.players[static_cast<std::size_t>(other)].influence >= mine) {
            return false;
        }
    }
    return true;
}

// What the residential areas gain together; detail: the value (2..4) of the areas that gain
// most (a build can merge areas, so one value may lose what another gains).
HintReason residentialReason(const ScoreSheet& before, const ScoreSheet& after) {
    const std::array<int, 3> gains{after.residential2 - before.residential2,
                                   after.residential3 - before.residential3,
                                   after.residential4 - before.residential4};
    const int total = gains[0] + gains[1] + gains[2];
    // The value that gains most, or where the areas lose in all (a building replaced), loses most.
    const auto named = total < 0 ? std::min_element(gains.begin(), gains.end())
                                 : std::max_element(gains.begin(), gains.end());
    return {HintReasonKind::Residential, total, static_cast<int>(named - gains.begin()) + 2};
}

int cityPoints(const PlayerState& player) {
    const ScoreSheet s = scorePlayer(player);
    return s.residential2 + s.residential3 + s.residential4 + s.aqueducts + s.temples;
}

// The cards the viewer may take, keep or build now: what the offer shows, the draft pack it
// holds and its draw, which it may take or keep; its hand, which it may build.
struct KnownCards {
    std::vector<Card> offer;
    std::vector<Card> choice; // the draft pack or the school's draw
    std::vector<Card> hand;   // and every card the line takes or keeps before
};

bool among(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

KnownCards knownCards(const PlayerView& view) {
    KnownCards known;
    known.offer.assign(view.offer.begin(), view.offer.begin() + view.offerSize);
    const PlayerPublicView& self = view.players[static_cast<std::size_t>(view.viewer)];
    for (int i = 0; i < self.handSize; ++i) {
        known.hand.push_back(self.hand[static_cast<std::size_t>(i)].card);
    }
    known.choice.assign(view.draftPack.begin(), view.draftPack.begin() + view.draftPackSize);
    known.choice.insert(known.choice.end(), view.turn.drawn.begin(),
                        view.turn.drawn.begin() + view.turn.drawnCount);
    return known;
}

// The seat can know now that it will be able to take this decision's card: a take from the
// offer shown, a keep from the pack or draw it holds, a build of a card in hand or taken or kept
// earlier in the line.
bool cardKnown(const KnownCards& known, const Action& action) {
    switch (action.kind) {
    case ActionKind::Take:
        return among(known.offer, action.card);
    case ActionKind::Draft:
    case ActionKind::Keep:
        return among(known.choice, action.card);
    case ActionKind::Build:
        return among(known.hand, action.card);
    default:
        return true;
    }
}

// The seat has seen the action strip of `round` (what its spaces give).
bool stripKnown(const PlayerView& view, int round) {
    const int ahead = round - std::max<int>(view.round, 1);
    return ahead >= 0 && ahead < kStripCount &&
           view.strips[static_cast<std::size_t>(ahead)] != kUnknownStrip;
}

// Whether another seat picks before the seat's take at space `at` of `round`: one of their
// emissaries lies between the turn going on and `at`, or may still be placed there; always in
// a later round (its emissaries are not placed yet), or where the space is not known.
bool othersPickFirst(const PlayerView& view, int seat, int round, int at,
                     const std::vector<int>& mine) {
    if (round != view.round || at == 0 || view.phase == Phase::Draft) {
        return true;
    }
    const int from = view.phase == Phase::Actions ? view.turn.space : 0;
    int freeBefore = 0;
    for (int space = from + 1; space < at; ++space) {
        const int there = view.emissaries[static_cast<std::size_t>(space - 1)];
        if (there >= 0 && there != seat) {
            return true;
        }
        const bool ours = std::find(mine.begin(), mine.end(), space) != mine.end();
        freeBefore += there < 0 && !ours ? 1 : 0;
    }
    // In the emissary phase a free space before it may still get another seat's emissary.
    if (view.phase != Phase::Emissaries || freeBefore == 0) {
        return false;
    }
    const auto othersPlaced =
        std::count_if(view.emissaries.begin(), view.emissaries.end(),
                      [seat](std::int8_t there) { return there >= 0 && there != seat; });
    return othersPlaced < (view.playerCount - 1) * view.emissariesPerPlayer;
}

// The seat's own decisions the search expects after `first` (summed over the other seats'
// replies), the first one included. A decision about a card the seat cannot know yet (drawn or
// dealt later) or on a strip it has not seen is left out, as is ending a turn. When each comes
// follows from the game's order: an action turn begins with its take, a round's emissaries come
// after the last round's turns.
std::vector<HintStep> ownSteps(const PlayerView& view, const GameState& sample,
                               const IsmctsBot& search, const Action& first) {
    const int seat = view.viewer;
    PlayerState self = sample.players[static_cast<std::size_t>(seat)];
    GameState after = sample;
    apply(after, seat, first);
    std::vector<HintStep> steps{
        {first, 0, view.round,
         cityPoints(after.players[static_cast<std::size_t>(seat)]) - cityPoints(self)}};
    self = after.players[static_cast<std::size_t>(seat)];
    KnownCards known = knownCards(view);
    if (first.card != Card::None) {
        known.hand.push_back(first.card);
    }
    int round = view.round;
    int turnsLater = 0;
    bool inTurn = view.phase == Phase::Actions;
    // The seat's emissaries of the round, by space: its turns come in their order, whatever
    // the order they were placed in (two players have two each).
    std::vector<int> mine;
    for (int space = 1; space <= kStripSpaces && view.phase != Phase::Draft; ++space) {
        if (view.emissaries[static_cast<std::size_t>(space - 1)] == seat) {
            mine.push_back(space);
        }
    }
    int at = view.phase == Phase::Actions && view.turn.seat == seat ? view.turn.space : 0;
    if (first.kind == ActionKind::Place) {
        mine.push_back(first.amount);
    }
    for (const Action& action :
         search.expectedDecisions(first, seat, kLineMinVisits, kLineDecisions)) {
        if (steps.size() == kLineSteps) {
            break;
        }
        if (action.kind == ActionKind::Take) {
            turnsLater += inTurn ? 1 : 0;
            inTurn = true;
            std::sort(mine.begin(), mine.end());
            const auto next = std::upper_bound(mine.begin(), mine.end(), at);
            at = next == mine.end() ? 0 : *next;
        } else if (action.kind == ActionKind::Place) {
            if (inTurn) { // a new round: its emissaries
                mine.clear();
                at = 0;
            }
            round = std::max(round + (inTurn ? 1 : 0), 1); // round 1 after the setup draft
            inTurn = false;
            mine.push_back(action.amount);
        }
        int points = 0;
        if (action.kind == ActionKind::Build) {
            const int was = cityPoints(self);
            self.city.place(action.card, cellIndex(action.x, action.y));
            points = cityPoints(self) - was;
        }
        const bool unknown = !cardKnown(known, action) ||
                             (action.kind == ActionKind::Place && !stripKnown(view, round));
        if (!unknown && action.kind != ActionKind::Build && action.card != Card::None) {
            known.hand.push_back(action.card);
        }
        if (action.kind == ActionKind::Pass || unknown) {
            continue;
        }
        steps.push_back(
            {action, turnsLater, round, points,
             view.emissariesPerPlayer > 1 && action.kind == ActionKind::Take ? at : 0,
             action.kind == ActionKind::Take && othersPickFirst(view, seat, round, at, mine)});
    }
    return steps;
}

IsmctsBot hintSearch(const PlayerView& view, const ActionList& offered, const GameState& sample,
                     int iterations) {
    IsmctsBot search(hintSeed(view), BotBudget{iterations, 0.0}, expertSearchOptions());
    search.tallyLines();
    ActionList legal;
    legalActions(sample, legal);
    if (legal.size() != offered.size()) {
        search.restrictRoot(offered);
    }
    return search;
}

GameState sampleOf(const PlayerView& view) {
    Rng rng(hintSeed(view));
    return determinize(view, rng);
}

// The cards a line goes on to take, keep or build after its first step.
std::vector<Card> plannedCards(const std::vector<HintStep>& line) {
    std::vector<Card> cards;
    for (std::size_t i = 1; i < line.size(); ++i) {
        if (line[i].action.card != Card::None) {
            cards.push_back(line[i].action.card);
        }
    }
    return cards;
}

// A temples reason of a choice that neither takes nor builds a temple (an emissary's space, say)
// names the temple its line goes on to take, keep or build first, if any.
void nameLinesTemple(const GameState& sample, const std::vector<HintStep>& line,
                     std::vector<Why>& why) {
    const auto temple = std::find_if(
        line.begin(), line.end(), [](const HintStep& step) { return isTemple(step.action.card); });
    for (Why& reason : why) {
        if (reason.kind == WhyKind::Scores && reason.row == ScoreRow::Temples &&
            reason.card == Card::None && temple != line.end()) {
            nameTemple(sample, reason, temple->action.card);
        }
    }
}

// The hint from a search over `offered` that has just chosen `action`.
Hint hintFromSearch(const PlayerView& view, const ActionList& offered, const GameState& sample,
                    const IsmctsBot& search, const Action& action) {
    Hint hint = explainChoice(view, action);
    for (const RootEstimate& estimate : search.rootEstimates(offered)) {
        if (estimate.action == action) {
            hint.value = estimate.margin;
        } else if (!hint.nextBest) {
            hint.nextBest = estimate.action;
            hint.nextBestValue = estimate.margin;
        }
    }
    hint.line = ownSteps(view, sample, search, action);
    if (hint.nextBest && hint.worth() >= 1) {
        hint.why = whyBetter(sample, action, search.lineTally(action), *hint.nextBest,
                             search.lineTally(*hint.nextBest), hint.value - hint.nextBestValue,
                             plannedCards(hint.line));
        nameLinesTemple(sample, hint.line, hint.why);
    }
    return hint;
}

} // namespace

int Hint::worth() const {
    return nextBest ? std::max(0, static_cast<int>(std::lround(value - nextBestValue))) : 0;
}

std::uint64_t hintSeed(const PlayerView& view) {
    return deriveSeed(0x4849'4e54ULL ^ view.stateId, static_cast<std::uint64_t>(view.viewer));
}

Hint explainChoice(const PlayerView& view, const Action& action) {
    Hint hint;
    hint.action = action;
    const GameState before = sampleOf(view);
    GameState after = before;
    const int seat = view.viewer;
    if (apply(after, seat, action) != ActionError::None) {
        return hint;
    }
    const PlayerState& was = before.players[static_cast<std::size_t>(seat)];
    const PlayerState& is = after.players[static_cast<std::size_t>(seat)];
    const ScoreSheet a = scorePlayer(was);
    const ScoreSheet b = scorePlayer(is);
    // Points first (biggest first), then the points a replaced building takes with it (so that
    // the figures add up to the build's preview), then what the turn gains, then the space.
    std::vector<HintReason> reasons;
    const HintReason residential = residentialReason(a, b);
    for (const HintReason& r :
         {residential, HintReason{HintReasonKind::Aqueducts, b.aqueducts - a.aqueducts, 0},
          HintReason{HintReasonKind::Temples, b.temples - a.temples, 0}}) {
        if (r.value != 0) {
            reasons.push_back(r);
        }
    }
    std::stable_sort(reasons.begin(), reasons.end(),
                     [](const HintReason& x, const HintReason& y) { return x.value > y.value; });
    const int influence = is.influence - was.influence;
    if (influence > 0 && leadsInfluence(after, seat) && !leadsInfluence(before, seat)) {
        reasons.push_back({HintReasonKind::InfluenceLead, influence, 0});
    } else if (influence > 0) {
        reasons.push_back({HintReasonKind::Influence, influence, 0});
    }
    const int tokens = is.city.brickTokenCount() - was.city.brickTokenCount();
    if (tokens > 0) {
        reasons.push_back({HintReasonKind::BrickTokens, tokens, 0});
    }
    if (is.coins > was.coins) {
        reasons.push_back({HintReasonKind::Coins, is.coins - was.coins, 0});
    }
    if (action.kind == ActionKind::Place) {
        reasons.push_back({HintReasonKind::Space, stripBricks(before.currentStrip(), action.amount),
                           stripCogs(before.currentStrip(), action.amount)});
    }
    hint.reasonCount = static_cast<int>(std::min(reasons.size(), hint.reasons.size()));
    std::copy_n(reasons.begin(), hint.reasonCount, hint.reasons.begin());
    return hint;
}

Hint hintFor(const PlayerView& view, const ActionList& offered, int iterations) {
    const GameState sample = sampleOf(view);
    IsmctsBot search = hintSearch(view, offered, sample, iterations);
    const Action action = search.choose(view, offered);
    return hintFromSearch(view, offered, sample, search, action);
}

HintAndChoice hintAndChoice(const PlayerView& view, const ActionList& offered, const Action& chosen,
                            int iterations, int chosenIterations) {
    const GameState sample = sampleOf(view);
    IsmctsBot search = hintSearch(view, offered, sample, iterations);
    const Action action = search.choose(view, offered);
    HintAndChoice judged{hintFromSearch(view, offered, sample, search, action), 0.0, 0.0, {}};
    judged.bestValue = judged.hint.value;
    if (chosen == action && offered.size() > 1) {
        judged.chosenValue = judged.bestValue;
        return judged;
    }
    // The chosen action (and a lone offered one, which the search does not weigh) get
    // estimates of their own from the same tree; the hint's own stay as they were.
    ActionList both;
    both.push(action);
    if (!(chosen == action)) {
        both.push(chosen);
    }
    const auto estimateOf = [&](const Action& a) {
        std::optional<RootEstimate> found;
        for (const RootEstimate& estimate : search.rootEstimates(both)) {
            found = estimate.action == a ? estimate : found;
        }
        return found;
    };
    for (const Action& a : both) {
        const std::optional<RootEstimate> estimate = estimateOf(a);
        const int visits = estimate ? static_cast<int>(estimate->visits) : 0;
        if (visits < chosenIterations && (offered.size() == 1 || !(a == action))) {
            search.searchAfter(view, a, chosenIterations - visits);
        }
    }
    judged.bestValue = estimateOf(action).value_or(RootEstimate{}).margin;
    judged.chosenValue = estimateOf(chosen).value_or(RootEstimate{}).margin;
    if (judged.bestValue - judged.chosenValue >= 0.5) {
        judged.why =
            whyBetter(sample, action, search.lineTally(action), chosen, search.lineTally(chosen),
                      judged.bestValue - judged.chosenValue, plannedCards(judged.hint.line));
        nameLinesTemple(sample, judged.hint.line, judged.why);
    }
    return judged;
}

} // namespace cor
