// The reasons of a hint at every decision of whole games (2, 3 and 4 players): each holds in its
// position, recounted here from the state and the rules rather than taken from the search: a
// denial names a card the opponent can build and who picks after, an order the seat that picks
// before, an income the production the build adds or replaces, a temple's count what its rule
// counts. A decision worth a point or more has a reason; the plan's steps follow the seat's turns.
#include "engine/bots/hint.h"
#include "engine/rules.h"
#include "engine/view.h"
#include "tests/engine/offered_decisions.h"

#include <algorithm>
#include <bit>
#include <gtest/gtest.h>
#include <vector>

namespace cor {
namespace {

constexpr int kIterations = 1'500;

const PlayerState& playerOf(const GameState& s, int seat) {
    return s.players[static_cast<std::size_t>(seat)];
}

// The seats on the spaces after `space`, in the order they act.
std::vector<int> seatsAfter(const GameState& s, int space) {
    std::vector<int> seats;
    for (int k = space + 1; k <= kStripSpaces; ++k) {
        if (s.emissaries[static_cast<std::size_t>(k - 1)] >= 0) {
            seats.push_back(s.emissaries[static_cast<std::size_t>(k - 1)]);
        }
    }
    return seats;
}

// What a temple's rule counts, counted cell by cell.
int recount(const City& city, Card temple, int coins) {
    int buildings = 0, temples = 0, residences2 = 0, residences4 = 0, production = 0, stars = 0;
    unsigned colours = 0;
    for (int y = kMinY; y <= kMaxY; ++y) {
        for (int x = kMinX; x <= kMaxX; ++x) {
            const Card c = city.at(x, y);
            if (c == Card::None) {
                continue;
            }
            ++buildings;
            stars += info(c).stars;
            temples += isTemple(c) ? 1 : 0;
            residences2 += residenceValue(c) == 2 ? 1 : 0;
            residences4 += residenceValue(c) == 4 ? 1 : 0;
            production += isProduction(c) ? 1 : 0;
            colours |= isPublic(c) ? 1u << static_cast<unsigned>(info(c).colour) : 0u;
        }
    }
    switch (info(temple).temple) {
    case TempleScoring::PointPerStar:
        return stars;
    case TempleScoring::FiveIfResidence4:
        return residences4;
    case TempleScoring::TwoPerResidence2:
    case TempleScoring::TenIfFourResidences2:
        return residences2;
    case TempleScoring::TwoPerTemple:
    case TempleScoring::TenIfFourTemples:
        return temples;
    case TempleScoring::PointPerThreeCoins:
        return coins;
    case TempleScoring::TenIfSixteenBuildings:
        return buildings;
    case TempleScoring::FifteenIfFourColours:
        return std::popcount(colours);
    case TempleScoring::FifteenIfFourProduction:
        return production;
    default:
        return 0;
    }
}

// A score pad row a choice may be said to raise: one the card it takes, builds or keeps (for a
// space, a card its plan goes on to get) scores in, or one it fills more now than the next best.
bool rowIsTheChoicesBusiness(const GameState& s, const Hint& hint, ScoreRow row) {
    const int seat = seatToAct(s);
    GameState mine = s;
    GameState theirs = s;
    EXPECT_EQ(apply(mine, seat, hint.action), ActionError::None);
    EXPECT_EQ(apply(theirs, seat, *hint.nextBest), ActionError::None);
    const int coinsMore = playerOf(mine, seat).coins - playerOf(theirs, seat).coins;
    const int influenceMore = playerOf(mine, seat).influence - playerOf(theirs, seat).influence;
    if (row == ScoreRow::Coins && coinsMore != 0) {
        return coinsMore > 0;
    }
    if (row == ScoreRow::InfluenceCards && influenceMore != 0) {
        return influenceMore > 0;
    }
    std::vector<Card> cards;
    if (hint.action.kind == ActionKind::Place) {
        for (std::size_t i = 1; i < hint.line.size(); ++i) {
            cards.push_back(hint.line[i].action.card);
        }
    } else if (hint.action.kind != ActionKind::Produce) {
        cards.push_back(hint.action.card);
    }
    bool templeHeld = false;
    for (int i = 0; i < playerOf(s, seat).handSize; ++i) {
        templeHeld |= isTemple(playerOf(s, seat).hand[static_cast<std::size_t>(i)].card);
    }
    for (const Card built : playerOf(s, seat).city.cells) {
        templeHeld |= isTemple(built);
    }
    return std::any_of(cards.begin(), cards.end(), [&](Card card) {
        const CardInfo& c = info(card);
        switch (row) {
        case ScoreRow::Residential2:
        case ScoreRow::Residential3:
        case ScoreRow::Residential4:
            return isPublic(card) ||
                   (!isStartingBuilding(card) && residenceValue(card) == static_cast<int>(row) + 2);
        case ScoreRow::Aqueducts:
            return isAqueduct(card);
        case ScoreRow::Temples:
            return isTemple(card) || templeHeld;
        case ScoreRow::Coins:
            return c.effect == Effect::CoinsPerNeighbour || c.effect == Effect::ProduceCoin ||
                   c.effect == Effect::ProduceCoinAndBrick;
        case ScoreRow::InfluenceTokens:
        case ScoreRow::InfluenceCards:
            return c.stars > 0 || c.effect == Effect::InfluencePerNeighbour ||
                   c.effect == Effect::ProduceInfluence;
        }
        return false;
    });
}

void checkReason(const GameState& s, const Hint& hint, const Why& why) {
    const int seat = seatToAct(s);
    const Action& action = hint.action;
    SCOPED_TRACE(toText(action) + " against " + toText(*hint.nextBest));
    switch (why.kind) {
    case WhyKind::Scores:
        EXPECT_GE(why.points, 1);
        EXPECT_TRUE(rowIsTheChoicesBusiness(s, hint, why.row))
            << "row " << static_cast<int>(why.row) << " is not the choice's business";
        if (why.card != Card::None) {
            // The temple the action takes or builds, else the first its plan does.
            const auto planned =
                std::find_if(hint.line.begin(), hint.line.end(),
                             [](const HintStep& step) { return isTemple(step.action.card); });
            EXPECT_EQ(why.card, isTemple(action.card) || planned == hint.line.end()
                                    ? action.card
                                    : planned->action.card);
            EXPECT_TRUE(isTemple(why.card));
            EXPECT_EQ(why.count,
                      recount(playerOf(s, seat).city, why.card, playerOf(s, seat).coins));
            if (why.projected != 0) {
                // Only a building count still short of the rule's is projected, by the pace
                // of the rounds done: the buildings added to the starting two per round.
                EXPECT_EQ(why.card, Card::TempleMinerva);
                EXPECT_LT(why.count, why.needed);
                ASSERT_GE(s.round, 2) << "no pace before a round is done";
                const int added = why.count - 2;
                EXPECT_EQ(why.projected, std::min(16, why.count + added * (s.rounds - s.round + 1) /
                                                                      (s.round - 1)));
            }
        }
        break;
    case WhyKind::Denies:
        EXPECT_NE(why.seat, seat);
        EXPECT_GE(why.points, 1);
        EXPECT_NE(why.card, Card::None) << "an opponent held back names the card kept from them";
        {
            EXPECT_EQ(action.kind, ActionKind::Take);
            EXPECT_EQ(why.card, action.card);
            EXPECT_NE(playerOf(s, why.seat).city.buildableCells(why.card), 0u)
                << "a card the opponent cannot build";
            const std::vector<int> after = seatsAfter(s, s.turn.space);
            const bool later = std::find(after.begin(), after.end(), why.seat) != after.end();
            EXPECT_EQ(why.thisRound, later);
            EXPECT_TRUE(later || s.round < s.rounds) << "nobody picks after";
        }
        break;
    case WhyKind::Order: {
        EXPECT_NE(why.seat, seat);
        EXPECT_NE(std::find(s.offer.begin(), s.offer.begin() + s.offerSize, why.card),
                  s.offer.begin() + s.offerSize);
        std::vector<int> before;
        if (action.kind == ActionKind::Take) {
            EXPECT_EQ(why.card, action.card);
            for (int o : seatsAfter(s, s.turn.space)) {
                if (o == seat) {
                    break;
                }
                before.push_back(o);
            }
        } else {
            ASSERT_EQ(action.kind, ActionKind::Place);
            for (int k = action.amount + 1; k < hint.nextBest->amount; ++k) {
                before.push_back(s.emissaries[static_cast<std::size_t>(k - 1)]);
            }
        }
        EXPECT_NE(std::find(before.begin(), before.end(), why.seat), before.end())
            << "the seat does not pick before";
        break;
    }
    case WhyKind::Income: {
        const Action& changer = why.kept ? *hint.nextBest : action;
        ASSERT_EQ(changer.kind, ActionKind::Build);
        const Card there = playerOf(s, seat).city.at(changer.x, changer.y);
        EXPECT_TRUE(changer.card == why.card || there == why.card);
        EXPECT_TRUE(isProduction(why.card));
        EXPECT_EQ(why.change, why.kept || changer.card == why.card ? 1 : -1);
        break;
    }
    case WhyKind::Influence: {
        GameState after = s;
        ASSERT_EQ(apply(after, seat, action), ActionError::None);
        EXPECT_EQ(why.points, influenceCardPoints(after.openInfluence));
        for (int o = 0; o < after.playerCount; ++o) {
            if (o != seat) {
                EXPECT_GE(playerOf(after, seat).influence - playerOf(after, o).influence,
                          why.count);
            }
        }
        EXPECT_EQ(playerOf(after, seat).influence - playerOf(after, why.seat).influence, why.count);
        break;
    }
    case WhyKind::Cost:
        if (action.kind == ActionKind::Build) {
            EXPECT_EQ(why.brickTokens, action.amount);
            EXPECT_EQ(why.coins, 2 * std::max(0, info(action.card).cost - s.turn.bricksLeft() -
                                                     action.amount));
        }
        EXPECT_LT(why.coins + 2 * why.brickTokens, why.otherCoins + 2 * why.otherBrickTokens);
        break;
    case WhyKind::Turn:
        ASSERT_EQ(action.kind, ActionKind::Place);
        EXPECT_EQ(why.bricks, stripBricks(s.currentStrip(), action.amount));
        EXPECT_EQ(why.cogs, stripCogs(s.currentStrip(), action.amount));
        EXPECT_EQ(why.otherBricks, stripBricks(s.currentStrip(), hint.nextBest->amount));
        EXPECT_EQ(why.otherCogs, stripCogs(s.currentStrip(), hint.nextBest->amount));
        EXPECT_GT(why.bricks + why.cogs, why.otherBricks + why.otherCogs);
        break;
    case WhyKind::Later:
        EXPECT_GE(why.points, 1);
        break;
    case WhyKind::Spread:
        EXPECT_EQ(why.points, hint.worth());
        EXPECT_EQ(hint.why.size(), 1u) << "only when no other reason is";
        break;
    }
}

class WhyGames : public testing::TestWithParam<GameSetup> {};

TEST_P(WhyGames, EveryReasonHoldsInItsPosition) {
    int explained = 0;
    test::forEachOfferedDecision(GetParam(), [&](const GameState& s, const ActionList& offered) {
        const Hint hint = hintFor(makeView(s, seatToAct(s)), offered, kIterations);
        for (const Why& why : hint.why) {
            checkReason(s, hint, why);
            // Said once: a card kept from a player is not also one they would take first.
            EXPECT_FALSE(why.kind == WhyKind::Order &&
                         std::any_of(hint.why.begin(), hint.why.end(), [&why](const Why& other) {
                             return other.kind == WhyKind::Denies && other.seat == why.seat &&
                                    other.card == why.card;
                         }));
        }
        explained += hint.why.empty() ? 0 : 1;
        int lastSpace = 0; // the space of the line's last take in the same round
        for (std::size_t i = 1; i < hint.line.size(); ++i) {
            const HintStep& step = hint.line[i];
            EXPECT_GE(step.round, hint.line[i - 1].round);
            EXPECT_GE(step.turnsLater, hint.line[i - 1].turnsLater);
            lastSpace = step.round == hint.line[i - 1].round ? lastSpace : 0;
            if (step.space > 0) {
                // The seat's turns come by its emissaries' spaces, outward.
                EXPECT_EQ(s.playerCount, 2);
                EXPECT_GT(step.space, lastSpace);
                lastSpace = step.space;
            }
            if (step.action.kind == ActionKind::Take && !step.contested) {
                // Uncontested: this round, and nobody else's emissary picks before it.
                EXPECT_EQ(step.round, s.round);
                int at = step.space;
                for (int k = 1; k <= kStripSpaces && at == 0; ++k) {
                    at = s.emissaries[static_cast<std::size_t>(k - 1)] == seatToAct(s) ? k : 0;
                }
                at = at == 0 && hint.action.kind == ActionKind::Place ? hint.action.amount : at;
                ASSERT_GT(at, 0);
                const int from = s.phase == Phase::Actions ? s.turn.space : 0;
                for (int k = from + 1; k < at; ++k) {
                    const int there = s.emissaries[static_cast<std::size_t>(k - 1)];
                    EXPECT_TRUE(there < 0 || there == seatToAct(s))
                        << "seat " << there << " picks at space " << k << " before " << at;
                }
            }
        }
    });
    EXPECT_GT(explained, 5);
}

INSTANTIATE_TEST_SUITE_P(Players, WhyGames,
                         testing::Values(GameSetup{2, 41, false}, GameSetup{3, 42, true},
                                         GameSetup{4, 43, false}));

} // namespace
} // namespace cor
