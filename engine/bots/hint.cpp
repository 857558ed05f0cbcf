#include "engine/bots/hint.h"

#include "engine/bots/bot.h"
#include "engine/bots/determinize.h"
#include "engine/scoring.h"

#include <algorithm>
#include <vector>

namespace cor {
namespace {

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
    const auto best = std::max_element(gains.begin(), gains.end());
    return {HintReasonKind::Residential, gains[0] + gains[1] + gains[2],
            static_cast<int>(best - gains.begin()) + 2};
}

} // namespace

std::uint64_t hintSeed(const PlayerView& view) {
    return deriveSeed(0x4849'4e54ULL ^ view.stateId, static_cast<std::uint64_t>(view.viewer));
}

Hint explainChoice(const PlayerView& view, const Action& action) {
    Hint hint;
    hint.action = action;
    Rng rng(hintSeed(view));
    const GameState before = determinize(view, rng);
    GameState after = before;
    const int seat = view.viewer;
    if (apply(after, seat, action) != ActionError::None) {
        return hint;
    }
    const PlayerState& was = before.players[static_cast<std::size_t>(seat)];
    const PlayerState& is = after.players[static_cast<std::size_t>(seat)];
    const ScoreSheet a = scorePlayer(was);
    const ScoreSheet b = scorePlayer(is);
    // Points first (biggest first), then what the turn gains, then the card or space itself.
    std::vector<HintReason> reasons;
    const HintReason residential = residentialReason(a, b);
    for (const HintReason& r :
         {residential, HintReason{HintReasonKind::Aqueducts, b.aqueducts - a.aqueducts, 0},
          HintReason{HintReasonKind::Temples, b.temples - a.temples, 0}}) {
        if (r.value > 0) {
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
    switch (action.kind) {
    case ActionKind::Take:
    case ActionKind::Draft:
    case ActionKind::Keep:
        reasons.push_back({HintReasonKind::Card, 0, static_cast<int>(action.card)});
        break;
    case ActionKind::Place:
        reasons.push_back({HintReasonKind::Space, stripBricks(before.currentStrip(), action.amount),
                           stripCogs(before.currentStrip(), action.amount)});
        break;
    default:
        break;
    }
    hint.reasonCount = static_cast<int>(std::min(reasons.size(), hint.reasons.size()));
    std::copy_n(reasons.begin(), hint.reasonCount, hint.reasons.begin());
    return hint;
}

Hint hintFor(const PlayerView& view, const ActionList& legal) {
    const auto expert = makeBot(Difficulty::Expert, hintSeed(view));
    return explainChoice(view, expert->choose(view, legal));
}

} // namespace cor
