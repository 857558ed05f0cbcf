// kill -9 of the app during play never loses a saved game: cityofrome --autoplay is killed once
// its save holds a number of actions drawn for the round, again and again, and what it left on
// disk reads and replays every time (the save is written to a temporary file and renamed over
// the old one).
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "net/saved_game.h"
#include "tests/programs/program_support.h"

#include <QDir>
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
        // A game of three has about 170 actions: the kill comes in its first third.
        const std::size_t killAfter = 1 + rng.below(60);
        SavedActions saved(save);
        ASSERT_TRUE(waitFor([&] { return saved.count() >= killAfter; }, 120'000))
            << "round " << round << ": " << saved.count() << " of " << killAfter
            << " actions saved";
        app.kill(); // SIGKILL, amid the saves after every action
        try {
            const net::SavedGame left = net::readSavedGame(save);
            EXPECT_GE(left.record.actions.size(), killAfter) << "round " << round;
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
