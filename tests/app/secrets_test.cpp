// Secrets kept on every screen: games played through the models, and at every moment every text
// and card id the models expose to QML (the game model's whole tree: board, panels, hand, log,
// summary, announcements, banners, hints, the faces a zoom shows; Continue; the replay and the
// look back of the unfinished game as Continue opens them) is checked against what the people at
// that screen may know. At a hot-seat table that is the seat of the person who lifted the
// curtain, and between turns only what every player knows; a LAN guest's or host's screen, its
// own seat. The oracle is the engine: what each viewer's views ever showed, state by state.
#include "app/models/card_names.h"
#include "app/models/card_texts.h"
#include "app/models/game_memory.h"
#include "app/models/local_game.h"
#include "app/models/replay_model.h"
#include "app/models/saved_games_model.h"
#include "app/models/settings.h"
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/app/exposure.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

// What every viewer has been shown, kept up with a game's record action by action.
class Witness {
  public:
    void follow(const GameRecord& record) {
        if (!table_) {
            table_.emplace(record.setup);
            seeAll();
        }
        while (static_cast<std::size_t>(done_) < record.actions.size()) {
            const Action& action = record.actions[static_cast<std::size_t>(done_++)];
            ASSERT_EQ(table_->submit(table_->toAct(), action), ActionError::None);
            seeAll();
        }
    }
    std::set<Card> neverSeen(int viewer) const { return knowledge_.neverSeen(viewer); }
    std::uint32_t stateId() const { return table_ ? table_->stateId() : 0; }
    int actions() const { return done_; }

  private:
    void seeAll() {
        for (int viewer = -1; viewer < table_->state().playerCount; ++viewer) {
            knowledge_.see(table_->view(viewer));
        }
    }
    std::optional<Table> table_;
    int done_ = 0;
    Knowledge knowledge_;
};

// Fails the test (a few lines at most) when `texts` show a card `viewer` never saw.
void expectKept(const QStringList& texts, const Witness& witness, int viewer,
                const std::string& where, int& failures) {
    const QStringList shown = shownCards(texts, witness.neverSeen(viewer));
    if (!shown.isEmpty() && failures++ < 5) {
        ADD_FAILURE() << where << " (viewer " << viewer << ", after " << witness.actions()
                      << " actions) shows " << shown.join(QStringLiteral(" | ")).toStdString();
    }
}

// Continue as the screen shows it, and the replay and look back of the saved game at `path` as
// Continue opens them: through each eye it allows, at the start, the middle and the end. The
// witness follows the game as far as the file has it.
QStringList continueAndReplay(const QString& path, const std::vector<int>& allowedEyes,
                              Witness& witness) {
    SavedGamesModel saves;
    saves.refresh();
    QStringList texts = exposedTexts(&saves);
    ReplayModel replay;
    EXPECT_TRUE(replay.open(path)) << replay.error().toStdString();
    witness.follow(replay.record());
    std::vector<int> eyes;
    for (const QVariant& eye : replay.eyes()) {
        eyes.push_back(eye.toInt());
    }
    EXPECT_EQ(eyes, allowedEyes) << "the eyes an unfinished game's replay may open";
    for (int seat = -1; seat < static_cast<int>(replay.seatNames().size()); ++seat) {
        replay.setSeat(seat); // refused for the eyes not allowed
        EXPECT_TRUE(std::find(eyes.begin(), eyes.end(), replay.seat()) != eyes.end());
        for (const int step : {0, replay.steps() / 2, replay.steps()}) {
            replay.stepTo(step);
            texts << exposedTexts(&replay);
        }
    }
    return texts;
}

class Secrets : public ::testing::Test {
  protected:
    void SetUp() override { Settings::instance()->setAnimationSpeed(Settings::Instant); }
};

TEST_F(Secrets, AHotSeatScreenShowsNobodyACardTheyMayNotKnow) {
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Brutus", 1, {}}, {"Livia", 2, "greedy"}};
    setup.seed = 3;
    setup.savePath = newSavePath(QStringLiteral("local"));
    local.start(setup);
    GameModel& game = *local.game();
    game.setPace(1); // banners hold the table (the test goes on past them at once)
    // What the screen says only as it moves: cards flying, refusals.
    QStringList passing;
    QObject::connect(game.feed(), &Feed::moved, &game,
                     [&](Feed::Motion, int, const QString& card, int, int, int,
                         const QString& text) { passing << card << text; });
    QObject::connect(&game, &GameModel::refused, &game,
                     [&](const QString& reason) { passing << reason; });

    // Checked whenever anything the screen shows may have changed.
    bool changed = true;
    const auto mark = [&] { changed = true; };
    QObject::connect(&game, &GameModel::updated, &game, mark);
    QObject::connect(game.feed(), &Feed::announced, &game, mark);
    QObject::connect(game.feed(), &Feed::bannerChanged, &game, mark);
    QObject::connect(game.feed()->story(), &StoryModel::countChanged, &game, mark);
    QObject::connect(game.hints(), &HintRequest::changed, &game, mark);
    QObject::connect(game.log(), &LogModel::countChanged, &game, mark);
    Witness witness;
    int failures = 0;
    int banners = 0;
    int curtains = 0;
    int hints = 0;
    int continued = 0;
    std::uint32_t acted = ~0u;
    // A hint at every 7th decision; every 20th in the sanitizer build, where a search is slow.
    const bool sanitized = net::test::games(4) != 4;
    const int hintEvery = sanitized ? 20 : 7;
    int decisions = 0;
    const auto check = [&](const std::string& where) {
        const Table* table = local.host()->table();
        if (table == nullptr || !std::exchange(changed, false)) {
            return; // not begun, or as checked
        }
        witness.follow(table->record());
        QStringList texts = exposedTexts(&game);
        texts << passing;
        passing.clear();
        expectKept(texts, witness, game.audience().eyes(), where, failures);
    };
    const bool ended = waitFor(
        [&] {
            check("the game screen");
            if (game.over()) {
                return true;
            }
            if (game.feed()->bannerShown()) {
                ++banners;
                game.feed()->dismissBanner();
            } else if (!game.curtain().isEmpty()) {
                // Between turns: what Continue and the unfinished game's replay show.
                if (++curtains % 12 == 1) {
                    ++continued;
                    expectKept(continueAndReplay(setup.savePath, {-1}, witness), witness, -1,
                               "Continue and the replay", failures);
                    ReplayModel replay;
                    replay.open(setup.savePath);
                    EXPECT_FALSE(replay.canLookBack()) << "nobody's decisions may be looked at";
                }
                game.liftCurtain();
            } else if (game.yourTurn() && game.pending() == 0 && game.view()->stateId != acted) {
                if (game.hints()->available() && decisions++ % hintEvery == 0 &&
                    !game.hints()->shown()) {
                    game.hints()->ask(); // its text is checked once it shows
                    if (waitFor([&] { return game.hints()->shown(); }, 20'000)) {
                        ++hints;
                        check("a hint");
                    }
                }
                act(game, acted);
            }
            return failures > 0;
        },
        // (A whole game checked at every step: under the sanitizers on a loaded machine it took
        // more than four minutes.)
        sanitized ? 600'000 : 240'000);
    ASSERT_TRUE(ended) << "the game did not end";
    EXPECT_EQ(failures, 0);
    // Everything was there to be checked: banners, curtains, hints, Continue, a school's draw.
    EXPECT_GT(banners, 10);
    EXPECT_GT(curtains, 20);
    EXPECT_GT(hints, 0);
    EXPECT_GT(continued, 1);
    const Table* table = local.host()->table();
    ASSERT_NE(table, nullptr);
    const std::vector<Action> actions = table->record().actions;
    EXPECT_TRUE(std::any_of(actions.begin(), actions.end(), [](const Action& a) {
        return a.kind == ActionKind::School;
    })) << "no school or university drew cards in this game: choose another seed";
    // Once it is over, every seat's eyes open.
    ReplayModel replay;
    ASSERT_TRUE(replay.open(setup.savePath));
    EXPECT_EQ(replay.eyes().size(), 4);
    EXPECT_TRUE(replay.canLookBack());
}

// The lines the screen keeps showing: the log's, the story's and the announcement.
QStringList linesShown(GameModel& game) {
    QStringList lines;
    const LogModel& log = *game.log();
    for (int row = 0; row < log.rowCount(); ++row) {
        lines << log.data(log.index(row), LogModel::TextRole).toString();
    }
    const StoryModel& story = *game.feed()->story();
    for (int row = 0; row < story.rowCount(); ++row) {
        lines << story.data(story.index(row), StoryModel::RichRole).toString();
    }
    return lines << game.feed()->announcement();
}

// Whether every copy of `card` in `seat`'s hand is known to that seat alone.
bool onlyItKnows(const Table& table, int seat, Card card) {
    const PlayerState& player = table.state().players[static_cast<std::size_t>(seat)];
    bool held = false;
    for (int i = 0; i < player.handSize; ++i) {
        const HandCard& h = player.hand[static_cast<std::size_t>(i)];
        held = held || h.card == card;
        if (h.card == card && h.knownBy != (1u << seat)) {
            return false;
        }
    }
    return held;
}

// At a hot-seat table a person builds a card only they know, and takes the build back: its
// lines go from the log and the story at once, the undo leaves none, and the next person reads
// nothing of it.
TEST_F(Secrets, AHotSeatTableForgetsABuildTakenBack) {
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Brutus", 1, {}}};
    setup.seed = 5;
    local.start(setup);
    GameModel& game = *local.game();
    std::uint32_t acted = ~0u;
    std::optional<Action> build;
    // Both play their first gestures until the one whose turn it is may build a secret card
    // that no line on the screen names yet.
    const auto secretBuild = [&]() -> std::optional<Action> {
        const int seat = game.audience().eyes();
        const Table* table = local.host()->table();
        if (table == nullptr || seat < 0) {
            return std::nullopt;
        }
        const QString shown = linesShown(game).join(QLatin1Char('\n'));
        for (const Action& action : game.legal()) {
            if (action.kind == ActionKind::Build && onlyItKnows(*table, seat, action.card) &&
                !shown.contains(cardTexts(action.card).name)) {
                return action;
            }
        }
        return std::nullopt;
    };
    const auto untilTurn = [&](const std::function<bool()>& done) {
        return waitFor(
            [&] {
                if (game.over()) {
                    return true;
                }
                if (game.feed()->bannerShown()) {
                    game.feed()->dismissBanner();
                } else if (!game.curtain().isEmpty()) {
                    game.liftCurtain();
                } else if (game.yourTurn() && game.pending() == 0 &&
                           game.view()->stateId != acted) {
                    return done();
                }
                return false;
            },
            120'000);
    };
    ASSERT_TRUE(untilTurn([&] {
        build = secretBuild();
        if (!build) {
            act(game, acted);
        }
        return build.has_value();
    }));
    ASSERT_TRUE(build) << "nobody could build a card only they knew: choose another seed";
    const int builder = game.audience().eyes();
    const QString name = cardTexts(build->card).name;
    const QStringList before = linesShown(game);
    const std::uint32_t id = game.view()->stateId;

    game.session()->submit(*build);
    ASSERT_TRUE(waitFor([&] { return game.view()->stateId != id && game.pending() == 0; }));
    ASSERT_TRUE(linesShown(game).join(QLatin1Char('\n')).contains(name))
        << "a build is told at once";
    ASSERT_TRUE(game.canUndo());
    const std::uint32_t built = game.view()->stateId;
    game.undo();
    ASSERT_TRUE(waitFor([&] { return game.view()->stateId != built && game.pending() == 0; }));
    EXPECT_EQ(linesShown(game), before) << "the build's lines are gone, and the undo left none";

    // The builder ends the turn; the next person lifts the curtain and reads what happened.
    acted = game.view()->stateId;
    game.endTurn();
    ASSERT_TRUE(untilTurn([&] {
        if (game.audience().eyes() != builder) {
            return true;
        }
        if (game.canEndTurn()) { // the builder again: a turn that builds nothing
            acted = game.view()->stateId;
            game.endTurn();
        } else {
            act(game, acted);
        }
        return false;
    }));
    ASSERT_FALSE(game.over());
    const QStringList read = linesShown(game);
    EXPECT_FALSE(read.join(QLatin1Char('\n')).contains(name))
        << read.join(QStringLiteral(" | ")).toStdString();
}

// What counts as showing a card: its name on its own, or its id; not a kind's name that reads
// like an id (a Grand Aqueduct's category "aqueduct" is not the Aqueduct).
TEST(Exposure, ACardShowsByNameOrIdButNotByItsKind) {
    const std::set<Card> secret{Card::Aqueduct, Card::TempleMars};
    EXPECT_TRUE(shownCards({QStringLiteral("aqueduct"), QStringLiteral("Grand Aqueduct")}, secret)
                    .isEmpty());
    EXPECT_EQ(shownCards({QStringLiteral("Livia takes Aqueduct")}, secret).size(), 1);
    EXPECT_EQ(shownCards({cardIdText(Card::TempleMars)}, secret).size(), 1);
}

TEST_F(Secrets, ALanGuestsAndItsHostsScreensShowOnlyTheirOwnSeats) {
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest);
    const QString path = host.savePath();
    ASSERT_FALSE(path.isEmpty());
    const int hostSeat = host.session()->seat();
    const int guestSeat = guest.session()->seat();
    Witness witness;
    int failures = 0;
    int checked = 0;
    int continued = 0;
    int moments = 0;
    // Every moment both screens settle on, every second one in the sanitizer build (its screens
    // are slow to read: the whole test stays well inside its time).
    const int stride = net::test::games(4) == 4 ? 1 : 2;
    const auto settled = [&](NetworkGame& app) {
        return app.game()->view() && app.game()->pending() == 0 &&
               app.game()->view()->stateId == witness.stateId();
    };
    ASSERT_TRUE(playUntil(host, guest, [&] {
        try {
            witness.follow(net::readSavedGame(path).record);
        } catch (const SaveError&) {
            return false; // being written
        }
        // Checked where the save and the screen show the same moment.
        if (settled(host) && settled(guest) && moments++ % stride == 0) {
            ++checked;
            expectKept(exposedTexts(host.game()), witness, hostSeat, "the host's screen", failures);
            expectKept(exposedTexts(guest.game()), witness, guestSeat, "the guest's screen",
                       failures);
            if (checked % (120 / stride) == 1 && !host.game()->over()) {
                ++continued;
                expectKept(continueAndReplay(path, {-1, hostSeat}, witness), witness, hostSeat,
                           "the host's Continue and replay", failures);
            }
        }
        return failures > 0 || (host.game()->over() && guest.game()->over());
    }));
    EXPECT_EQ(failures, 0);
    EXPECT_GT(checked, 50);
    EXPECT_GT(continued, 1);
}

} // namespace
} // namespace cor::app::test
