// Random-simulation tests in the manner of OpenSpiel's generic game tests: thousands of seeded
// random games for 2, 3 and 4 players, with and without the shrine, checking after every step
// that only the seat to act has choices, that apply() succeeds exactly for the legal actions
// and never changes the state on error, that copies play on identically, that a save (the
// action list, through its text form) replays to the same state, that the invariants hold and
// the game lasts its rounds, that a seed fixes the game, and that bots playing from their
// views stay legal.
//
// COR_TEST_SCALE=small (the sanitizer builds) plays about ten times fewer games.
#include "engine/action.h"
#include "engine/bots/bot.h"
#include "engine/events.h"
#include "engine/invariants.h"
#include "engine/record.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/state.h"
#include "engine/table.h"
#include "engine/view.h"
#include "tests/engine/random_support.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace cor::test {
namespace {

static_assert(std::is_trivially_copyable_v<GameState>, "GameState must be trivially copyable");
static_assert(std::is_trivially_copyable_v<Action>, "Action must be trivially copyable");

// ---------------------------------------------------------------------------------------------
// Helpers

// A copy, or a state an action was refused on, must stay the same bytes (padding included: a
// copy carries it along).
bool sameBytes(const GameState& a, const GameState& b) {
    return std::memcmp(&a, &b, sizeof(GameState)) == 0;
}

// States built separately (a replay, a second game from the same seed) are compared member by
// member: their padding bytes are not part of the state and differ between compilers (with
// Clang, two newGame() calls for one setup differ in them), see GameState::operator==.
bool sameState(const GameState& a, const GameState& b) {
    return a == b;
}

bool validCard(Card c) {
    return static_cast<int>(c) < kCardKinds;
}

std::string cardText(Card c) {
    return validCard(c) ? std::string(cardId(c)) : "card#" + std::to_string(static_cast<int>(c));
}

// toText() for any action, also malformed ones (invalid card values, stray fields).
std::string describe(const Action& a) {
    std::ostringstream out;
    bool printable = validCard(a.card);
    for (Card c : a.returned) {
        printable = printable && validCard(c);
    }
    if (printable && (a.kind != ActionKind::School || (a.amount >= 1 && a.amount < kDeckCount))) {
        out << toText(a);
    } else {
        out << "kind " << static_cast<int>(a.kind);
    }
    out << " {card " << cardText(a.card) << ", x " << int{a.x} << ", y " << int{a.y} << ", amount "
        << int{a.amount} << ", returned";
    for (Card c : a.returned) {
        out << ' ' << cardText(c);
    }
    out << '}';
    return out.str();
}

// Setup seed of game `index` of a config (distinct per config), and the seed of its choices.
std::uint64_t gameSeed(const Config& config, int index, std::uint64_t salt) {
    const std::uint64_t base =
        0xC0FFEEULL * static_cast<std::uint64_t>(config.players) + (config.shrine ? 7 : 0) + salt;
    return deriveSeed(base, static_cast<std::uint64_t>(index));
}
std::uint64_t choiceSeed(std::uint64_t setupSeed) {
    return deriveSeed(setupSeed, 0x5EED);
}

struct PlayedGame {
    GameSetup setup;
    std::vector<Action> actions;
    GameState final;
};

// A random game without checks (the checks are in the tests).
PlayedGame playRandomGame(const GameSetup& setup, std::uint64_t choices) {
    PlayedGame game{setup, {}, newGame(setup)};
    Rng rng(choices);
    ActionList legal;
    while (!isOver(game.final)) {
        legalActions(game.final, legal);
        if (legal.empty()) {
            break;
        }
        const Action a = pick(rng, legal);
        if (apply(game.final, seatToAct(game.final), a) != ActionError::None) {
            break;
        }
        game.actions.push_back(a);
    }
    return game;
}

// The action with only the fields its kind uses (what legalActions produces).
Action canonical(const Action& a) {
    Action c;
    c.kind = a.kind;
    switch (a.kind) {
    case ActionKind::Draft:
    case ActionKind::Take:
        c.card = a.card;
        break;
    case ActionKind::Place:
    case ActionKind::School:
        c.amount = a.amount;
        break;
    case ActionKind::Build:
        c.card = a.card;
        c.x = a.x;
        c.y = a.y;
        c.amount = a.amount;
        break;
    case ActionKind::Keep:
        c.card = a.card;
        for (int i = 0; i < a.returnedCount(); ++i) {
            c.returned[static_cast<std::size_t>(i)] = a.returned[static_cast<std::size_t>(i)];
        }
        break;
    case ActionKind::Produce:
    case ActionKind::Pass:
        break;
    }
    return c;
}

constexpr std::array<ActionKind, 8> kKinds{
    ActionKind::Draft,   ActionKind::Place,  ActionKind::Take, ActionKind::Build,
    ActionKind::Produce, ActionKind::School, ActionKind::Keep, ActionKind::Pass};

// Card values to try: every card kind, None, and values beyond the catalogue.
std::vector<Card> candidateCards() {
    std::vector<Card> cards;
    for (int c = 0; c < kCardKinds; ++c) {
        cards.push_back(static_cast<Card>(c));
    }
    for (int raw : {kCardKinds, 0x40, 0x7F, 0xFF}) {
        cards.push_back(static_cast<Card>(raw));
    }
    return cards;
}

// Well-formed variations of a legal action (each field its kind uses changed in turn, and the
// other kinds with these parameters); some may be legal too, the caller decides by
// legalActions.
void canonicalMutations(const Action& a, std::vector<Action>& out) {
    static const std::vector<Card> cards = candidateCards();
    for (ActionKind k : kKinds) {
        if (k != a.kind) {
            Action b = a;
            b.kind = k;
            out.push_back(canonical(b));
        }
    }
    switch (a.kind) {
    case ActionKind::Draft:
    case ActionKind::Take:
        for (Card c : cards) {
            Action b = a;
            b.card = c;
            out.push_back(b);
        }
        break;
    case ActionKind::Place:
    case ActionKind::School:
        for (int amount : {0, 1, 2, 3, 4, 5, 6, 7, 8, 127, 128, 255}) {
            Action b = a;
            b.amount = static_cast<std::uint8_t>(amount);
            out.push_back(b);
        }
        break;
    case ActionKind::Build:
        for (Card c : cards) {
            Action b = a;
            b.card = c;
            out.push_back(b);
        }
        for (int x :
             {kMinX - 2, kMinX - 1, kMinX, -1, 0, 1, 2, kMaxX, kMaxX + 1, kMaxX + 2, -128, 127}) {
            Action b = a;
            b.x = static_cast<std::int8_t>(x);
            out.push_back(b);
        }
        for (int y : {kMinY - 2, kMinY - 1, kMinY, -2, -1, 0, 1, 2, kMaxY, kMaxY + 1, -128, 127}) {
            Action b = a;
            b.y = static_cast<std::int8_t>(y);
            out.push_back(b);
        }
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                Action b = a;
                b.x = static_cast<std::int8_t>(a.x + dx);
                b.y = static_cast<std::int8_t>(a.y + dy);
                out.push_back(b);
            }
        }
        for (int tokens : {0, 1, 2, 3, 4, 5, 9, 255}) {
            Action b = a;
            b.amount = static_cast<std::uint8_t>(tokens);
            out.push_back(b);
        }
        break;
    case ActionKind::Keep: {
        const int n = a.returnedCount();
        for (Card c : cards) {
            Action b = a;
            b.card = c;
            out.push_back(b);
            for (int i = 0; i < n && c != Card::None; ++i) {
                Action r = a;
                r.returned[static_cast<std::size_t>(i)] = c;
                out.push_back(r);
            }
            if (n < 4 && c != Card::None) {
                Action extra = a; // one card too many
                extra.returned[static_cast<std::size_t>(n)] = c;
                out.push_back(extra);
            }
        }
        if (n > 0) {
            Action fewer = a;
            fewer.returned[static_cast<std::size_t>(n - 1)] = Card::None;
            out.push_back(fewer);
            Action swapped = a; // keep a returned card instead (legal when it is a drawn card)
            std::swap(swapped.card, swapped.returned[0]);
            out.push_back(swapped);
            Action reversed = a; // another put-back order (legal)
            std::reverse(reversed.returned.begin(), reversed.returned.begin() + n);
            out.push_back(reversed);
        }
        break;
    }
    case ActionKind::Produce:
    case ActionKind::Pass:
        break;
    }
}

// Variations that only set fields the action's kind does not use (stray data from outside,
// e.g. a malformed network message); never equal to a legal action.
void strayFieldMutations(const Action& a, std::vector<Action>& out) {
    const bool usesCard = a.kind == ActionKind::Draft || a.kind == ActionKind::Take ||
                          a.kind == ActionKind::Build || a.kind == ActionKind::Keep;
    const bool usesXY = a.kind == ActionKind::Build;
    const bool usesAmount =
        a.kind == ActionKind::Build || a.kind == ActionKind::Place || a.kind == ActionKind::School;
    if (!usesCard) {
        Action b = a;
        b.card = Card::Residence2;
        out.push_back(b);
    }
    if (!usesXY) {
        Action b = a;
        b.x = 1;
        out.push_back(b);
        Action c = a;
        c.y = -1;
        out.push_back(c);
    }
    if (!usesAmount) {
        Action b = a;
        b.amount = 1;
        out.push_back(b);
    }
    if (a.kind != ActionKind::Keep) {
        Action b = a;
        b.returned[0] = Card::Market;
        out.push_back(b);
    } else if (const int n = a.returnedCount(); n + 1 < 4) {
        Action b = a; // a card after the terminating None
        b.returned[static_cast<std::size_t>(n + 1)] = a.card;
        out.push_back(b);
    }
}

std::string noNegatives(const GameState& s) {
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
        if (p.coins < 0 || p.influence < 0) {
            return "seat " + std::to_string(seat) + " has negative coins or influence";
        }
    }
    return {};
}

// Applies `candidate` for the seat to act: it must succeed exactly when legal. Legal ones are
// applied to a copy and checked; illegal ones must return an error, emit no events and leave
// the state byte-identical.
void checkCandidate(const GameState& state, const ActionList& legal, const Action& candidate,
                    Failures& failures, const std::string& context) {
    const int seat = seatToAct(state);
    GameState copy = state;
    EventLog log;
    const ActionError error = apply(copy, seat, candidate, &log);
    if (legal.contains(candidate)) {
        if (error != ActionError::None) {
            failures.add(context + ": legal action rejected: " + describe(candidate) + ": " +
                         std::string(errorCode(error)));
            return;
        }
        if (copy.stateId != state.stateId + 1) {
            failures.add(context + ": stateId did not advance by one for " + describe(candidate));
        }
        if (const std::string broken = checkInvariants(copy); !broken.empty()) {
            failures.add(context + ": invariant broken by " + describe(candidate) + ": " + broken);
        }
        return;
    }
    if (error == ActionError::None) {
        failures.add(context + ": illegal action accepted: " + describe(candidate));
        return;
    }
    if (!sameBytes(copy, state)) {
        failures.add(context + ": rejected action changed the state: " + describe(candidate) +
                     " (" + std::string(errorCode(error)) + ")");
    }
    if (!log.empty()) {
        failures.add(context + ": rejected action emitted events: " + describe(candidate));
    }
}

class RandomGames : public ::testing::TestWithParam<Config> {};

INSTANTIATE_TEST_SUITE_P(AllSizes, RandomGames,
                         ::testing::Values(Config{2, false}, Config{2, true}, Config{3, false},
                                           Config{3, true}, Config{4, false}, Config{4, true}),
                         configName);

// ---------------------------------------------------------------------------------------------
// Turn order, legality of every applied action, invariants, round count.

TEST_P(RandomGames, OnlyTheSeatToActHasChoicesAndEveryStepKeepsTheInvariants) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    EventLog log;
    int maxLegal = 0;
    for (int g = 0; g < games(1000) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 1));
        GameState s = newGame(setup);
        Rng rng(choiceSeed(setup.seed));
        if (const std::string broken = checkInvariants(s); !broken.empty()) {
            failures.add(where(setup, 0) + ": invariant broken after setup: " + broken);
        }
        int roundsStarted = 0;
        int turnsStarted = 0;
        int placements = 0;
        int gameEnded = 0;
        std::size_t step = 0;
        for (; !isOver(s) && step < 5000 && failures.count() == 0; ++step) {
            const int seat = seatToAct(s);
            if (seat < 0 || seat >= config.players) {
                failures.add(where(setup, step) + ": seat to act " + std::to_string(seat) +
                             " before the end");
                break;
            }
            legalActions(s, legal);
            if (legal.empty()) {
                failures.add(where(setup, step) + ": no legal action before the end");
                break;
            }
            maxLegal = std::max(maxLegal, legal.size());
            if (legal.size() >= ActionList::kCapacity) {
                failures.add(where(setup, step) + ": the legal actions fill the ActionList");
            }
            const Action a = pick(rng, legal);
            // Every other seat (and seats that do not exist) is refused, with nothing changed.
            for (int other = -1; other <= kMaxPlayers; ++other) {
                if (other == seat) {
                    continue;
                }
                const GameState before = s;
                log.clear();
                const ActionError error = apply(s, other, a, &log);
                if (error != ActionError::NotYourTurn) {
                    failures.add(where(setup, step) + ": seat " + std::to_string(other) +
                                 " playing " + describe(a) + " for seat " + std::to_string(seat) +
                                 " got " + std::string(errorCode(error)));
                }
                if (!sameBytes(before, s) || !log.empty()) {
                    failures.add(where(setup, step) +
                                 ": an out-of-turn action changed the state or emitted events");
                    s = before;
                }
            }
            log.clear();
            const std::uint32_t id = s.stateId;
            const ActionError error = apply(s, seat, a, &log);
            if (error != ActionError::None) {
                failures.add(where(setup, step) + ": legal " + describe(a) +
                             " rejected: " + std::string(errorCode(error)));
                break;
            }
            if (s.stateId != id + 1) {
                failures.add(where(setup, step) + ": stateId " + std::to_string(id) + " -> " +
                             std::to_string(s.stateId));
            }
            if (log.empty()) {
                failures.add(where(setup, step) + ": no event for " + describe(a));
            }
            if (const std::string broken = checkInvariants(s); !broken.empty()) {
                failures.add(where(setup, step) + ": after " + describe(a) + ": " + broken);
            }
            if (const std::string negative = noNegatives(s); !negative.empty()) {
                failures.add(where(setup, step) + ": " + negative);
            }
            if (isOver(s) != (seatToAct(s) == -1)) {
                failures.add(where(setup, step) +
                             ": seatToAct is -1 exactly when the game is over");
            }
            for (const Event& e : log) {
                roundsStarted += e.kind == EventKind::RoundStarted ? 1 : 0;
                turnsStarted += e.kind == EventKind::TurnStarted ? 1 : 0;
                placements += e.kind == EventKind::EmissaryPlaced ? 1 : 0;
                gameEnded += e.kind == EventKind::GameEnded ? 1 : 0;
            }
        }
        if (failures.count() != 0) {
            break;
        }
        const int rounds = config.players == 2 ? 7 : 14;
        const int turnsPerRound = config.players * (config.players == 2 ? 2 : 1);
        if (!isOver(s)) {
            failures.add(where(setup, step) + ": the game did not end");
            continue;
        }
        if (s.round != rounds || roundsStarted != rounds) {
            failures.add(where(setup, step) + ": the game lasted " + std::to_string(s.round) +
                         " rounds (" + std::to_string(roundsStarted) + " started), not " +
                         std::to_string(rounds));
        }
        if (turnsStarted != rounds * turnsPerRound || placements != rounds * turnsPerRound) {
            failures.add(where(setup, step) + ": " + std::to_string(placements) +
                         " emissaries placed and " + std::to_string(turnsStarted) +
                         " turns played, expected " + std::to_string(rounds * turnsPerRound) +
                         " each");
        }
        if (gameEnded != 1 || log.empty() || log.back().kind != EventKind::GameEnded) {
            failures.add(where(setup, step) + ": GameEnded must be the very last event, once");
        }
        if (s.stateId != step) {
            failures.add(where(setup, step) + ": final stateId " + std::to_string(s.stateId));
        }
        // Over: nobody acts, nothing is legal, everything is refused with nothing changed.
        legalActions(s, legal);
        if (seatToAct(s) != -1 || !legal.empty()) {
            failures.add(where(setup, step) + ": a finished game still offers choices");
        }
        const GameState final = s;
        for (int seat = -1; seat <= kMaxPlayers; ++seat) {
            for (const Action& a : {Action::pass(), Action::produce(), Action::place(1),
                                    Action::take(Card::Market)}) {
                if (apply(s, seat, a) != ActionError::GameOver) {
                    failures.add(where(setup, step) +
                                 ": an action after the end was not refused with game_over");
                }
            }
        }
        if (!sameBytes(final, s)) {
            failures.add(where(setup, step) + ": an action after the end changed the state");
        }
        const unsigned won = winners(s);
        if (won == 0 || (won >> config.players) != 0) {
            failures.add(where(setup, step) + ": winners " + std::to_string(won));
        }
    }
    failures.report("OnlyTheSeatToActHasChoicesAndEveryStepKeepsTheInvariants");
    RecordProperty("max_legal_actions", maxLegal);
}

// ---------------------------------------------------------------------------------------------
// apply() succeeds if and only if the action is in legalActions().

TEST_P(RandomGames, ApplySucceedsExactlyForLegalActions) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    std::vector<Action> candidates;
    long long triedLegal = 0;
    long long triedIllegal = 0;
    for (int g = 0; g < games(200) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 2));
        GameState s = newGame(setup);
        Rng rng(choiceSeed(setup.seed));
        for (std::size_t step = 0; !isOver(s) && failures.count() == 0; ++step) {
            legalActions(s, legal);
            ASSERT_FALSE(legal.empty()) << where(setup, step);
            // Decisions other than the emissary's are sampled; school decisions always.
            const bool sampled =
                rng.below(6) == 0 || s.turn.schoolPending() || s.phase == Phase::Draft;
            if (sampled) {
                const std::string context = where(setup, step);
                std::set<std::string> distinct;
                for (const Action& a : legal) {
                    distinct.insert(toText(a));
                }
                if (static_cast<int>(distinct.size()) != legal.size()) {
                    failures.add(context + ": legalActions lists an action twice");
                }
                for (const Action& a : legal) {
                    checkCandidate(s, legal, a, failures, context);
                    ++triedLegal;
                    // The same action from a seat not to act is refused, with nothing changed.
                    const int seat = seatToAct(s);
                    const int other = (seat + 1 +
                                       static_cast<int>(rng.below(
                                           static_cast<std::uint32_t>(config.players - 1)))) %
                                      config.players;
                    GameState copy = s;
                    if (apply(copy, other, a) != ActionError::NotYourTurn || !sameBytes(copy, s)) {
                        failures.add(context + ": seat " + std::to_string(other) + " could play " +
                                     describe(a) + " for seat " + std::to_string(seat));
                    }
                }
                candidates.clear();
                canonicalMutations(pick(rng, legal), candidates);
                for (ActionKind k : kKinds) { // every kind with default parameters
                    Action b;
                    b.kind = k;
                    candidates.push_back(b);
                }
                for (const Action& c : candidates) {
                    checkCandidate(s, legal, c, failures, context);
                    triedIllegal += legal.contains(c) ? 0 : 1;
                }
            }
            ASSERT_EQ(apply(s, seatToAct(s), pick(rng, legal)), ActionError::None)
                << where(setup, step);
        }
    }
    failures.report("ApplySucceedsExactlyForLegalActions");
    EXPECT_GT(triedLegal, 0);
    EXPECT_GT(triedIllegal, 0);
}

// An action with data in fields its kind does not use is not a legal action (legalActions
// never produces one); apply() must refuse it rather than ignore the stray data, so that
// "apply succeeds iff legal" holds for any input from outside.
TEST_P(RandomGames, ApplyRefusesActionsWithStrayFields) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    std::vector<Action> candidates;
    for (int g = 0; g < games(50) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 3));
        GameState s = newGame(setup);
        Rng rng(choiceSeed(setup.seed));
        for (std::size_t step = 0; !isOver(s); ++step) {
            legalActions(s, legal);
            ASSERT_FALSE(legal.empty()) << where(setup, step);
            candidates.clear();
            strayFieldMutations(pick(rng, legal), candidates);
            for (const Action& c : candidates) {
                checkCandidate(s, legal, c, failures, where(setup, step));
            }
            ASSERT_EQ(apply(s, seatToAct(s), pick(rng, legal)), ActionError::None)
                << where(setup, step);
        }
    }
    failures.report("ApplyRefusesActionsWithStrayFields");
}

// ---------------------------------------------------------------------------------------------
// Copies, saves and seeds.

TEST_P(RandomGames, ACopyPlaysOnIdentically) {
    const Config config = GetParam();
    for (int g = 0; g < games(1000); ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 4));
        const PlayedGame original = playRandomGame(setup, choiceSeed(setup.seed));
        ASSERT_TRUE(isOver(original.final)) << where(setup, original.actions.size());
        Rng rng(setup.seed ^ 0xC10E);
        const std::size_t cloneAt = rng.below(static_cast<std::uint32_t>(original.actions.size()));
        GameState s = newGame(setup);
        for (std::size_t i = 0; i < cloneAt; ++i) {
            ASSERT_EQ(apply(s, seatToAct(s), original.actions[i]), ActionError::None)
                << where(setup, i);
        }
        GameState clone = s;
        ASSERT_TRUE(sameBytes(clone, s));
        // The clone is independent: playing on it leaves the original alone.
        {
            const GameState before = s;
            GameState scratch = clone;
            ASSERT_EQ(apply(scratch, seatToAct(scratch), original.actions[cloneAt]),
                      ActionError::None);
            ASSERT_TRUE(sameBytes(before, s)) << where(setup, cloneAt);
        }
        for (std::size_t i = cloneAt; i < original.actions.size(); ++i) {
            const Action& a = original.actions[i];
            ASSERT_EQ(apply(s, seatToAct(s), a), ActionError::None) << where(setup, i);
            ASSERT_EQ(apply(clone, seatToAct(clone), a), ActionError::None) << where(setup, i);
            ASSERT_TRUE(sameBytes(s, clone))
                << where(setup, i) << ": the copy diverged after " << describe(a);
        }
        ASSERT_TRUE(sameState(clone, original.final)) << where(setup, cloneAt);
    }
}

// Save = setup + action list in its text form; load = parse + cor::replay.
TEST_P(RandomGames, SaveAndReplayReproduceTheExactState) {
    const Config config = GetParam();
    for (int g = 0; g < games(1000); ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 5));
        const PlayedGame game = playRandomGame(setup, choiceSeed(setup.seed));
        ASSERT_TRUE(isOver(game.final)) << where(setup, game.actions.size());

        std::vector<std::string> saved;
        for (const Action& a : game.actions) {
            saved.push_back(toText(a));
        }
        GameRecord loaded{setup, {}};
        for (const std::string& line : saved) {
            const std::optional<Action> a = parseAction(line);
            ASSERT_TRUE(a.has_value()) << "cannot parse saved action: " << line;
            loaded.actions.push_back(*a);
        }
        ASSERT_EQ(loaded.actions, game.actions)
            << where(setup, 0) << ": text form does not round-trip";

        const Table::Loaded result = Table::load(loaded);
        ASSERT_EQ(result.failedAt, -1) << where(setup, 0) << ": " << errorCode(result.error);
        ASSERT_EQ(result.error, ActionError::None);
        ASSERT_TRUE(sameState(result.table.state(), game.final))
            << where(setup, game.actions.size());
    }
}

// A record with one action corrupted replays up to that index and stops there, holding the
// state before it; a truncated record replays to the state at its length.
TEST_P(RandomGames, ReplayStopsAtTheFirstIllegalAction) {
    const Config config = GetParam();
    ActionList legal;
    std::vector<Action> candidates;
    for (int g = 0; g < games(500); ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 6));
        const PlayedGame game = playRandomGame(setup, choiceSeed(setup.seed));
        ASSERT_TRUE(isOver(game.final));
        Rng rng(setup.seed ^ 0xBAD);
        const std::size_t bad = rng.below(static_cast<std::uint32_t>(game.actions.size()));

        GameState before = newGame(setup);
        for (std::size_t i = 0; i < bad; ++i) {
            ASSERT_EQ(apply(before, seatToAct(before), game.actions[i]), ActionError::None);
        }
        // Replace the action at `bad` with an illegal variation of it.
        legalActions(before, legal);
        candidates.clear();
        canonicalMutations(game.actions[bad], candidates);
        const auto illegal = std::find_if(candidates.begin(), candidates.end(),
                                          [&](const Action& c) { return !legal.contains(c); });
        ASSERT_NE(illegal, candidates.end()) << where(setup, bad);

        GameRecord corrupted{setup, game.actions};
        corrupted.actions[bad] = *illegal;
        const Table::Loaded result = Table::load(corrupted);
        EXPECT_EQ(result.failedAt, static_cast<int>(bad))
            << where(setup, bad) << ": " << describe(*illegal);
        EXPECT_NE(result.error, ActionError::None);
        EXPECT_TRUE(sameState(result.table.state(), before)) << where(setup, bad);

        GameRecord truncated{
            setup, std::vector<Action>(game.actions.begin(),
                                       game.actions.begin() + static_cast<std::ptrdiff_t>(bad))};
        const Table::Loaded partial = Table::load(truncated);
        EXPECT_EQ(partial.failedAt, -1);
        EXPECT_TRUE(sameState(partial.table.state(), before)) << where(setup, bad);
        if (::testing::Test::HasFailure()) {
            return;
        }
    }
}

// Scribbles over a stretch of stack, so that a state built on it afterwards would show any
// member its construction leaves uninitialised.
[[gnu::noinline]] void dirtyStack(unsigned char pattern) {
    volatile unsigned char scratch[16384];
    for (std::size_t i = 0; i < sizeof(scratch); ++i) {
        scratch[i] = static_cast<unsigned char>(pattern + i * 31);
    }
}

[[gnu::noinline]] GameState freshGame(const GameSetup& setup, unsigned char pattern) {
    dirtyStack(pattern);
    return newGame(setup);
}

TEST_P(RandomGames, TheSameSeedGivesTheSameGame) {
    const Config config = GetParam();
    std::set<std::string> distinctStarts;
    for (int g = 0; g < games(500); ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 7));
        // newGame is a pure function of the setup, every member of it, whatever memory it lands in.
        const GameState a = freshGame(setup, 0x11);
        const GameState b = freshGame(setup, 0xEE);
        ASSERT_TRUE(sameState(a, b))
            << where(setup, 0) << ": newGame depends on more than its setup";

        const PlayedGame first = playRandomGame(setup, choiceSeed(setup.seed));
        dirtyStack(0x5A);
        const PlayedGame second = playRandomGame(setup, choiceSeed(setup.seed));
        ASSERT_EQ(first.actions, second.actions) << where(setup, 0);
        ASSERT_TRUE(sameState(first.final, second.final)) << where(setup, first.actions.size());

        // Different seeds give different games: the decks differ.
        std::string start;
        for (const Deck& d : a.decks) {
            for (int i = 0; i < d.size; ++i) {
                start.push_back(static_cast<char>(d.at(i).raw));
            }
        }
        start.push_back(static_cast<char>(a.firstPlayer));
        distinctStarts.insert(start);
    }
    EXPECT_EQ(static_cast<int>(distinctStarts.size()), games(500))
        << "two seeds dealt the same decks";
}

// ---------------------------------------------------------------------------------------------
// Bots play through their views.

TEST_P(RandomGames, RandomBotsPlayingFromTheirViewsStayLegal) {
    const Config config = GetParam();
    ActionList legal;
    for (int g = 0; g < games(500); ++g) {
        const GameSetup setup = setupOf(config, gameSeed(config, g, 8));
        std::vector<std::unique_ptr<Bot>> bots;
        for (int seat = 0; seat < config.players; ++seat) {
            bots.push_back(
                makeBot("random", deriveSeed(setup.seed, static_cast<std::uint64_t>(seat))));
            ASSERT_NE(bots.back(), nullptr);
        }
        GameState s = newGame(setup);
        std::size_t step = 0;
        for (; !isOver(s) && step < 5000; ++step) {
            const int seat = seatToAct(s);
            ASSERT_GE(seat, 0);
            legalActions(s, legal);
            ASSERT_FALSE(legal.empty());
            const PlayerView view = makeView(s, seat);
            ASSERT_EQ(view.toAct, seat);
            const Action a = bots[static_cast<std::size_t>(seat)]->choose(view, legal);
            ASSERT_TRUE(legal.contains(a)) << where(setup, step) << ": bot chose " << describe(a);
            ASSERT_EQ(apply(s, seat, a), ActionError::None)
                << where(setup, step) << ": " << describe(a);
        }
        ASSERT_TRUE(isOver(s)) << where(setup, step);
        ASSERT_EQ(checkInvariants(s), "") << where(setup, step);
        ASSERT_EQ(s.round, s.rounds);
    }
}

} // namespace
} // namespace cor::test
