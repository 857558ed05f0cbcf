// Whole games played through the models, as a person's clicks would: the gestures of the
// GameModel only, chosen at random among what the models show as playable.
#include "app/models/audience.h"
#include "app/models/game_memory.h"
#include "app/models/local_game.h"
#include "app/models/settings.h"
#include "engine/assist.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QMetaProperty>
#include <QSignalSpy>
#include <QTimer>
#include <gtest/gtest.h>
#include <map>
#include <memory>
#include <set>
#include <string>

namespace cor::app::test {
namespace {

using net::test::waitFor;

QVariant dataOf(QAbstractItemModel& model, int row, const QByteArray& role) {
    return model.data(model.index(row, 0), model.roleNames().key(role));
}

// One gesture a person could make now, picked at random; false when there is none.
bool makeAGesture(GameModel& game, Rng& rng) {
    const auto pick = [&](const std::vector<int>& rows) {
        return rows[rng.below(static_cast<std::uint32_t>(rows.size()))];
    };
    if (const auto pack = trueRows(*game.draftPack(), "playable"); !pack.empty()) {
        game.draft(pick(pack));
        return true;
    }
    if (const auto spaces = trueRows(*game.strip(), "placeable"); !spaces.empty()) {
        game.placeEmissary(pick(spaces) + 1);
        return true;
    }
    if (!game.deckChoices().isEmpty()) {
        const QVariantList decks = game.deckChoices();
        game.chooseDeck(
            decks.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(decks.size()))))
                .toMap()
                .value("deck")
                .toInt());
        return true;
    }
    if (game.keeping()) {
        if (game.kept() < 0) {
            game.keep(
                static_cast<int>(rng.below(static_cast<std::uint32_t>(game.drawn()->count()))));
        } else {
            game.movePutBack(0, game.putBack()->count() - 1);
            game.confirmKeep();
        }
        return true;
    }
    if (const auto offer = trueRows(*game.offer(), "playable"); !offer.empty()) {
        game.take(pick(offer));
        return true;
    }
    const auto hand = trueRows(*game.hand(), "playable");
    std::vector<int> moves;
    moves.push_back(hand.empty() ? -1 : 0);
    moves.push_back(game.canProduce() ? 1 : -1);
    moves.push_back(game.canEndTurn() ? 2 : -1);
    moves.push_back(game.canUndo() && rng.below(4) == 0 ? 3 : -1);
    std::erase(moves, -1);
    if (moves.empty()) {
        return false;
    }
    switch (pick(moves)) {
    case 0: {
        game.select(pick(hand));
        const auto cells = trueRows(*game.city(), "buildable");
        EXPECT_FALSE(cells.empty()) << "a playable card with nowhere to go";
        const int cell = pick(cells);
        game.build(dataOf(*game.city(), cell, "cellX").toInt(),
                   dataOf(*game.city(), cell, "cellY").toInt());
        break;
    }
    case 1:
        game.produce();
        break;
    case 2:
        game.endTurn();
        break;
    default:
        game.undo();
        break;
    }
    return true;
}

// Plays until the end: every time the shown seat is to act and the models are settled, a
// gesture; in hot seat the curtain is lifted for the next person.
void playToTheEnd(LocalGame& local, std::uint64_t seed) {
    GameModel& game = *local.game();
    Rng rng(seed);
    std::uint32_t lastActed = ~0u;
    const bool ended = waitFor(
        [&] {
            if (game.over()) {
                return true;
            }
            if (!game.curtain().isEmpty()) {
                game.liftCurtain();
                return false;
            }
            const auto& view = game.view();
            if (game.yourTurn() && game.pending() == 0 && view && view->stateId != lastActed) {
                lastActed = view->stateId;
                EXPECT_TRUE(makeAGesture(game, rng)) << "the seat to act has nothing to do";
            }
            return false;
        },
        120'000);
    ASSERT_TRUE(ended) << "the game did not end";
}

// What QML reads of the model: each property with a notify signal, by name.
std::map<std::string, QVariant> announcedValues(GameModel& game) {
    std::map<std::string, QVariant> values;
    const QMetaObject* meta = game.metaObject();
    for (int index = meta->propertyOffset(); index < meta->propertyCount(); ++index) {
        const QMetaProperty property = meta->property(index);
        if (property.hasNotifySignal()) {
            values[property.name()] = property.read(&game);
        }
    }
    return values;
}

// The names whose values differ between two readings.
std::set<std::string> differences(const std::map<std::string, QVariant>& before,
                                  const std::map<std::string, QVariant>& after) {
    std::set<std::string> names;
    for (const auto& [name, value] : after) {
        if (before.at(name) != value) {
            names.insert(name);
        }
    }
    return names;
}

// Every property's notify signal, counted: which were announced since the last take().
class Announcements {
  public:
    explicit Announcements(GameModel& game) {
        const QMetaObject* meta = game.metaObject();
        for (int index = meta->propertyOffset(); index < meta->propertyCount(); ++index) {
            const QMetaProperty property = meta->property(index);
            if (property.hasNotifySignal()) {
                spies_.emplace_back(property.name(),
                                    std::make_unique<QSignalSpy>(&game, property.notifySignal()));
            }
        }
    }
    std::set<std::string> take() {
        std::set<std::string> names;
        for (auto& [name, spy] : spies_) {
            if (!spy->isEmpty()) {
                names.insert(name);
                spy->clear();
            }
        }
        return names;
    }

  private:
    std::vector<std::pair<std::string, std::unique_ptr<QSignalSpy>>> spies_;
};

class LocalGames : public ::testing::Test {
  protected:
    void SetUp() override { Settings::instance()->setAnimationSpeed(Settings::Instant); }
};

TEST_F(LocalGames, APersonAgainstBotsPlaysAWholeGameThroughTheModels) {
    for (bool assisted : {true, false}) {
        Settings::instance()->setAssistedPlay(assisted);
        LocalGame local;
        LocalSetup setup;
        setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "random"}, {"Marcus", 2, "greedy"}};
        setup.seed = assisted ? 11 : 12;
        local.start(setup);
        playToTheEnd(local, 5);
        const net::Host& host = *local.host();
        ASSERT_TRUE(host.over());
        // The pad, and with assisted play on, how many decisions it took for the player.
        ScoreModel& pad = *local.game()->scores();
        ASSERT_EQ(pad.rowCount(), assisted ? 12 : 11);
        if (assisted) {
            EXPECT_EQ(pad.data(pad.index(11), ScoreModel::LabelRole).toString(),
                      QStringLiteral("Decisions by assisted play"));
            EXPECT_GT(pad.data(pad.index(11), ScoreModel::ValuesRole).toList().front().toInt(), 0);
        }
        const Table::Loaded replayed = Table::load(host.table()->record());
        EXPECT_EQ(replayed.failedAt, -1);
        EXPECT_EQ(replayed.table.scores(), host.table()->scores());
        EXPECT_GT(local.game()->log()->count(), 100);
    }
    Settings::instance()->setAssistedPlay(true);
}

// The emissaries assisted play placed in a finished local game (from its save): with how many
// spaces the rules left each time.
std::vector<int> assistedPlacements(const QString& save) {
    const net::SavedGame saved = net::readSavedGame(save);
    std::vector<int> choices;
    Table table(saved.record.setup);
    ActionList legal;
    for (std::size_t i = 0; i < saved.record.actions.size(); ++i) {
        const Action& action = saved.record.actions[i];
        table.legal(table.toAct(), legal);
        if (i < saved.actors.size() && saved.actors[i] == net::Actor::Assisted &&
            action.kind == ActionKind::Place) {
            choices.push_back(static_cast<int>(legal.size()));
        }
        EXPECT_EQ(table.submit(table.toAct(), action), ActionError::None);
    }
    return choices;
}

TEST_F(LocalGames, AssistedPlayPlacesAnEmissaryOnlyWhereTheRulesLeaveOneSpaceUnlessAskedTo) {
    for (const bool asked : {false, true}) {
        Settings::instance()->setAssistLastEmissary(asked);
        LocalGame local;
        LocalSetup setup;
        setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "random"}};
        setup.seed = 31;
        setup.savePath = newSavePath(QStringLiteral("local"));
        local.start(setup);
        playToTheEnd(local, 9);
        const std::vector<int> choices = assistedPlacements(setup.savePath);
        if (asked) {
            EXPECT_TRUE(std::any_of(choices.begin(), choices.end(), [](int n) { return n > 1; }))
                << "asked to, it places the last emissary where one space makes sense";
        } else {
            EXPECT_TRUE(std::all_of(choices.begin(), choices.end(), [](int n) { return n == 1; }))
                << "it placed an emissary while other spaces were free";
        }
    }
    Settings::instance()->setAssistLastEmissary(false);
}

// What glows is what may be chosen: with assisted play on, a click on a free space it leaves
// out (the round's last emissary on a space another free space beats) is refused with the
// reason, and nothing is sent; the space it offers is taken.
TEST_F(LocalGames, AssistedPlayRefusesASpaceItDoesNotOfferAndSaysWhy) {
    Settings::instance()->setAssistedPlay(true);
    Settings::instance()->setAssistLastEmissary(false);
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "random"}, {"Marcus", 2, "random"}};
    setup.seed = 57;
    local.start(setup);
    GameModel& game = *local.game();
    QSignalSpy refused(&game, &GameModel::refused);
    Rng rng(57);
    int dominated = 0;
    ASSERT_TRUE(waitFor(
        [&] {
            if (game.over()) {
                return true;
            }
            if (!game.yourTurn() || game.pending() != 0) {
                return false;
            }
            const PlayerView& view = *game.view();
            for (int space = 1; space <= kStripSpaces && dominated == 0; ++space) {
                if (view.emissaries[static_cast<std::size_t>(space - 1)] < 0 &&
                    dominatingSpace(view, space) != 0) {
                    dominated = space;
                }
            }
            if (dominated == 0) {
                EXPECT_TRUE(makeAGesture(game, rng));
                return false;
            }
            return true;
        },
        60'000));
    ASSERT_NE(dominated, 0) << "the game ended before a last emissary had a space left out";
    const PlayerView before = *game.view();
    EXPECT_FALSE(dataOf(*game.strip(), dominated - 1, "placeable").toBool());
    game.placeEmissary(dominated);
    ASSERT_EQ(refused.count(), 1);
    const int better = dominatingSpace(before, dominated);
    EXPECT_TRUE(refused.front().front().toString().contains(QString::number(better)))
        << refused.front().front().toString().toStdString();
    EXPECT_EQ(game.pending(), 0) << "nothing was sent";
    EXPECT_EQ(*game.view(), before);
    EXPECT_TRUE(dataOf(*game.strip(), better - 1, "placeable").toBool());
    game.placeEmissary(better);
    EXPECT_EQ(refused.count(), 1);
    EXPECT_TRUE(waitFor([&] { return game.view()->stateId != before.stateId; }, 10'000));
}

// A game in which the player builds whatever they can and leaves each turn open for a while
// after the build, then ends it themselves; `onlyTheEndLeft` counts the builds after which
// ending the turn was all that was left.
void playWithBuildsLeftOpen(std::uint64_t seed, int& onlyTheEndLeft) {
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "greedy"}};
    setup.seed = seed;
    local.start(setup);
    GameModel& game = *local.game();
    Rng rng(seed);

    bool couldUndo = false; // at the last update of the player's turn
    bool endedByUs = false; // the player ended the turn (not assisted play)
    QObject::connect(&game, &GameModel::updated, &local, [&] {
        if (game.yourTurn()) {
            couldUndo = game.canUndo();
            return;
        }
        EXPECT_FALSE(couldUndo && !endedByUs)
            << "the turn ended by itself while it could be undone";
        couldUndo = false;
        endedByUs = false;
    });
    std::uint32_t lastActed = ~0u;
    bool building = false; // a build sent, its view not yet here
    int spins = 0;         // event loop turns left for assisted play's timer (0 ms here)
    const bool ended = waitFor(
        [&] {
            if (game.over()) {
                return true;
            }
            if (spins > 0) {
                if (!game.yourTurn()) {
                    spins = 0; // (reported by the watch above)
                } else if (--spins == 0) {
                    onlyTheEndLeft += game.canEndTurn() && !game.canProduce() &&
                                      trueRows(*game.hand(), "playable").empty();
                    endedByUs = true;
                    game.endTurn();
                }
                return false;
            }
            if (!game.yourTurn() || game.pending() != 0 || game.view()->stateId == lastActed) {
                return false;
            }
            lastActed = game.view()->stateId;
            if (building) {
                building = false;
                EXPECT_EQ(game.bricks(), 0) << "the bricks left after the one build are lost";
                if (game.canUndo()) {
                    spins = 20;
                    return false;
                }
            }
            if (const auto hand = trueRows(*game.hand(), "playable"); !hand.empty()) {
                game.select(hand.front());
                if (const auto cells = trueRows(*game.city(), "buildable"); !cells.empty()) {
                    game.build(dataOf(*game.city(), cells.front(), "cellX").toInt(),
                               dataOf(*game.city(), cells.front(), "cellY").toInt());
                    building = true;
                    return false;
                }
            }
            if (game.canUndo()) { // nothing left to build: the player ends the turn
                endedByUs = true;
                game.endTurn();
                return false;
            }
            EXPECT_TRUE(makeAGesture(game, rng)) << "the seat to act has nothing to do";
            return false;
        },
        120'000);
    ASSERT_TRUE(ended) << "the game did not end";
}

// Assisted play never ends a turn that can still be taken back: whenever the turn leaves the
// player while an undo was open, they must have ended it themselves. After each build that
// leaves only the end of the turn, assisted play's timer is given its turns first.
TEST_F(LocalGames, AssistedPlayNeverEndsATurnThatCanStillBeTakenBack) {
    Settings::instance()->setAssistedPlay(true);
    int onlyTheEndLeft = 0; // builds after which ending the turn was the only choice
    for (const std::uint64_t seed : {41, 42, 43, 44, 45, 46}) {
        playWithBuildsLeftOpen(seed, onlyTheEndLeft);
    }
    EXPECT_GT(onlyTheEndLeft, 0) << "no build left only the end of the turn: nothing was tested";
}

TEST_F(LocalGames, HotSeatRaisesTheCurtainBetweenPeople) {
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Brutus", 1, {}}};
    setup.seed = 21;
    local.start(setup);
    int curtains = 0;
    QObject::connect(local.game(), &GameModel::curtainChanged, &local,
                     [&] { curtains += local.game()->curtain().isEmpty() ? 0 : 1; });
    playToTheEnd(local, 6);
    EXPECT_GT(curtains, 10);
    EXPECT_TRUE(local.host()->over());
}

// The curtain comes down between two people, not for the person whose turn comes again after
// only bots played: the screen is still theirs.
TEST(Audience, APersonWhoseTurnComesAgainAfterBotsAloneGetsNoCurtain) {
    Audience screen({0, 1});
    screen.follow(0, true);
    EXPECT_EQ(screen.awaited(), 0);
    ASSERT_TRUE(screen.lift());
    EXPECT_EQ(screen.eyes(), 0);
    screen.follow(2, true); // a bot
    EXPECT_EQ(screen.eyes(), -1) << "the public view while the bot plays";
    EXPECT_TRUE(screen.follow(0, true));
    EXPECT_EQ(screen.awaited(), -1) << "no curtain for the same person";
    EXPECT_EQ(screen.eyes(), 0);
    screen.follow(1, true);
    EXPECT_EQ(screen.awaited(), 1) << "the other person's curtain";
    ASSERT_TRUE(screen.lift());
    screen.follow(2, true);
    screen.follow(0, true);
    EXPECT_EQ(screen.awaited(), 0) << "another person had the screen since";
}

// QML re-reads a property when, and only when, its own signal says it changed: over a whole
// hot-seat game every change is announced at once, and nothing unchanged is.
TEST_F(LocalGames, EveryPropertyAnnouncesItsOwnChangesAndNoOther) {
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Brutus", 1, {}}, {"Livia", 2, "greedy"}};
    setup.seed = 23;
    local.start(setup);
    GameModel& game = *local.game();
    Announcements announcements(game);
    std::map<std::string, QVariant> said = announcedValues(game);
    int updates = 0;
    QObject::connect(&game, &GameModel::updated, &local, [&] {
        const std::map<std::string, QVariant> now = announcedValues(game);
        EXPECT_EQ(announcements.take(), differences(said, now));
        said = now;
        ++updates;
    });
    // Between two updates (whenever the event loop runs) nothing has changed unannounced.
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &local, [&] {
        EXPECT_EQ(differences(said, announcedValues(game)), std::set<std::string>{});
    });
    watch.start(1);
    playToTheEnd(local, 8);
    EXPECT_GT(updates, 100);
}

TEST_F(LocalGames, TheKeyboardSelectsACardMovesOverTheCityAndBuilds) {
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "greedy"}};
    setup.seed = 31;
    local.start(setup);
    GameModel& game = *local.game();
    Rng rng(2);
    std::uint32_t acted = ~0u;
    // Random gestures until a hand card can be built after taking one.
    ASSERT_TRUE(waitFor(
        [&] {
            if (!game.yourTurn() || game.pending() > 0 || game.view()->stateId == acted) {
                return false;
            }
            if (game.view()->turn.took && !trueRows(*game.hand(), "playable").empty()) {
                return true;
            }
            acted = game.view()->stateId;
            if (const auto offer = trueRows(*game.offer(), "playable"); !offer.empty()) {
                game.take(offer.front());
            } else {
                makeAGesture(game, rng);
            }
            return false;
        },
        60'000));
    game.selectNext(1);
    ASSERT_GE(game.selectedCard(), 0);
    const int cursors = static_cast<int>(trueRows(*game.city(), "cursor").size());
    EXPECT_EQ(cursors, 1) << "the cursor starts on a space the card may go on";
    // Each arrow moves the cursor that way, as the city lies on screen (or leaves it).
    const auto cursorAt = [&] {
        const int row = trueRows(*game.city(), "cursor").front();
        return std::pair(dataOf(*game.city(), row, "cellX").toInt(),
                         dataOf(*game.city(), row, "cellY").toInt());
    };
    Announcements announcements(game);
    for (const auto& [dx, dy] :
         {std::pair(1, 0), std::pair(0, 1), std::pair(-1, 0), std::pair(0, -1), std::pair(1, 0)}) {
        const auto [x, y] = cursorAt();
        game.moveCursor(dx, dy);
        const auto [nx, ny] = cursorAt();
        if (nx != x || ny != y) {
            EXPECT_GT((nx - x) * dx + (ny - y) * dy, 0) << "the arrow " << dx << "," << dy;
        }
    }
    EXPECT_EQ(announcements.take(), std::set<std::string>{})
        << "the cursor is the city's: nothing the model itself shows moved";
    const auto onCursor = trueRows(*game.city(), "cursor");
    ASSERT_EQ(onCursor.size(), 1u);
    EXPECT_TRUE(dataOf(*game.city(), onCursor.front(), "buildable").toBool());
    const int handSize = game.hand()->count();
    ASSERT_TRUE(game.confirm());
    EXPECT_TRUE(waitFor([&] { return game.hand()->count() == handSize - 1; }, 5000));
}

} // namespace
} // namespace cor::app::test
