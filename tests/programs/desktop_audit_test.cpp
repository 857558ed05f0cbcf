// cityofrome's command line beyond playing: --help without a display, --size, the replay at a
// step through a seat's eyes, and --audit's report of every screen: its format, and that every
// screen is clean in English and German at 1280x720.
#include "engine/json/save_file.h"
#include "tests/programs/program_support.h"

#include <QImage>
#include <QSet>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

const QStringList kScreens{QStringLiteral("menu"),
                           QStringLiteral("newgame"),
                           QStringLiteral("settings"),
                           QStringLiteral("rules"),
                           QStringLiteral("rules-card"),
                           QStringLiteral("continue"),
                           QStringLiteral("join"),
                           QStringLiteral("host"),
                           QStringLiteral("online"),
                           QStringLiteral("lobby"),
                           QStringLiteral("game-draft"),
                           QStringLiteral("game-emissaries"),
                           QStringLiteral("game-build"),
                           QStringLiteral("game-school"),
                           QStringLiteral("game-aqueduct"),
                           QStringLiteral("game-full-city"),
                           QStringLiteral("game-other-city"),
                           QStringLiteral("game-hint"),
                           QStringLiteral("game-curtain"),
                           QStringLiteral("end"),
                           QStringLiteral("replay"),
                           QStringLiteral("lookback"),
                           QStringLiteral("lookback-decision")};

TEST(DesktopCommandLine, HelpAndBadArgumentsNeedNoDisplay) {
    QProcessEnvironment headless = QProcessEnvironment::systemEnvironment();
    for (const QString& name : {QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("DISPLAY"),
                                QStringLiteral("WAYLAND_DISPLAY")}) {
        headless.remove(name);
    }
    Program help(desktopBinary(), {QStringLiteral("--help")}, headless);
    ASSERT_EQ(help.waitForExit(), 0) << help.standardError().toStdString();
    EXPECT_TRUE(help.standardOutput().startsWith(QStringLiteral("usage: cityofrome")));
    for (const char* flag : {"--size WxH", "--step N", "--seat S", "--spectator", "--audit"}) {
        EXPECT_TRUE(help.standardOutput().contains(QLatin1String(flag))) << flag;
    }
    for (const QStringList& args :
         {QStringList{QStringLiteral("--size"), QStringLiteral("big")},
          QStringList{QStringLiteral("--step"), QStringLiteral("3")},
          QStringList{QStringLiteral("--audit"), QStringLiteral("--lang"), QStringLiteral("fr")}}) {
        Program bad(desktopBinary(), args, headless);
        EXPECT_EQ(bad.waitForExit(), 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(bad.standardError().startsWith(QStringLiteral("error: ")))
            << bad.standardError().toStdString();
    }
}

TEST(DesktopCommandLine, SizeSetsTheWindowsSize) {
    const QString shot = scratchDir(QStringLiteral("size")) + QStringLiteral("/menu.png");
    Program app(desktopBinary(), {QStringLiteral("--size"), QStringLiteral("1000x600"),
                                  QStringLiteral("--screenshot"), shot,
                                  QStringLiteral("--screenshot-after"), QStringLiteral("200")});
    ASSERT_EQ(app.waitForExit(), 0) << app.standardError().toStdString();
    EXPECT_EQ(QImage(shot).size(), QSize(1000, 600));
}

TEST(DesktopCommandLine, ReplayOpensAtAStepThroughASeatsEyes) {
    const QString dir = scratchDir(QStringLiteral("replay-step"));
    Program game(cliBinary(),
                 {QStringLiteral("selfplay"), QStringLiteral("--players"), QStringLiteral("2"),
                  QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                  QStringLiteral("5"), QStringLiteral("--save-dir"), dir});
    ASSERT_EQ(game.waitForExit(), 0) << game.standardError().toStdString();
    const QString save = dir + QStringLiteral("/game-000000.json");
    const QString shot = dir + QStringLiteral("/step.png");
    Program app(desktopBinary(),
                {QStringLiteral("--replay"), save, QStringLiteral("--step"), QStringLiteral("20"),
                 QStringLiteral("--seat"), QStringLiteral("1"), QStringLiteral("--screenshot"),
                 shot, QStringLiteral("--screenshot-after"), QStringLiteral("200")});
    ASSERT_EQ(app.waitForExit(), 0) << app.standardError().toStdString();
    EXPECT_EQ(QImage(shot).size(), QSize(1280, 720));
    for (const QStringList& beyond :
         {QStringList{QStringLiteral("--step"), QStringLiteral("100000")},
          QStringList{QStringLiteral("--seat"), QStringLiteral("2")}}) {
        Program bad(desktopBinary(), QStringList{QStringLiteral("--replay"), save} + beyond);
        EXPECT_EQ(bad.waitForExit(), 2) << beyond.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(bad.standardError().contains(QStringLiteral("error: ")));
    }
}

// The largest interface size the settings offer.
constexpr int kLargestScale = 150;

QStringList auditArguments(const QString& lang, int scale = 100,
                           const QString& size = QStringLiteral("1280x720")) {
    QStringList args{QStringLiteral("--audit"), QStringLiteral("--lang"), lang,
                     QStringLiteral("--size"), size};
    if (scale != 100) {
        args << QStringLiteral("--scale") << QString::number(scale);
    }
    return args;
}

// Every screen one line, then the summary that adds them up; and every screen clean: no text
// under 11 px, cut short without a way to read it whole, over another or off the window, no
// control without a name; and no layout that never settles (a polish loop hung the game screen
// at 1920x1080 at the largest interface size), nor a binding that goes round in a loop.
void expectEveryScreenClean(Program& audit, const std::string& lang, int scale = 100,
                            const std::string& size = "1280x720") {
    // Ended otherwise: how, and the screens it had audited (the last one is where it stopped).
    // A hang guard only: an audit under the sanitizers on a loaded machine takes minutes (it
    // looks back at a whole game too).
    ASSERT_EQ(audit.waitForExit(300'000), 0)
        << audit.howItEnded().toStdString() << '\n'
        << audit.standardOutput().toStdString() << audit.standardError().toStdString();
    for (const char* loop : {"polish() loop", "Polish loop", "Binding loop"}) {
        EXPECT_FALSE(audit.standardError().contains(QLatin1String(loop)))
            << audit.standardError().toStdString();
    }
    const QStringList lines = audit.standardOutput().trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), kScreens.size() + 1) << audit.standardOutput().toStdString();
    QStringList screens;
    int minPx = 0;
    std::map<std::string, std::size_t> found;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const Json line = parseJsonText(lines[i].toStdString());
        screens << QString::fromStdString(line.at("screen").get<std::string>());
        EXPECT_EQ(line.at("lang"), lang);
        EXPECT_EQ(line.at("size"), size);
        EXPECT_EQ(line.contains("scale") ? line.at("scale").get<int>() : 100, scale);
        EXPECT_GT(line.at("texts").get<int>(), 0) << lines[i].toStdString();
        const int px = line.at("min_text_px").get<int>();
        EXPECT_GE(px, 11) << lines[i].toStdString();
        minPx = minPx == 0 ? px : std::min(minPx, px);
        const int namePx = line.at("min_card_name_px").get<int>();
        EXPECT_TRUE(namePx == 0 || namePx >= 13) << lines[i].toStdString();
        for (const char* list : {"truncated", "overlaps", "offscreen", "unnamed_controls",
                                 "card_defects", "layout_defects"}) {
            ASSERT_TRUE(line.at(list).is_array()) << list;
            EXPECT_TRUE(line.at(list).empty()) << list << ": " << lines[i].toStdString();
            found[list] += line.at(list).size();
        }
    }
    EXPECT_EQ(screens, kScreens);
    const Json summary = parseJsonText(lines.back().toStdString());
    EXPECT_EQ(summary.at("screens"), kScreens.size());
    EXPECT_EQ(summary.at("min_text_px"), minPx);
    for (const auto& [list, count] : found) {
        EXPECT_EQ(summary.at(list), count) << list;
    }
}

TEST(DesktopCommandLine, AuditReportsEveryScreenAndASummary) {
    // Both languages at once: each run mostly waits for its screens to settle.
    Program english(desktopBinary(), auditArguments(QStringLiteral("en")));
    Program german(desktopBinary(), auditArguments(QStringLiteral("de")));
    {
        SCOPED_TRACE("en");
        expectEveryScreenClean(english, "en");
    }
    {
        SCOPED_TRACE("de");
        expectEveryScreenClean(german, "de");
    }
}

// Everything larger (Settings' interface size at its largest) still fits 1280x720, and settles
// at 1920x1080 too.
TEST(DesktopCommandLine, AuditAtTheLargestInterfaceSize) {
    Program english(desktopBinary(), auditArguments(QStringLiteral("en"), kLargestScale));
    Program german(desktopBinary(), auditArguments(QStringLiteral("de"), kLargestScale));
    {
        SCOPED_TRACE("en");
        expectEveryScreenClean(english, "en", kLargestScale);
    }
    {
        SCOPED_TRACE("de");
        expectEveryScreenClean(german, "de", kLargestScale);
    }
    Program large(desktopBinary(),
                  auditArguments(QStringLiteral("de"), kLargestScale, QStringLiteral("1920x1080")));
    SCOPED_TRACE("de 1920x1080");
    expectEveryScreenClean(large, "de", kLargestScale, "1920x1080");
}

// The cards at every window size and interface size (issue 40): a card's name never under
// 13 px, a city's cell never smaller at the larger interface size, and larger where the window
// has the room (1920x1080 and 3840x2160 at 150 %).
TEST(DesktopCommandLine, AuditHoldsTheCardsReadableAndNeverSmallerAtALargerInterfaceSize) {
    struct Look {
        QString size;
        QString lang;
        bool grows;
    };
    const QString screens = QStringLiteral("game-draft,game-build,game-school,game-full-city");
    for (const Look& look : {Look{QStringLiteral("1280x720"), QStringLiteral("de"), false},
                             Look{QStringLiteral("1920x1080"), QStringLiteral("en"), true},
                             Look{QStringLiteral("3840x2160"), QStringLiteral("de"), true}}) {
        SCOPED_TRACE(look.size.toStdString());
        Program audit(desktopBinary(),
                      {QStringLiteral("--audit"), QStringLiteral("--lang"), look.lang,
                       QStringLiteral("--size"), look.size, QStringLiteral("--scale"),
                       QStringLiteral("100,150"), QStringLiteral("--screens"), screens});
        ASSERT_EQ(audit.waitForExit(300'000), 0) << audit.howItEnded().toStdString() << '\n'
                                                 << audit.standardError().toStdString();
        const QStringList lines = audit.standardOutput().trimmed().split(QLatin1Char('\n'));
        ASSERT_EQ(lines.size(), 4 * 2 + 1) << audit.standardOutput().toStdString();
        std::map<std::string, std::map<int, int>> cells;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const Json line = parseJsonText(lines[i].toStdString());
            EXPECT_TRUE(line.at("card_defects").empty()) << lines[i].toStdString();
            EXPECT_GE(line.at("min_card_name_px").get<int>(), 13) << lines[i].toStdString();
            const int scale = line.contains("scale") ? line.at("scale").get<int>() : 100;
            cells[line.at("screen").get<std::string>()][scale] = line.at("city_cell").get<int>();
        }
        for (const auto& [screen, byScale] : cells) {
            ASSERT_EQ(byScale.size(), 2U) << screen;
            EXPECT_GT(byScale.at(100), 0) << screen;
            if (look.grows && screen != "game-school") { // (a school's city: five rows)
                EXPECT_GT(byScale.at(150), byScale.at(100)) << screen;
            } else {
                EXPECT_GE(byScale.at(150), byScale.at(100)) << screen;
            }
        }
        EXPECT_EQ(parseJsonText(lines.back().toStdString()).at("card_defects"), 0);
    }
}

} // namespace
} // namespace cor::programs
