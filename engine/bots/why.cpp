#include "engine/bots/why.h"

#include "engine/rules.h"
#include "engine/yields.h"

#include <algorithm>
#include <cmath>

namespace cor {
namespace {

// A line's figure differs when its mean differs by at least this (rounded to whole points).
constexpr double kWholePoint = 0.5;
// A card was "taken first" by a seat in enough lines to be said when in this share of them.
constexpr int kTakenShare = 25;

struct Weighed {
    Why why;
    double weight = 0.0;
};

int rounded(double value) {
    return static_cast<int>(std::lround(value));
}

int sharePercent(const LineTally& lines, Card card, int seat) {
    if (lines.lines == 0) {
        return 0;
    }
    const std::uint32_t taken =
        lines.firstTaker[static_cast<std::size_t>(card)][static_cast<std::size_t>(seat)];
    return static_cast<int>(100 * taken / lines.lines);
}

double evaluationOf(const LineTally& lines, int seat) {
    double total = lines.mean(seat, kScoreRows);
    for (int row = 0; row < kScoreRows; ++row) {
        total += lines.mean(seat, row);
    }
    return total;
}

// The temple an action concerns (taken, built, drafted or kept), if any.
Card templeOf(const Action& action) {
    return action.card != Card::None && isTemple(action.card) ? action.card : Card::None;
}

// What an action pays now: coins for missing bricks or cogs, and brick tokens.
std::pair<int, int> paid(const GameState& state, const Action& action) {
    if (action.kind == ActionKind::Build) {
        return {buildCoinCost(info(action.card).cost, state.turn.bricksLeft(), action.amount),
                action.amount};
    }
    if (action.kind == ActionKind::Produce) {
        return {producePrice(state.turn.cogsLeft()), 0};
    }
    return {0, 0};
}

// The production building an action adds (+1) or replaces (-1) in the seat's city.
std::pair<Card, int> productionChange(const GameState& state, int seat, const Action& action) {
    if (action.kind != ActionKind::Build) {
        return {Card::None, 0};
    }
    if (isProduction(action.card)) {
        return {action.card, 1};
    }
    const Card there = state.players[static_cast<std::size_t>(seat)].city.at(action.x, action.y);
    return isProduction(there) ? std::pair{there, -1} : std::pair{Card::None, 0};
}

int productionOfKind(const City& city, Effect effect) {
    int count = 0;
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        count += info(city.cells[static_cast<std::size_t>(std::countr_zero(rest))]).effect == effect
                     ? 1
                     : 0;
    }
    return count;
}

// The cards an action is about: the card it takes, builds, drafts or keeps, and for an
// emissary's space the cards its plan goes on to take or build (a space is chosen for them).
std::vector<Card> cardsConcerned(const Action& action, const std::vector<Card>& planned) {
    std::vector<Card> cards;
    if (action.kind == ActionKind::Place) {
        cards = planned;
    } else if (action.card != Card::None && action.kind != ActionKind::Produce) {
        cards.push_back(action.card);
    }
    return cards;
}

bool givesCoins(const CardInfo& c) {
    return c.effect == Effect::CoinsPerNeighbour || c.effect == Effect::ProduceCoin ||
           c.effect == Effect::ProduceCoinAndBrick;
}

bool givesInfluence(const CardInfo& c) {
    return c.stars > 0 || c.effect == Effect::InfluencePerNeighbour ||
           c.effect == Effect::ProduceInfluence;
}

// Whether a building of `card` counts for `temple`'s rule: what the rule counts in a city of that
// building alone (engine/scoring.h), but for Mercury, which counts the coins a card brings, and
// the Shrine, whose neighbour any building may be.
bool countsFor(Card temple, Card card) {
    switch (info(temple).temple) {
    case TempleScoring::PointPerThreeCoins:
        return givesCoins(info(card));
    case TempleScoring::TwoPerNeighbour:
        return true;
    default:
        break;
    }
    City alone;
    alone.place(card, cellIndex(0, 0));
    return templeCount(alone, temple, 0).count > 0;
}

// Whether `card` counts for a temple the player holds (in hand or built).
bool countsForHeldTemple(const PlayerState& player, Card card) {
    for (int i = 0; i < player.handSize; ++i) {
        const Card held = player.hand[static_cast<std::size_t>(i)].card;
        if (isTemple(held) && countsFor(held, card)) {
            return true;
        }
    }
    for (Bitboard rest = player.city.occupied; rest != 0; rest &= rest - 1) {
        const Card built = player.city.cells[static_cast<std::size_t>(std::countr_zero(rest))];
        if (isTemple(built) && countsFor(built, card)) {
            return true;
        }
    }
    return false;
}

// Whether a score pad row can end higher because of `card`: a board gamer's link between the
// card and the row (a residence and its area, a public building and the areas next to it, a
// farm and what it produces, a card's stars and the influence cards, any building and the
// temples whose rule counts it).
bool cardTouches(Card card, ScoreRow row, const PlayerState& player) {
    const CardInfo& c = info(card);
    const int value = isStartingBuilding(card) ? 0 : residenceValue(card);
    switch (row) {
    case ScoreRow::Residential2:
    case ScoreRow::Residential3:
    case ScoreRow::Residential4:
        return isPublic(card) || value == static_cast<int>(row) + 2;
    case ScoreRow::Aqueducts:
        return isAqueduct(card);
    case ScoreRow::Temples:
        return isTemple(card) || countsForHeldTemple(player, card);
    case ScoreRow::Coins:
        return givesCoins(c);
    case ScoreRow::InfluenceTokens:
    case ScoreRow::InfluenceCards:
        return givesInfluence(c);
    }
    return false;
}

// What the seat has right after each of the two actions compared (the state itself where one
// cannot be applied).
struct RightAfter {
    PlayerState better;
    PlayerState other;
};

RightAfter rightAfter(const GameState& state, int seat, const Action& better, const Action& other) {
    const auto after = [&](const Action& action) {
        GameState next = state;
        return apply(next, seat, action) == ActionError::None
                   ? next.players[static_cast<std::size_t>(seat)]
                   : state.players[static_cast<std::size_t>(seat)];
    };
    return {after(better), after(other)};
}

// Whether `better`'s lines may be said to end higher on `row` than `other`'s: the cards it is
// about touch the row, or it leaves more coins or influence now. Never a row that `other`
// fills more now (ending the turn is not "more coins" than a produce that gains them).
bool rowTouched(const PlayerState& self, const RightAfter& now, const std::vector<Card>& cards,
                ScoreRow row) {
    const PlayerState& mine = now.better;
    const PlayerState& theirs = now.other;
    const bool coins = row == ScoreRow::Coins;
    const bool influence = row == ScoreRow::InfluenceCards || row == ScoreRow::InfluenceTokens;
    if ((coins && mine.coins < theirs.coins) || (influence && mine.influence < theirs.influence)) {
        return false;
    }
    if ((coins && mine.coins > theirs.coins) || (influence && mine.influence > theirs.influence)) {
        return true;
    }
    return std::any_of(cards.begin(), cards.end(),
                       [&](Card card) { return cardTouches(card, row, self); });
}

// Whether what `better` leaves for later rounds (hand, brick tokens, room to build) can be
// seen: more cards in hand or brick tokens than `other` leaves, or a build `other` makes and
// it does not.
bool leavesMoreForLater(const RightAfter& now, const Action& better, const Action& other) {
    return now.better.handSize > now.other.handSize ||
           now.better.city.brickTokenCount() > now.other.city.brickTokenCount() ||
           (other.kind == ActionKind::Build && better.kind != ActionKind::Build);
}

void addScores(const GameState& state, int seat, const Action& better, const Action& other,
               const std::vector<Card>& planned, const LineTally& a, const LineTally& b,
               std::vector<Weighed>& out) {
    const PlayerState& self = state.players[static_cast<std::size_t>(seat)];
    const RightAfter now = rightAfter(state, seat, better, other);
    const std::vector<Card> cards = cardsConcerned(better, planned);
    for (int row = 0; row < kScoreRows; ++row) {
        const double gain = a.mean(seat, row) - b.mean(seat, row);
        if (gain < kWholePoint || row == static_cast<int>(ScoreRow::InfluenceTokens) ||
            !rowTouched(self, now, cards, static_cast<ScoreRow>(row))) {
            continue;
        }
        Why why{
            .kind = WhyKind::Scores, .row = static_cast<ScoreRow>(row), .points = rounded(gain)};
        if (why.row == ScoreRow::Temples && templeOf(better) != Card::None) {
            nameTemple(state, why, templeOf(better));
        } else if (why.row == ScoreRow::Aqueducts) {
            why.count = std::popcount(self.city.aqueducts);
        }
        out.push_back({why, gain});
    }
    const double later = a.mean(seat, kScoreRows) - b.mean(seat, kScoreRows);
    if (later >= kWholePoint && leavesMoreForLater(now, better, other)) {
        out.push_back({Why{.kind = WhyKind::Later, .points = rounded(later)}, later});
    }
}

void addOpponents(const GameState& state, int seat, const Action& better, const Action& other,
                  const LineTally& a, const LineTally& b, std::vector<Weighed>& out) {
    const std::vector<int> after = seatsStillToPick(state);
    const auto picksThisRound = [&](int o) {
        return std::find(after.begin(), after.end(), o) != after.end();
    };
    for (int o = 0; o < state.playerCount; ++o) {
        if (o == seat) {
            continue;
        }
        const double loss = evaluationOf(b, o) - evaluationOf(a, o);
        if (loss < kWholePoint) {
            continue;
        }
        Why why{.kind = WhyKind::Denies, .points = rounded(loss), .seat = o};
        const PlayerState& them = state.players[static_cast<std::size_t>(o)];
        const bool mayPick = picksThisRound(o) || state.round < state.rounds;
        if (better.kind == ActionKind::Take && mayPick &&
            them.city.buildableCells(better.card) != 0 &&
            sharePercent(b, better.card, o) >= kTakenShare) {
            why.card = better.card;
            why.share = sharePercent(b, better.card, o);
            why.thisRound = picksThisRound(o);
            out.push_back({why, loss});
        }
    }
    // Who takes the card first if the seat does not take it now: an opponent who picks before
    // the seat's next turn of this round (or before it, were it placed farther out).
    Card wanted = Card::None;
    std::vector<int> before;
    if (better.kind == ActionKind::Take && state.phase == Phase::Actions) {
        wanted = better.card;
        for (int o : after) {
            if (o == seat) {
                break;
            }
            before.push_back(o);
        }
    } else if (better.kind == ActionKind::Place && other.kind == ActionKind::Place &&
               better.amount < other.amount) {
        for (int space = better.amount + 1; space < other.amount; ++space) {
            const int o = state.emissaries[static_cast<std::size_t>(space - 1)];
            if (o >= 0 && o != seat) {
                before.push_back(o);
            }
        }
        int mostShare = 0;
        for (int card = 1; card < kCardKinds && !before.empty(); ++card) {
            const int mine = sharePercent(a, static_cast<Card>(card), seat);
            if (mine >= kTakenShare && mine > mostShare &&
                std::find(state.offer.begin(), state.offer.begin() + state.offerSize,
                          static_cast<Card>(card)) != state.offer.begin() + state.offerSize) {
                mostShare = mine;
                wanted = static_cast<Card>(card);
            }
        }
    }
    for (int o : before) {
        const int share = wanted == Card::None ? 0 : sharePercent(b, wanted, o);
        if (share >= kTakenShare) {
            out.push_back({Why{.kind = WhyKind::Order, .card = wanted, .seat = o, .share = share},
                           share / 25.0});
            break;
        }
    }
}

void addIncome(const GameState& state, int seat, const Action& better, const Action& other,
               std::vector<Weighed>& out) {
    const auto [mine, change] = productionChange(state, seat, better);
    const auto [theirs, otherChange] = productionChange(state, seat, other);
    Card card = change != 0 ? mine : theirs;
    const int net = change - (otherChange != 0 && theirs == card ? otherChange : 0);
    if (card == Card::None || net == 0 || (change == 0 && otherChange > 0)) {
        return;
    }
    GameState after = state;
    const GameState& counted =
        change != 0 && apply(after, seat, better) == ActionError::None ? after : state;
    const int count =
        productionOfKind(counted.players[static_cast<std::size_t>(seat)].city, info(card).effect);
    out.push_back({Why{.kind = WhyKind::Income,
                       .card = card,
                       .count = count,
                       .change = net,
                       .kept = change == 0},
                   net > 0 ? 2.0 : 0.5});
}

void addInfluence(const GameState& state, int seat, const Action& better, const LineTally& a,
                  const LineTally& b, std::vector<Weighed>& out) {
    GameState after = state;
    if (apply(after, seat, better) != ActionError::None || after.openInfluence == 0 ||
        after.players[static_cast<std::size_t>(seat)].influence <=
            state.players[static_cast<std::size_t>(seat)].influence) {
        return;
    }
    const int mine = after.players[static_cast<std::size_t>(seat)].influence;
    int next = -1;
    for (int o = 0; o < after.playerCount; ++o) {
        if (o != seat &&
            (next < 0 || after.players[static_cast<std::size_t>(o)].influence >
                             after.players[static_cast<std::size_t>(next)].influence)) {
            next = o;
        }
    }
    const int lead = mine - after.players[static_cast<std::size_t>(next)].influence;
    const auto cards = static_cast<int>(ScoreRow::InfluenceCards);
    const double gain = a.mean(seat, cards) - b.mean(seat, cards);
    if (lead <= 0 || gain < kWholePoint) {
        return;
    }
    out.push_back({Why{.kind = WhyKind::Influence,
                       .points = influenceCardPoints(after.openInfluence),
                       .seat = next,
                       .count = lead},
                   gain + 0.5});
}

void addCost(const GameState& state, const Action& better, const Action& other,
             std::vector<Weighed>& out) {
    const auto [coins, tokens] = paid(state, better);
    const auto [otherCoins, otherTokens] = paid(state, other);
    const int saved = otherCoins - coins + 2 * (otherTokens - tokens);
    if (saved <= 0) {
        return;
    }
    out.push_back({Why{.kind = WhyKind::Cost,
                       .coins = coins,
                       .brickTokens = tokens,
                       .otherCoins = otherCoins,
                       .otherBrickTokens = otherTokens},
                   saved / 2.0});
}

void addTurn(const GameState& state, const Action& better, const Action& other,
             std::vector<Weighed>& out) {
    if (better.kind != ActionKind::Place || other.kind != ActionKind::Place) {
        return;
    }
    const std::uint8_t strip = state.currentStrip();
    const int bricks = stripBricks(strip, better.amount);
    const int cogs = stripCogs(strip, better.amount);
    const int otherBricks = stripBricks(strip, other.amount);
    const int otherCogs = stripCogs(strip, other.amount);
    if (bricks < otherBricks || cogs < otherCogs || bricks + cogs == otherBricks + otherCogs) {
        return;
    }
    out.push_back({Why{.kind = WhyKind::Turn,
                       .bricks = bricks,
                       .cogs = cogs,
                       .otherBricks = otherBricks,
                       .otherCogs = otherCogs},
                   1.6 * (bricks - otherBricks) + 0.6 * (cogs - otherCogs)});
}

} // namespace

std::vector<int> seatsNamed(const std::vector<Why>& reasons) {
    std::vector<int> seats;
    for (const Why& why : reasons) {
        if (why.seat >= 0 && std::find(seats.begin(), seats.end(), why.seat) == seats.end()) {
            seats.push_back(why.seat);
        }
    }
    return seats;
}

std::vector<int> seatsStillToPick(const GameState& state) {
    std::vector<int> seats;
    if (state.phase != Phase::Actions && state.phase != Phase::Emissaries) {
        return seats;
    }
    const int from = state.phase == Phase::Actions ? state.turn.space + 1 : 1;
    for (int space = from; space <= kStripSpaces; ++space) {
        const int seat = state.emissaries[static_cast<std::size_t>(space - 1)];
        if (seat >= 0) {
            seats.push_back(seat);
        }
    }
    return seats;
}

void nameTemple(const GameState& state, Why& why, Card temple) {
    const PlayerState& self = state.players[static_cast<std::size_t>(seatToAct(state))];
    const TempleCount counted = templeCount(self.city, temple, self.coins);
    why.card = temple;
    why.count = counted.count;
    why.needed = counted.needed;
    if (info(temple).temple == TempleScoring::TenIfSixteenBuildings &&
        counted.count < counted.needed && state.round > 1) {
        why.projected = buildingsAtThisPace(state, self);
    }
}

int buildingsAtThisPace(const GameState& state, const PlayerState& player) {
    const int now = player.city.buildingCount();
    const int roundsDone = state.round - 1;
    if (roundsDone <= 0) {
        return now;
    }
    const int built = now - startingCity().buildingCount();
    const int roundsLeft = state.rounds - state.round + 1;
    return std::min(now + built * roundsLeft / roundsDone, kCitySide * kCitySide);
}

std::vector<Why> whyBetter(const GameState& state, const Action& better,
                           const LineTally& betterLines, const Action& other,
                           const LineTally& otherLines, double margin,
                           const std::vector<Card>& planned) {
    if (betterLines.lines == 0 || otherLines.lines == 0 || better == other) {
        return {};
    }
    const int seat = seatToAct(state);
    std::vector<Weighed> found;
    addScores(state, seat, better, other, planned, betterLines, otherLines, found);
    addOpponents(state, seat, better, other, betterLines, otherLines, found);
    addIncome(state, seat, better, other, found);
    addInfluence(state, seat, better, betterLines, otherLines, found);
    addCost(state, better, other, found);
    addTurn(state, better, other, found);
    // A denial of a card says who would take it; the order at the strip says no more.
    std::vector<std::pair<int, Card>> denied;
    for (const Weighed& w : found) {
        if (w.why.kind == WhyKind::Denies && w.why.card != Card::None) {
            denied.emplace_back(w.why.seat, w.why.card);
        }
    }
    std::erase_if(found, [&denied](const Weighed& w) {
        return w.why.kind == WhyKind::Order &&
               std::find(denied.begin(), denied.end(), std::pair{w.why.seat, w.why.card}) !=
                   denied.end();
    });
    // The influence reason says what the influence cards row does, and why.
    if (std::any_of(found.begin(), found.end(),
                    [](const Weighed& w) { return w.why.kind == WhyKind::Influence; })) {
        std::erase_if(found, [](const Weighed& w) {
            return w.why.kind == WhyKind::Scores && w.why.row == ScoreRow::InfluenceCards;
        });
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Weighed& x, const Weighed& y) { return x.weight > y.weight; });
    // Small gains on several rows, none a point, where no row ends a point higher at all (a
    // row's point the action does not touch is the search's noise, not a reason).
    const auto noRowGains = [&] {
        for (int row = 0; row < kScoreRows; ++row) {
            if (betterLines.mean(seat, row) - otherLines.mean(seat, row) >= kWholePoint) {
                return false;
            }
        }
        return true;
    };
    if (found.empty() && rounded(margin) >= 1 && noRowGains()) {
        found.push_back({Why{.kind = WhyKind::Spread, .points = rounded(margin)}, margin});
    }
    std::vector<Why> reasons;
    for (const Weighed& w : found) {
        if (reasons.size() < kMaxWhy) {
            reasons.push_back(w.why);
        }
    }
    return reasons;
}

} // namespace cor
