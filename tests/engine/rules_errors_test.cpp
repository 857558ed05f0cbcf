// Every ActionError is produced by some bad action, and a rejected action leaves the state
// unchanged, byte for byte (rules.h: "On error nothing changes").
#include "engine/rng.h"
#include "tests/engine/rules_fixtures.h"

#include <functional>
#include <gtest/gtest.h>
#include <set>

namespace cor::test::rules {
namespace {

static_assert(std::is_trivially_copyable_v<GameState>);
static_assert(std::is_trivially_copyable_v<PlayerState>);
static_assert(std::is_trivially_copyable_v<City>);

constexpr int kLastError = static_cast<int>(ActionError::NotDrawn);

struct ErrorCase {
    std::string name;
    std::function<GameState()> make;
    std::function<int(const GameState&)> seat; // who acts
    Action action;
    ActionError expected;
};

int toAct(const GameState& s) {
    return seatToAct(s);
}
int notToAct(const GameState& s) {
    return (seatToAct(s) + 1) % s.playerCount;
}

GameState drafting() {
    return newGame(setupFor(4, 5));
}

GameState emissaries() {
    GameState s = drafting();
    ActionList legal;
    while (s.phase == Phase::Draft) {
        legalActions(s, legal);
        apply(s, seatToAct(s), legal[0]);
    }
    return s;
}

GameState emissariesOneTaken() {
    GameState s = emissaries();
    apply(s, seatToAct(s), Action::place(3));
    return s;
}

GameState over() {
    GameState s = newGame(setupFor(2, 5));
    playRoundsUntil(s, 99);
    return s;
}

// Seat 0 of 4, before taking: offer market, arena; hand residence_2, aqueduct, market.
GameState beforeTake() {
    GameState s = turnFor(4, 0, 1, 0, 1);
    s.turn.took = false;
    setOffer(s, {Card::Market, Card::Arena});
    giveHand(s, 0, {Card::Residence2, Card::Aqueduct, Card::Market});
    return s;
}

GameState afterTake() {
    GameState s = beforeTake();
    apply(s, 0, Action::take(Card::Market));
    return s;
}

GameState afterBuild() {
    GameState s = afterTake();
    apply(s, 0, act("build residence_2 at 0,1 tokens 0"));
    return s;
}

GameState afterProduce() {
    GameState s = afterTake();
    s.turn.cogs = 2;
    apply(s, 0, Action::produce());
    return s;
}

GameState withAqueduct() {
    GameState s = afterTake();
    player(s, 0).city.place(Card::Aqueduct, cellIndex(2, 0));
    return s;
}

GameState withToken() {
    GameState s = afterTake();
    player(s, 0).city.place(Card::GrainFarm, cellIndex(0, 1));
    player(s, 0).city.brickTokens = bit(cellIndex(0, 1));
    return s;
}

GameState schoolChoice() {
    GameState s = turnFor(3, 0, 3, 0);
    giveHand(s, 0, {Card::School});
    buildCity(player(s, 0).city, {{1, 1, Card::Residence2}});
    setDeck(s, DeckId::III, {});
    setDeck(s, DeckId::II, {Card::Market, Card::Arena, Card::Aqueduct});
    apply(s, 0, act("build school at 0,1 tokens 0"));
    return s;
}

GameState schoolKeep() {
    GameState s = schoolChoice();
    apply(s, 0, act("school II"));
    return s;
}

std::vector<ErrorCase> cases() {
    const auto build = [](const char* t) { return *parseAction(t); };
    return {
        {"game over", over, [](const GameState&) { return 0; }, Action::pass(),
         ActionError::GameOver},
        {"game over, any seat", over, [](const GameState&) { return 1; }, Action::place(1),
         ActionError::GameOver},
        {"not your turn (draft)", drafting, notToAct, Action::draft(Card::Market),
         ActionError::NotYourTurn},
        {"not your turn (emissaries)", emissaries, notToAct, Action::place(1),
         ActionError::NotYourTurn},
        {"not your turn (actions)", beforeTake, [](const GameState&) { return 2; },
         Action::take(Card::Market), ActionError::NotYourTurn},
        {"no such seat", beforeTake, [](const GameState&) { return 7; }, Action::pass(),
         ActionError::NotYourTurn},
        {"negative seat", beforeTake, [](const GameState&) { return -1; }, Action::pass(),
         ActionError::NotYourTurn},
        {"take during the draft", drafting, toAct, Action::take(Card::Market),
         ActionError::WrongPhase},
        {"build during the draft", drafting, toAct, build("build residence_2 at 0,1 tokens 0"),
         ActionError::WrongPhase},
        {"pass during the draft", drafting, toAct, Action::pass(), ActionError::WrongPhase},
        {"place during the draft", drafting, toAct, Action::place(1), ActionError::WrongPhase},
        {"draft during emissaries", emissaries, toAct, Action::draft(Card::Market),
         ActionError::WrongPhase},
        {"produce during emissaries", emissaries, toAct, Action::produce(),
         ActionError::WrongPhase},
        {"place during actions", beforeTake, toAct, Action::place(5), ActionError::WrongPhase},
        {"draft during actions", beforeTake, toAct, Action::draft(Card::Market),
         ActionError::WrongPhase},
        {"draft a card not in the pack", drafting, toAct, Action::draft(Card::TempleLuna),
         ActionError::NotInDraft},
        {"draft nothing", drafting, toAct, Action::draft(Card::None), ActionError::NotInDraft},
        {"space 0", emissaries, toAct, Action::place(0), ActionError::InvalidSpace},
        {"space 6", emissaries, toAct, Action::place(6), ActionError::InvalidSpace},
        {"space taken", emissariesOneTaken, toAct, Action::place(3), ActionError::SpaceTaken},
        {"take a card not in the offer", beforeTake, toAct, Action::take(Card::School),
         ActionError::NotInOffer},
        {"take nothing", beforeTake, toAct, Action::take(Card::None), ActionError::NotInOffer},
        {"take twice", afterTake, toAct, Action::take(Card::Arena), ActionError::AlreadyTook},
        {"build before taking", beforeTake, toAct, build("build residence_2 at 0,1 tokens 0"),
         ActionError::MustTakeFirst},
        {"produce before taking", beforeTake, toAct, Action::produce(), ActionError::MustTakeFirst},
        {"pass before taking", beforeTake, toAct, Action::pass(), ActionError::MustTakeFirst},
        {"build twice", afterBuild, toAct, build("build aqueduct at 1,1 tokens 0"),
         ActionError::AlreadyBuilt},
        {"produce twice", afterProduce, toAct, Action::produce(), ActionError::AlreadyProduced},
        {"build a card not in hand", afterTake, toAct, build("build temple_luna at 0,1 tokens 0"),
         ActionError::NotInHand},
        {"build beyond 4 wide", afterTake, toAct, build("build residence_2 at -3,0 tokens 0"),
         ActionError::OutsideCity},
        {"build far outside", afterTake, toAct, build("build residence_2 at 9,-9 tokens 0"),
         ActionError::OutsideCity},
        {"build on a building", afterTake, toAct, build("build residence_2 at 1,0 tokens 0"),
         ActionError::CellOccupied},
        {"build apart", afterTake, toAct, build("build residence_2 at 0,2 tokens 0"),
         ActionError::NotAdjacent},
        {"second aqueduct in a row", withAqueduct, toAct, build("build aqueduct at -1,0 tokens 0"),
         ActionError::SecondAqueduct},
        {"second aqueduct in a column", withAqueduct, toAct,
         build("build aqueduct at 2,1 tokens 0"), ActionError::SecondAqueduct},
        {"tokens not there", afterTake, toAct, build("build market at 0,1 tokens 1"),
         ActionError::NotEnoughBrickTokens},
        {"more tokens than missing bricks", withToken, toAct,
         build("build residence_2 at 1,1 tokens 1"), ActionError::TooManyBrickTokens},
        {"bricks too dear", afterTake, toAct, build("build market at 0,1 tokens 0"),
         ActionError::NotEnoughCoins},
        {"cogs too dear",
         [] {
             GameState s = afterTake();
             player(s, 0).coins = 1;
             return s;
         },
         toAct, Action::produce(), ActionError::NotEnoughCoins},
        {"pass during a school decision", schoolChoice, toAct, Action::pass(),
         ActionError::SchoolPending},
        {"produce during a school decision", schoolChoice, toAct, Action::produce(),
         ActionError::SchoolPending},
        {"build during a school decision", schoolKeep, toAct,
         build("build residence_2 at 2,0 tokens 0"), ActionError::SchoolPending},
        {"school without a school", afterTake, toAct, Action::school(DeckId::II),
         ActionError::NoSchoolDecision},
        {"keep without a school", afterTake, toAct, Action::keep(Card::Market),
         ActionError::NoSchoolDecision},
        {"school during emissaries", emissaries, toAct, Action::school(DeckId::II),
         ActionError::NoSchoolDecision},
        {"school deck I", schoolChoice, toAct, Action::school(DeckId::I),
         ActionError::DeckNotAllowed},
        {"school deck IV in a 3-player game", schoolChoice, toAct, Action::school(DeckId::IV),
         ActionError::DeckNotAllowed},
        {"school empty deck", schoolChoice, toAct, Action::school(DeckId::III),
         ActionError::DeckEmpty},
        {"school twice", schoolKeep, toAct, Action::school(DeckId::II),
         ActionError::DeckAlreadyChosen},
        {"keep before the deck", schoolChoice, toAct, Action::keep(Card::Market, {Card::Arena}),
         ActionError::DeckNotChosen},
        {"keep a card not drawn", schoolKeep, toAct, Action::keep(Card::Aqueduct, {Card::Market}),
         ActionError::NotDrawn},
        {"keep without returning", schoolKeep, toAct, Action::keep(Card::Market),
         ActionError::NotDrawn},
        {"keep returning too much", schoolKeep, toAct,
         Action::keep(Card::Market, {Card::Arena, Card::Market}), ActionError::NotDrawn},
    };
}

TEST(RulesErrors, EveryErrorHasAStableCodeAndAMessage) {
    std::set<std::string_view> codes;
    for (int e = 0; e <= kLastError; ++e) {
        const auto error = static_cast<ActionError>(e);
        const std::string_view code = errorCode(error);
        EXPECT_FALSE(code.empty()) << e;
        EXPECT_FALSE(errorMessage(error).empty()) << e;
        EXPECT_TRUE(codes.insert(code).second) << "duplicate code " << code;
        for (char c : code) {
            EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '_') << code;
        }
    }
    EXPECT_EQ(errorCode(ActionError::MustTakeFirst), "must_take_first");
    EXPECT_EQ(errorCode(ActionError::SecondAqueduct), "second_aqueduct");
    EXPECT_EQ(errorCode(ActionError::NotDrawn), "not_drawn");
}

TEST(RulesErrors, EveryErrorIsProducedAndNothingChanges) {
    std::set<int> produced;
    for (const ErrorCase& c : cases()) {
        SCOPED_TRACE(c.name);
        GameState s = c.make();
        expectRejected(s, c.seat(s), c.action, c.expected);
        produced.insert(static_cast<int>(c.expected));
    }
    for (int e = 1; e <= kLastError; ++e) {
        EXPECT_EQ(produced.count(e), 1u)
            << "no test produces " << errorCode(static_cast<ActionError>(e));
    }
}

// A sweep through random games: at each decision, a bag of candidate actions (legal or not)
// is tried on the state; exactly the legal ones succeed, the rest are rejected without any
// change.
std::vector<Action> candidates(const GameState& s) {
    std::vector<Action> out{Action::pass(), Action::produce()};
    for (int space = 0; space <= 6; ++space) {
        out.push_back(Action::place(space));
    }
    for (int d = 0; d < kDeckCount; ++d) {
        out.push_back(Action::school(static_cast<DeckId>(d)));
    }
    for (int k = 0; k < kCardKinds; ++k) {
        out.push_back(Action::draft(static_cast<Card>(k)));
        out.push_back(Action::take(static_cast<Card>(k)));
    }
    if (s.phase == Phase::Actions) {
        const PlayerState& p = s.players[static_cast<std::size_t>(s.turn.seat)];
        std::set<Card> cards{Card::Aqueduct, Card::Market};
        for (int i = 0; i < p.handSize; ++i) {
            cards.insert(p.hand[static_cast<std::size_t>(i)].card);
        }
        for (Card c : cards) {
            for (int y = kMinY - 1; y <= kMaxY + 1; ++y) {
                for (int x = kMinX - 1; x <= kMaxX + 1; ++x) {
                    for (int t = 0; t <= 2; ++t) {
                        out.push_back(Action::build(c, x, y, t));
                    }
                }
            }
        }
        const TurnState& t = s.turn;
        for (int i = 0; i < t.drawnCount; ++i) {
            std::array<Card, 4> rest{};
            int r = 0;
            for (int j = 0; j < t.drawnCount; ++j) {
                if (j != i) {
                    rest[static_cast<std::size_t>(r++)] = t.drawn[static_cast<std::size_t>(j)];
                }
            }
            out.push_back(Action::keep(t.drawn[static_cast<std::size_t>(i)], rest));
            out.push_back(Action::keep(t.drawn[static_cast<std::size_t>(i)]));
            out.push_back(Action::keep(Card::TempleMars, rest));
        }
    }
    return out;
}

TEST(RulesErrors, LegalActionsAreExactlyTheAcceptedOnes) {
    ActionList legal;
    int checked = 0;
    for (int players = 2; players <= 4; ++players) {
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            GameState s = newGame(setupFor(players, seed, seed == 2));
            Rng rng(seed * 31 + static_cast<std::uint64_t>(players));
            int step = 0;
            while (!isOver(s)) {
                legalActions(s, legal);
                ASSERT_FALSE(legal.empty());
                const int seat = seatToAct(s);
                if (step++ % 3 == 0) {
                    for (const Action& a : candidates(s)) {
                        GameState copy = s;
                        const StateBytes before = bytesOf(copy);
                        const ActionError e = apply(copy, seat, a);
                        ++checked;
                        if (legal.contains(a)) {
                            EXPECT_EQ(e, ActionError::None) << toText(a) << ": " << errorCode(e);
                        } else {
                            EXPECT_NE(e, ActionError::None)
                                << toText(a) << " accepted but not listed as legal";
                            EXPECT_EQ(std::memcmp(before.data(), &copy, sizeof(GameState)), 0)
                                << toText(a);
                        }
                    }
                    // Nobody else may act.
                    for (int other = 0; other < players; ++other) {
                        if (other != seat) {
                            GameState copy = s;
                            EXPECT_EQ(apply(copy, other, legal[0]), ActionError::NotYourTurn);
                        }
                    }
                }
                const Action& chosen =
                    legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
                ASSERT_EQ(apply(s, seat, chosen), ActionError::None) << toText(chosen);
            }
            GameState copy = s;
            const StateBytes before = bytesOf(copy);
            EXPECT_EQ(apply(copy, 0, Action::pass()), ActionError::GameOver);
            EXPECT_EQ(std::memcmp(before.data(), &copy, sizeof(GameState)), 0);
        }
    }
    EXPECT_GT(checked, 10000);
}

} // namespace
} // namespace cor::test::rules
