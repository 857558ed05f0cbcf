// The table every driver plays through: submit and undo, the undo window, state ids, the
// record, redacted events and loading a record.
#include "engine/table.h"
#include "tests/engine/random_support.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <optional>

namespace cor::test {
namespace {

bool hasKind(const ActionList& legal, ActionKind kind) {
    return std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == kind; });
}

const Action& firstOf(const ActionList& legal, ActionKind kind) {
    return *std::find_if(legal.begin(), legal.end(),
                         [&](const Action& a) { return a.kind == kind; });
}

// Plays the first legal action until the seat to act may take a card.
void advanceToTake(Table& table) {
    ActionList legal;
    for (table.legal(table.toAct(), legal); !hasKind(legal, ActionKind::Take);
         table.legal(table.toAct(), legal)) {
        ASSERT_EQ(table.submit(table.toAct(), legal[0]), ActionError::None);
    }
}

// A build of `seat` of a card nobody else knows (every copy in its hand), if it may build one.
std::optional<Action> secretBuild(const Table& table, int seat, const ActionList& legal) {
    const PlayerState& player = table.state().players[static_cast<std::size_t>(seat)];
    const auto onlyItKnows = [&](Card card) {
        bool held = false;
        for (int i = 0; i < player.handSize; ++i) {
            const HandCard& h = player.hand[static_cast<std::size_t>(i)];
            if (h.card == card) {
                held = true;
                if (h.knownBy != (1u << seat)) {
                    return false;
                }
            }
        }
        return held;
    };
    for (const Action& action : legal) {
        if (action.kind == ActionKind::Build && onlyItKnows(action.card)) {
            return action;
        }
    }
    return std::nullopt;
}

// What a seat keeps of the game's events: the events it received, as events.h says, an Undone
// one taking back its seat's newest action.
void keep(EventLog& kept, const Event& received) {
    if (received.kind != EventKind::Undone) {
        kept.push_back(received);
        return;
    }
    const auto begins = std::find_if(kept.rbegin(), kept.rend(), [&](const Event& e) {
        return beginsUndoableAction(e) && e.seat == received.seat;
    });
    ASSERT_NE(begins, kept.rend()) << "an undo takes back an action the seat received";
    kept.erase(std::prev(begins.base()), kept.end());
}

// The state without its id, which changes with every step.
GameState withoutId(GameState s) {
    s.stateId = 0;
    return s;
}

TEST(Table, SubmitChecksTheSeatAndKeepsTheRecord) {
    Table table(GameSetup{3, 7, false});
    ActionList legal;
    const int seat = table.toAct();
    table.legal((seat + 1) % 3, legal);
    EXPECT_TRUE(legal.empty()) << "only the seat to act has legal actions";
    table.legal(seat, legal);
    ASSERT_FALSE(legal.empty());
    const GameState before = table.state();
    EXPECT_EQ(table.submit((seat + 1) % 3, legal[0]), ActionError::NotYourTurn);
    EXPECT_EQ(table.state(), before);
    EXPECT_TRUE(table.record().actions.empty());

    EventLog events;
    ASSERT_EQ(table.submit(seat, legal[0], &events), ActionError::None);
    EXPECT_FALSE(events.empty());
    EXPECT_EQ(table.record().actions, std::vector<Action>{legal[0]});
    EXPECT_EQ(table.stateId(), before.stateId + 1);
    EXPECT_EQ(table.view(seat), makeView(table.state(), seat));
}

TEST(Table, UndoTakesBackTakeBuildAndProduceOneAtATime) {
    Table table(GameSetup{2, 11, false});
    advanceToTake(table);
    const int seat = table.toAct();
    const GameState start = table.state();
    const std::size_t recorded = table.record().actions.size();
    EXPECT_EQ(table.undoable(seat), 0) << "nothing of this turn to take back yet";

    ActionList legal;
    table.legal(seat, legal);
    ASSERT_EQ(table.submit(seat, firstOf(legal, ActionKind::Take)), ActionError::None);
    const GameState afterTake = table.state();
    table.legal(seat, legal);
    ASSERT_TRUE(hasKind(legal, ActionKind::Produce));
    ASSERT_EQ(table.submit(seat, firstOf(legal, ActionKind::Produce)), ActionError::None);
    EXPECT_EQ(table.undoable(seat), 2);
    EXPECT_EQ(table.undoable((seat + 1) % 2), 0) << "nobody undoes another seat's actions";
    EXPECT_FALSE(table.undo((seat + 1) % 2));

    EventLog events;
    const std::uint32_t idBefore = table.stateId();
    ASSERT_TRUE(table.undo(seat, &events));
    EXPECT_EQ(withoutId(table.state()), withoutId(afterTake));
    EXPECT_GT(table.stateId(), idBefore) << "an undone state gets a new id, never an old one";
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, EventKind::Undone);
    EXPECT_EQ(events[0].seat, seat);
    EXPECT_EQ(events[0].value, static_cast<int>(ActionKind::Produce));

    ASSERT_TRUE(table.undo(seat));
    EXPECT_EQ(withoutId(table.state()), withoutId(start));
    EXPECT_EQ(table.record().actions.size(), recorded);
    EXPECT_FALSE(table.undo(seat));
    EXPECT_NE(table.stateId(), start.stateId);
}

TEST(Table, TheTurnsEndClosesTheUndoWindow) {
    Table table(GameSetup{4, 5, false});
    advanceToTake(table);
    const int seat = table.toAct();
    ActionList legal;
    table.legal(seat, legal);
    ASSERT_EQ(table.submit(seat, firstOf(legal, ActionKind::Take)), ActionError::None);
    EXPECT_EQ(table.undoable(seat), 1);
    ASSERT_EQ(table.submit(seat, Action::pass()), ActionError::None);
    EXPECT_EQ(table.undoable(seat), 0);
    EXPECT_FALSE(table.undo(seat));
    EXPECT_EQ(table.undoable(table.toAct()), 0) << "the next seat starts with a closed window";
}

// A school draw reveals hidden cards: what came before it stays; what follows may be undone.
TEST(Table, ASchoolDrawClosesTheUndoWindow) {
    ActionList legal;
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        Table table(GameSetup{4, seed, false});
        Rng rng(seed);
        while (!table.over()) {
            const int seat = table.toAct();
            table.legal(seat, legal);
            if (hasKind(legal, ActionKind::School)) {
                EXPECT_GT(table.undoable(seat), 0) << "the school's build may still be undone";
                ASSERT_EQ(table.submit(seat, legal[0]), ActionError::None);
                EXPECT_EQ(table.undoable(seat), 0) << "seed " << seed;
                table.legal(seat, legal);
                ASSERT_EQ(table.submit(seat, legal[0]), ActionError::None); // keep
                EXPECT_EQ(table.undoable(seat), 0) << "seed " << seed;
                return;
            }
            ASSERT_EQ(table.submit(seat, pick(rng, legal)), ActionError::None);
        }
    }
    FAIL() << "no school was built in 400 random games";
}

// Random games with random undos: the record always replays to the live state, and every
// state id is new.
TEST(Table, RecordStaysTheTruthThroughRandomUndos) {
    ActionList legal;
    for (int g = 0; g < games(200); ++g) {
        const GameSetup setup{2 + g % 3, deriveSeed(99, static_cast<std::uint64_t>(g)), g % 2 == 0};
        Table table(setup);
        Rng rng(setup.seed);
        std::vector<std::uint32_t> ids{table.stateId()};
        int undos = 0;
        while (!table.over()) {
            const int seat = table.toAct();
            if (table.undoable(seat) > 0 && rng.below(3) == 0) {
                ASSERT_TRUE(table.undo(seat));
                ++undos;
            } else {
                table.legal(seat, legal);
                ASSERT_EQ(table.submit(seat, pick(rng, legal)), ActionError::None);
            }
            ASSERT_GT(table.stateId(), ids.back());
            ids.push_back(table.stateId());
        }
        EXPECT_GT(undos, 0);
        const Table::Loaded loaded = Table::load(table.record());
        ASSERT_EQ(loaded.failedAt, -1) << where(setup, 0);
        EXPECT_EQ(withoutId(loaded.table.state()), withoutId(table.state())) << where(setup, 0);
        EXPECT_EQ(loaded.table.scores(), table.scores());
    }
}

// A seat builds a card only it knew and takes the build back. The undo tells every other seat
// only that the turn went back, and what they keep of the game is what they kept before the
// build: no line of theirs can name the card.
TEST(Table, AnUndoneBuildOfASecretCardLeavesTheOthersNothingOfIt) {
    ActionList legal;
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        const GameSetup setup{3, seed, false};
        Table table(setup);
        Rng rng(seed);
        std::vector<EventLog> kept(3); // by seat
        EventLog events;
        const auto deliver = [&] {
            for (int seat = 0; seat < 3; ++seat) {
                for (const Event& event : events) {
                    keep(kept[static_cast<std::size_t>(seat)], redactFor(event, seat));
                }
            }
        };
        while (!table.over()) {
            const int seat = table.toAct();
            table.legal(seat, legal);
            events.clear();
            if (const std::optional<Action> build = secretBuild(table, seat, legal)) {
                const std::vector<EventLog> before = kept;
                ASSERT_EQ(table.submit(seat, *build, &events), ActionError::None);
                ASSERT_EQ(events.front().kind, EventKind::Built);
                deliver(); // the built card is in the city: everyone sees it, for now
                ASSERT_GT(table.undoable(seat), 0);
                events.clear();
                ASSERT_TRUE(table.undo(seat, &events));
                ASSERT_EQ(events.size(), 1u);
                EXPECT_EQ(events[0].card, build->card) << "the undoer knows what it took back";
                for (int other = 0; other < 3; ++other) {
                    if (other != seat) {
                        EXPECT_EQ(redactFor(events[0], other),
                                  (Event{.kind = EventKind::Undone,
                                         .seat = static_cast<std::int8_t>(seat),
                                         .secretFrom = events[0].secretFrom}))
                            << "another seat learns only that the turn went back";
                    }
                }
                EXPECT_EQ(redactFor(events[0], -1).card, Card::None) << "nor does a spectator";
                deliver();
                for (int other = 0; other < 3; ++other) {
                    EXPECT_EQ(kept[static_cast<std::size_t>(other)],
                              before[static_cast<std::size_t>(other)])
                        << "seat " << other << ", " << where(setup, table.record().actions.size());
                }
                return;
            }
            ASSERT_EQ(table.submit(seat, pick(rng, legal), &events), ActionError::None);
            deliver();
        }
    }
    FAIL() << "no seat could build a card only it knew in 200 random games";
}

TEST(Table, LoadStopsAtTheFirstRefusedAction) {
    GameRecord record{GameSetup{3, 4, false}, {}};
    Table table(record.setup);
    ActionList legal;
    for (int i = 0; i < 10; ++i) {
        table.legal(table.toAct(), legal);
        record.actions.push_back(legal[0]);
        ASSERT_EQ(table.submit(table.toAct(), legal[0]), ActionError::None);
    }
    record.actions.insert(record.actions.begin() + 4, Action::produce());
    int observed = 0;
    const Table::Loaded loaded =
        Table::load(record, [&](const GameState&, int, const Action*, int) { ++observed; });
    EXPECT_EQ(loaded.failedAt, 4);
    EXPECT_NE(loaded.error, ActionError::None);
    EXPECT_EQ(loaded.table.record().actions.size(), 4u);
    EXPECT_EQ(observed, 5) << "the setup and the four applied actions";
}

} // namespace
} // namespace cor::test
