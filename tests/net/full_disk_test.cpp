// A save on a full disk fails and leaves the old save as it was (never an empty file). The
// disk is a tmpfs of one page, which needs mount (root); where that is not allowed the test
// is skipped, saying so.
#include "engine/rng.h"
#include "engine/rules.h"
#include "net/saved_game.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

bool run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    return process.waitForFinished(10'000) && process.exitStatus() == QProcess::NormalExit &&
           process.exitCode() == 0;
}

// A game long enough that its save no longer fits beside the old one in a page.
SavedGame longGame() {
    SavedGame game{GameRecord{GameSetup{4, 9, false}, {}}, "full", newSeats(4, {"random"})};
    GameState state = newGame(game.record.setup);
    Rng rng(9);
    ActionList scratch;
    Action action;
    while (!isOver(state)) {
        randomLegalAction(state, rng, scratch, action);
        apply(state, seatToAct(state), action);
        game.record.actions.push_back(action);
    }
    return game;
}

TEST(FullDisk, ASaveThatDoesNotFitFailsAndKeepsTheOldOne) {
    QTemporaryDir dir;
    const QString disk = dir.filePath(QStringLiteral("disk"));
    ASSERT_TRUE(QDir().mkpath(disk));
    if (!run(QStringLiteral("mount"),
             {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
              QStringLiteral("size=4k"), QStringLiteral("tmpfs"), disk})) {
        GTEST_SKIP() << "cannot mount a tmpfs here (needs root)";
    }
    const QString path = disk + QStringLiteral("/game.json");
    SavedGame small{GameRecord{GameSetup{2, 1, false}, {}}, "small", newSeats(2, {"random"})};
    const bool smallSaved = writeSavedGame(path, small);
    QString why;
    const bool longSaved = writeSavedGame(path, longGame(), &why);
    QFile file(path);
    const QByteArray left = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    file.close();
    run(QStringLiteral("umount"), {disk});
    ASSERT_TRUE(smallSaved) << "a small save fits";
    EXPECT_FALSE(longSaved) << "the disk is full";
    EXPECT_FALSE(why.isEmpty());
    EXPECT_EQ(left.toStdString(), savedGameText(small)) << "the old save, whole";
}

} // namespace
} // namespace cor::net::test
