// kill -9 of the app during play never loses a saved game: cityofrome --autoplay is killed at
// a random moment after its first save, again and again, and what it left on disk reads and
// replays every time (the save is written to a temporary file and renamed over the old one).
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/programs/program_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

TEST(DesktopKill, WhatAKilledAppLeftOnDiskAlwaysReplays) {
    const QString dir = scratchDir(QStringLiteral("kill"));
    Rng rng(2024);
    int replayed = 0;
    int duringPlay = 0;
    for (int round = 0; round < 6; ++round) {
        const QString save = dir + QStringLiteral("/game-%1.json").arg(round);
        Program app(desktopBinary(),
                    {QStringLiteral("--autoplay"), QStringLiteral("--players"), QStringLiteral("3"),
                     QStringLiteral("--bots"), QStringLiteral("easy,greedy,random"),
                     QStringLiteral("--seed"), QString::number(round), QStringLiteral("--save"),
                     save});
        ASSERT_TRUE(waitFor([&] { return QFile::exists(save); }, 60'000)) << "the first save";
        const qint64 first = QFileInfo(save).size(); // the deal, before any action
        ASSERT_TRUE(waitFor([&] { return QFileInfo(save).size() > first; }, 60'000))
            << "saved again after an action";
        QThread::msleep(rng.below(1500)); // saves go on after every action meanwhile
        app.kill();
        try {
            const net::SavedGame left = net::readSavedGame(save);
            EXPECT_FALSE(left.record.actions.empty());
            const Table::Loaded loaded = Table::load(left.record);
            EXPECT_EQ(loaded.failedAt, -1) << "round " << round;
            ++replayed;
            duringPlay += loaded.table.over() ? 0 : 1;
        } catch (const SaveError& e) {
            ADD_FAILURE() << "round " << round << ": " << e.what();
        }
    }
    EXPECT_EQ(replayed, 6);
    EXPECT_GT(duringPlay, 3) << "most kills come while the game is going on";
    const QStringList saves = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files);
    EXPECT_EQ(saves.size(), 6) << "no half-written file among the saves";
}

} // namespace
} // namespace cor::programs
