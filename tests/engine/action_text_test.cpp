// The stable text form of actions (spec/CLI.md "Action text"): toText/parseAction round
// trips for every kind, and malformed strings are rejected.
#include "engine/record.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

TEST(RulesActionText, EveryKindHasTheSpecifiedText) {
    EXPECT_EQ(toText(Action::draft(Card::Residence3)), "draft residence_3");
    for (int space = 1; space <= 5; ++space) {
        EXPECT_EQ(toText(Action::place(space)), "place " + std::to_string(space));
    }
    EXPECT_EQ(toText(Action::take(Card::TempleLuna)), "take temple_luna");
    EXPECT_EQ(toText(Action::build(Card::Market, 0, 1, 0)), "build market at 0,1 tokens 0");
    EXPECT_EQ(toText(Action::build(Card::Aqueduct, -2, -3, 2)), "build aqueduct at -2,-3 tokens 2");
    EXPECT_EQ(toText(Action::produce()), "produce");
    EXPECT_EQ(toText(Action::school(DeckId::II)), "school II");
    EXPECT_EQ(toText(Action::school(DeckId::III)), "school III");
    EXPECT_EQ(toText(Action::school(DeckId::IV)), "school IV");
    EXPECT_EQ(toText(Action::keep(Card::Market)), "keep market");
    EXPECT_EQ(toText(Action::keep(Card::Market, {Card::Arena, Card::School})),
              "keep market return arena,school");
    EXPECT_EQ(toText(Action::keep(Card::Market,
                                  {Card::Arena, Card::School, Card::Aqueduct, Card::Residence2})),
              "keep market return arena,school,aqueduct,residence_2");
    EXPECT_EQ(toText(Action::pass()), "pass");
}

TEST(RulesActionText, CanonicalTextsRoundTrip) {
    const std::vector<std::string> texts{
        "draft market",
        "draft temple_minerva",
        "place 1",
        "place 5",
        "take imperial_thermal_baths",
        "build residence_2 at 0,1 tokens 0",
        "build grand_aqueduct at 1,0 tokens 1",
        "build shrine at -2,-3 tokens 0",
        "build market at 3,3 tokens 2",
        "produce",
        "school II",
        "school III",
        "school IV",
        "keep residence_4",
        "keep temple_juno return residence_4",
        "keep school return aqueduct,thermal_baths,arena,market",
        "keep residence_2 return residence_2,aqueduct",
        "pass",
    };
    for (const std::string& t : texts) {
        const auto a = parseAction(t);
        ASSERT_TRUE(a.has_value()) << t;
        EXPECT_EQ(toText(*a), t);
        EXPECT_EQ(parseAction(toText(*a)), a) << t;
    }
}

TEST(RulesActionText, ParsedFieldsAreRight) {
    const auto b = parseAction("build luxury_residence_4 at -1,2 tokens 2");
    ASSERT_TRUE(b.has_value());
    EXPECT_EQ(b->kind, ActionKind::Build);
    EXPECT_EQ(b->card, Card::LuxuryResidence4);
    EXPECT_EQ(b->x, -1);
    EXPECT_EQ(b->y, 2);
    EXPECT_EQ(b->amount, 2);
    const auto k = parseAction("keep arena return market,school");
    ASSERT_TRUE(k.has_value());
    EXPECT_EQ(k->kind, ActionKind::Keep);
    EXPECT_EQ(k->card, Card::Arena);
    EXPECT_EQ(k->returnedCount(), 2);
    EXPECT_EQ(k->returned[0], Card::Market);
    EXPECT_EQ(k->returned[1], Card::School);
    EXPECT_EQ(parseAction("place 4")->amount, 4);
    EXPECT_EQ(parseAction("school IV")->amount, static_cast<int>(DeckId::IV));
    EXPECT_EQ(parseAction("pass")->kind, ActionKind::Pass);
    EXPECT_EQ(parseAction("produce")->kind, ActionKind::Produce);
    EXPECT_EQ(parseAction("draft vineyard")->kind, ActionKind::Draft);
    EXPECT_EQ(parseAction("take vineyard")->kind, ActionKind::Take);
}

TEST(RulesActionText, EveryCardIdWorksInEveryCardAction) {
    for (int k = 1; k < kCardKinds; ++k) {
        const auto c = static_cast<Card>(k);
        for (const Action& a : {Action::draft(c), Action::take(c), Action::build(c, 1, -1, 1),
                                Action::keep(c), Action::keep(c, {c, Card::Market})}) {
            EXPECT_EQ(parseAction(toText(a)), a) << toText(a);
        }
    }
}

TEST(RulesActionText, DeckNames) {
    for (int d = 0; d < kDeckCount; ++d) {
        EXPECT_EQ(deckFromName(deckName(static_cast<DeckId>(d))), static_cast<DeckId>(d));
    }
    EXPECT_EQ(deckName(DeckId::I), "I");
    EXPECT_EQ(deckName(DeckId::IV), "IV");
    EXPECT_FALSE(deckFromName("V").has_value());
    EXPECT_FALSE(deckFromName("ii").has_value());
    EXPECT_FALSE(deckFromName("2").has_value());
    EXPECT_FALSE(deckFromName("").has_value());
}

TEST(RulesActionText, MalformedTextIsRejected) {
    const std::vector<std::string> bad{
        "",
        " ",
        "Pass",
        "PASS",
        "pass now",
        "produce 2",
        "pass\t",
        "draft",
        "draft foo",
        "draft Market",
        "draft market arena",
        "draft influence_3",
        "place",
        "place 0",
        "place 6",
        "place -1",
        "place x",
        "place 1.5",
        "place 1 2",
        "take",
        "take nothing",
        "take market arena",
        "build",
        "build market",
        "build market at 0,1",
        "build market at 0,1 tokens",
        "build market at 0;1 tokens 0",
        "build market at 0 1 tokens 0",
        "build market at 0,1 tokens -1",
        "build market at 0,1 tokens x",
        "build market at x,1 tokens 0",
        "build market at 0,y tokens 0",
        "build market at ,1 tokens 0",
        "build market at 0, tokens 0",
        "build market at 0,1,2 tokens 0",
        "build market at +1,0 tokens 0",
        "build market at 1000000000000,0 tokens 0",
        "build market at 0,1 tokens 101",
        "build market on 0,1 tokens 0",
        "build market at 0,1 token 0",
        "build market at 0,1 tokens 0 extra",
        "build nothing at 0,1 tokens 0",
        "build at 0,1 tokens 0",
        "school",
        "school V",
        "school 2",
        "school ii",
        "school II III",
        "keep",
        "keep foo",
        "keep market arena",
        "keep market return",
        "keep market returns arena",
        "keep market return arena,",
        "keep market return ,arena",
        "keep market return arena,,school",
        "keep market return foo",
        "keep market return arena school",
        "keep market return arena,school,aqueduct,residence_2,market",
        "jump",
        "place 3; pass",
    };
    for (const std::string& t : bad) {
        EXPECT_FALSE(parseAction(t).has_value()) << "accepted: \"" << t << "\"";
    }
}

// Every legal action of many game states survives the text form unchanged, and legal lists
// never hold two actions with the same text.
TEST(RulesActionText, LegalActionsRoundTripInPlay) {
    ActionList legal;
    int checked = 0;
    for (int players = 2; players <= 4; ++players) {
        GameState s = newGame(setupFor(players, 40 + static_cast<std::uint64_t>(players), true));
        Rng rng(static_cast<std::uint64_t>(players));
        while (!isOver(s)) {
            legalActions(s, legal);
            std::set<std::string> texts;
            for (const Action& a : legal) {
                const std::string t = toText(a);
                EXPECT_TRUE(texts.insert(t).second) << "listed twice: " << t;
                const auto parsed = parseAction(t);
                ASSERT_TRUE(parsed.has_value()) << t;
                EXPECT_EQ(*parsed, a) << t;
                ++checked;
            }
            ASSERT_EQ(
                apply(s, seatToAct(s),
                      legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]),
                ActionError::None);
        }
    }
    EXPECT_GT(checked, 1000);
}

// A game saved as action text and replayed reaches the same state; a record with an illegal
// action stops there and names it.
TEST(RulesActionText, GamesReplayFromTheirText) {
    for (int players = 2; players <= 4; ++players) {
        const GameSetup setup =
            setupFor(players, 70 + static_cast<std::uint64_t>(players), players == 3);
        GameState s = newGame(setup);
        Rng rng(static_cast<std::uint64_t>(players) * 7);
        ActionList legal;
        std::vector<std::string> texts;
        while (!isOver(s)) {
            legalActions(s, legal);
            const Action& a =
                legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
            texts.push_back(toText(a));
            ASSERT_EQ(apply(s, seatToAct(s), a), ActionError::None);
        }
        GameRecord record{setup, {}};
        for (const std::string& t : texts) {
            record.actions.push_back(act(t));
        }
        const Table::Loaded r = Table::load(record);
        EXPECT_EQ(r.failedAt, -1);
        EXPECT_EQ(r.error, ActionError::None);
        EXPECT_EQ(stateDifference(r.table.state(), s), "") << players << " players";
        EXPECT_TRUE(isOver(r.table.state()));

        GameRecord broken = record;
        broken.actions.insert(broken.actions.begin() + 3, Action::pass());
        const Table::Loaded b = Table::load(broken);
        EXPECT_EQ(b.failedAt, 3);
        EXPECT_NE(b.error, ActionError::None);
    }
}

} // namespace
} // namespace cor::test::rules
