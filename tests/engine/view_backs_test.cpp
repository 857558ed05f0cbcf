// What a view shows of hidden cards (CLARIFICATIONS §5): an opponent's hidden card only by its
// back, in an order that tells nothing; the cards a school put back stay known to the drawer.
#include "engine/view.h"
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>

namespace cor::test::rules {
namespace {

// Seat 1's hand as given, each card known to seat 1 only.
GameState withSecretHand(std::initializer_list<HandCard> cards) {
    GameState s = turnFor(3, 0, 3, 0);
    clearHand(s, 1);
    PlayerState& p = player(s, 1);
    for (const HandCard& h : cards) {
        p.hand[p.handSize++] = h;
    }
    return s;
}

TEST(ViewBacks, ADraftedCardAndADeckIISchoolCardLookAlike) {
    const GameState drafted = withSecretHand(
        {{Card::Residence2, Origin::Draft, 0b010}, {Card::Market, Origin::SchoolII, 0b010}});
    const GameState swappedOrigins = withSecretHand(
        {{Card::Residence2, Origin::SchoolII, 0b010}, {Card::Market, Origin::Draft, 0b010}});
    const GameState otherOrder = withSecretHand(
        {{Card::Market, Origin::Draft, 0b010}, {Card::Residence2, Origin::SchoolII, 0b010}});
    for (int viewer : {-1, 0, 2}) {
        const PlayerView view = makeView(drafted, viewer);
        EXPECT_EQ(view, makeView(swappedOrigins, viewer)) << "viewer " << viewer;
        EXPECT_EQ(view, makeView(otherOrder, viewer)) << "viewer " << viewer;
        for (int i = 0; i < 2; ++i) {
            EXPECT_EQ(view.players[1].hand[static_cast<std::size_t>(i)],
                      (ViewHandCard{Card::None, DeckId::II, false}));
        }
    }
    // The owner sees its own cards, in its own order.
    EXPECT_EQ(makeView(drafted, 1).players[1].hand[0].card, Card::Residence2);
    EXPECT_EQ(makeView(otherOrder, 1).players[1].hand[0].card, Card::Market);
}

TEST(ViewBacks, KnownCardsComeFirstByIdThenHiddenOnesByBack) {
    const GameState s = withSecretHand({{Card::TempleJuno, Origin::SchoolIV, 0b010},
                                        {Card::Arena, Origin::Offer, 0b111},
                                        {Card::TempleCupid, Origin::SchoolIII, 0b010},
                                        {Card::Residence3, Origin::Draft, 0b011}});
    const PlayerView view = makeView(s, 0);
    const auto& hand = view.players[1].hand;
    EXPECT_EQ(hand[0], (ViewHandCard{Card::Residence3, DeckId::II, false}))
        << "seat 0 knows the card it passed on in the draft";
    EXPECT_EQ(hand[1], (ViewHandCard{Card::Arena, DeckId::II, true}));
    EXPECT_EQ(hand[2], (ViewHandCard{Card::None, DeckId::III, false}));
    EXPECT_EQ(hand[3], (ViewHandCard{Card::None, DeckId::IV, false}));
    const PlayerView spectator = makeView(s, -1);
    EXPECT_EQ(spectator.players[1].hand[0], (ViewHandCard{Card::Arena, DeckId::II, true}));
    EXPECT_EQ(spectator.players[1].hand[1], (ViewHandCard{Card::None, DeckId::II, false}));
}

TEST(ViewBacks, TheDrawerKeepsKnowingWhatItPutBackAndWhere) {
    GameState s = turnFor(4, 0, 3, 0);
    buildCity(player(s, 0).city, {{1, 1, Card::Residence2}, {-1, 1, Card::Residence2}});
    giveHand(s, 0, {Card::School});
    setDeck(s, DeckId::III, {Card::Market, Card::Arena, Card::Residence3, Card::GrainFarm});
    play(s, "build school at 0,1 tokens 0");
    play(s, "school III");
    play(s, "keep arena return residence_3,market");

    const auto known = [&](int viewer) { return makeView(s, viewer).knownInDecks[2]; };
    std::array<Card, kDeckCapacity> expected{};
    expected[1] = Card::Residence3; // under grain_farm, the card left on top
    expected[2] = Card::Market;
    EXPECT_EQ(known(0), expected);
    for (int viewer : {-1, 1, 2, 3}) {
        EXPECT_EQ(known(viewer), (std::array<Card, kDeckCapacity>{})) << "viewer " << viewer;
    }
    // Cards leave the top: the known ones move up with the deck.
    deck(s, DeckId::III).popTop();
    deck(s, DeckId::III).popTop();
    std::array<Card, kDeckCapacity> later{};
    later[0] = Card::Market;
    EXPECT_EQ(known(0), later);
}

} // namespace
} // namespace cor::test::rules
