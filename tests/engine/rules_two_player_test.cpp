// The 2-player game (rulebook "The 2-Player Game"; CLARIFICATIONS §3).
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

GameState twoPlayerRound1(std::uint64_t seed = 1) {
    GameState s = newGame(setupFor(2, seed));
    ActionList legal;
    while (s.phase == Phase::Draft) {
        legalActions(s, legal);
        EXPECT_EQ(apply(s, seatToAct(s), legal[0]), ActionError::None);
    }
    return s;
}

TEST(RulesTwoPlayers, SetupDecksAndRounds) {
    const GameState s = newGame(setupFor(2, 4));
    EXPECT_EQ(s.rounds, 7);
    EXPECT_EQ(s.emissariesPerPlayer, 2);
    EXPECT_EQ(s.deckMask, 0b0011);
    EXPECT_EQ(deck(s, DeckId::III).size, 0);
    EXPECT_EQ(deck(s, DeckId::IV).size, 0);
    EXPECT_EQ(deck(s, DeckId::II).size, 20);
    // The second player drafts two cards of deck II.
    EXPECT_EQ(s.draftSeat, 1 - s.firstPlayer);
    EXPECT_EQ(s.draftPackSize, 2);
}

TEST(RulesTwoPlayers, DraftSecondPlayerKeepsOneAndPassesTheOther) {
    GameState s = newGame(setupFor(2, 8));
    const int first = s.firstPlayer;
    const int second = 1 - first;
    const Card a = s.draftPack[0];
    const Card b = s.draftPack[1];
    ASSERT_EQ(seatToAct(s), second);
    ASSERT_EQ(apply(s, second, Action::draft(b)), ActionError::None);
    ASSERT_EQ(seatToAct(s), first);
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"draft " + std::string(cardId(a))}));
    ASSERT_EQ(apply(s, first, Action::draft(a)), ActionError::None);
    EXPECT_EQ(player(s, second).hand[0].card, b);
    EXPECT_EQ(player(s, second).hand[0].knownBy, 1u << second);
    EXPECT_EQ(player(s, first).hand[0].card, a);
    EXPECT_EQ(player(s, first).hand[0].knownBy, 0b11u)
        << "the second player passed it and knows it";
    EXPECT_EQ(player(s, second).draftPassedCount, 1);
    EXPECT_EQ(player(s, second).draftPassed[0], a);
    EXPECT_EQ(player(s, first).draftPassedCount, 0);
}

TEST(RulesTwoPlayers, UpkeepOffersTwoCardsOfDecksIAndII) {
    GameState s = twoPlayerRound1(3);
    EXPECT_EQ(s.offerSize, 4);
    for (int i = 0; i < 2; ++i) {
        EXPECT_GT(deckCopies(s.offer[static_cast<std::size_t>(i)], DeckId::I), 0);
        EXPECT_GT(deckCopies(s.offer[static_cast<std::size_t>(i + 2)], DeckId::II), 0);
    }
    EXPECT_EQ(deck(s, DeckId::I).buildingCount(), 12);
    EXPECT_EQ(deck(s, DeckId::II).size, 18);
}

TEST(RulesTwoPlayers, EmissariesFirstSecondFirstSecond) {
    GameState s = twoPlayerRound1(5);
    const int f = s.firstPlayer;
    const int sec = 1 - f;
    EXPECT_EQ(seatToAct(s), f);
    play(s, "place 3");
    EXPECT_EQ(seatToAct(s), sec);
    play(s, "place 1");
    EXPECT_EQ(seatToAct(s), f);
    expectRejected(s, "place 1", ActionError::SpaceTaken);
    expectRejected(s, "place 3", ActionError::SpaceTaken);
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"place 2", "place 4", "place 5"}));
    play(s, "place 2");
    EXPECT_EQ(seatToAct(s), sec);
    play(s, "place 5");
    EXPECT_EQ(s.phase, Phase::Actions);
    EXPECT_EQ(s.emissaries, (std::array<std::int8_t, 5>{
                                static_cast<std::int8_t>(sec), static_cast<std::int8_t>(f),
                                static_cast<std::int8_t>(f), -1, static_cast<std::int8_t>(sec)}));
}

// Each emissary is a separate, complete turn; bricks and cogs do not carry from one to the
// other, and each turn takes its own card.
TEST(RulesTwoPlayers, EachEmissaryIsASeparateTurn) {
    GameState s = twoPlayerRound1(6);
    const int f = s.firstPlayer;
    const int sec = 1 - f;
    const std::uint8_t strip = s.currentStrip();
    play(s, "place 1");
    play(s, "place 5");
    play(s, "place 2");
    play(s, "place 4");
    // Order of turns: space 1 (F), 2 (F), 4 (S), 5 (S).
    const std::array<std::pair<int, int>, 4> turns{{{1, f}, {2, f}, {4, sec}, {5, sec}}};
    for (const auto& [space, seat] : turns) {
        ASSERT_EQ(s.phase, Phase::Actions);
        EXPECT_EQ(s.turn.seat, seat);
        EXPECT_EQ(s.turn.space, space);
        EXPECT_EQ(s.turn.bricks, stripBricks(strip, space));
        EXPECT_EQ(s.turn.cogs, stripCogs(strip, space));
        EXPECT_FALSE(s.turn.took) << "each turn takes a card";
        EXPECT_FALSE(s.turn.built);
        EXPECT_FALSE(s.turn.produced);
        const int hand = player(s, seat).handSize;
        play(s, legalTexts(s)[0]);
        EXPECT_EQ(player(s, seat).handSize, hand + 1);
        play(s, "pass");
    }
    EXPECT_EQ(s.round, 2);
    EXPECT_EQ(s.offerSize, 4) << "all four cards were taken, four new ones revealed";
    EXPECT_EQ(player(s, 0).handSize, 3);
    EXPECT_EQ(player(s, 1).handSize, 3);
    EXPECT_EQ(s.firstPlayer, sec) << "the marker passes to the other player";
}

TEST(RulesTwoPlayers, BuildInBothTurnsOfOnePlayer) {
    GameState s = twoPlayerRound1(7);
    const int f = s.firstPlayer;
    play(s, "place 1");
    play(s, "place 5");
    play(s, "place 2");
    play(s, "place 4");
    clearHand(s, f);
    giveHand(s, f, {Card::Residence2, Card::Aqueduct});
    player(s, f).coins = 10;
    play(s, legalTexts(s)[0]); // take
    play(s, "build residence_2 at 0,1 tokens 0");
    play(s, "pass");
    EXPECT_EQ(s.turn.seat, f);
    EXPECT_FALSE(s.turn.built) << "a new turn may build again";
    play(s, legalTexts(s)[0]); // take
    play(s, "build aqueduct at 1,1 tokens 0");
    EXPECT_EQ(player(s, f).city.buildingCount(), 4);
}

TEST(RulesTwoPlayers, SevenRoundsAndTheEmissaryOrderAlternatesEachRound) {
    GameState s = twoPlayerRound1(9);
    std::vector<int> firsts;
    while (!isOver(s)) {
        firsts.push_back(s.firstPlayer);
        EXPECT_EQ(seatToAct(s), s.firstPlayer);
        placeAllLowest(s);
        takeAndPassAll(s);
    }
    EXPECT_EQ(firsts.size(), 7u);
    for (std::size_t i = 1; i < firsts.size(); ++i) {
        EXPECT_NE(firsts[i], firsts[i - 1]);
    }
    EXPECT_EQ(s.round, 7);
    EXPECT_EQ(deck(s, DeckId::I).size, 0) << "all 14 deck-I buildings were offered";
    EXPECT_EQ(deck(s, DeckId::II).size, 20 - 14);
    EXPECT_EQ(player(s, 0).handSize + player(s, 1).handSize, 2 + 28);
}

} // namespace
} // namespace cor::test::rules
