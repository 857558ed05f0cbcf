// Yields and assisted play: what produce and build give equals what apply() does, in random
// games; the assisted choices are legal, keep one build per card and cell, offer produce only
// where it can pay off and prune the last emissary's dominated spaces.
#include "engine/assist.h"
#include "engine/table.h"
#include "engine/yields.h"
#include "tests/engine/random_support.h"
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

TEST(Yields, MatchWhatApplyDoesInRandomGames) {
    ActionList legal;
    int checked = 0;
    for (int g = 0; g < games(200); ++g) {
        const GameSetup setup{2 + g % 3, deriveSeed(7, static_cast<std::uint64_t>(g)), false};
        GameState s = newGame(setup);
        Rng rng(setup.seed);
        while (!isOver(s)) {
            legalActions(s, legal);
            const Action a = pick(rng, legal);
            const int seat = seatToAct(s);
            const PlayerState before = player(s, seat);
            const int price = a.kind == ActionKind::Produce ? std::max(0, 2 - s.turn.cogs)
                              : a.kind == ActionKind::Build
                                  ? buildCoinCost(info(a.card).cost, s.turn.bricks, a.amount)
                                  : 0;
            Yield yield;
            if (a.kind == ActionKind::Produce) {
                yield = produceYield(before.city);
            } else if (a.kind == ActionKind::Build) {
                yield = buildYield(before.city, a.card, cellIndex(a.x, a.y));
            }
            EventLog log;
            ASSERT_EQ(apply(s, seat, a, &log), ActionError::None);
            // A turn's end may score influence: only the action's own yield is compared.
            const bool turnEnded = std::any_of(log.begin(), log.end(), [](const Event& e) {
                return e.kind == EventKind::TurnEnded;
            });
            if ((a.kind != ActionKind::Produce && a.kind != ActionKind::Build) || turnEnded) {
                continue;
            }
            const PlayerState& after = player(s, seat);
            EXPECT_EQ(after.coins - before.coins, yield.coins - price) << toText(a);
            EXPECT_EQ(after.influence - before.influence, yield.influence) << toText(a);
            if (a.kind == ActionKind::Produce) {
                EXPECT_EQ(after.city.brickTokenCount() - before.city.brickTokenCount(),
                          yield.brickTokens);
            } else {
                EXPECT_EQ(after.city.points[static_cast<std::size_t>(cellIndex(a.x, a.y))],
                          yield.pointTokens);
                if (yield.schoolDraws > 0 && s.turn.schoolPending()) {
                    EXPECT_EQ(s.turn.schoolDraws, yield.schoolDraws);
                }
            }
            ++checked;
        }
    }
    EXPECT_GT(checked, games(200) * 10);
}

TEST(Assist, ChoicesAreLegalAndKeepOneBuildPerCardAndCell) {
    ActionList legal;
    ActionList choices;
    for (int g = 0; g < games(100); ++g) {
        Table table(GameSetup{2 + g % 3, deriveSeed(9, static_cast<std::uint64_t>(g)), false});
        Rng rng(static_cast<std::uint64_t>(g));
        while (!table.over()) {
            const int seat = table.toAct();
            table.legal(seat, legal);
            assistedChoices(table.view(seat), legal, choices);
            ASSERT_FALSE(choices.empty()) << "assisted play leaves no choice";
            for (const Action& a : choices) {
                ASSERT_TRUE(legal.contains(a));
                if (a.kind == ActionKind::Build) {
                    Action more = a;
                    ++more.amount;
                    EXPECT_FALSE(legal.contains(more)) << "brick tokens before coins";
                }
            }
            ASSERT_EQ(table.submit(seat, pick(rng, choices)), ActionError::None);
        }
    }
}

TEST(Assist, ProduceOnlyWhereItCanPayOff) {
    // The starting city produces 1 coin: with no cog it costs 2 coins and pays 1.
    GameState s = turnFor(3, 0, 3, 0);
    s.turn.took = true;
    ActionList legal;
    ActionList choices;
    legalActions(s, legal);
    ASSERT_TRUE(legal.contains(Action::produce()));
    assistedChoices(makeView(s, 0), legal, choices);
    EXPECT_FALSE(choices.contains(Action::produce()));

    s.turn.cogs = 2; // free: always offered
    legalActions(s, legal);
    assistedChoices(makeView(s, 0), legal, choices);
    EXPECT_TRUE(choices.contains(Action::produce()));

    s.turn.cogs = 1; // costs 1, a sheep farm gives an influence token
    buildCity(player(s, 0).city, {{-1, 0, Card::SheepFarm}});
    legalActions(s, legal);
    assistedChoices(makeView(s, 0), legal, choices);
    EXPECT_TRUE(choices.contains(Action::produce()));
}

TEST(Assist, TheLastEmissaryGoesOnTheLastOfAdjacentFreeSpaces) {
    GameState s = newGame(setupFor(3, 4));
    playRoundsUntil(s, 1);
    ASSERT_EQ(s.phase, Phase::Emissaries);
    // The first two place on spaces 2 and 4; the last chooses among 1, 3 and 5.
    ASSERT_EQ(apply(s, seatToAct(s), Action::place(2)), ActionError::None);
    ASSERT_EQ(apply(s, seatToAct(s), Action::place(4)), ActionError::None);
    ActionList legal;
    ActionList choices;
    legalActions(s, legal);
    assistedChoices(makeView(s, seatToAct(s)), legal, choices);
    EXPECT_EQ(choices.size(), 3) << "no two free spaces are adjacent";
    // Spaces 1 and 2 taken instead: 3, 4, 5 free in a row, only 5 is sensible.
    GameState t = newGame(setupFor(3, 4));
    playRoundsUntil(t, 1);
    ASSERT_EQ(apply(t, seatToAct(t), Action::place(1)), ActionError::None);
    ASSERT_EQ(apply(t, seatToAct(t), Action::place(2)), ActionError::None);
    legalActions(t, legal);
    assistedChoices(makeView(t, seatToAct(t)), legal, choices);
    EXPECT_EQ(onlyChoice(choices), Action::place(5));
}

TEST(Assist, TwoPlayersLookPastTheirOwnEmissary) {
    GameState s = newGame(setupFor(2, 6));
    playRoundsUntil(s, 1);
    const int first = seatToAct(s);
    ASSERT_EQ(apply(s, first, Action::place(1)), ActionError::None);
    const int second = seatToAct(s);
    ASSERT_EQ(apply(s, second, Action::place(3)), ActionError::None);
    ASSERT_EQ(apply(s, seatToAct(s), Action::place(2)), ActionError::None);
    ASSERT_EQ(seatToAct(s), second) << "the second player places the round's last emissary";
    ActionList legal;
    ActionList choices;
    legalActions(s, legal);
    assistedChoices(makeView(s, second), legal, choices);
    // Free: 4 and 5, after the own emissary on 3: 5 dominates 4.
    EXPECT_EQ(onlyChoice(choices), Action::place(5));
}

} // namespace
} // namespace cor::test::rules
