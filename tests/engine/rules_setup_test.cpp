// Setup for 2, 3 and 4 players and the setup draft (rulebook "Setup", CLARIFICATIONS §3, §4.8).
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>
#include <map>
#include <set>

namespace cor::test::rules {
namespace {

std::multiset<std::string> catalogueOf(DeckId d) {
    std::multiset<std::string> out;
    for (int k = 1; k < kCardKinds; ++k) {
        for (int i = 0; i < deckCopies(static_cast<Card>(k), d); ++i) {
            out.insert(std::string(cardId(static_cast<Card>(k))));
        }
    }
    return out;
}

std::multiset<std::string> buildingsIn(const GameState& s, DeckId d) {
    std::multiset<std::string> out;
    for (const std::string& t : deckTexts(s, d)) {
        if (t.rfind("influence_", 0) != 0) {
            out.insert(t);
        }
    }
    return out;
}

// Positions (from the top) of the influence cards in deck I.
std::map<std::string, int> influencePositions(const GameState& s) {
    std::map<std::string, int> out;
    const auto items = deckTexts(s, DeckId::I);
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].rfind("influence_", 0) == 0) {
            out[items[i]] = static_cast<int>(i);
        }
    }
    return out;
}

class RulesSetupPlayers : public ::testing::TestWithParam<int> {};

TEST_P(RulesSetupPlayers, CoinsStartingCityAndPhase) {
    const int n = GetParam();
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const GameState s = newGame(setupFor(n, seed));
        EXPECT_EQ(s.playerCount, n);
        EXPECT_EQ(s.phase, Phase::Draft);
        EXPECT_EQ(s.round, 0);
        EXPECT_LT(s.firstPlayer, n);
        EXPECT_EQ(s.rounds, n == 2 ? 7 : 14);
        EXPECT_EQ(s.emissariesPerPlayer, n == 2 ? 2 : 1);
        for (int seat = 0; seat < n; ++seat) {
            const PlayerState& p = player(s, seat);
            EXPECT_EQ(p.coins, 5);
            EXPECT_EQ(p.influence, 0);
            EXPECT_EQ(p.influenceCards, 0);
            EXPECT_EQ(p.handSize, 0) << "no shrine without the option";
            EXPECT_EQ(p.city.buildingCount(), 2);
            EXPECT_EQ(p.city.at(0, 0), Card::StartResidence2);
            EXPECT_EQ(p.city.at(1, 0), Card::StartVegetableFarm);
            EXPECT_EQ(p.city.brickTokens, 0u);
            EXPECT_EQ(p.city.aqueducts, 0u);
            EXPECT_TRUE(p.city.isLegal());
        }
        for (int seat = n; seat < kMaxPlayers; ++seat) {
            EXPECT_EQ(player(s, seat).city.buildingCount(), 0);
        }
        EXPECT_EQ(s.offerSize, 0);
        EXPECT_EQ(s.openInfluence, 0);
        for (std::int8_t e : s.emissaries) {
            EXPECT_EQ(e, -1);
        }
    }
}

TEST_P(RulesSetupPlayers, DecksInTheGame) {
    const int n = GetParam();
    const GameState s = newGame(setupFor(n, 7));
    EXPECT_TRUE(s.hasDeck(DeckId::I));
    EXPECT_TRUE(s.hasDeck(DeckId::II));
    EXPECT_EQ(s.hasDeck(DeckId::III), n >= 3);
    EXPECT_EQ(s.hasDeck(DeckId::IV), n == 4);
    EXPECT_EQ(buildingsIn(s, DeckId::I), catalogueOf(DeckId::I));
    // Deck II lost the draft pack.
    std::multiset<std::string> deck2 = buildingsIn(s, DeckId::II);
    EXPECT_EQ(static_cast<int>(deck2.size()), 22 - n);
    EXPECT_EQ(s.draftPackSize, n);
    for (int i = 0; i < s.draftPackSize; ++i) {
        deck2.insert(std::string(cardId(s.draftPack[static_cast<std::size_t>(i)])));
    }
    EXPECT_EQ(deck2, catalogueOf(DeckId::II));
    EXPECT_EQ(deck(s, DeckId::III).size, n >= 3 ? 18 : 0);
    EXPECT_EQ(deck(s, DeckId::IV).size, n == 4 ? 18 : 0);
    if (n >= 3) {
        EXPECT_EQ(buildingsIn(s, DeckId::III), catalogueOf(DeckId::III));
    }
    if (n == 4) {
        EXPECT_EQ(buildingsIn(s, DeckId::IV), catalogueOf(DeckId::IV));
    }
}

TEST_P(RulesSetupPlayers, InfluenceCardsInDeckI) {
    const int n = GetParam();
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const GameState s = newGame(setupFor(n, seed));
        const auto positions = influencePositions(s);
        if (n == 2) {
            // 4 between the 4th and 5th card, 8 between the 8th and 9th, 14 at the bottom.
            EXPECT_EQ(positions,
                      (std::map<std::string, int>{
                          {"influence_4", 4}, {"influence_8", 9}, {"influence_14", 16}}));
            EXPECT_EQ(deck(s, DeckId::I).size, 17);
        } else {
            // 3 after the 3rd card, 6 after the 6th, 10 after the 10th, 14 at the bottom.
            EXPECT_EQ(positions, (std::map<std::string, int>{{"influence_3", 3},
                                                             {"influence_6", 7},
                                                             {"influence_10", 12},
                                                             {"influence_14", 17}}));
            EXPECT_EQ(deck(s, DeckId::I).size, 18);
        }
        EXPECT_EQ(deck(s, DeckId::I).buildingCount(), 14);
        EXPECT_FALSE(deck(s, DeckId::I).top().isInfluence());
    }
}

TEST_P(RulesSetupPlayers, ShrineOptionPutsOneShrineInEveryHand) {
    const int n = GetParam();
    const GameState s = newGame(setupFor(n, 3, true));
    for (int seat = 0; seat < n; ++seat) {
        const PlayerState& p = player(s, seat);
        ASSERT_EQ(p.handSize, 1);
        EXPECT_EQ(p.hand[0].card, Card::Shrine);
        EXPECT_EQ(p.hand[0].origin, Origin::Shrine);
        EXPECT_EQ(p.hand[0].knownBy, (1u << n) - 1) << "everyone knows the shrine";
    }
    EXPECT_EQ(buildingsIn(s, DeckId::I), catalogueOf(DeckId::I)) << "the shrine is not in any deck";
}

// The draft: the player to the first player's right (seat first-1) draws one card per player
// from deck II, keeps one and passes the rest counterclockwise (to seat-1); the first player
// takes the last card.
TEST_P(RulesSetupPlayers, DraftStartsRightOfFirstPlayerAndPassesCounterclockwise) {
    const int n = GetParam();
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        GameState s = newGame(setupFor(n, seed));
        const int first = s.firstPlayer;
        std::vector<int> order;
        std::vector<std::string> picked(static_cast<std::size_t>(n));
        std::vector<std::vector<std::string>> passed(static_cast<std::size_t>(n));
        while (s.phase == Phase::Draft) {
            const int seat = seatToAct(s);
            EXPECT_EQ(seat, s.draftSeat);
            order.push_back(seat);
            EXPECT_EQ(s.draftPackSize, n - static_cast<int>(order.size()) + 1);
            // The legal picks are exactly the cards of the pack, each id once.
            std::set<std::string> pack;
            for (int i = 0; i < s.draftPackSize; ++i) {
                pack.insert("draft " +
                            std::string(cardId(s.draftPack[static_cast<std::size_t>(i)])));
            }
            const auto legal = legalTexts(s);
            EXPECT_EQ(std::set<std::string>(legal.begin(), legal.end()), pack);
            EXPECT_EQ(legal.size(), pack.size());
            // Keep the last legal card (not always the first one).
            const Card chosen = act(legal.back()).card;
            picked[static_cast<std::size_t>(seat)] = std::string(cardId(chosen));
            ASSERT_EQ(apply(s, seat, act(legal.back())), ActionError::None);
            for (int i = 0; i < s.draftPackSize; ++i) {
                passed[static_cast<std::size_t>(seat)].emplace_back(
                    cardId(s.draftPack[static_cast<std::size_t>(i)]));
            }
        }
        std::vector<int> expectedOrder;
        for (int k = 1; k <= n; ++k) {
            expectedOrder.push_back((first - k + 2 * n) % n);
        }
        EXPECT_EQ(order, expectedOrder) << "seed " << seed;
        EXPECT_EQ(order.back(), first) << "the first player takes the last card";
        for (int seat = 0; seat < n; ++seat) {
            const PlayerState& p = player(s, seat);
            ASSERT_EQ(p.handSize, 1) << "each player gets exactly one deck-II card";
            EXPECT_EQ(p.hand[0].origin, Origin::Draft);
            EXPECT_EQ(cardId(p.hand[0].card), picked[static_cast<std::size_t>(seat)]);
            EXPECT_EQ(deckCopies(p.hand[0].card, DeckId::II) > 0, true);
            // What each player passed on is recorded for their view.
            std::vector<std::string> recorded;
            for (int i = 0; i < p.draftPassedCount; ++i) {
                recorded.emplace_back(cardId(p.draftPassed[static_cast<std::size_t>(i)]));
            }
            EXPECT_EQ(recorded, passed[static_cast<std::size_t>(seat)]);
            // Known by the owner; the last card also by the one who passed it (seat first+1).
            const int passer = (first + 1) % n;
            const unsigned expectedKnown =
                seat == first ? (1u << seat) | (1u << passer) : (1u << seat);
            EXPECT_EQ(p.hand[0].knownBy, expectedKnown) << "seat " << seat;
        }
        EXPECT_EQ(s.draftSeat, -1);
        EXPECT_EQ(s.draftPackSize, 0);
    }
}

TEST_P(RulesSetupPlayers, AfterTheDraftRoundOneStartsWithTheFirstPlayer) {
    const int n = GetParam();
    GameState s = newGame(setupFor(n, 11));
    const auto stripsBefore = s.strips;
    const int topBefore = s.stripTop;
    const std::vector<std::string> deck1 = deckTexts(s, DeckId::I);
    const std::vector<std::string> deck2 = deckTexts(s, DeckId::II);
    ActionList legal;
    while (s.phase == Phase::Draft) {
        legalActions(s, legal);
        ASSERT_EQ(apply(s, seatToAct(s), legal[0]), ActionError::None);
    }
    EXPECT_EQ(s.round, 1);
    EXPECT_EQ(s.phase, Phase::Emissaries);
    EXPECT_EQ(seatToAct(s), s.firstPlayer);
    // Upkeep of round 1: the top strip is flipped and put at the bottom.
    EXPECT_EQ(s.stripTop, (topBefore + 1) % kStripCount);
    EXPECT_EQ(s.strips[static_cast<std::size_t>(topBefore)],
              flipStrip(stripsBefore[static_cast<std::size_t>(topBefore)]));
    EXPECT_EQ(s.currentStrip(),
              stripsBefore[static_cast<std::size_t>((topBefore + 1) % kStripCount)]);
    // The offer: the top card of each deck in the game (two of I and II with two players).
    std::vector<std::string> expected;
    if (n == 2) {
        expected = {deck1[0], deck1[1], deck2[0], deck2[1]};
    } else {
        expected = {deck1[0], deck2[0]};
        const GameState fresh = newGame(setupFor(n, 11));
        expected.push_back(deckTexts(fresh, DeckId::III)[0]);
        if (n == 4) {
            expected.push_back(deckTexts(fresh, DeckId::IV)[0]);
        }
    }
    EXPECT_EQ(offerTexts(s), expected);
    EXPECT_EQ(s.openInfluence, 0);
}

TEST_P(RulesSetupPlayers, SetupIsDeterministicForASeed) {
    const int n = GetParam();
    const GameState a = newGame(setupFor(n, 99));
    const GameState b = newGame(setupFor(n, 99));
    EXPECT_EQ(stateDifference(a, b), "");
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        firsts.insert(newGame(setupFor(n, seed)).firstPlayer);
    }
    EXPECT_EQ(static_cast<int>(firsts.size()), n) << "the first player is chosen at random";
}

INSTANTIATE_TEST_SUITE_P(Players, RulesSetupPlayers, ::testing::Values(2, 3, 4));

TEST(RulesSetup, ValidSetupAcceptsTwoToFourPlayers) {
    for (int n : {0, 1, 5, 6, -1}) {
        EXPECT_FALSE(validSetup(setupFor(n))) << n;
    }
    for (int n : {2, 3, 4}) {
        EXPECT_TRUE(validSetup(setupFor(n))) << n;
    }
}

TEST(RulesSetup, InfluenceCardsOfTheOtherPlayerCountStayInTheBox) {
    const GameState four = newGame(setupFor(4, 5));
    const GameState two = newGame(setupFor(2, 5));
    const auto p4 = influencePositions(four);
    const auto p2 = influencePositions(two);
    EXPECT_EQ(p4.count("influence_4"), 0u);
    EXPECT_EQ(p4.count("influence_8"), 0u);
    EXPECT_EQ(p2.count("influence_3"), 0u);
    EXPECT_EQ(p2.count("influence_6"), 0u);
    EXPECT_EQ(p2.count("influence_10"), 0u);
}

// The players may choose who starts; the rest of the setup stays the seed's.
TEST(RulesSetup, AChosenStartingPlayerStartsAndTheDealStaysTheSeeds) {
    for (int chosen = 0; chosen < 4; ++chosen) {
        const GameState drawn = newGame(setupFor(4, 77));
        GameSetup setup = setupFor(4, 77);
        setup.startingPlayer = chosen;
        const GameState s = newGame(setup);
        EXPECT_EQ(s.firstPlayer, chosen);
        EXPECT_EQ(s.startingPlayer, chosen);
        EXPECT_EQ(s.draftSeat, (chosen + 3) % 4) << "the draft starts at the starter's right";
        EXPECT_EQ(s.decks, drawn.decks);
        EXPECT_EQ(s.strips, drawn.strips);
    }
    EXPECT_FALSE(validSetup(GameSetup{2, 1, false, 2}));
}

} // namespace
} // namespace cor::test::rules
