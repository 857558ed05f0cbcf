// cityofrome as a process, offscreen: --autoplay games of 2, 3 and 4 bots played through the
// real window, whose printed score sheets `cityofrome-cli replay` agrees with; a screenshot;
// their --measure figures; the replay viewer on a save file; the command line's exit codes.
#include "engine/json/save_file.h"
#include "tests/programs/program_support.h"

#include <QFile>
#include <QImage>
#include <QStringList>
#include <algorithm>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

struct Autoplay {
    int players;
    QString bots;
};

class DesktopAutoplay : public ::testing::TestWithParam<Autoplay> {};

TEST_P(DesktopAutoplay, FinishesAndTheSaveReplaysToTheSameScores) {
    const Autoplay game = GetParam();
    const QString save =
        scratchDir(QStringLiteral("autoplay%1").arg(game.players)) + QStringLiteral("/g.json");
    Program app(desktopBinary(), {QStringLiteral("--autoplay"), QStringLiteral("--players"),
                                  QString::number(game.players), QStringLiteral("--bots"),
                                  game.bots, QStringLiteral("--seed"), QStringLiteral("3"),
                                  QStringLiteral("--save"), save, QStringLiteral("--measure")});
    SavedActions saved(save);
    ASSERT_TRUE(waitForEndWhileProgressing({&app}, [&saved] { return saved.count(); }))
        << "the game stood still: " << app.standardErrorNow().toStdString();
    ASSERT_EQ(app.exitCode(), 0) << app.standardError().toStdString();
    // --measure's figures are a line of their own on stderr (their values are the README's
    // business); Qt Multimedia may still report a missing audio device after it.
    const QStringList lines = app.standardError().split(QLatin1Char('\n'));
    const auto figures = std::find_if(lines.rbegin(), lines.rend(), [](const QString& line) {
        return line.startsWith(QLatin1String("{\"first_frame_ms\""));
    });
    ASSERT_NE(figures, lines.rend()) << app.standardError().toStdString();
    const Json measured = parseJsonText(figures->toStdString());
    EXPECT_GT(measured["first_frame_ms"].get<int>(), 0);
    EXPECT_LE(measured["longest_stall_in_play_ms"].get<int>(),
              measured["longest_event_loop_stall_ms"].get<int>());
    EXPECT_GT(measured["peak_resident_mib"].get<int>(), 0);
    const Json result = parseJsonText(app.standardOutput().trimmed().toStdString());
    EXPECT_EQ(result["scores"].size(), static_cast<std::size_t>(game.players));
    Program replay(cliBinary(), {QStringLiteral("replay"), save});
    ASSERT_EQ(replay.waitForExit(), 0) << replay.standardError().toStdString();
    EXPECT_EQ(parseJsonText(replay.standardOutput().trimmed().toStdString()), result);
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, DesktopAutoplay,
    ::testing::Values(Autoplay{2, QStringLiteral("greedy,random")},
                      Autoplay{3, QStringLiteral("random,greedy")},
                      Autoplay{4, QStringLiteral("ismcts,greedy,random,greedy")}),
    [](const auto& test) { return std::to_string(test.param.players) + "players"; });

TEST(Desktop, ScreenshotIsWrittenAndTheProgramQuits) {
    const QString file = scratchDir(QStringLiteral("screenshot")) + QStringLiteral("/menu.png");
    Program app(desktopBinary(),
                {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--screenshot"),
                 file, QStringLiteral("--screenshot-after"), QStringLiteral("300")});
    ASSERT_EQ(app.waitForExit(), 0) << app.standardError().toStdString();
    const QImage image(file);
    EXPECT_EQ(image.size(), QSize(1280, 720));
}

TEST(Desktop, ReplayOpensASaveFileAndABadOneExitsWith2) {
    const QString dir = scratchDir(QStringLiteral("replay"));
    const QString save = dir + QStringLiteral("/g.json");
    Program game(cliBinary(),
                 {QStringLiteral("selfplay"), QStringLiteral("--players"), QStringLiteral("2"),
                  QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                  QStringLiteral("4"), QStringLiteral("--save-dir"), dir});
    ASSERT_EQ(game.waitForExit(), 0) << game.standardError().toStdString();
    ASSERT_TRUE(QFile::rename(dir + QStringLiteral("/game-000000.json"), save));
    const QString shot = dir + QStringLiteral("/replay.png");
    Program app(desktopBinary(),
                {QStringLiteral("--replay"), save, QStringLiteral("--screenshot"), shot,
                 QStringLiteral("--screenshot-after"), QStringLiteral("300")});
    ASSERT_EQ(app.waitForExit(), 0) << app.standardError().toStdString();
    EXPECT_EQ(QImage(shot).size(), QSize(1280, 720));
    Program missing(desktopBinary(),
                    {QStringLiteral("--replay"), dir + QStringLiteral("/no.json")});
    EXPECT_EQ(missing.waitForExit(), 2);
    EXPECT_TRUE(missing.standardError().contains(QStringLiteral("error: ")));
}

TEST(Desktop, BadArgumentsExitWith2) {
    for (const QStringList& args :
         {QStringList{QStringLiteral("--lang"), QStringLiteral("fr")},
          QStringList{QStringLiteral("--autoplay"), QStringLiteral("--players"),
                      QStringLiteral("5"), QStringLiteral("--bots"), QStringLiteral("greedy"),
                      QStringLiteral("--seed"), QStringLiteral("1")},
          QStringList{QStringLiteral("--players"), QStringLiteral("2")}}) {
        Program app(desktopBinary(), args);
        EXPECT_EQ(app.waitForExit(), 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(app.standardError().contains(QStringLiteral("error: ")));
    }
    Program help(desktopBinary(), {QStringLiteral("--help")});
    EXPECT_EQ(help.waitForExit(), 0);
    EXPECT_TRUE(help.standardOutput().startsWith(QStringLiteral("usage: cityofrome")));
}

} // namespace
} // namespace cor::programs
