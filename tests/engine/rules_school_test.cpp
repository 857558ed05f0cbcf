// School and University: choose a deck other than I, draw, keep one, put the rest under the
// deck in the chosen order (rulebook "School", "University"; CLARIFICATIONS §3, §4.1, §4.2;
// spec/CLI.md "school DECK", "keep CARD return ...").
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>
#include <set>

namespace cor::test::rules {
namespace {

// Seat 0 to act with 3 bricks; the school goes to 0,1 (neighbours: 0,0 and whatever else
// `extra` adds around it).
GameState schoolTurn(int players, Card school,
                     std::initializer_list<std::tuple<int, int, Card>> extra = {}) {
    GameState s = turnFor(players, 0, 3, 0);
    buildCity(player(s, 0).city, extra);
    giveHand(s, 0, {school});
    return s;
}

// Four neighbours around 0,1.
const std::initializer_list<std::tuple<int, int, Card>> kFourAround{{1, 1, Card::Residence2},
                                                                    {1, 2, Card::Residence2},
                                                                    {0, 2, Card::Residence2},
                                                                    {-1, 0, Card::Residence2},
                                                                    {-1, 1, Card::Residence2}};

TEST(RulesSchool, DeckChoicesAreTheDecksOtherThanIInTheGame) {
    for (int n : {2, 3, 4}) {
        GameState s = schoolTurn(n, Card::School);
        play(s, "build school at 0,1 tokens 0");
        ASSERT_TRUE(s.turn.schoolPending());
        EXPECT_EQ(s.turn.schoolDraws, 1);
        std::vector<std::string> expected{"school II"};
        if (n >= 3) {
            expected.push_back("school III");
        }
        if (n == 4) {
            expected.push_back("school IV");
        }
        EXPECT_EQ(legalTexts(s), expected) << n << " players";
        // "school I" is not even valid text; the action itself is still refused.
        EXPECT_FALSE(parseAction("school I").has_value());
        expectRejected(s, seatToAct(s), Action::school(DeckId::I), ActionError::DeckNotAllowed);
        if (n < 4) {
            expectRejected(s, "school IV", ActionError::DeckNotAllowed);
        }
        if (n < 3) {
            expectRejected(s, "school III", ActionError::DeckNotAllowed);
        }
    }
}

TEST(RulesSchool, EmptyDecksAreNotOffered) {
    GameState s = schoolTurn(4, Card::School);
    setDeck(s, DeckId::III, {});
    play(s, "build school at 0,1 tokens 0");
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"school II", "school IV"}));
    expectRejected(s, "school III", ActionError::DeckEmpty);
}

TEST(RulesSchool, OnlyOneDeckWithCardsIsStillADecision) {
    GameState s = schoolTurn(4, Card::School);
    setDeck(s, DeckId::II, {});
    setDeck(s, DeckId::III, {});
    play(s, "build school at 0,1 tokens 0");
    EXPECT_TRUE(s.turn.schoolPending());
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"school IV"}));
}

TEST(RulesSchool, AllAllowedDecksEmptyMeansNoDecision) {
    GameState s = schoolTurn(3, Card::School);
    s.turn.cogs = 2;
    setDeck(s, DeckId::II, {});
    setDeck(s, DeckId::III, {});
    // Deck I still has cards; deck IV is not in a 3-player game.
    ASSERT_GT(deck(s, DeckId::I).size, 0);
    play(s, "build school at 0,1 tokens 0");
    EXPECT_FALSE(s.turn.schoolPending());
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass", "produce"}));
    expectRejected(s, "school II", ActionError::NoSchoolDecision);
    expectRejected(s, "keep market", ActionError::NoSchoolDecision);
    EXPECT_EQ(player(s, 0).handSize, 0);
}

TEST(RulesSchool, SchoolDrawsOnePerNeighbourFromTheTopAndReturnsToTheBottom) {
    GameState s = schoolTurn(4, Card::School, kFourAround);
    setDeck(s, DeckId::III,
            {Card::Market, Card::Arena, Card::Residence3, Card::TempleCupid, Card::Aqueduct,
             Card::GrainFarm});
    play(s, "build school at 0,1 tokens 0");
    EXPECT_EQ(s.turn.schoolDraws, 4);
    play(s, "school III");
    EXPECT_EQ(s.turn.schoolDeck, static_cast<int>(DeckId::III));
    EXPECT_EQ(s.turn.drawnCount, 4);
    EXPECT_EQ(deckTexts(s, DeckId::III), (std::vector<std::string>{"aqueduct", "grain_farm"}));
    expectRejected(s, "school II", ActionError::DeckAlreadyChosen);
    expectRejected(s, "pass", ActionError::SchoolPending);
    expectRejected(s, "produce", ActionError::SchoolPending);
    // 4 distinct cards: keep any of 4, return the other 3 in any of 6 orders.
    const auto legal = legalTexts(s);
    EXPECT_EQ(legal.size(), 24u);
    EXPECT_EQ(std::set<std::string>(legal.begin(), legal.end()).size(), 24u);
    play(s, "keep temple_cupid return residence_3,market,arena");
    EXPECT_EQ(
        deckTexts(s, DeckId::III),
        (std::vector<std::string>{"aqueduct", "grain_farm", "residence_3", "market", "arena"}))
        << "returned in the listed order; the last listed is the new bottom";
    EXPECT_EQ(handTexts(s, 0), (std::vector<std::string>{"temple_cupid"}));
    const HandCard& kept = player(s, 0).hand[0];
    EXPECT_EQ(kept.origin, Origin::SchoolIII);
    EXPECT_EQ(kept.knownBy, 1u) << "a card drawn by a school is known only to its drawer";
    EXPECT_FALSE(s.turn.schoolPending());
    EXPECT_EQ(s.turn.drawnCount, 0);
    EXPECT_EQ(s.turn.seat, 0) << "the turn goes on: produce or pass";
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass", "produce"}));
}

TEST(RulesSchool, UniversityDrawsOneMore) {
    GameState s = schoolTurn(4, Card::University, kFourAround);
    setDeck(s, DeckId::II,
            {Card::Market, Card::Arena, Card::School, Card::ThermalBaths, Card::Aqueduct,
             Card::SheepFarm});
    play(s, "build university at 0,1 tokens 0");
    EXPECT_EQ(s.turn.schoolDraws, 5);
    play(s, "school II");
    EXPECT_EQ(s.turn.drawnCount, 5);
    EXPECT_EQ(deckTexts(s, DeckId::II), (std::vector<std::string>{"sheep_farm"}));
    EXPECT_EQ(legalTexts(s).size(), 5u * 24u);
    play(s, "keep school return aqueduct,thermal_baths,arena,market");
    EXPECT_EQ(
        deckTexts(s, DeckId::II),
        (std::vector<std::string>{"sheep_farm", "aqueduct", "thermal_baths", "arena", "market"}));
    EXPECT_EQ(player(s, 0).hand[0].origin, Origin::SchoolII);
}

TEST(RulesSchool, DrawsOnlyWhatIsLeft) {
    GameState s = schoolTurn(4, Card::School, kFourAround);
    setDeck(s, DeckId::IV, {Card::TempleJuno, Card::Residence4});
    play(s, "build school at 0,1 tokens 0");
    play(s, "school IV");
    EXPECT_EQ(s.turn.drawnCount, 2);
    EXPECT_EQ(deck(s, DeckId::IV).size, 0);
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"keep residence_4 return temple_juno",
                                                       "keep temple_juno return residence_4"}));
    play(s, "keep temple_juno return residence_4");
    EXPECT_EQ(deckTexts(s, DeckId::IV), (std::vector<std::string>{"residence_4"}));
    EXPECT_EQ(player(s, 0).hand[0].origin, Origin::SchoolIV);
}

TEST(RulesSchool, OneCardDrawnIsKeptAlone) {
    GameState s = schoolTurn(3, Card::School);
    setDeck(s, DeckId::II, {Card::Residence4, Card::Market});
    play(s, "build school at 0,1 tokens 0");
    EXPECT_EQ(s.turn.schoolDraws, 1);
    play(s, "school II");
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"keep residence_4"}));
    expectRejected(s, "keep residence_4 return market", ActionError::NotDrawn);
    expectRejected(s, "keep market", ActionError::NotDrawn);
    play(s, "keep residence_4");
    EXPECT_EQ(deckTexts(s, DeckId::II), (std::vector<std::string>{"market"}));
    EXPECT_EQ(handTexts(s, 0), (std::vector<std::string>{"residence_4"}));
}

// Identical drawn cards: each distinct keep/return list appears once.
TEST(RulesSchool, OrderingsAreListedOnceById) {
    GameState s = schoolTurn(
        4, Card::School,
        {{1, 1, Card::Residence2}, {-1, 0, Card::Residence2}, {-1, 1, Card::Residence2}});
    setDeck(s, DeckId::II, {Card::Residence2, Card::Aqueduct, Card::Residence2});
    play(s, "build school at 0,1 tokens 0");
    EXPECT_EQ(s.turn.schoolDraws, 3);
    play(s, "school II");
    EXPECT_EQ(legalTexts(s),
              (std::vector<std::string>{"keep aqueduct return residence_2,residence_2",
                                        "keep residence_2 return aqueduct,residence_2",
                                        "keep residence_2 return residence_2,aqueduct"}));
    play(s, "keep residence_2 return residence_2,aqueduct");
    EXPECT_EQ(deckTexts(s, DeckId::II), (std::vector<std::string>{"residence_2", "aqueduct"}));
}

TEST(RulesSchool, KeepMustListExactlyTheDrawnCards) {
    GameState s = schoolTurn(
        4, Card::School,
        {{1, 1, Card::Residence2}, {-1, 0, Card::Residence2}, {-1, 1, Card::Residence2}});
    setDeck(s, DeckId::III, {Card::Market, Card::Arena, Card::School, Card::Aqueduct});
    play(s, "build school at 0,1 tokens 0");
    expectRejected(s, "keep market return arena,school", ActionError::DeckNotChosen);
    play(s, "school III");
    expectRejected(s, "keep market", ActionError::NotDrawn);
    expectRejected(s, "keep market return arena", ActionError::NotDrawn);
    expectRejected(s, "keep market return arena,school,aqueduct", ActionError::NotDrawn);
    expectRejected(s, "keep aqueduct return arena,school", ActionError::NotDrawn);
    expectRejected(s, "keep market return arena,arena", ActionError::NotDrawn);
    expectRejected(s, "keep market return market,arena", ActionError::NotDrawn);
    play(s, "keep arena return school,market");
    EXPECT_EQ(deckTexts(s, DeckId::III),
              (std::vector<std::string>{"aqueduct", "school", "market"}));
}

TEST(RulesSchool, TurnEndsAfterTheKeepWhenEverythingIsDone) {
    GameState s = schoolTurn(3, Card::School);
    s.turn.cogs = 2;
    play(s, "produce");
    const int round = s.round;
    play(s, "build school at 0,1 tokens 0");
    EXPECT_EQ(s.turn.seat, 0) << "the school decision is still part of the turn";
    EXPECT_EQ(s.round, round);
    play(s, "school II");
    const std::string keep = legalTexts(s)[0];
    play(s, keep);
    EXPECT_EQ(s.round, round + 1) << "took, built, produced and kept: the turn ended by itself";
}

TEST(RulesSchool, TwoPlayersDrawOnlyFromDeckII) {
    GameState s = schoolTurn(2, Card::University, kFourAround);
    play(s, "build university at 0,1 tokens 0");
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"school II"}));
    GameState t = schoolTurn(2, Card::University);
    setDeck(t, DeckId::II, {});
    play(t, "build university at 0,1 tokens 0");
    EXPECT_FALSE(t.turn.schoolPending())
        << "deck II empty: nothing to draw even though deck I has cards";
}

// A school decision in a real game (no state editing): the drawn cards come off the deck
// and every card stays accounted for.
TEST(RulesSchool, SchoolInPlayConservesCards) {
    GameState s = turnFor(4, 0, 3, 0);
    const std::vector<std::string> deck3 = deckTexts(s, DeckId::III);
    giveHand(s, 0, {Card::School});
    buildCity(player(s, 0).city, {{1, 1, Card::Residence2}});
    play(s, "build school at 0,1 tokens 0");
    EXPECT_EQ(s.turn.schoolDraws, 2);
    play(s, "school III");
    const std::vector<std::string> drawn{deck3[0], deck3[1]};
    std::vector<std::string> got;
    for (int i = 0; i < s.turn.drawnCount; ++i) {
        got.emplace_back(cardId(s.turn.drawn[static_cast<std::size_t>(i)]));
    }
    EXPECT_EQ(got, drawn);
    play(s, "keep " + drawn[1] + " return " + drawn[0]);
    std::vector<std::string> expected(deck3.begin() + 2, deck3.end());
    expected.push_back(drawn[0]);
    EXPECT_EQ(deckTexts(s, DeckId::III), expected);
}

} // namespace
} // namespace cor::test::rules
