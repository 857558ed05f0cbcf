// Information-set sampling (bots/determinize.h) and hidden-information discipline
// (CLARIFICATIONS §5): a sample must look exactly like the real game to the viewer, conserve
// the cards, stay playable, and bots must be blind to everything their view does not show.
#include "engine/bots/determinize.h"
#include "engine/bots/greedy_bot.h"
#include "engine/bots/ismcts_bot.h"
#include "engine/invariants.h"
#include "engine/rules.h"
#include "engine/view.h"
#include "tests/engine/random_support.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>
#include <map>
#include <new>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace cor {
namespace {

static_assert(std::is_trivially_copyable_v<PlayerView>, "views are compared and copied as bytes");

using test::playRandomUntil;

using test::games;

// A view built in storage pre-filled with `fill`: the bytes makeView does not write (padding)
// keep that value, so two views built over the same fill compare byte for byte.
class ViewBox {
  public:
    ViewBox(const GameState& state, int viewer, unsigned char fill = 0) {
        std::memset(bytes_, fill, sizeof(bytes_));
        view_ = ::new (static_cast<void*>(bytes_)) PlayerView(makeView(state, viewer));
    }
    ViewBox(const ViewBox&) = delete;
    ViewBox& operator=(const ViewBox&) = delete;
    const PlayerView& operator*() const { return *view_; }
    const PlayerView* operator->() const { return view_; }
    bool sameBytes(const ViewBox& other) const {
        return std::memcmp(bytes_, other.bytes_, sizeof(bytes_)) == 0;
    }

  private:
    alignas(PlayerView) unsigned char bytes_[sizeof(PlayerView)];
    PlayerView* view_ = nullptr;
};

bool sameTurn(const TurnState& a, const TurnState& b) {
    return a.seat == b.seat && a.space == b.space && a.bricks == b.bricks && a.cogs == b.cogs &&
           a.took == b.took && a.built == b.built && a.produced == b.produced &&
           a.schoolDraws == b.schoolDraws && a.schoolDeck == b.schoolDeck && a.drawn == b.drawn &&
           a.drawnCount == b.drawnCount;
}

bool sameCity(const City& a, const City& b) {
    return a.cells == b.cells && a.points == b.points && a.occupied == b.occupied &&
           a.brickTokens == b.brickTokens && a.aqueducts == b.aqueducts;
}

// Names of the view fields that differ (empty: every field equal).
std::string viewDiff(const PlayerView& a, const PlayerView& b) {
    std::string out;
    const auto field = [&](const std::string& name, bool same) {
        if (!same) {
            out += (out.empty() ? "" : " ") + name;
        }
    };
    field("viewer", a.viewer == b.viewer);
    field("playerCount", a.playerCount == b.playerCount);
    field("rounds", a.rounds == b.rounds);
    field("emissariesPerPlayer", a.emissariesPerPlayer == b.emissariesPerPlayer);
    field("deckMask", a.deckMask == b.deckMask);
    field("shrine", a.shrine == b.shrine);
    field("stateId", a.stateId == b.stateId);
    field("phase", a.phase == b.phase);
    field("round", a.round == b.round);
    field("firstPlayer", a.firstPlayer == b.firstPlayer);
    field("toAct", a.toAct == b.toAct);
    field("strips", a.strips == b.strips);
    field("emissaries", a.emissaries == b.emissaries);
    field("placements", a.placements == b.placements);
    field("offer", a.offer == b.offer);
    field("offerSize", a.offerSize == b.offerSize);
    field("openInfluence", a.openInfluence == b.openInfluence);
    field("deckSizes", a.deckSizes == b.deckSizes);
    field("influenceInDeck", a.influenceInDeck == b.influenceInDeck);
    field("knownInDecks", a.knownInDecks == b.knownInDecks);
    field("draftSeat", a.draftSeat == b.draftSeat);
    field("draftPackSize", a.draftPackSize == b.draftPackSize);
    field("draftPack", a.draftPack == b.draftPack);
    field("draftPassed", a.draftPassed == b.draftPassed);
    field("draftPassedCount", a.draftPassedCount == b.draftPassedCount);
    field("turn", sameTurn(a.turn, b.turn));
    for (std::size_t seat = 0; seat < a.players.size(); ++seat) {
        const PlayerPublicView& p = a.players[seat];
        const PlayerPublicView& q = b.players[seat];
        const std::string who = "players[" + std::to_string(seat) + "].";
        field(who + "city", sameCity(p.city, q.city));
        field(who + "coins", p.coins == q.coins);
        field(who + "influence", p.influence == q.influence);
        field(who + "influenceCards", p.influenceCards == q.influenceCards);
        field(who + "handSize", p.handSize == q.handSize);
        field(who + "hand", p.hand == q.hand);
    }
    field("boxed", a.boxed == b.boxed);
    return out;
}

// Where the view of a sample differs from the real one, down to the bytes.
std::string compareViews(const ViewBox& real, const ViewBox& sampled) {
    if (real.sameBytes(sampled)) {
        return {};
    }
    const std::string fields = viewDiff(*real, *sampled);
    return fields.empty() ? "padding bytes only" : fields;
}

struct Situation {
    GameState state;
    std::string label;
};

enum class StopKind { AnyPoint, SchoolDrawn, SchoolDeckChoice, Draft };

// Random games stopped at random points; 2, 3 and 4 players, shrine on and off, and some
// stops at the rarer decisions (the draft, a school's deck choice, a school's draw kept).
std::vector<Situation> randomSituations(int count, std::uint64_t seed) {
    std::vector<Situation> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const std::uint64_t gameSeed = deriveSeed(seed, static_cast<std::uint64_t>(i));
        const GameSetup setup{2 + i % 3, gameSeed, (i / 3) % 2 == 1};
        Rng pick(gameSeed ^ 0x5EEDULL);
        const auto kind = static_cast<StopKind>((i / 6) % 4);
        // Random games last about 110, 165 and 225 actions for 2, 3 and 4 players; a few
        // stops fall after the end.
        const std::array<std::uint32_t, 3> length{118, 176, 236};
        const auto target = static_cast<std::uint32_t>(
            pick.below(length[static_cast<std::size_t>(setup.players - 2)]));
        const GameState state = playRandomUntil(setup, gameSeed + 1, [&](const GameState& s) {
            switch (kind) {
            case StopKind::AnyPoint:
                return s.stateId >= target;
            case StopKind::SchoolDrawn:
                return s.stateId >= target / 2 && s.turn.drawnCount > 0;
            case StopKind::SchoolDeckChoice:
                return s.stateId >= target / 2 && s.turn.schoolPending() && s.turn.schoolDeck < 0;
            case StopKind::Draft:
                return s.stateId >= target % static_cast<std::uint32_t>(setup.players);
            }
            return true;
        });
        std::ostringstream label;
        label << "players=" << setup.players << " shrine=" << setup.shrine << " seed=" << gameSeed
              << " stop=" << static_cast<int>(kind) << " target=" << target
              << " stateId=" << state.stateId << " round=" << int{state.round}
              << " phase=" << static_cast<int>(state.phase);
        out.push_back({state, label.str()});
    }
    return out;
}

// Collects failures by kind so that a broken property reports a summary and a few examples
// instead of thousands of lines.
class Failures {
  public:
    void add(const std::string& kind, const std::string& example) {
        Entry& e = byKind_[kind];
        if (e.count++ < 3) {
            e.examples.push_back(example);
        }
    }
    bool empty() const { return byKind_.empty(); }
    std::string summary() const {
        std::ostringstream out;
        for (const auto& [kind, entry] : byKind_) {
            out << "\n  " << entry.count << "x " << kind;
            for (const std::string& example : entry.examples) {
                out << "\n      e.g. " << example;
            }
        }
        return out.str();
    }

  private:
    struct Entry {
        int count = 0;
        std::vector<std::string> examples;
    };
    std::map<std::string, Entry> byKind_;
};

std::string where(const Situation& s, int seat, std::uint64_t rngSeed) {
    return s.label + " viewer=" + std::to_string(seat) + " rng=" + std::to_string(rngSeed);
}

// The first word of an invariant message ("card residence_2 not conserved: 6 of 5" -> its
// kind without the numbers), to group failures.
std::string invariantKind(const std::string& message) {
    const auto colon = message.find(':');
    return "invariant: " + message.substr(0, colon);
}

std::array<int, kCardKinds> deckCards(const Deck& deck) {
    std::array<int, kCardKinds> counts{};
    for (int i = 0; i < deck.size; ++i) {
        if (!deck.at(i).isInfluence()) {
            ++counts[static_cast<std::size_t>(deck.at(i).card())];
        }
    }
    return counts;
}

bool sameDeckOrder(const GameState& a, const GameState& b) {
    for (std::size_t d = 0; d < a.decks.size(); ++d) {
        if (a.decks[d].size != b.decks[d].size) {
            return false;
        }
        for (int i = 0; i < a.decks[d].size; ++i) {
            if (a.decks[d].at(i).raw != b.decks[d].at(i).raw) {
                return false;
            }
        }
    }
    return true;
}

// Everything determinize fills in at random.
bool sameHidden(const GameState& a, const GameState& b) {
    if (!sameDeckOrder(a, b) || a.strips != b.strips || a.stripTop != b.stripTop ||
        a.draftPack != b.draftPack || a.turn.drawn != b.turn.drawn) {
        return false;
    }
    for (std::size_t seat = 0; seat < a.players.size(); ++seat) {
        for (std::size_t i = 0; i < a.players[seat].hand.size(); ++i) {
            if (a.players[seat].hand[i].card != b.players[seat].hand[i].card) {
                return false;
            }
        }
    }
    return true;
}

const std::vector<Situation>& situations() {
    static const std::vector<Situation> all = randomSituations(games(1500), 0xD373);
    return all;
}

// ----------------------------------------------------------------------------------------

TEST(Determinize, MakeViewWritesEveryByte) {
    // PlayerView is compared and hashed as bytes (desync checks, these tests); that needs
    // makeView to leave no byte (padding included) as it found it.
    Failures failures;
    for (const Situation& s : situations()) {
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            const ViewBox zeros(s.state, seat, 0x00);
            const ViewBox ones(s.state, seat, 0xFF);
            if (!zeros.sameBytes(ones)) {
                failures.add("view bytes depend on the storage (" + viewDiff(*zeros, *ones) + ")",
                             where(s, seat, 0));
            }
        }
    }
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(Determinize, SampleShowsTheViewersViewByteForByte) {
    Failures failures;
    int checked = 0;
    for (const Situation& s : situations()) {
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            const ViewBox real(s.state, seat);
            for (std::uint64_t seed = 1; seed <= 2; ++seed) {
                Rng rng(seed);
                const GameState sample = determinize(*real, rng);
                const ViewBox sampled(sample, seat);
                const std::string diff = compareViews(real, sampled);
                if (!diff.empty()) {
                    failures.add("view differs in: " + diff, where(s, seat, seed));
                }
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 0);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(Determinize, SampleConservesCards) {
    Failures failures;
    for (const Situation& s : situations()) {
        ASSERT_EQ(checkInvariants(s.state), "") << s.label;
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            Rng rng(seat + 11);
            const GameState sample = determinize(makeView(s.state, seat), rng);
            const std::string broken = checkInvariants(sample);
            if (!broken.empty()) {
                failures.add(invariantKind(broken),
                             where(s, seat, static_cast<std::uint64_t>(seat + 11)) + ": " + broken);
            }
        }
    }
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(Determinize, SampleHasTheSameLegalActionsForTheViewerToAct) {
    Failures failures;
    int checked = 0;
    ActionList real;
    ActionList sampled;
    for (const Situation& s : situations()) {
        const int seat = seatToAct(s.state);
        if (seat < 0) {
            continue;
        }
        Rng rng(7);
        const GameState sample = determinize(makeView(s.state, seat), rng);
        EXPECT_EQ(seatToAct(sample), seat) << s.label;
        legalActions(s.state, real);
        legalActions(sample, sampled);
        bool same = real.size() == sampled.size();
        for (int i = 0; same && i < real.size(); ++i) {
            same = real[i] == sampled[i];
        }
        if (!same) {
            failures.add("legal actions differ", where(s, seat, 7) + " real " +
                                                     std::to_string(real.size()) + " sampled " +
                                                     std::to_string(sampled.size()));
        }
        ++checked;
    }
    EXPECT_GT(checked, situations().size() / 2);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(Determinize, SamplePlaysOnToTheEnd) {
    Failures failures;
    ActionList legal;
    for (const Situation& s : situations()) {
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            Rng rng(static_cast<std::uint64_t>(seat) + 101);
            GameState sample = determinize(makeView(s.state, seat), rng);
            int steps = 0;
            while (!isOver(sample) && steps < 5000) {
                legalActions(sample, legal);
                if (legal.empty()) {
                    failures.add("no legal action before the end", where(s, seat, 101));
                    break;
                }
                const Action& a =
                    legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
                const ActionError error = apply(sample, seatToAct(sample), a);
                if (error != ActionError::None) {
                    failures.add("legal action refused: " + std::string(errorCode(error)),
                                 where(s, seat, 101) + " action " + toText(a));
                    break;
                }
                ++steps;
            }
            if (!isOver(sample)) {
                failures.add("sample did not reach the end", where(s, seat, 101));
            }
        }
    }
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(Determinize, SeedsChangeHiddenCardsButNeverPublicFacts) {
    Failures failures;
    int varied = 0;
    int withHiddenOrder = 0;
    for (const Situation& s : situations()) {
        if (isOver(s.state)) {
            continue;
        }
        const int seat = static_cast<int>(s.state.stateId % s.state.playerCount);
        const ViewBox real(s.state, seat);
        std::vector<GameState> samples;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Rng rng(seed * 977);
            samples.push_back(determinize(*real, rng));
            const ViewBox sampled(samples.back(), seat);
            // Public facts: every seat's public part is the same; the viewer's view entirely.
            const std::string diff = compareViews(real, sampled);
            if (!diff.empty()) {
                failures.add("public facts changed with the seed: " + diff,
                             where(s, seat, seed * 977));
            }
            // The same seed again gives the same sample.
            Rng again(seed * 977);
            if (!sameHidden(samples.back(), determinize(*real, again))) {
                failures.add("same seed, different sample", where(s, seat, seed * 977));
            }
        }
        // With at least two different building cards left in some deck, six samples cannot
        // all deal the decks alike.
        bool orderHidden = false;
        for (const Deck& deck : s.state.decks) {
            int kinds = 0;
            for (int n : deckCards(deck)) {
                kinds += n > 0 ? 1 : 0;
            }
            orderHidden = orderHidden || kinds >= 2;
        }
        if (orderHidden) {
            ++withHiddenOrder;
            bool differ = false;
            for (std::size_t i = 1; i < samples.size(); ++i) {
                differ = differ || !sameDeckOrder(samples[0], samples[i]);
            }
            varied += differ ? 1 : 0;
            if (!differ) {
                failures.add("six seeds dealt the same decks", where(s, seat, 977));
            }
        }
    }
    EXPECT_GT(withHiddenOrder, 0);
    EXPECT_EQ(varied, withHiddenOrder);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

// The viewer's own action changes the real game and a sample alike, as far as the viewer
// can tell: the views still match afterwards, unless the action or the automatic steps
// after it reveal hidden cards (a school's draw, the next round's cards).
TEST(Determinize, ViewersOwnActionKeepsTheSampleConsistent) {
    Failures failures;
    int compared = 0;
    ActionList legal;
    for (const Situation& s : situations()) {
        const int seat = seatToAct(s.state);
        if (seat < 0) {
            continue;
        }
        Rng rng(s.state.stateId + 3);
        const GameState sample = determinize(makeView(s.state, seat), rng);
        legalActions(s.state, legal);
        for (int i = 0; i < legal.size(); i += std::max(1, legal.size() / 8)) {
            const Action& a = legal[i];
            GameState real = s.state;
            GameState sampled = sample;
            ASSERT_EQ(apply(real, seat, a), ActionError::None) << s.label;
            const ActionError error = apply(sampled, seat, a);
            if (error != ActionError::None) {
                failures.add("the sample refuses the viewer's legal action",
                             s.label + " " + toText(a));
                continue;
            }
            if (a.kind == ActionKind::School || real.round != s.state.round ||
                real.phase != s.state.phase) {
                continue;
            }
            ++compared;
            const std::string diff = compareViews(ViewBox(real, seat), ViewBox(sampled, seat));
            if (!diff.empty()) {
                failures.add("after " + std::string(toText(a).substr(0, toText(a).find(' '))) +
                                 ", view differs in: " + diff,
                             where(s, seat, s.state.stateId + 3) + " action " + toText(a));
            }
        }
    }
    EXPECT_GT(compared, 0);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

// The seats that picked in the draft after `viewer` (so hold a card the viewer passed on):
// the draft starts at the first player's right and runs counterclockwise, and the first
// player moves one seat on each round after the first.
std::vector<int> laterDraftPickers(const PlayerView& v) {
    const int n = v.playerCount;
    const int firstOfDraft = ((v.firstPlayer - std::max(v.round - 1, 0)) % n + n) % n;
    std::vector<int> later;
    bool afterViewer = false;
    for (int k = 0; k < n; ++k) {
        const int seat = ((firstOfDraft - 1 - k) % n + n) % n;
        if (afterViewer) {
            later.push_back(seat);
        }
        afterViewer = afterViewer || seat == v.viewer;
    }
    return later;
}

// What the viewer knows from the draft: the pack still travelling (once the viewer has
// picked) and the draft cards of everyone who picked later all come from the cards the
// viewer passed on. True in every real state; must hold in every sample.
std::string draftKnowledgeBroken(const GameState& s, const PlayerView& v) {
    if (v.draftPassedCount == 0) {
        return {};
    }
    std::array<int, kCardKinds> passed{};
    for (int i = 0; i < v.draftPassedCount; ++i) {
        ++passed[static_cast<std::size_t>(v.draftPassed[static_cast<std::size_t>(i)])];
    }
    const auto use = [&](Card c) { return --passed[static_cast<std::size_t>(c)] >= 0; };
    if (s.phase == Phase::Draft) {
        for (int i = 0; i < s.draftPackSize; ++i) {
            if (!use(s.draftPack[static_cast<std::size_t>(i)])) {
                return "the draft pack holds " +
                       std::string(cardId(s.draftPack[static_cast<std::size_t>(i)])) +
                       ", which the viewer did not pass on";
            }
        }
    }
    for (int seat : laterDraftPickers(v)) {
        const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        for (int i = 0; i < p.handSize; ++i) {
            const HandCard& h = p.hand[static_cast<std::size_t>(i)];
            if (h.origin == Origin::Draft && !use(h.card)) {
                return "seat " + std::to_string(seat) + " drafted " + std::string(cardId(h.card)) +
                       ", which the viewer did not pass on";
            }
        }
    }
    return {};
}

TEST(Determinize, SampleRespectsWhatTheViewerPassedOnInTheDraft) {
    Failures failures;
    int checked = 0;
    for (const Situation& s : situations()) {
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            const PlayerView view = makeView(s.state, seat);
            const std::string realBroken = draftKnowledgeBroken(s.state, view);
            ASSERT_EQ(realBroken, "")
                << "test's own model of the draft is wrong: " << where(s, seat, 0);
            if (view.draftPassedCount == 0) {
                continue;
            }
            ++checked;
            Rng rng(seat + 5);
            const std::string broken = draftKnowledgeBroken(determinize(view, rng), view);
            if (!broken.empty()) {
                failures.add(std::string(s.state.phase == Phase::Draft ? "during" : "after") +
                                 " the draft: sample contradicts the viewer's passed cards",
                             where(s, seat, static_cast<std::uint64_t>(seat + 5)) + ": " + broken);
            }
        }
    }
    EXPECT_GT(checked, 0);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

// A small fixed case of the above, for the report: four players, the first pick of the
// draft made; the first picker knows the three cards the next seat now holds.
TEST(Determinize, DraftPackAfterTheViewersPickIsWhatTheyPassed) {
    GameState state = newGame(GameSetup{4, 42, false});
    const int firstPicker = seatToAct(state);
    ActionList legal;
    legalActions(state, legal);
    ASSERT_EQ(apply(state, firstPicker, legal[0]), ActionError::None);
    const PlayerView view = makeView(state, firstPicker);
    ASSERT_EQ(view.draftPassedCount, 3);
    ASSERT_EQ(state.draftPackSize, 3);
    ASSERT_EQ(draftKnowledgeBroken(state, view), "");
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Rng rng(seed);
        const GameState sample = determinize(view, rng);
        EXPECT_EQ(draftKnowledgeBroken(sample, view), "") << "rng " << seed;
        EXPECT_EQ(checkInvariants(sample), "") << "rng " << seed;
    }
}

// ----------------------------------------------------------------------------------------
// Blindness: states that differ only in what a seat cannot see give that seat the same view,
// and so the same decisions.

// Swaps the first two different building cards of some deck that nobody knows (a card put back
// by a school is known to its drawer); false when no deck has two.
bool swapInsideADeck(GameState& s) {
    for (Deck& deck : s.decks) {
        for (int i = 0; i < deck.size; ++i) {
            for (int j = i + 1; j < deck.size; ++j) {
                DeckItem& a = deck.items[static_cast<std::size_t>((deck.head + i) % kDeckCapacity)];
                DeckItem& b = deck.items[static_cast<std::size_t>((deck.head + j) % kDeckCapacity)];
                if (!a.isInfluence() && !b.isInfluence() && a.raw != b.raw &&
                    deck.knownByAt(i) == 0 && deck.knownByAt(j) == 0) {
                    std::swap(a, b);
                    return true;
                }
            }
        }
    }
    return false;
}

// Exchanges a hand card of some opponent that `viewer` does not know with a different card
// from a deck with the same back, keeping every count; false when there is none.
bool changeASecretHandCard(GameState& s, int viewer) {
    for (int seat = 0; seat < s.playerCount; ++seat) {
        if (seat == viewer) {
            continue;
        }
        PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        for (int i = 0; i < p.handSize; ++i) {
            HandCard& h = p.hand[static_cast<std::size_t>(i)];
            if ((h.knownBy & (1u << viewer)) != 0) {
                continue;
            }
            Deck& deck = s.decks[static_cast<std::size_t>(deckOfBack(h.origin))];
            for (int k = 0; k < deck.size; ++k) {
                DeckItem& item =
                    deck.items[static_cast<std::size_t>((deck.head + k) % kDeckCapacity)];
                if (!item.isInfluence() && item.card() != h.card && deck.knownByAt(k) == 0) {
                    const Card was = h.card;
                    h.card = item.card();
                    item = DeckItem::building(was);
                    return true;
                }
            }
        }
    }
    return false;
}

// Exchanges a card of a pack or school draw that `viewer` does not see with a deck card.
bool changeAHiddenPackOrDraw(GameState& s, int viewer) {
    Card* hidden = nullptr;
    int deckIndex = 1;
    if (s.phase == Phase::Draft && s.draftSeat != viewer && s.draftPackSize > 0) {
        hidden = &s.draftPack[0];
    } else if (s.turn.drawnCount > 0 && s.turn.seat != viewer) {
        hidden = &s.turn.drawn[0];
        deckIndex = s.turn.schoolDeck;
    }
    if (hidden == nullptr) {
        return false;
    }
    Deck& deck = s.decks[static_cast<std::size_t>(deckIndex)];
    for (int k = 0; k < deck.size; ++k) {
        DeckItem& item = deck.items[static_cast<std::size_t>((deck.head + k) % kDeckCapacity)];
        if (!item.isInfluence() && item.card() != *hidden && deck.knownByAt(k) == 0) {
            const Card was = *hidden;
            *hidden = item.card();
            item = DeckItem::building(was);
            return true;
        }
    }
    return false;
}

struct BlindnessCounts {
    int views = 0;
    int decisions = 0;
};

// `changed` differs from `real` only in what `viewer` cannot see: same view bytes, and when
// the viewer is to act, greedy and ISMCTS with the same seed choose alike.
void expectBlind(const GameState& real, const GameState& changed, int viewer,
                 const std::string& label, Failures& failures, BlindnessCounts& counts) {
    ASSERT_EQ(checkInvariants(changed), "") << label;
    const ViewBox a(real, viewer);
    const ViewBox b(changed, viewer);
    const std::string diff = compareViews(a, b);
    if (!diff.empty()) {
        failures.add("hidden change visible in: " + diff, label);
        return;
    }
    ++counts.views;
    if (seatToAct(real) != viewer) {
        return;
    }
    ActionList legal;
    legalActions(real, legal);
    if (legal.size() < 2) {
        return;
    }
    ActionList legalChanged;
    legalActions(changed, legalChanged);
    ASSERT_EQ(legal.size(), legalChanged.size()) << label;
    ++counts.decisions;
    const std::uint64_t seed = real.stateId * 31 + 7;
    GreedyBot greedyA(seed);
    GreedyBot greedyB(seed);
    if (!(greedyA.choose(*a, legal) == greedyB.choose(*b, legalChanged))) {
        failures.add("greedy chose differently", label);
    }
    IsmctsBot ismctsA(seed, BotBudget{60, 0.0});
    IsmctsBot ismctsB(seed, BotBudget{60, 0.0});
    if (!(ismctsA.choose(*a, legal) == ismctsB.choose(*b, legalChanged))) {
        failures.add("ismcts chose differently", label);
    }
    // The levels' search: playouts by rules of thumb, cut off and judged by the evaluation.
    IsmctsBot levelA(seed, BotBudget{60, 0.0}, levelSearchOptions());
    IsmctsBot levelB(seed, BotBudget{60, 0.0}, levelSearchOptions());
    if (!(levelA.choose(*a, legal) == levelB.choose(*b, legalChanged))) {
        failures.add("the levels' search chose differently", label);
    }
}

TEST(DeterminizeBlindness, DeckOrderIsInvisible) {
    Failures failures;
    BlindnessCounts counts;
    const auto& all = situations();
    for (std::size_t i = 0; i < all.size(); i += 4) {
        const Situation& s = all[i];
        GameState changed = s.state;
        if (isOver(s.state) || !swapInsideADeck(changed)) {
            continue;
        }
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            expectBlind(s.state, changed, seat, where(s, seat, 0), failures, counts);
        }
    }
    EXPECT_GT(counts.views, 0);
    EXPECT_GT(counts.decisions, 0);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(DeterminizeBlindness, OpponentsSecretHandCardsAreInvisible) {
    Failures failures;
    BlindnessCounts counts;
    const auto& all = situations();
    for (std::size_t i = 1; i < all.size(); i += 3) {
        const Situation& s = all[i];
        if (isOver(s.state)) {
            continue;
        }
        // The seat to act first (bots decide), then one other seat (views only).
        const int toAct = seatToAct(s.state);
        for (int seat : {toAct, (toAct + 1) % s.state.playerCount}) {
            GameState changed = s.state;
            if (changeASecretHandCard(changed, seat)) {
                expectBlind(s.state, changed, seat, where(s, seat, 0), failures, counts);
                // Sanity: the owner of the changed card does see the change.
                bool someoneSees = false;
                for (int other = 0; other < s.state.playerCount; ++other) {
                    someoneSees =
                        someoneSees || !ViewBox(s.state, other).sameBytes(ViewBox(changed, other));
                }
                EXPECT_TRUE(someoneSees) << where(s, seat, 0);
            }
        }
    }
    EXPECT_GT(counts.views, 0);
    EXPECT_GT(counts.decisions, 0);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(DeterminizeBlindness, SomeoneElsesPackOrSchoolDrawIsInvisible) {
    Failures failures;
    BlindnessCounts counts;
    for (const Situation& s : situations()) {
        for (int seat = 0; seat < s.state.playerCount; ++seat) {
            GameState changed = s.state;
            if (changeAHiddenPackOrDraw(changed, seat)) {
                expectBlind(s.state, changed, seat, where(s, seat, 0), failures, counts);
            }
        }
    }
    EXPECT_GT(counts.views, 0);
    EXPECT_TRUE(failures.empty()) << failures.summary();
}

} // namespace
} // namespace cor
