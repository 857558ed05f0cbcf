// Influence scoring at the end of a round (rulebook "Influence Scoring"; CLARIFICATIONS §4.4).
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

unsigned cardsOf(std::initializer_list<int> values) {
    unsigned mask = 0;
    for (int v : values) {
        mask |= 1u << *influenceIndexFromValue(v);
    }
    return mask;
}

// A 4-player game in round `round` whose last turn of the round is about to pass, with these
// influence tokens and open influence cards.
GameState endOfRound(std::array<int, 4> tokens, unsigned open, int round = 1) {
    GameState s = turnFor(4, 0, 0, 0);
    s.round = static_cast<std::uint8_t>(round);
    s.openInfluence = static_cast<std::uint8_t>(open);
    for (int seat = 0; seat < 4; ++seat) {
        player(s, seat).influence =
            static_cast<std::int16_t>(tokens[static_cast<std::size_t>(seat)]);
    }
    setOffer(s, {});
    return s;
}

void finishRound(GameState& s, EventLog* log = nullptr) {
    ASSERT_EQ(apply(s, seatToAct(s), Action::pass(), log), ActionError::None);
}

TEST(RulesInfluence, StrictlyMostTakesTheCardAndReturnsAllTokens) {
    GameState s = endOfRound({5, 3, 2, 0}, cardsOf({3}));
    setDeck(s, DeckId::I, {Card::TempleLuna}); // no new influence card in the next upkeep
    EventLog log;
    finishRound(s, &log);
    EXPECT_EQ(player(s, 0).influenceCards, cardsOf({3}));
    EXPECT_EQ(player(s, 0).influence, 0);
    EXPECT_EQ(player(s, 1).influence, 3) << "the others keep their tokens";
    EXPECT_EQ(player(s, 2).influence, 2);
    EXPECT_EQ(player(s, 1).influenceCards, 0);
    EXPECT_EQ(s.openInfluence, 0);
    EXPECT_EQ(player(s, 0).influenceCardPoints(), 3);
    bool awarded = false;
    for (const Event& e : log) {
        if (e.kind == EventKind::InfluenceAwarded) {
            awarded = true;
            EXPECT_EQ(e.seat, 0);
            EXPECT_EQ(e.value, 3);
            EXPECT_EQ(e.amount, 5);
        }
    }
    EXPECT_TRUE(awarded);
}

TEST(RulesInfluence, ATieForTheMostPostpones) {
    GameState s = endOfRound({3, 4, 4, 1}, cardsOf({3}));
    setDeck(s, DeckId::I, {Card::TempleLuna});
    EventLog log;
    finishRound(s, &log);
    EXPECT_EQ(s.openInfluence, cardsOf({3}));
    for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(player(s, seat).influenceCards, 0);
    }
    EXPECT_EQ(player(s, 1).influence, 4);
    EXPECT_EQ(player(s, 2).influence, 4);
    bool postponed = false;
    for (const Event& e : log) {
        postponed = postponed || e.kind == EventKind::InfluencePostponed;
        EXPECT_NE(e.kind, EventKind::InfluenceAwarded);
    }
    EXPECT_TRUE(postponed);
}

TEST(RulesInfluence, AllAtZeroPostpones) {
    GameState s = endOfRound({0, 0, 0, 0}, cardsOf({6}));
    setDeck(s, DeckId::I, {Card::TempleLuna});
    finishRound(s);
    EXPECT_EQ(s.openInfluence, cardsOf({6}));
}

TEST(RulesInfluence, ATieBelowTheMostDoesNotMatter) {
    GameState s = endOfRound({1, 1, 6, 1}, cardsOf({10}));
    setDeck(s, DeckId::I, {Card::TempleLuna});
    finishRound(s);
    EXPECT_EQ(player(s, 2).influenceCards, cardsOf({10}));
    EXPECT_EQ(player(s, 2).influence, 0);
    EXPECT_EQ(player(s, 0).influence, 1);
}

TEST(RulesInfluence, NoOpenCardNoScoring) {
    GameState s = endOfRound({7, 0, 0, 0}, 0);
    setDeck(s, DeckId::I, {Card::TempleLuna});
    finishRound(s);
    EXPECT_EQ(player(s, 0).influence, 7) << "tokens are kept when no influence card is open";
    EXPECT_EQ(player(s, 0).influenceCards, 0);
}

// Postponed cards accumulate; the next single leader takes all of them.
TEST(RulesInfluence, PostponedCardsAccumulate) {
    GameState s = endOfRound({2, 2, 0, 0}, cardsOf({3}), 5);
    // The next upkeep (round 6) reveals the 6 from deck I.
    setDeck(s, DeckId::I, {Card::TempleLuna});
    deck(s, DeckId::I).pushBottom(DeckItem::influence(*influenceIndexFromValue(6)));
    deck(s, DeckId::I).pushBottom(DeckItem::building(Card::TempleMars));
    finishRound(s);
    ASSERT_EQ(s.round, 6);
    EXPECT_EQ(s.openInfluence, cardsOf({3, 6}));
    EXPECT_EQ(offerTexts(s)[0], "temple_luna");
    EXPECT_EQ(deckTexts(s, DeckId::I), (std::vector<std::string>{"temple_mars"}));
    // Round 6 ends with seat 3 alone in the lead.
    giveTurn(s, 3, 0, 0);
    setOffer(s, {});
    player(s, 3).influence = 3;
    finishRound(s);
    EXPECT_EQ(player(s, 3).influenceCards, cardsOf({3, 6}));
    EXPECT_EQ(player(s, 3).influenceCardPoints(), 9);
    EXPECT_EQ(player(s, 3).influence, 0);
    EXPECT_EQ(player(s, 0).influence, 2);
    EXPECT_EQ(s.openInfluence, 0);
}

TEST(RulesInfluence, WonCardsAddUp) {
    GameState s = endOfRound({0, 5, 0, 0}, cardsOf({10}));
    player(s, 1).influenceCards = static_cast<std::uint8_t>(cardsOf({3}));
    setDeck(s, DeckId::I, {Card::TempleLuna});
    finishRound(s);
    EXPECT_EQ(player(s, 1).influenceCards, cardsOf({3, 10}));
    EXPECT_EQ(player(s, 1).influenceCardPoints(), 13);
}

TEST(RulesInfluence, LastRoundSingleLeaderStillWins) {
    GameState s = endOfRound({0, 0, 1, 0}, cardsOf({14}), 14);
    finishRound(s);
    EXPECT_TRUE(isOver(s));
    EXPECT_EQ(player(s, 2).influenceCards, cardsOf({14}));
    EXPECT_EQ(player(s, 2).influence, 0);
    EXPECT_EQ(scorePlayer(player(s, 2)).influenceCards, 14);
}

TEST(RulesInfluence, LastRoundTieIsNotAwarded) {
    GameState s = endOfRound({4, 0, 4, 0}, cardsOf({10, 14}), 14);
    finishRound(s);
    EXPECT_TRUE(isOver(s));
    for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(player(s, seat).influenceCards, 0);
    }
    EXPECT_EQ(player(s, 0).influence, 4) << "tokens stay and score 1 per 2";
    EXPECT_EQ(scorePlayer(player(s, 0)).influenceTokens, 2);
    EXPECT_EQ(s.openInfluence, cardsOf({10, 14}));
}

// Played, not edited: the 3 opens in round 3 and goes to the only player with a token.
TEST(RulesInfluence, InPlayTheRound3CardGoesToTheLeader) {
    GameState s = newGame(setupFor(3, 17));
    playRoundsUntil(s, 3);
    ASSERT_EQ(s.round, 3);
    EXPECT_EQ(s.openInfluence, cardsOf({3}));
    const int leader = (s.firstPlayer + 2) % 3;
    player(s, leader).influence = 1;
    placeAllLowest(s);
    takeAndPassAll(s);
    ASSERT_EQ(s.round, 4);
    EXPECT_EQ(player(s, leader).influenceCards, cardsOf({3}));
    EXPECT_EQ(player(s, leader).influence, 0);
    EXPECT_EQ(s.openInfluence, 0);
}

} // namespace
} // namespace cor::test::rules
