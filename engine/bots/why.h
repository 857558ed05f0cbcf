// Why one action beats another, in a board gamer's terms: the few reasons that carried the
// decision, each found by comparing where the search's lines after the two actions ended (which
// score pad rows differ, which opponent fares worse, who took which card first) and each stated
// only when it is true of the position: the rule's count, the opponent who can use the card and
// picks after, the production a build gains or replaces. A hint explains its action against the
// next best; the look back explains the better action against the one played.
#pragma once

#include "engine/bots/ismcts_bot.h"
#include "engine/scoring.h"
#include "engine/state.h"

#include <cstdint>
#include <vector>

namespace cor {

enum class WhyKind : std::uint8_t {
    // row: the score pad's row that ends `points` higher; card, count, needed: the temple whose
    // rule it is, what the rule counts now and the count its points need; projected: for a rule
    // that counts the city's buildings and is not met yet, the buildings at the end of the game
    // at the pace of the rounds so far (0: none said).
    Scores,
    // seat: the opponent whose lines end `points` lower; card: the card taken that they can
    // build and would take first; thisRound: they pick after the seat this round.
    Denies,
    // seat: an opponent who picks before the other action's next pick and took `card` first in
    // `share` percent of its lines.
    Order,
    // card: a production building the action adds (change +1), keeps where the other action
    // replaces it (change +1, kept) or replaces (change -1); count: the buildings producing the
    // same the city has after the action.
    Income,
    // count: influence tokens more than `seat`, the next most, after the action; points: the
    // open influence cards awarded at the end of the round.
    Influence,
    // coins and brick tokens the action pays now, and the other action's (other*).
    Cost,
    // An emissary's space that gives more for the turn: bricks and cogs against the other
    // space's otherBricks and otherCogs (none fewer, some more).
    Turn,
    // points: what the action leaves for later rounds beyond the score pad's rows (cards in hand,
    // brick tokens, room to build), as the evaluation sees it.
    Later,
    // points: the margin the action gains from small gains on several rows, none of which comes
    // to half a point (given only when no other reason is).
    Spread,
};

enum class ScoreRow : std::uint8_t {
    Residential2,
    Residential3,
    Residential4,
    Aqueducts,
    Temples,
    Coins,
    InfluenceTokens,
    InfluenceCards,
};

struct Why {
    WhyKind kind = WhyKind::Scores;
    ScoreRow row = ScoreRow::Residential2;
    int points = 0;
    Card card = Card::None;
    int seat = -1;
    int count = 0;
    int needed = 0;
    int projected = 0;
    int share = 0;
    int change = 0;
    bool thisRound = false;
    bool kept = false;
    int coins = 0;
    int brickTokens = 0;
    int otherCoins = 0;
    int otherBrickTokens = 0;
    int bricks = 0;
    int cogs = 0;
    int otherBricks = 0;
    int otherCogs = 0;
    friend bool operator==(const Why&, const Why&) = default;
};

// At most this many reasons are given, the weightiest first.
inline constexpr std::size_t kMaxWhy = 3;

// Why `better` beats `other` for the seat to act in `state` (the hint's sample of the seat's
// view: its own hand exact, the opponents' hidden cards guessed, which no reason reads), from the
// tallies of the lines after each; `margin`: what the search found `better` worth more, in points;
// `planned`: the cards the seat's line after `better` goes on to take or build (what an
// emissary's space is for). A row is said to end higher only where the action is about it (its
// card or plan touches the row, or it leaves more coins or influence now), never where `other`
// fills it more now: the search's lines also differ by chance. Empty when the margin is under a
// point, or when no difference the action makes carried it.
std::vector<Why> whyBetter(const GameState& state, const Action& better,
                           const LineTally& betterLines, const Action& other,
                           const LineTally& otherLines, double margin,
                           const std::vector<Card>& planned);

// Names `temple` as the card of a temples reason (`why`): its rule's count now, what it needs and
// where Minerva's count is going. whyBetter names the temple an action takes or builds; a hint
// names for a placement the temple its plan goes on to take or build.
void nameTemple(const GameState& state, Why& why, Card temple);

// The opponents some reason names (a card kept from them, who picks before, whom it outbids),
// each once, in the reasons' order.
std::vector<int> seatsNamed(const std::vector<Why>& reasons);

// The seats whose action turns come after the one going on (or all, before the round's turns
// began), in turn order: the emissaries' spaces from the emperor outward.
std::vector<int> seatsStillToPick(const GameState& state);

// The buildings `player` will have at the end of the game if they go on building as in the
// rounds done (the two a city starts with aside), rounded down; the count now in round 1.
int buildingsAtThisPace(const GameState& state, const PlayerState& player);

} // namespace cor
