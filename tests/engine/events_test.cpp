// Events (events.h) over random games: each action's events start with what the action did;
// secrets are marked for exactly the seats that may not see them (CLARIFICATIONS §5) and
// redactFor() removes them for those seats; and the redacted stream a spectator receives is
// enough to follow the whole public table — offer, decks' sizes, emissaries, turns, cities,
// coins, tokens, influence cards, hand sizes — exactly as the engine's state has it.
//
// COR_TEST_SCALE=small (the sanitizer builds) plays about ten times fewer games.
#include "engine/action.h"
#include "engine/events.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "tests/engine/random_support.h"
#include "tests/engine/test_support.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <gtest/gtest.h>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace cor::test {
namespace {

std::uint64_t eventsGameSeed(const Config& config, int index, std::uint64_t salt) {
    const std::uint64_t base =
        0xE7E27ULL * static_cast<std::uint64_t>(config.players) + (config.shrine ? 5 : 0) + salt;
    return deriveSeed(base, static_cast<std::uint64_t>(index));
}

std::string eventText(const Event& e) {
    return "event kind " + std::to_string(static_cast<int>(e.kind)) + " seat " +
           std::to_string(e.seat) + " card " + std::to_string(static_cast<int>(e.card)) +
           " value " + std::to_string(e.value) + " amount " + std::to_string(e.amount) +
           " secretFrom " + std::to_string(e.secretFrom);
}

unsigned allSeats(int players) {
    return (1u << players) - 1;
}

int influencePoints(unsigned mask) {
    int points = 0;
    for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
        points += (mask & (1u << i)) != 0 ? kInfluenceValues[i] : 0;
    }
    return points;
}

class Events : public ::testing::TestWithParam<Config> {};

INSTANTIATE_TEST_SUITE_P(AllSizes, Events,
                         ::testing::Values(Config{2, false}, Config{2, true}, Config{3, false},
                                           Config{3, true}, Config{4, false}, Config{4, true}),
                         configName);

// ---------------------------------------------------------------------------------------------
// Secrets and redaction.

void checkRedaction(const Event& e, int players, Failures& failures, const std::string& context) {
    for (int seat = -1; seat < players; ++seat) {
        const Event r = redactFor(e, seat);
        const bool secret = e.secretFrom != 0 && (seat < 0 || (e.secretFrom & (1u << seat)) != 0);
        Event expected = e;
        if (secret) {
            expected.card = Card::None;
            expected.cards = {};
        }
        if (!(r == expected)) {
            failures.add(context + ": redactFor(" + std::to_string(seat) + ") of " + eventText(e) +
                         (secret ? " keeps a secret" : " changed an event the seat may see"));
        }
    }
}

TEST_P(Events, SecretsAreMarkedForExactlyTheSeatsThatMayNotSeeThem) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    EventLog log;
    int draftPicks = 0;
    int schoolDraws = 0;
    for (int g = 0; g < games(800) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, eventsGameSeed(config, g, 1));
        GameState s = newGame(setup);
        Rng rng(deriveSeed(setup.seed, 1));
        int previousPicker = -1;
        const unsigned all = allSeats(config.players);
        for (std::size_t step = 0; !isOver(s) && failures.count() == 0; ++step) {
            legalActions(s, legal);
            const Action a = pick(rng, legal);
            const GameState before = s;
            const int seat = seatToAct(s);
            log.clear();
            ASSERT_EQ(apply(s, seat, a, &log), ActionError::None) << where(setup, step);
            const std::string context = where(setup, step);
            for (const Event& e : log) {
                checkRedaction(e, config.players, failures, context);
                unsigned expectedSecretFrom = 0;
                switch (e.kind) {
                case EventKind::DraftPicked: {
                    // Secret but to the picker and, for the last card of the pack, its passer.
                    unsigned knownBy = 1u << seat;
                    if (before.draftPackSize == 1 && previousPicker >= 0) {
                        knownBy |= 1u << previousPicker;
                    }
                    expectedSecretFrom = all & ~knownBy;
                    if (e.seat != seat || e.card != a.card) {
                        failures.add(context + ": DraftPicked names the wrong seat or card");
                    }
                    previousPicker = seat;
                    ++draftPicks;
                    break;
                }
                case EventKind::SchoolDeckChosen: {
                    expectedSecretFrom = all & ~(1u << seat);
                    // The drawn cards, for the drawer's own log.
                    if (e.amount != s.turn.drawnCount ||
                        !std::equal(s.turn.drawn.begin(), s.turn.drawn.end(), e.cards.begin())) {
                        failures.add(context + ": SchoolDeckChosen does not carry the drawn cards");
                    }
                    ++schoolDraws;
                    break;
                }
                case EventKind::SchoolKept:
                    expectedSecretFrom = all & ~(1u << seat);
                    break;
                default:
                    break;
                }
                if (e.secretFrom != expectedSecretFrom) {
                    failures.add(context + ": " + eventText(e) + " should be secret from " +
                                 std::to_string(expectedSecretFrom));
                }
            }
        }
    }
    failures.report("SecretsAreMarkedForExactlyTheSeatsThatMayNotSeeThem");
    EXPECT_GT(draftPicks, 0);
    if (!smallScale()) {
        EXPECT_GT(schoolDraws, 0)
            << "no school or university drew a card: the test missed a secret";
    }
}

TEST(EventsFixed, RedactForKeepsEverythingButTheSecretCards) {
    Event e;
    e.kind = EventKind::SchoolDeckChosen;
    e.seat = 2;
    e.card = Card::Market;
    e.other = Card::Arena;
    e.x = 1;
    e.y = -1;
    e.value = 3;
    e.amount = 2;
    e.extra = 4;
    e.cards = {Card::School, Card::Residence3, Card::None, Card::None, Card::None};
    e.secretFrom = 0b1011; // all but seat 2
    const Event mine = redactFor(e, 2);
    EXPECT_EQ(mine, e);
    for (int seat : {-1, 0, 1, 3}) {
        const Event r = redactFor(e, seat);
        EXPECT_EQ(r.card, Card::None) << seat;
        EXPECT_EQ(r.cards, (std::array<Card, 5>{})) << seat;
        Event rest = e;
        rest.card = Card::None;
        rest.cards = {};
        EXPECT_EQ(r, rest) << seat << ": only the secret cards may go";
    }
    Event open = e;
    open.secretFrom = 0;
    for (int seat : {-1, 0, 1, 2, 3}) {
        EXPECT_EQ(redactFor(open, seat), open) << seat;
    }
}

// ---------------------------------------------------------------------------------------------
// Each action's events begin with what it did.

TEST_P(Events, EachActionReportsWhatItDid) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    EventLog log;
    for (int g = 0; g < games(800) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, eventsGameSeed(config, g, 2));
        GameState s = newGame(setup);
        Rng rng(deriveSeed(setup.seed, 2));
        for (std::size_t step = 0; !isOver(s) && failures.count() == 0; ++step) {
            legalActions(s, legal);
            const Action a = pick(rng, legal);
            const int seat = seatToAct(s);
            const GameState before = s;
            log.clear();
            ASSERT_EQ(apply(s, seat, a, &log), ActionError::None) << where(setup, step);
            const std::string context = where(setup, step) + " " + toText(a);
            if (log.empty()) {
                failures.add(context + ": no events");
                continue;
            }
            const Event& e = log.front();
            bool ok = e.seat == seat;
            switch (a.kind) {
            case ActionKind::Draft:
                ok = ok && e.kind == EventKind::DraftPicked && e.card == a.card;
                break;
            case ActionKind::Place:
                ok = ok && e.kind == EventKind::EmissaryPlaced && e.value == a.amount;
                break;
            case ActionKind::Take:
                ok = ok && e.kind == EventKind::CardTaken && e.card == a.card;
                break;
            case ActionKind::Build:
                ok = ok && e.kind == EventKind::Built && e.card == a.card && e.x == a.x &&
                     e.y == a.y && e.amount == a.amount &&
                     e.other == before.players[static_cast<std::size_t>(seat)].city.at(a.x, a.y) &&
                     e.value == buildCoinCost(info(a.card).cost, before.turn.bricks, a.amount);
                break;
            case ActionKind::Produce:
                ok = ok && e.kind == EventKind::Produced &&
                     e.value == std::max(0, 2 - before.turn.cogs);
                break;
            case ActionKind::School:
                ok = ok && e.kind == EventKind::SchoolDeckChosen && e.value == a.amount;
                break;
            case ActionKind::Keep:
                ok = ok && e.kind == EventKind::SchoolKept && e.card == a.card &&
                     e.amount == a.returnedCount();
                break;
            case ActionKind::Pass:
                ok = ok && e.kind == EventKind::TurnEnded;
                break;
            }
            if (!ok) {
                failures.add(context + ": first event is " + eventText(e));
            }
            // A finished turn says so, and the next turn (or round) follows.
            const bool turnEnded = std::any_of(log.begin(), log.end(), [](const Event& x) {
                return x.kind == EventKind::TurnEnded;
            });
            const bool turnWasOpen = before.phase == Phase::Actions;
            const bool turnIsSame = s.phase == Phase::Actions && s.turn.seat == before.turn.seat &&
                                    s.turn.space == before.turn.space;
            if (turnWasOpen && turnEnded == turnIsSame) {
                failures.add(context + ": TurnEnded " +
                             (turnEnded ? "sent but the turn goes on" : "missing"));
            }
        }
    }
    failures.report("EachActionReportsWhatItDid");
}

// ---------------------------------------------------------------------------------------------
// Following the public table from the spectator's (redacted) event stream.

// The public table as a client rebuilds it from events alone.
struct TracedTable {
    int round = 0;
    std::uint8_t strip = 0;
    std::vector<Card> offer;
    unsigned openInfluence = 0;
    std::array<int, kDeckCount> deckSizes{};
    std::array<std::int8_t, kStripSpaces> emissaries{};
    int turnSeat = -1;
    int turnSpace = 0;
    int turnBricks = 0;
    int turnCogs = 0;
    std::array<City, kMaxPlayers> cities{};
    std::array<int, kMaxPlayers> coins{};
    std::array<int, kMaxPlayers> influence{};
    std::array<unsigned, kMaxPlayers> influenceCards{};
    std::array<int, kMaxPlayers> handSizes{};
    std::array<int, kCardKinds> boxed{};
    bool over = false;
    std::string error; // the first event that does not fit the table

    // The starting table is public: everyone sees the setup.
    explicit TracedTable(const GameState& start) {
        strip = start.currentStrip();
        for (int d = 0; d < kDeckCount; ++d) {
            deckSizes[static_cast<std::size_t>(d)] = start.decks[static_cast<std::size_t>(d)].size;
        }
        emissaries.fill(-1);
        for (int seat = 0; seat < start.playerCount; ++seat) {
            const PlayerState& p = start.players[static_cast<std::size_t>(seat)];
            cities[static_cast<std::size_t>(seat)] = p.city;
            coins[static_cast<std::size_t>(seat)] = p.coins;
            handSizes[static_cast<std::size_t>(seat)] = p.handSize;
        }
    }

    void fail(const Event& e, const std::string& what) {
        if (error.empty()) {
            error = eventText(e) + ": " + what;
        }
    }

    void apply(const Event& e) {
        const auto seat = static_cast<std::size_t>(e.seat < 0 ? 0 : e.seat);
        City& city = cities[seat];
        switch (e.kind) {
        case EventKind::DraftPicked:
            ++handSizes[seat];
            break;
        case EventKind::RoundStarted:
            round = e.value;
            strip = static_cast<std::uint8_t>(e.amount);
            emissaries.fill(-1);
            break;
        case EventKind::CardRevealed:
            offer.push_back(e.card);
            --deckSizes[static_cast<std::size_t>(e.value)];
            break;
        case EventKind::InfluenceRevealed: {
            const auto index = influenceIndexFromValue(e.value);
            if (!index) {
                fail(e, "no such influence card");
                break;
            }
            openInfluence |= 1u << *index;
            --deckSizes[0];
            break;
        }
        case EventKind::EmissaryPlaced:
            if (e.value < 1 || e.value > kStripSpaces ||
                emissaries[static_cast<std::size_t>(e.value - 1)] >= 0) {
                fail(e, "no free space there");
                break;
            }
            emissaries[static_cast<std::size_t>(e.value - 1)] = e.seat;
            break;
        case EventKind::TurnStarted:
            turnSeat = e.seat;
            turnSpace = e.value;
            turnBricks = e.amount;
            turnCogs = e.extra;
            if (emissaries[static_cast<std::size_t>(turnSpace - 1)] != e.seat) {
                fail(e, "the turn's emissary is not on that space");
            }
            if (turnBricks + turnCogs != turnSpace || turnBricks != stripBricks(strip, turnSpace)) {
                fail(e, "the symbols do not match the strip");
            }
            break;
        case EventKind::CardTaken: {
            const auto it = std::find(offer.begin(), offer.end(), e.card);
            if (it == offer.end()) {
                fail(e, "taken card not in the offer");
                break;
            }
            offer.erase(it);
            ++handSizes[seat];
            break;
        }
        case EventKind::Built: {
            if (!inGrid(e.x, e.y)) {
                fail(e, "outside the grid");
                break;
            }
            const int index = cellIndex(e.x, e.y);
            if (city.cells[static_cast<std::size_t>(index)] != e.other) {
                fail(e, "the replaced card is not the one there");
            }
            if (e.other != Card::None) {
                ++boxed[static_cast<std::size_t>(e.other)];
            }
            // Brick tokens: first the one on a replaced building, then in reading order.
            int tokens = e.amount;
            if (tokens > 0 && (city.brickTokens & bit(index)) != 0) {
                city.brickTokens &= ~bit(index);
                --tokens;
            }
            for (; tokens > 0; --tokens) {
                if (city.brickTokens == 0) {
                    fail(e, "spends brick tokens that are not there");
                    break;
                }
                city.brickTokens &= city.brickTokens - 1;
            }
            city.place(e.card, index);
            coins[seat] -= e.value;
            --handSizes[seat];
            break;
        }
        case EventKind::CoinsGained:
            coins[seat] += e.value;
            break;
        case EventKind::InfluenceGained:
            influence[seat] += e.value;
            break;
        case EventKind::PointTokensPlaced:
            city.points[static_cast<std::size_t>(cellIndex(e.x, e.y))] =
                static_cast<std::uint8_t>(e.value);
            break;
        case EventKind::Produced:
            coins[seat] -= e.value;
            break;
        case EventKind::BrickTokenPlaced:
            city.brickTokens |= bit(cellIndex(e.x, e.y));
            break;
        case EventKind::SchoolDeckChosen:
            deckSizes[static_cast<std::size_t>(e.value)] -= e.amount;
            break;
        case EventKind::SchoolKept:
            deckSizes[static_cast<std::size_t>(e.value)] += e.amount;
            ++handSizes[seat];
            break;
        case EventKind::Undone:
            fail(e, "only Table::undo takes an action back, never apply()");
            break;
        case EventKind::TurnEnded:
            if (e.seat != turnSeat) {
                fail(e, "ends another seat's turn");
            }
            emissaries[static_cast<std::size_t>(turnSpace - 1)] = -1;
            turnSeat = -1;
            break;
        case EventKind::InfluenceAwarded:
            if (e.value != influencePoints(openInfluence) || e.amount != influence[seat]) {
                fail(e, "awards other cards or returns other tokens than lie open / were held");
            }
            influenceCards[seat] |= openInfluence;
            openInfluence = 0;
            influence[seat] = 0;
            break;
        case EventKind::InfluencePostponed:
            if (e.value != influencePoints(openInfluence)) {
                fail(e, "postpones other cards than lie open");
            }
            break;
        case EventKind::GameEnded:
            over = true;
            break;
        }
    }

    // The first difference from the engine's state, or an empty string.
    std::string differenceFrom(const GameState& s) const {
        if (!error.empty())
            return error;
        if (round != s.round)
            return "round";
        if (strip != s.currentStrip())
            return "strip";
        if (over != isOver(s))
            return "game over";
        if (!std::equal(offer.begin(), offer.end(), s.offer.begin(),
                        s.offer.begin() + s.offerSize) ||
            static_cast<int>(offer.size()) != s.offerSize) {
            return "offer";
        }
        if (openInfluence != s.openInfluence)
            return "open influence cards";
        for (int d = 0; d < kDeckCount; ++d) {
            if (deckSizes[static_cast<std::size_t>(d)] !=
                s.decks[static_cast<std::size_t>(d)].size) {
                return "deck " + std::to_string(d) + " size";
            }
        }
        if (emissaries != s.emissaries)
            return "emissaries";
        if (s.phase == Phase::Actions && (turnSeat != s.turn.seat || turnSpace != s.turn.space ||
                                          turnBricks != s.turn.bricks || turnCogs != s.turn.cogs)) {
            return "turn";
        }
        for (int c = 0; c < kCardKinds; ++c) {
            if (boxed[static_cast<std::size_t>(c)] != s.boxed[static_cast<std::size_t>(c)])
                return "boxed cards";
        }
        for (int seat = 0; seat < s.playerCount; ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            const PlayerState& p = s.players[i];
            const std::string who = "seat " + std::to_string(seat) + " ";
            if (cities[i].cells != p.city.cells || cities[i].occupied != p.city.occupied ||
                cities[i].aqueducts != p.city.aqueducts) {
                return who + "city";
            }
            if (cities[i].points != p.city.points)
                return who + "point tokens";
            if (cities[i].brickTokens != p.city.brickTokens)
                return who + "brick tokens";
            if (coins[i] != p.coins)
                return who + "coins";
            if (influence[i] != p.influence)
                return who + "influence tokens";
            if (influenceCards[i] != p.influenceCards)
                return who + "influence cards";
            if (handSizes[i] != p.handSize)
                return who + "hand size";
        }
        return {};
    }
};

TEST_P(Events, TheSpectatorStreamFollowsThePublicTable) {
    const Config config = GetParam();
    Failures failures;
    ActionList legal;
    EventLog log;
    for (int g = 0; g < games(800) && failures.count() == 0; ++g) {
        const GameSetup setup = setupOf(config, eventsGameSeed(config, g, 3));
        GameState s = newGame(setup);
        TracedTable table(s);
        Rng rng(deriveSeed(setup.seed, 3));
        for (std::size_t step = 0; !isOver(s) && failures.count() == 0; ++step) {
            legalActions(s, legal);
            const Action a = pick(rng, legal);
            log.clear();
            ASSERT_EQ(apply(s, seatToAct(s), a, &log), ActionError::None) << where(setup, step);
            for (const Event& e : log) {
                table.apply(redactFor(e, -1));
            }
            if (const std::string diff = table.differenceFrom(s); !diff.empty()) {
                failures.add(where(setup, step) + " after " + toText(a) +
                             ": events and state disagree: " + diff);
            }
        }
    }
    failures.report("TheSpectatorStreamFollowsThePublicTable");
}

} // namespace
} // namespace cor::test
