// The round: upkeep, emissary phase, action phase and the turn (rulebook "Gameplay",
// CLARIFICATIONS §2, §4.6, §4.7).
#include "tests/engine/rules_fixtures.h"

#include <deque>
#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

GameState afterDraft(int players, std::uint64_t seed = 1) {
    GameState s = newGame(setupFor(players, seed));
    ActionList legal;
    while (s.phase == Phase::Draft) {
        legalActions(s, legal);
        EXPECT_EQ(apply(s, seatToAct(s), legal[0]), ActionError::None);
    }
    return s;
}

class RulesRound : public ::testing::TestWithParam<int> {};

// Each upkeep flips the top strip and puts it at the bottom; the strip then on top is the
// round's strip. Checked against a model of the stack over the whole game.
TEST_P(RulesRound, UpkeepTurnsTheTopStripOverAndPutsItAtTheBottom) {
    const int n = GetParam();
    GameState s = newGame(setupFor(n, 21));
    std::deque<std::uint8_t> model;
    for (int i = 0; i < kStripCount; ++i) {
        model.push_back(s.strips[static_cast<std::size_t>((s.stripTop + i) % kStripCount)]);
    }
    for (int round = 1; round <= s.rounds; ++round) {
        playRoundsUntil(s, round);
        ASSERT_EQ(s.round, round);
        const std::uint8_t top = model.front();
        model.pop_front();
        model.push_back(flipStrip(top));
        for (int i = 0; i < kStripCount; ++i) {
            EXPECT_EQ(stripText(s.strips[static_cast<std::size_t>((s.stripTop + i) % kStripCount)]),
                      stripText(model[static_cast<std::size_t>(i)]))
                << "round " << round << " position " << i;
        }
        EXPECT_EQ(s.currentStrip(), model.front());
    }
}

// Upkeep reveals the top card of each deck in the game (two of decks I and II with two
// players); influence cards on top of deck I are laid open.
TEST_P(RulesRound, UpkeepRevealsTheTopCardsOfEachDeck) {
    const int n = GetParam();
    GameState s = afterDraft(n, 5);
    for (int round = 2; round <= s.rounds; ++round) {
        placeAllLowest(s);
        takeAndPassAll(s);
        ASSERT_EQ(s.round, round);
        ASSERT_EQ(s.phase, Phase::Emissaries);
        EXPECT_EQ(static_cast<int>(s.offerSize), n == 2 ? 4 : n) << "round " << round;
    }
    // Directly: a known arrangement of the decks.
    GameState t = afterDraft(n, 5);
    placeAllLowest(t);
    setDeck(t, DeckId::I, {Card::TempleLuna, Card::Vineyard, Card::Colosseum});
    setDeck(t, DeckId::II, {Card::Market, Card::Residence2, Card::Aqueduct});
    setDeck(t, DeckId::III, {Card::TempleCupid, Card::Arena});
    setDeck(t, DeckId::IV, {Card::TempleJuno, Card::School});
    takeAndPassAll(t);
    ASSERT_EQ(t.round, 2);
    if (n == 2) {
        EXPECT_EQ(offerTexts(t),
                  (std::vector<std::string>{"temple_luna", "vineyard", "market", "residence_2"}));
        EXPECT_EQ(deckTexts(t, DeckId::I), (std::vector<std::string>{"colosseum"}));
        EXPECT_EQ(deckTexts(t, DeckId::II), (std::vector<std::string>{"aqueduct"}));
    } else if (n == 3) {
        EXPECT_EQ(offerTexts(t),
                  (std::vector<std::string>{"temple_luna", "market", "temple_cupid"}));
        EXPECT_EQ(deckTexts(t, DeckId::IV), (std::vector<std::string>{"temple_juno", "school"}))
            << "deck IV is not used";
    } else {
        EXPECT_EQ(offerTexts(t), (std::vector<std::string>{"temple_luna", "market", "temple_cupid",
                                                           "temple_juno"}));
        EXPECT_EQ(deckTexts(t, DeckId::III), (std::vector<std::string>{"arena"}));
    }
}

// Influence cards become open in rounds 3, 6, 10, 14 (2 players: 2, 4, 7). Nobody gains
// influence here, so every scoring is a tie at 0: the cards stay open and accumulate, and
// after the last round they are not awarded.
TEST_P(RulesRound, InfluenceCardsAreRevealedInTheirRoundsAndTiesPostpone) {
    const int n = GetParam();
    GameState s = afterDraft(n, 9);
    const std::vector<int> rounds =
        n == 2 ? std::vector<int>{2, 4, 7} : std::vector<int>{3, 6, 10, 14};
    const std::vector<int> values =
        n == 2 ? std::vector<int>{4, 8, 14} : std::vector<int>{3, 6, 10, 14};
    for (int round = 1; round <= s.rounds; ++round) {
        playRoundsUntil(s, round);
        ASSERT_EQ(s.round, round);
        unsigned expected = 0;
        for (std::size_t i = 0; i < rounds.size(); ++i) {
            if (rounds[i] <= round) {
                expected |= 1u << *influenceIndexFromValue(values[i]);
            }
        }
        EXPECT_EQ(s.openInfluence, expected) << "round " << round;
    }
    playRoundsUntil(s, s.rounds + 1);
    EXPECT_TRUE(isOver(s));
    for (int seat = 0; seat < n; ++seat) {
        EXPECT_EQ(player(s, seat).influenceCards, 0)
            << "tied influence cards are not awarded at the end";
    }
}

TEST_P(RulesRound, GameLastsItsRoundsThenIsOver) {
    const int n = GetParam();
    GameState s = afterDraft(n, 13);
    int roundsStarted = 1;
    std::vector<int> firstPlayers{s.firstPlayer};
    while (!isOver(s)) {
        const int round = s.round;
        placeAllLowest(s);
        takeAndPassAll(s);
        if (!isOver(s)) {
            EXPECT_EQ(s.round, round + 1);
            ++roundsStarted;
            firstPlayers.push_back(s.firstPlayer);
        }
    }
    EXPECT_EQ(roundsStarted, n == 2 ? 7 : 14);
    EXPECT_EQ(s.round, n == 2 ? 7 : 14);
    EXPECT_EQ(s.phase, Phase::Over);
    EXPECT_EQ(seatToAct(s), -1);
    EXPECT_TRUE(legalTexts(s).empty());
    // The first player marker passes clockwise each round.
    for (std::size_t i = 1; i < firstPlayers.size(); ++i) {
        EXPECT_EQ(firstPlayers[i], (firstPlayers[i - 1] + 1) % n) << "round " << i + 1;
    }
    // Every building of deck I was in the offer once.
    EXPECT_EQ(deck(s, DeckId::I).size, 0);
}

// Emissaries: starting with the first player, clockwise (2 players: F, S, F, S).
TEST_P(RulesRound, EmissariesArePlacedFromTheFirstPlayerClockwise) {
    const int n = GetParam();
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        GameState s = afterDraft(n, seed);
        const int first = s.firstPlayer;
        const int placements = n == 2 ? 4 : n;
        for (int k = 0; k < placements; ++k) {
            ASSERT_EQ(s.phase, Phase::Emissaries);
            EXPECT_EQ(seatToAct(s), (first + k) % n) << "placement " << k;
            // Every free space is legal, each once.
            std::vector<std::string> free;
            for (int space = 1; space <= kStripSpaces; ++space) {
                if (s.emissaries[static_cast<std::size_t>(space - 1)] < 0) {
                    free.push_back("place " + std::to_string(space));
                }
            }
            EXPECT_EQ(legalTexts(s), free);
            // Place from the far end inwards.
            play(s, free.back());
        }
        EXPECT_EQ(s.phase, Phase::Actions);
    }
}

// Actions are taken in the order of the emissaries on the strip, space 1 first, with the
// bricks and cogs of spaces 1..k.
TEST_P(RulesRound, ActionOrderFollowsTheStripAndSymbolsComeFromSpaces1ToK) {
    const int n = GetParam();
    GameState s = afterDraft(n, 3);
    const std::uint8_t strip = s.currentStrip();
    const int first = s.firstPlayer;
    // Seats place on 5, 2, 4, 1 (two players: F 5, S 2, F 4, S 1).
    const std::vector<int> spaces{5, 2, 4, 1};
    const int placements = n == 2 ? 4 : n;
    std::array<int, 6> seatOn{-1, -1, -1, -1, -1, -1};
    for (int k = 0; k < placements; ++k) {
        seatOn[static_cast<std::size_t>(spaces[static_cast<std::size_t>(k)])] = (first + k) % n;
        play(s, "place " + std::to_string(spaces[static_cast<std::size_t>(k)]));
    }
    ASSERT_EQ(s.phase, Phase::Actions);
    for (int space = 1; space <= 5; ++space) {
        const int seat = seatOn[static_cast<std::size_t>(space)];
        if (seat < 0) {
            continue;
        }
        ASSERT_EQ(s.phase, Phase::Actions);
        EXPECT_EQ(seatToAct(s), seat) << "space " << space;
        EXPECT_EQ(s.turn.seat, seat);
        EXPECT_EQ(s.turn.space, space);
        EXPECT_EQ(s.turn.bricks, stripBricks(strip, space))
            << stripText(strip) << " space " << space;
        EXPECT_EQ(s.turn.cogs, space - stripBricks(strip, space));
        EXPECT_FALSE(s.turn.took);
        EXPECT_FALSE(s.turn.built);
        EXPECT_FALSE(s.turn.produced);
        const auto legal = legalTexts(s);
        ASSERT_FALSE(legal.empty());
        play(s, legal[0]);
        play(s, "pass");
    }
    EXPECT_EQ(s.round, 2);
    EXPECT_EQ(s.firstPlayer, (first + 1) % n);
}

INSTANTIATE_TEST_SUITE_P(Players, RulesRound, ::testing::Values(2, 3, 4));

// The turn: take from the offer first (must_take_first), then build and/or produce in either
// order, each once, then pass.
TEST(RulesTurn, TakeFromTheOfferFirst) {
    GameState s = turnFor(4, 2, 3, 2);
    s.turn.took = false;
    setOffer(s, {Card::Market, Card::Residence2, Card::Market, Card::TempleLuna});
    giveHand(s, 2, {Card::Residence2});
    EXPECT_EQ(legalTexts(s),
              (std::vector<std::string>{"take market", "take residence_2", "take temple_luna"}));
    expectRejected(s, "build residence_2 at 0,1 tokens 0", ActionError::MustTakeFirst);
    expectRejected(s, "produce", ActionError::MustTakeFirst);
    expectRejected(s, "pass", ActionError::MustTakeFirst);
    expectRejected(s, "take arena", ActionError::NotInOffer);
    play(s, "take market");
    EXPECT_EQ(offerTexts(s), (std::vector<std::string>{"residence_2", "market", "temple_luna"}));
    EXPECT_EQ(handTexts(s, 2), (std::vector<std::string>{"market", "residence_2"}));
    EXPECT_TRUE(s.turn.took);
    expectRejected(s, "take temple_luna", ActionError::AlreadyTook);
    EXPECT_EQ(player(s, 2).hand[1].knownBy, (1u << 4) - 1)
        << "cards from the open offer are known to all";
}

TEST(RulesTurn, BuildThenProduceEndsTheTurnByItself) {
    GameState s = turnFor(3, 1, 1, 2);
    giveHand(s, 1, {Card::Residence2});
    play(s, "build residence_2 at 0,1 tokens 0");
    EXPECT_TRUE(s.turn.built);
    EXPECT_EQ(s.turn.seat, 1);
    expectRejected(s, "build residence_2 at 0,1 tokens 0", ActionError::AlreadyBuilt);
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass", "produce"}));
    const int round = s.round;
    play(s, "produce");
    // take + build + produce: the turn (and here the round) is over without a pass.
    EXPECT_EQ(s.round, round + 1);
    EXPECT_EQ(s.phase, Phase::Emissaries);
    EXPECT_EQ(player(s, 1).city.at(0, 1), Card::Residence2);
    EXPECT_EQ(player(s, 1).coins, 5 + 1) << "the starting farm produced one coin";
}

TEST(RulesTurn, ProduceThenBuildEndsTheTurnByItself) {
    GameState s = turnFor(3, 1, 1, 2);
    giveHand(s, 1, {Card::Residence2});
    play(s, "produce");
    EXPECT_TRUE(s.turn.produced);
    expectRejected(s, "produce", ActionError::AlreadyProduced);
    EXPECT_EQ(
        legalTexts(s),
        (std::vector<std::string>{
            "build residence_2 at -1,0 tokens 0", "build residence_2 at 0,-1 tokens 0",
            "build residence_2 at 0,1 tokens 0", "build residence_2 at 1,-1 tokens 0",
            "build residence_2 at 1,1 tokens 0", "build residence_2 at 2,0 tokens 0", "pass"}));
    const int round = s.round;
    play(s, "build residence_2 at 2,0 tokens 0");
    EXPECT_EQ(s.round, round + 1);
    EXPECT_EQ(player(s, 1).city.at(2, 0), Card::Residence2);
}

TEST(RulesTurn, TheNextEmissaryActsAfterATurnEnds) {
    GameState s = firstTurn(setupFor(4, 2));
    // firstTurn placed the emissaries on spaces 1..4 from the first player clockwise.
    const int first = s.firstPlayer;
    for (int k = 0; k < 4; ++k) {
        ASSERT_EQ(s.phase, Phase::Actions);
        EXPECT_EQ(s.turn.seat, (first + k) % 4);
        EXPECT_EQ(s.turn.space, k + 1);
        EXPECT_EQ(s.emissaries[static_cast<std::size_t>(k)], (first + k) % 4);
        play(s, legalTexts(s)[0]);
        play(s, "pass");
        EXPECT_EQ(s.emissaries[static_cast<std::size_t>(k)], -1) << "the emissary leaves the strip";
    }
    EXPECT_EQ(s.round, 2);
    EXPECT_EQ(s.firstPlayer, (first + 1) % 4);
}

TEST(RulesTurn, NothingToDoButPass) {
    GameState s = turnFor(3, 0, 0, 0, 0);
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass"})) << "no hand, no coins for cogs";
    s.turn.cogs = 2;
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass", "produce"}));
    s.turn.cogs = 1;
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass"}));
    expectRejected(s, "produce", ActionError::NotEnoughCoins);
    player(s, 0).coins = 1;
    EXPECT_EQ(legalTexts(s), (std::vector<std::string>{"pass", "produce"}));
}

TEST(RulesTurn, UnusedBricksAndCogsDoNotCarryOver) {
    GameState s = firstTurn(setupFor(3, 4));
    const int seat = s.turn.seat;
    const std::uint8_t strip = s.currentStrip();
    play(s, legalTexts(s)[0]);
    play(s, "pass");
    // The next turn's symbols come only from its own space.
    EXPECT_NE(s.turn.seat, seat);
    EXPECT_EQ(s.turn.bricks, stripBricks(strip, s.turn.space));
    EXPECT_EQ(s.turn.cogs, stripCogs(strip, s.turn.space));
}

// Decks running short (CLARIFICATIONS §4.1): upkeep reveals what is there; a turn facing an
// empty offer skips the take and goes straight to build, produce and pass.
TEST(RulesShortDecks, UpkeepRevealsWhatIsThere) {
    GameState s = firstTurn(setupFor(4, 6));
    setDeck(s, DeckId::I, {Card::TempleLuna});
    setDeck(s, DeckId::II, {});
    setDeck(s, DeckId::III, {Card::Market});
    setDeck(s, DeckId::IV, {});
    takeAndPassAll(s);
    ASSERT_EQ(s.round, 2);
    EXPECT_EQ(offerTexts(s), (std::vector<std::string>{"temple_luna", "market"}));
    for (DeckId d : {DeckId::I, DeckId::II, DeckId::III, DeckId::IV}) {
        EXPECT_EQ(deck(s, d).size, 0);
    }
}

TEST(RulesShortDecks, OnlyAnInfluenceCardLeftInDeckI) {
    GameState s = firstTurn(setupFor(3, 6));
    setDeck(s, DeckId::I, {});
    deck(s, DeckId::I).pushBottom(DeckItem::influence(*influenceIndexFromValue(14)));
    takeAndPassAll(s);
    ASSERT_EQ(s.round, 2);
    EXPECT_EQ(s.openInfluence, 1u << *influenceIndexFromValue(14));
    EXPECT_EQ(s.offerSize, 2) << "decks II and III";
}

TEST(RulesShortDecks, TwoPlayersRevealWhatIsThere) {
    GameState s = firstTurn(setupFor(2, 6));
    setDeck(s, DeckId::I, {Card::Vineyard});
    setDeck(s, DeckId::II, {Card::Residence2, Card::Residence3, Card::Residence4});
    takeAndPassAll(s);
    ASSERT_EQ(s.round, 2);
    EXPECT_EQ(offerTexts(s), (std::vector<std::string>{"vineyard", "residence_2", "residence_3"}));
    EXPECT_EQ(deckTexts(s, DeckId::II), (std::vector<std::string>{"residence_4"}));
}

TEST(RulesShortDecks, EmptyOfferSkipsTheTake) {
    GameState s = firstTurn(setupFor(4, 6));
    setDeck(s, DeckId::I, {Card::TempleLuna});
    setDeck(s, DeckId::II, {});
    setDeck(s, DeckId::III, {Card::Market});
    setDeck(s, DeckId::IV, {});
    takeAndPassAll(s);
    placeAllLowest(s);
    ASSERT_EQ(s.phase, Phase::Actions);
    play(s, "take temple_luna");
    play(s, "pass");
    play(s, "take market");
    play(s, "pass");
    // Third turn: nothing to take.
    ASSERT_EQ(s.offerSize, 0);
    const int seat = s.turn.seat;
    clearHand(s, seat);
    giveHand(s, seat, {Card::Residence2});
    s.turn.bricks = 1;
    s.turn.cogs = 2;
    const auto legal = legalTexts(s);
    EXPECT_EQ(legal.front(), "build residence_2 at -1,0 tokens 0");
    EXPECT_EQ(legal.size(), 6u + 2u) << "six builds, produce, pass; no take";
    EXPECT_TRUE(hasLegal(s, "pass"));
    EXPECT_TRUE(hasLegal(s, "produce"));
    expectRejected(s, "take market", ActionError::NotInOffer);
    play(s, "build residence_2 at 0,1 tokens 0");
    play(s, "produce");
    EXPECT_NE(s.turn.seat, seat) << "build and produce done: the turn ended without a take";
    // Fourth turn: pass directly.
    ASSERT_EQ(s.phase, Phase::Actions);
    EXPECT_EQ(s.offerSize, 0);
    const int round = s.round;
    play(s, "pass");
    EXPECT_EQ(s.round, round + 1);
}

} // namespace
} // namespace cor::test::rules
