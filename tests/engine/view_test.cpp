// Player views (rules/CLARIFICATIONS.md §5) checked over random games: the test follows the
// game's actions and events and works out on its own, by the rules, what each seat (and a
// spectator) may know; every view must show exactly that — never a card its viewer cannot know
// — and the same public table to everyone. States that differ only in what a viewer cannot
// know must give that viewer identical views.
//
// COR_TEST_SCALE=small (the sanitizer builds) plays about ten times fewer games.
#include "engine/action.h"
#include "engine/events.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "engine/view.h"
#include "tests/engine/random_support.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace cor::test {
namespace {

static_assert(std::is_trivially_copyable_v<PlayerView>, "PlayerView must be trivially copyable");
static_assert(std::is_trivially_copyable_v<GameState>, "GameState must be trivially copyable");

// ---------------------------------------------------------------------------------------------
// Helpers

// Views are compared member by member: two makeView() calls may leave different padding bytes
// (they are no part of the view, and the wire format never carries them).
bool sameView(const PlayerView& a, const PlayerView& b) {
    return a == b;
}

std::uint64_t viewGameSeed(const Config& config, int index, std::uint64_t salt) {
    const std::uint64_t base =
        0x51E3ULL * static_cast<std::uint64_t>(config.players) + (config.shrine ? 3 : 0) + salt;
    return deriveSeed(base, static_cast<std::uint64_t>(index));
}

using CardCounts = std::array<int, kCardKinds>;

std::string countsText(const CardCounts& counts) {
    std::string text;
    for (int c = 1; c < kCardKinds; ++c) {
        for (int i = 0; i < counts[static_cast<std::size_t>(c)]; ++i) {
            if (!text.empty()) {
                text += ',';
            }
            text += cardId(static_cast<Card>(c));
        }
    }
    return "{" + text + "}";
}

// What each viewer may know of the hidden parts of the game, worked out from the actions and
// events by the rules of §5 alone (not from the engine's bookkeeping of who knows what):
// - a card taken from the offer is known to everyone, the shrine too;
// - a draft pick is known to its picker, and the last card of the pack also to the seat that
//   passed it;
// - a spectator (viewer -1) knows what every player knows (as the online edition shows a card
//   to everybody once all players know it): with two players, also the last draft card;
// - a card kept from a school/university draw is known to its owner only;
// - building a card shows it: a viewer who knew a copy of it in that hand can no longer be
//   sure which copy was built, so forgets one;
// - the top strip is face up; each upkeep moves it, turned over, to the bottom.
class Knowledge {
  public:
    explicit Knowledge(const GameState& start) : players_(start.playerCount) {
        strips_.fill(-1);
        strips_[0] = start.strips[start.stripTop];
        if (start.setup.shrine) {
            for (int viewer = -1; viewer < players_; ++viewer) {
                for (int seat = 0; seat < players_; ++seat) {
                    ++slot(viewer, seat)[static_cast<std::size_t>(Card::Shrine)];
                }
            }
        }
    }

    // `before` is the state the action was applied to; `events` what apply() reported.
    void update(const GameState& before, int seat, const Action& action, const EventLog& events) {
        if (action.kind == ActionKind::Draft) {
            std::vector<Card> rest(before.draftPack.begin(),
                                   before.draftPack.begin() + before.draftPackSize);
            const auto picked = std::find(rest.begin(), rest.end(), action.card);
            if (picked != rest.end()) {
                rest.erase(picked);
            }
            passed_[static_cast<std::size_t>(seat)].insert(
                passed_[static_cast<std::size_t>(seat)].end(), rest.begin(), rest.end());
        }
        for (const Event& e : events) {
            switch (e.kind) {
            case EventKind::DraftPicked: {
                ++slot(e.seat, e.seat)[static_cast<std::size_t>(e.card)];
                const bool lastCard = before.draftPackSize == 1;
                if (lastCard && lastDraftPicker_ >= 0) {
                    ++slot(lastDraftPicker_, e.seat)[static_cast<std::size_t>(e.card)];
                    ++lastCardsPassed_;
                    if (players_ == 2) { // picker and passer are every player
                        ++slot(-1, e.seat)[static_cast<std::size_t>(e.card)];
                    }
                }
                lastDraftPicker_ = e.seat;
                break;
            }
            case EventKind::CardTaken:
                for (int viewer = -1; viewer < players_; ++viewer) {
                    ++slot(viewer, e.seat)[static_cast<std::size_t>(e.card)];
                }
                break;
            case EventKind::SchoolKept:
                ++slot(e.seat, e.seat)[static_cast<std::size_t>(e.card)];
                ++schoolKeeps_;
                break;
            case EventKind::Built:
                for (int viewer = -1; viewer < players_; ++viewer) {
                    int& count = slot(viewer, e.seat)[static_cast<std::size_t>(e.card)];
                    count = std::max(0, count - 1);
                }
                break;
            case EventKind::RoundStarted: {
                const int old = strips_[0];
                std::rotate(strips_.begin(), strips_.begin() + 1, strips_.end());
                strips_[kStripCount - 1] = flipStrip(static_cast<std::uint8_t>(old));
                if (strips_[0] >= 0 && strips_[0] != e.amount) {
                    inconsistency_ = "the strip revealed at round " + std::to_string(e.value) +
                                     " is not the one known to be next";
                }
                strips_[0] = e.amount;
                break;
            }
            default:
                break;
            }
        }
    }

    const CardCounts& known(int viewer, int seat) const {
        return known_[static_cast<std::size_t>(viewer + 1)][static_cast<std::size_t>(seat)];
    }
    int strip(int fromTop) const { return strips_[static_cast<std::size_t>(fromTop)]; }
    const std::vector<Card>& passed(int seat) const {
        return passed_[static_cast<std::size_t>(seat)];
    }
    const std::string& inconsistency() const { return inconsistency_; }
    int lastCardsPassed() const { return lastCardsPassed_; }
    int schoolKeeps() const { return schoolKeeps_; }

  private:
    CardCounts& slot(int viewer, int seat) {
        return known_[static_cast<std::size_t>(viewer + 1)][static_cast<std::size_t>(seat)];
    }

    int players_;
    // [viewer + 1][seat]: the cards of seat's hand viewer knows (viewer -1: a spectator).
    std::array<std::array<CardCounts, kMaxPlayers>, kMaxPlayers + 1> known_{};
    std::array<int, kStripCount> strips_{}; // pattern from the top, -1 unseen
    std::array<std::vector<Card>, kMaxPlayers> passed_;
    int lastDraftPicker_ = -1;
    int lastCardsPassed_ = 0;
    int schoolKeeps_ = 0;
    std::string inconsistency_;
};

CardCounts countsOf(const std::array<ViewHandCard, kMaxHand>& hand, int size) {
    CardCounts counts{};
    for (int i = 0; i < size; ++i) {
        const Card c = hand[static_cast<std::size_t>(i)].card;
        if (c != Card::None) {
            ++counts[static_cast<std::size_t>(c)];
        }
    }
    return counts;
}

// The view with everything that may differ between viewers removed.
PlayerView publicPart(PlayerView v) {
    v.viewer = -1;
    v.draftPack = {};
    v.draftPassed = {};
    v.draftPassedCount = 0;
    v.turn.drawn = {};
    v.knownInDecks = {};
    // Hands as multisets of backs: viewers list their own hand in its order, others' in the
    // canonical order.
    for (PlayerPublicView& p : v.players) {
        std::vector<ViewHandCard> cards(p.hand.begin(), p.hand.begin() + p.handSize);
        for (ViewHandCard& h : cards) {
            h.card = Card::None;
        }
        std::sort(cards.begin(), cards.end(), [](const ViewHandCard& a, const ViewHandCard& b) {
            return std::pair(a.back, a.open) < std::pair(b.back, b.open);
        });
        std::copy(cards.begin(), cards.end(), p.hand.begin());
    }
    return v;
}

// Whether `viewer` (-1: a spectator) knows hand card `i` of `seat`.
bool knows(const GameState& s, int viewer, int seat, int i) {
    const unsigned knownBy =
        s.players[static_cast<std::size_t>(seat)].hand[static_cast<std::size_t>(i)].knownBy;
    const unsigned everyone = (1u << s.playerCount) - 1;
    return viewer == seat || knownBy == everyone ||
           (viewer >= 0 && (knownBy & (1u << viewer)) != 0);
}

// Everything a view of `viewer` must show, and must not show, in state `s`. Hand cards the
// viewer knows but the view hides (knowledge lost, not leaked) go to `hidden`.
void checkView(const GameState& s, const PlayerView& v, int viewer, const Knowledge& k,
               Failures& failures, Failures& hidden, const std::string& context) {
    const auto fail = [&](const std::string& what) { failures.add(context + ": " + what); };
    if (v.viewer != viewer)
        fail("viewer field");
    if (v.playerCount != s.playerCount || v.rounds != s.rounds ||
        v.emissariesPerPlayer != s.emissariesPerPlayer || v.deckMask != s.deckMask ||
        v.shrine != s.setup.shrine) {
        fail("game size");
    }
    if (v.stateId != s.stateId || v.phase != s.phase || v.round != s.round ||
        v.firstPlayer != s.firstPlayer || v.toAct != seatToAct(s)) {
        fail("stateId/phase/round/first player/to act");
    }
    for (int i = 0; i < kStripCount; ++i) {
        const int expected = k.strip(i) >= 0 ? k.strip(i) : kUnknownStrip;
        if (v.strips[static_cast<std::size_t>(i)] != expected) {
            fail("strip " + std::to_string(i) + " from the top shows " +
                 std::to_string(v.strips[static_cast<std::size_t>(i)]) +
                 ", known: " + std::to_string(expected));
        }
        if (k.strip(i) >= 0 &&
            k.strip(i) != s.strips[static_cast<std::size_t>((s.stripTop + i) % kStripCount)]) {
            fail("the test's strip tracking disagrees with the table");
        }
    }
    if (v.emissaries != s.emissaries || v.placements != s.placements)
        fail("emissaries");
    if (v.offer != s.offer || v.offerSize != s.offerSize || v.openInfluence != s.openInfluence)
        fail("offer");
    if (v.boxed != s.boxed)
        fail("boxed cards");

    // Decks: sizes and the openly inserted influence cards, nothing else.
    for (int d = 0; d < kDeckCount; ++d) {
        if (v.deckSizes[static_cast<std::size_t>(d)] != s.decks[static_cast<std::size_t>(d)].size) {
            fail("deck size " + std::to_string(d));
        }
    }
    std::array<std::int8_t, kInfluenceValues.size()> influence{};
    influence.fill(-1);
    for (int i = 0; i < s.decks[0].size; ++i) {
        if (s.decks[0].at(i).isInfluence()) {
            influence[static_cast<std::size_t>(s.decks[0].at(i).influenceIndex())] =
                static_cast<std::int8_t>(i);
        }
    }
    if (v.influenceInDeck != influence)
        fail("influence card positions in deck I");

    // The draft pack only to its holder; what was passed on only to the passer.
    if (v.draftSeat != s.draftSeat || v.draftPackSize != s.draftPackSize)
        fail("draft seat/pack size");
    const bool holdsPack = viewer >= 0 && viewer == s.draftSeat;
    if (holdsPack ? v.draftPack != s.draftPack : v.draftPack != std::array<Card, kMaxPlayers>{}) {
        fail(holdsPack ? "the holder does not see the draft pack"
                       : "the draft pack is shown to a seat not holding it");
    }
    if (viewer >= 0) {
        std::vector<Card> shown(v.draftPassed.begin(), v.draftPassed.begin() + v.draftPassedCount);
        std::vector<Card> expected = k.passed(viewer);
        std::sort(shown.begin(), shown.end());
        std::sort(expected.begin(), expected.end());
        if (shown != expected)
            fail("draft cards passed on");
    } else if (v.draftPassedCount != 0 || v.draftPassed != std::array<Card, kMaxPlayers - 1>{}) {
        fail("a spectator sees cards passed in the draft");
    }

    // The turn; school draws only to the drawer.
    const TurnState& t = v.turn;
    const TurnState& u = s.turn;
    if (t.seat != u.seat || t.space != u.space || t.bricks != u.bricks || t.cogs != u.cogs ||
        t.took != u.took || t.built != u.built || t.produced != u.produced ||
        t.schoolDraws != u.schoolDraws || t.schoolDeck != u.schoolDeck ||
        t.drawnCount != u.drawnCount) {
        fail("turn");
    }
    const bool drawer = viewer >= 0 && viewer == u.seat;
    if (drawer ? t.drawn != u.drawn : t.drawn != std::array<Card, kMaxDrawn>{}) {
        fail(drawer ? "the drawer does not see the drawn cards"
                    : "school draws are shown to another seat");
    }

    // Cities, tokens, hands.
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        const PlayerPublicView& pv = v.players[static_cast<std::size_t>(seat)];
        const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        const std::string who = "seat " + std::to_string(seat) + ": ";
        if (pv.city.cells != p.city.cells || pv.city.points != p.city.points ||
            pv.city.occupied != p.city.occupied || pv.city.brickTokens != p.city.brickTokens ||
            pv.city.aqueducts != p.city.aqueducts) {
            fail(who + "city");
        }
        if (pv.coins != p.coins || pv.influence != p.influence ||
            pv.influenceCards != p.influenceCards) {
            fail(who + "coins/influence");
        }
        if (pv.handSize != p.handSize)
            fail(who + "hand size");
        // The own hand in the state's order; another seat's in the canonical order, so
        // compare those as multisets of backs.
        std::array<int, kDeckCount> shownBacks{};
        std::array<int, kDeckCount> realBacks{};
        for (int i = 0; i < kMaxHand; ++i) {
            const ViewHandCard& shown = pv.hand[static_cast<std::size_t>(i)];
            const HandCard& real = p.hand[static_cast<std::size_t>(i)];
            if (i >= p.handSize) {
                if (shown != ViewHandCard{})
                    fail(who + "a card beyond the hand");
                continue;
            }
            ++shownBacks[static_cast<std::size_t>(shown.back)];
            ++realBacks[static_cast<std::size_t>(deckOfBack(real.origin))];
            if (seat == viewer && shown.card != real.card)
                fail(who + "own hand card hidden from its owner");
            if (seat == viewer && shown.back != deckOfBack(real.origin))
                fail(who + "own card back");
            if (i > 0 && seat != viewer) {
                const ViewHandCard& last = pv.hand[static_cast<std::size_t>(i - 1)];
                const bool ordered = last.card != Card::None
                                         ? (shown.card == Card::None || last.card <= shown.card)
                                         : (shown.card == Card::None && last.back <= shown.back);
                if (!ordered)
                    fail(who + "another seat's hand is not in the canonical order");
            }
        }
        if (shownBacks != realBacks)
            fail(who + "card backs");
        if (seat >= s.playerCount) {
            continue;
        }
        const CardCounts shown = countsOf(pv.hand, p.handSize);
        const CardCounts& known = k.known(viewer, seat);
        for (int c = 1; c < kCardKinds; ++c) {
            const int n = shown[static_cast<std::size_t>(c)];
            const int m = known[static_cast<std::size_t>(c)];
            if (n > m) {
                fail(who + "LEAK: shows " + std::to_string(n) + " x " +
                     std::string(cardId(static_cast<Card>(c))) + " but the viewer can know " +
                     std::to_string(m) + "; shown " + countsText(shown) + ", knowable " +
                     countsText(known));
            } else if (n < m) {
                hidden.add(context + ": " + who + "hides " +
                           std::string(cardId(static_cast<Card>(c))) +
                           " which the viewer knows; shown " + countsText(shown) + ", known " +
                           countsText(known));
            }
        }
    }
}

class Views : public ::testing::TestWithParam<Config> {};

INSTANTIATE_TEST_SUITE_P(AllSizes, Views,
                         ::testing::Values(Config{2, false}, Config{2, true}, Config{3, false},
                                           Config{3, true}, Config{4, false}, Config{4, true}),
                         configName);

// ---------------------------------------------------------------------------------------------

TEST_P(Views, ShowExactlyWhatTheirViewerMayKnow) {
    const Config config = GetParam();
    Failures failures;
    Failures spectatorHidden; // checked by SpectatorsSeeTheCardsKnownToEveryone
    ActionList legal;
    EventLog log;
    long long hiddenCards = 0;
    long long shownOpponentCards = 0;
    long long hiddenDraws = 0;
    int lastCardsPassed = 0;
    int schoolKeeps = 0;
    for (int g = 0; g < games(300) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, viewGameSeed(config, g, 1));
        GameState s = newGame(setup);
        Knowledge knowledge(s);
        Rng rng(deriveSeed(setup.seed, 1));
        for (std::size_t step = 0; failures.count() == 0; ++step) {
            std::array<PlayerView, kMaxPlayers + 1> views;
            for (int viewer = -1; viewer < config.players; ++viewer) {
                PlayerView& v = views[static_cast<std::size_t>(viewer + 1)];
                v = makeView(s, viewer);
                checkView(s, v, viewer, knowledge, failures,
                          viewer >= 0 ? failures : spectatorHidden, where(setup, step, viewer));
                for (int seat = 0; seat < config.players; ++seat) {
                    if (seat == viewer) {
                        continue;
                    }
                    const PlayerPublicView& pv = v.players[static_cast<std::size_t>(seat)];
                    for (int i = 0; i < pv.handSize; ++i) {
                        const bool shown = pv.hand[static_cast<std::size_t>(i)].card != Card::None;
                        (shown ? shownOpponentCards : hiddenCards) += 1;
                    }
                }
                if (viewer != s.turn.seat && s.turn.drawnCount > 0) {
                    ++hiddenDraws;
                }
            }
            // Everything public is the same for every viewer, spectator included.
            const PlayerView reference = publicPart(views[0]);
            for (int viewer = 0; viewer < config.players; ++viewer) {
                if (!sameView(publicPart(views[static_cast<std::size_t>(viewer + 1)]), reference)) {
                    failures.add(where(setup, step, viewer) +
                                 ": the public part differs from the spectator's");
                }
            }
            if (!knowledge.inconsistency().empty()) {
                failures.add(where(setup, step) + ": " + knowledge.inconsistency());
            }
            if (isOver(s)) {
                break;
            }
            legalActions(s, legal);
            const Action a = pick(rng, legal);
            const GameState before = s;
            const int seat = seatToAct(s);
            log.clear();
            ASSERT_EQ(apply(s, seat, a, &log), ActionError::None) << where(setup, step);
            knowledge.update(before, seat, a, log);
        }
        lastCardsPassed += knowledge.lastCardsPassed();
        schoolKeeps += knowledge.schoolKeeps();
    }
    failures.report("ShowExactlyWhatTheirViewerMayKnow");
    // The games did exercise every kind of secret.
    EXPECT_GT(hiddenCards, 0);
    EXPECT_GT(shownOpponentCards, 0);
    EXPECT_GT(lastCardsPassed, 0);
    if (!smallScale()) {
        EXPECT_GT(hiddenDraws, 0);
        EXPECT_GT(schoolKeeps, 0);
    }
}

// A spectator (viewer -1: a replay viewer, an observer in the lobby) knows what everyone knows:
// the cards taken from the open offer and the shrine (§5), and nothing secret.
TEST_P(Views, SpectatorsSeeTheCardsKnownToEveryone) {
    const Config config = GetParam();
    Failures failures;
    Failures hidden;
    ActionList legal;
    EventLog log;
    for (int g = 0; g < games(100) && failures.count() + hidden.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, viewGameSeed(config, g, 3));
        GameState s = newGame(setup);
        Knowledge knowledge(s);
        Rng rng(deriveSeed(setup.seed, 3));
        for (std::size_t step = 0; failures.count() + hidden.count() == 0; ++step) {
            checkView(s, makeView(s, -1), -1, knowledge, failures, hidden, where(setup, step, -1));
            if (isOver(s)) {
                break;
            }
            legalActions(s, legal);
            const Action a = pick(rng, legal);
            const GameState before = s;
            log.clear();
            ASSERT_EQ(apply(s, seatToAct(s), a, &log), ActionError::None) << where(setup, step);
            knowledge.update(before, seatToAct(before), a, log);
        }
    }
    failures.report("SpectatorsSeeTheCardsKnownToEveryone (leaks)");
    hidden.report("SpectatorsSeeTheCardsKnownToEveryone (public cards hidden)");
}

// A seat's view with its secrets taken out is exactly the spectator's: a hot-seat screen between
// turns shows what everyone knows from whichever person's view it holds.
TEST_P(Views, APublicViewOfAnySeatsViewIsTheSpectatorsView) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    for (int g = 0; g < games(100) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, viewGameSeed(config, g, 5));
        GameState s = newGame(setup);
        Rng rng(deriveSeed(setup.seed, 5));
        for (std::size_t step = 0; failures.count() == 0; ++step) {
            const PlayerView spectator = makeView(s, -1);
            for (int seat = 0; seat < config.players; ++seat) {
                if (!sameView(publicView(makeView(s, seat)), spectator)) {
                    failures.add(where(setup, step, seat));
                }
            }
            if (isOver(s)) {
                break;
            }
            legalActions(s, legal);
            ASSERT_EQ(apply(s, seatToAct(s), pick(rng, legal)), ActionError::None)
                << where(setup, step);
        }
    }
    failures.report("APublicViewOfAnySeatsViewIsTheSpectatorsView");
}

// Swaps two cards of the game's hidden places (decks, hands, draws, the draft pack).
struct Place {
    enum Kind { InDeck, Hand, Drawn, Pack } kind;
    int owner; // deck index or seat
    int index;
};

Card cardAt(const GameState& s, const Place& p) {
    switch (p.kind) {
    case Place::InDeck:
        return s.decks[static_cast<std::size_t>(p.owner)].at(p.index).card();
    case Place::Hand:
        return s.players[static_cast<std::size_t>(p.owner)]
            .hand[static_cast<std::size_t>(p.index)]
            .card;
    case Place::Drawn:
        return s.turn.drawn[static_cast<std::size_t>(p.index)];
    case Place::Pack:
        break;
    }
    return s.draftPack[static_cast<std::size_t>(p.index)];
}

void setCard(GameState& s, const Place& p, Card c) {
    switch (p.kind) {
    case Place::InDeck: {
        Deck& d = s.decks[static_cast<std::size_t>(p.owner)];
        d.items[static_cast<std::size_t>((d.head + p.index) % kDeckCapacity)] =
            DeckItem::building(c);
        return;
    }
    case Place::Hand:
        s.players[static_cast<std::size_t>(p.owner)].hand[static_cast<std::size_t>(p.index)].card =
            c;
        return;
    case Place::Drawn:
        s.turn.drawn[static_cast<std::size_t>(p.index)] = c;
        return;
    case Place::Pack:
        s.draftPack[static_cast<std::size_t>(p.index)] = c;
        return;
    }
}

// Deck cards nobody knows (a card put back by a school is known to its drawer).
std::vector<Place> deckPlaces(const GameState& s) {
    std::vector<Place> places;
    for (int d = 0; d < kDeckCount; ++d) {
        const Deck& deck = s.decks[static_cast<std::size_t>(d)];
        for (int i = 0; i < deck.size; ++i) {
            if (!deck.at(i).isInfluence() && deck.knownByAt(i) == 0) {
                places.push_back({Place::InDeck, d, i});
            }
        }
    }
    return places;
}

GameState swapped(const GameState& s, const Place& a, const Place& b) {
    GameState t = s;
    setCard(t, a, cardAt(s, b));
    setCard(t, b, cardAt(s, a));
    return t;
}

// A state that differs from `s` only in what `viewers` cannot know must give each of them the
// same view, every member of it.
void expectSameViews(const GameState& s, const GameState& changed, const std::vector<int>& viewers,
                     Failures& failures, const std::string& what) {
    for (int viewer : viewers) {
        if (!sameView(makeView(s, viewer), makeView(changed, viewer))) {
            failures.add(what + ": the view of " + std::to_string(viewer) + " changed");
        }
    }
}

TEST_P(Views, HiddenInformationDoesNotReachOtherViewers) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    int checks = 0;
    for (int g = 0; g < games(300) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, viewGameSeed(config, g, 2));
        GameState s = newGame(setup);
        Rng rng(deriveSeed(setup.seed, 2));
        for (std::size_t step = 0; !isOver(s) && failures.count() == 0; ++step) {
            const bool sampled =
                rng.below(8) == 0 || s.turn.drawnCount > 0 || s.phase == Phase::Draft;
            if (sampled) {
                const std::string context = where(setup, step);
                std::vector<int> everyone;
                for (int viewer = -1; viewer < config.players; ++viewer) {
                    everyone.push_back(viewer);
                }
                const std::vector<Place> decks = deckPlaces(s);
                const auto randomDeckPlace = [&](Card differentFrom) -> const Place* {
                    if (decks.empty()) {
                        return nullptr;
                    }
                    const auto start = rng.below(static_cast<std::uint32_t>(decks.size()));
                    for (std::size_t i = 0; i < decks.size(); ++i) {
                        const Place& p = decks[(start + i) % decks.size()];
                        if (cardAt(s, p) != differentFrom) {
                            return &p;
                        }
                    }
                    return nullptr;
                };
                // The order and contents of the decks (within one deck and between decks).
                if (decks.size() >= 2) {
                    const Place& a = decks[rng.below(static_cast<std::uint32_t>(decks.size()))];
                    if (const Place* b = randomDeckPlace(cardAt(s, a))) {
                        expectSameViews(s, swapped(s, a, *b), everyone, failures,
                                        context + ": two deck cards swapped");
                        ++checks;
                    }
                }
                // The seed.
                {
                    GameState t = s;
                    t.setup.seed ^= 0x9E3779B97F4A7C15ULL;
                    expectSameViews(s, t, everyone, failures, context + ": another seed");
                }
                // Hand cards a viewer does not know, swapped with a deck card or with another
                // seat's card the viewer does not know either.
                for (int seat = 0; seat < config.players; ++seat) {
                    const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
                    for (int i = 0; i < p.handSize; ++i) {
                        std::vector<int> blind;
                        for (int viewer = -1; viewer < config.players; ++viewer) {
                            if (!knows(s, viewer, seat, i)) {
                                blind.push_back(viewer);
                            }
                        }
                        if (blind.empty()) {
                            continue;
                        }
                        const Place hand{Place::Hand, seat, i};
                        if (const Place* d =
                                randomDeckPlace(p.hand[static_cast<std::size_t>(i)].card)) {
                            expectSameViews(s, swapped(s, hand, *d), blind, failures,
                                            context + ": seat " + std::to_string(seat) +
                                                " hand card " + std::to_string(i) +
                                                " swapped with a deck card");
                            ++checks;
                            // Sanity: its owner does see the difference.
                            if (sameView(makeView(s, seat), makeView(swapped(s, hand, *d), seat))) {
                                failures.add(context +
                                             ": an owner's view ignores the owner's hand");
                            }
                        }
                        for (int other = seat + 1; other < config.players; ++other) {
                            const PlayerState& q = s.players[static_cast<std::size_t>(other)];
                            for (int j = 0; j < q.handSize; ++j) {
                                std::vector<int> blindToBoth;
                                for (int viewer : blind) {
                                    if (!knows(s, viewer, other, j)) {
                                        blindToBoth.push_back(viewer);
                                    }
                                }
                                if (!blindToBoth.empty()) {
                                    expectSameViews(s, swapped(s, hand, {Place::Hand, other, j}),
                                                    blindToBoth, failures,
                                                    context + ": hand cards of seats " +
                                                        std::to_string(seat) + " and " +
                                                        std::to_string(other) + " swapped");
                                }
                            }
                        }
                    }
                }
                // A school draw, seen only by the drawer.
                if (s.turn.drawnCount > 0) {
                    std::vector<int> others;
                    for (int viewer = -1; viewer < config.players; ++viewer) {
                        if (viewer != s.turn.seat) {
                            others.push_back(viewer);
                        }
                    }
                    const Place drawn{Place::Drawn, 0,
                                      static_cast<int>(rng.below(s.turn.drawnCount))};
                    if (const Place* d = randomDeckPlace(cardAt(s, drawn))) {
                        expectSameViews(s, swapped(s, drawn, *d), others, failures,
                                        context + ": a drawn card swapped with a deck card");
                        ++checks;
                    }
                }
                // The draft pack, seen only by its holder.
                if (s.phase == Phase::Draft && s.draftPackSize > 0) {
                    std::vector<int> others;
                    for (int viewer = -1; viewer < config.players; ++viewer) {
                        if (viewer != s.draftSeat) {
                            others.push_back(viewer);
                        }
                    }
                    const Place pack{Place::Pack, 0, static_cast<int>(rng.below(s.draftPackSize))};
                    if (const Place* d = randomDeckPlace(cardAt(s, pack))) {
                        expectSameViews(s, swapped(s, pack, *d), others, failures,
                                        context + ": a draft pack card swapped with a deck card");
                        ++checks;
                    }
                }
                // Strips nobody has seen yet (the view marks them unknown for everyone).
                const PlayerView spectator = makeView(s, -1);
                for (int i = 1; i < kStripCount; ++i) {
                    for (int j = i + 1; j < kStripCount; ++j) {
                        if (spectator.strips[static_cast<std::size_t>(i)] != kUnknownStrip ||
                            spectator.strips[static_cast<std::size_t>(j)] != kUnknownStrip) {
                            continue;
                        }
                        GameState t = s;
                        std::swap(
                            t.strips[static_cast<std::size_t>((s.stripTop + i) % kStripCount)],
                            t.strips[static_cast<std::size_t>((s.stripTop + j) % kStripCount)]);
                        std::uint8_t& flip =
                            t.strips[static_cast<std::size_t>((s.stripTop + i) % kStripCount)];
                        flip = flipStrip(flip);
                        expectSameViews(s, t, everyone, failures,
                                        context + ": unseen strips swapped and turned");
                        ++checks;
                    }
                }
                // Sanity: something public does change every view.
                {
                    GameState t = s;
                    ++t.players[0].coins;
                    for (int viewer = -1; viewer < config.players; ++viewer) {
                        if (sameView(makeView(s, viewer), makeView(t, viewer))) {
                            failures.add(context + ": a view ignores a player's coins");
                        }
                    }
                }
            }
            legalActions(s, legal);
            ASSERT_EQ(apply(s, seatToAct(s), pick(rng, legal)), ActionError::None)
                << where(setup, step);
        }
    }
    failures.report("HiddenInformationDoesNotReachOtherViewers");
    EXPECT_GT(checks, 0);
}

// ---------------------------------------------------------------------------------------------
// Small fixed situations.

TEST(ViewsFixed, TwoPlayerDraftTheLastCardIsKnownToItsPasser) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState s = newGame(GameSetup{2, seed, false});
        // The seat holding the pack picks first and passes the other card on.
        const int first = seatToAct(s);
        const int second = 1 - first;
        const Card kept = s.draftPack[0];
        const Card passedOn = s.draftPack[1];
        ASSERT_EQ(apply(s, first, Action::draft(kept)), ActionError::None);
        // The kept card is secret; the passed card is in the other seat's pack, seen by its holder
        // only.
        EXPECT_EQ(makeView(s, second).players[static_cast<std::size_t>(first)].hand[0].card,
                  Card::None);
        EXPECT_EQ(makeView(s, first).players[static_cast<std::size_t>(first)].hand[0].card, kept);
        EXPECT_EQ(makeView(s, -1).players[static_cast<std::size_t>(first)].hand[0].card,
                  Card::None);
        EXPECT_EQ(makeView(s, second).draftPack[0], passedOn);
        EXPECT_EQ(makeView(s, first).draftPack[0], Card::None);
        EXPECT_EQ(makeView(s, first).draftPassedCount, 1);
        EXPECT_EQ(makeView(s, first).draftPassed[0], passedOn);
        ASSERT_EQ(apply(s, second, Action::draft(passedOn)), ActionError::None);
        EXPECT_EQ(makeView(s, first).players[static_cast<std::size_t>(second)].hand[0].card,
                  passedOn);
        // Both players know it, so a spectator may see it too.
        EXPECT_EQ(makeView(s, -1).players[static_cast<std::size_t>(second)].hand[0].card, passedOn);
        EXPECT_EQ(makeView(s, second).players[static_cast<std::size_t>(first)].hand[0].card,
                  Card::None);
    }
}

TEST(ViewsFixed, StripsAreUnknownUntilSeen) {
    GameState s = newGame(GameSetup{4, 99, false});
    ActionList legal;
    Rng rng(5);
    PlayerView v = makeView(s, 0);
    EXPECT_NE(v.strips[0], kUnknownStrip);
    for (int i = 1; i < kStripCount; ++i) {
        EXPECT_EQ(v.strips[static_cast<std::size_t>(i)], kUnknownStrip) << i;
    }
    while (!isOver(s)) {
        legalActions(s, legal);
        ASSERT_EQ(apply(s, seatToAct(s), pick(rng, legal)), ActionError::None);
        v = makeView(s, 1);
        int unknown = 0;
        for (std::uint8_t strip : v.strips) {
            unknown += strip == kUnknownStrip ? 1 : 0;
        }
        // Round r has shown r + 1 strips (the one face up during the draft, then one a round).
        EXPECT_EQ(unknown, std::max(0, kStripCount - 1 - s.round)) << "round " << int{s.round};
        EXPECT_EQ(v.currentStrip(), s.currentStrip());
    }
}

} // namespace
} // namespace cor::test
