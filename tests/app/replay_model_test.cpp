// The replay viewer's model: whole games (random moves through the engine's Table, and a local
// game of bots) saved and opened again; at every step, for every seat and the spectator, the
// GameModel shows exactly the engine's view and the log of the events so far redacted for
// that seat, stepping forwards, backwards and jumping. A bad file changes nothing.
#include "app/models/local_game.h"
#include "app/models/replay_model.h"
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/net/net_test_support.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

// A whole game of uniformly random moves; `tables[i]` is the table after i actions and
// `events[i]` what action i + 1 did.
struct PlayedGame {
    GameRecord record;
    std::vector<Table> tables;
    std::vector<EventLog> events;
};

PlayedGame playRandomGame(int players, std::uint64_t seed) {
    PlayedGame game;
    Table table(GameSetup{.players = players, .seed = seed, .shrine = seed % 2 == 0});
    game.tables.push_back(table);
    Rng rng(seed * 7 + 1);
    ActionList legal;
    while (!table.over()) {
        const int seat = table.toAct();
        table.legal(seat, legal);
        EventLog events;
        const Action action =
            legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
        EXPECT_EQ(table.submit(seat, action, &events), ActionError::None);
        game.tables.push_back(table);
        game.events.push_back(std::move(events));
    }
    game.record = table.record();
    return game;
}

void writeFile(const QString& path, const std::string& text) {
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text.data(), static_cast<qint64>(text.size()));
}

// The replay shows step `step` for `seat` exactly as the engine sees it.
void expectShows(ReplayModel& replay, const PlayedGame& game, int step, int seat) {
    SCOPED_TRACE("step " + std::to_string(step) + ", seat " + std::to_string(seat));
    ASSERT_EQ(replay.step(), step);
    ASSERT_EQ(replay.seat(), seat);
    GameModel& shown = *replay.game();
    ASSERT_TRUE(shown.view().has_value());
    const Table& table = game.tables[static_cast<std::size_t>(step)];
    EXPECT_TRUE(*shown.view() == table.view(seat));
    EXPECT_TRUE(replay.state(step) == table.state());
    EventLog expected;
    for (int i = 0; i < step; ++i) {
        for (const Event& event : game.events[static_cast<std::size_t>(i)]) {
            expected.push_back(redactFor(event, seat));
        }
    }
    LogModel& log = *shown.log();
    ASSERT_EQ(log.count(), static_cast<int>(expected.size()));
    for (int row = 0; row < log.count(); ++row) {
        ASSERT_TRUE(log.eventAt(row) == expected[static_cast<std::size_t>(row)])
            << "log row " << row;
    }
    // A still: nothing is playable.
    EXPECT_TRUE(shown.choices().empty());
    EXPECT_FALSE(shown.yourTurn());
    EXPECT_FALSE(shown.canEndTurn());
    EXPECT_FALSE(shown.canUndo());
}

TEST(ReplayModel, EveryStepShowsTheEnginesViewForEverySeat) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const PlayedGame game = playRandomGame(3, 21);
    const QString path = dir.filePath(QStringLiteral("hosted.json"));
    net::SavedGame saved{game.record, "Forum", net::newSeats(3, {"greedy"})};
    saved.seats[0].name = "Aurelia";
    saved.seats[1].name = "Brutus";
    saved.seats[2].name = "Clara";
    ASSERT_TRUE(net::writeSavedGame(path, saved));

    ReplayModel replay;
    ASSERT_TRUE(replay.open(path)) << replay.error().toStdString();
    EXPECT_TRUE(replay.error().isEmpty());
    EXPECT_EQ(replay.title(), QStringLiteral("Forum"));
    EXPECT_EQ(replay.seatNames(), (QStringList{"Aurelia", "Brutus", "Clara"}));
    const int steps = static_cast<int>(game.record.actions.size());
    ASSERT_EQ(replay.steps(), steps);
    ASSERT_EQ(replay.stepList()->rowCount(), steps + 1);

    for (int seat = -1; seat < 3; ++seat) {
        replay.setSeat(seat);
        replay.first();
        expectShows(replay, game, 0, seat);
        for (int step = 1; step <= steps; ++step) { // forwards
            replay.next();
            expectShows(replay, game, step, seat);
        }
        replay.next(); // past the end: stays
        expectShows(replay, game, steps, seat);
    }
    for (int step = steps - 1; step >= 0; --step) { // backwards, as a spectator
        replay.setSeat(-1);
        replay.previous();
        expectShows(replay, game, step, -1);
    }
    Rng rng(5);
    for (int jump = 0; jump < 60; ++jump) { // anywhere, through anyone's eyes
        const int step = static_cast<int>(rng.below(static_cast<std::uint32_t>(steps + 1)));
        const int seat = static_cast<int>(rng.below(4)) - 1;
        replay.setSeat(seat);
        replay.stepTo(step);
        expectShows(replay, game, step, seat);
    }
    replay.last();
    expectShows(replay, game, steps, replay.seat());
    EXPECT_EQ(replay.game()->phase(), GameModel::Phase::Over);
    replay.first();
    expectShows(replay, game, 0, replay.seat());
}

TEST(ReplayModel, StepsListDescribesEveryActionAsTheSeatKnowsIt) {
    QTemporaryDir dir;
    const PlayedGame game = playRandomGame(2, 4);
    const QString path = dir.filePath(QStringLiteral("plain.json"));
    writeFile(path, saveText(game.record)); // the engine's plain save: no names
    ReplayModel replay;
    ASSERT_TRUE(replay.open(path)) << replay.error().toStdString();
    EXPECT_EQ(replay.seatNames(), (QStringList{"Player 1", "Player 2"}));
    EXPECT_EQ(replay.title(), QStringLiteral("plain.json"));
    ReplayStepsModel& list = *replay.stepList();
    const auto role = [&](const QByteArray& name) { return list.roleNames().key(name); };
    const auto textAt = [&](int row) {
        return list.data(list.index(row), role("text")).toString();
    };
    for (int row = 0; row < list.rowCount(); ++row) {
        EXPECT_EQ(list.data(list.index(row), role("step")).toInt(), row);
        EXPECT_FALSE(textAt(row).isEmpty()) << row;
        if (row > 0) {
            const int seat = list.data(list.index(row), role("seat")).toInt();
            EXPECT_EQ(seat, game.tables[static_cast<std::size_t>(row - 1)].toAct());
            EXPECT_EQ(list.data(list.index(row), role("name")).toString(),
                      QStringLiteral("Player %1").arg(seat + 1));
            EXPECT_TRUE(textAt(row).startsWith(QStringLiteral("Player %1").arg(seat + 1)))
                << textAt(row).toStdString();
        }
    }
    // The first draft pick: the drafter's eyes see the card, a spectator does not.
    const int drafter = list.data(list.index(1), role("seat")).toInt();
    replay.setSeat(-1);
    const QString hidden = textAt(1);
    replay.setSeat(drafter);
    EXPECT_NE(textAt(1), hidden);
    EXPECT_TRUE(hidden.contains(QStringLiteral("a card"))) << hidden.toStdString();
}

TEST(ReplayModel, ABadFileChangesNothing) {
    QTemporaryDir dir;
    const PlayedGame game = playRandomGame(2, 9);
    const QString good = dir.filePath(QStringLiteral("good.json"));
    writeFile(good, saveText(game.record));
    ReplayModel replay;
    ASSERT_TRUE(replay.open(good));
    replay.setSeat(1);
    replay.stepTo(17);
    const PlayerView before = *replay.game()->view();
    const int logged = replay.game()->log()->count();

    GameRecord illegal = game.record;
    illegal.actions.insert(illegal.actions.begin() + 3, Action::pass());
    const QString bad = dir.filePath(QStringLiteral("illegal.json"));
    writeFile(bad, saveText(illegal));
    const QString garbage = dir.filePath(QStringLiteral("garbage.json"));
    writeFile(garbage, "{\"format\": \"cityofrome-save\", \"version\": 1, \"players\": 9}");
    const QString notJson = dir.filePath(QStringLiteral("notjson.json"));
    writeFile(notJson, "this is not a save");
    for (const QString& path :
         {dir.filePath(QStringLiteral("missing.json")), bad, garbage, notJson}) {
        QSignalSpy loaded(&replay, &ReplayModel::loadedChanged);
        QSignalSpy stepped(&replay, &ReplayModel::stepChanged);
        QSignalSpy errors(&replay, &ReplayModel::errorChanged);
        EXPECT_FALSE(replay.open(path)) << path.toStdString();
        EXPECT_FALSE(replay.error().isEmpty());
        EXPECT_EQ(errors.count(), 1);
        EXPECT_EQ(loaded.count(), 0);
        EXPECT_EQ(stepped.count(), 0);
        EXPECT_EQ(replay.steps(), static_cast<int>(game.record.actions.size()));
        EXPECT_EQ(replay.step(), 17);
        EXPECT_EQ(replay.seat(), 1);
        EXPECT_TRUE(*replay.game()->view() == before);
        EXPECT_EQ(replay.game()->log()->count(), logged);
    }
    ASSERT_TRUE(replay.open(good)); // and a good one clears the error
    EXPECT_TRUE(replay.error().isEmpty());

    ReplayModel empty;
    EXPECT_FALSE(empty.open(bad));
    EXPECT_FALSE(empty.loaded());
    EXPECT_EQ(empty.steps(), 0);
    EXPECT_FALSE(empty.game()->ready());
}

TEST(ReplayModel, OpensTheLocalGameJustPlayedWithOrWithoutItsSaveFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("local.json"));
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 1, "easy"}, {"Livia", 3, "easy"}};
    setup.seed = 12;
    setup.savePath = path;
    setup.watch = true;
    local.start(setup);
    ASSERT_TRUE(waitFor([&] { return local.game()->over(); }, 120'000));
    const net::Host* host = local.host();
    const Table* table = host != nullptr ? host->table() : nullptr;
    ASSERT_NE(table, nullptr);
    const GameRecord record = table->record();

    ReplayModel fromFile;
    ASSERT_TRUE(fromFile.open(path)) << fromFile.error().toStdString();
    ReplayModel fromGame;
    ASSERT_TRUE(fromGame.openTable(&local)) << fromGame.error().toStdString();
    for (ReplayModel* replay : {&fromFile, &fromGame}) {
        EXPECT_EQ(replay->steps(), static_cast<int>(record.actions.size()));
        EXPECT_EQ(replay->seatNames(), (QStringList{"Aurelia", "Livia"}));
        EXPECT_EQ(replay->seatColours(), (QVariantList{1, 3}));
        replay->last();
        EXPECT_TRUE(*replay->game()->view() == table->view(-1));
        replay->setSeat(1);
        EXPECT_TRUE(*replay->game()->view() == table->view(1));
    }
    EXPECT_FALSE(local.chatOffered());
    EXPECT_FALSE(local.stepAwayOffered());
    EXPECT_TRUE(local.replayOffered());
    ReplayModel none;
    LocalGame idle;
    EXPECT_FALSE(none.openTable(&idle));
    EXPECT_FALSE(none.error().isEmpty());
    local.stop();
}

} // namespace
} // namespace cor::app::test
