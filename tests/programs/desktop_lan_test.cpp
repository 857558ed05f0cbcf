// Two cityofrome processes on this machine, offscreen, on loopback (discovery on 127.0.0.1
// only): one hosts, the other finds it and joins, bots play their seats through the real
// windows and fill the rest, both print the same score sheets and the host's save replays to
// them; a guest killed mid-game and started again takes its seat back by itself.
#include "engine/json/save_file.h"
#include "tests/programs/program_support.h"

#include <QDir>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <optional>

namespace cor::programs {
namespace {

// Each app its own "machine": its own settings and saves.
QProcessEnvironment machine(const QString& dir) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dir + QStringLiteral("/data"));
    return environment;
}

QStringList hostArgs(quint16 discovery) {
    return {QStringLiteral("--autoplay"),  QStringLiteral("--lan-host"),
            QStringLiteral("Forum"),       QStringLiteral("--players"),
            QStringLiteral("3"),           QStringLiteral("--bots"),
            QStringLiteral("easy,random"), QStringLiteral("--lan-address"),
            QStringLiteral("127.0.0.1"),   QStringLiteral("--discovery-port"),
            QString::number(discovery)};
}

QStringList guestArgs(quint16 discovery) {
    return {QStringLiteral("--autoplay"), QStringLiteral("--lan-join"),
            QStringLiteral("any"),        QStringLiteral("--bots"),
            QStringLiteral("easy"),       QStringLiteral("--discovery-port"),
            QString::number(discovery)};
}

QString hostedSave(const QString& dir) {
    const QFileInfoList saves = QDir(dir + QStringLiteral("/data/CityOfRome/cityofrome/saves"))
                                    .entryInfoList({QStringLiteral("hosted-*.json")}, QDir::Files);
    return saves.size() == 1 ? saves.front().filePath() : QString();
}

// The actions the hosting app has saved: none before its first save (it names the file then).
std::function<std::size_t()> hostedActions(const QString& dir) {
    auto saved = std::make_shared<std::optional<SavedActions>>();
    return [dir, saved]() -> std::size_t {
        if (!saved->has_value()) {
            const QString save = hostedSave(dir);
            if (save.isEmpty()) {
                return 0;
            }
            saved->emplace(save);
        }
        return (*saved)->count();
    };
}

// One step of an app, which has no progress to watch: starting, finding the game and taking a
// seat, or the game beginning. A bound for a failing test only, generous for a loaded machine
// and sanitizers; a whole game is waited for as long as it goes on.
constexpr int kAppStepMs = 60'000;

TEST(DesktopLan, TwoAppsHostAndJoinByDiscoveryAndPlayToTheEnd) {
    const QString dir = scratchDir(QStringLiteral("lan-two"));
    const quint16 discovery = net::test::freeUdpPort();
    Program host(desktopBinary(), hostArgs(discovery), machine(dir + QStringLiteral("/host")));
    ASSERT_FALSE(host.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs).isEmpty())
        << host.standardError().toStdString();
    Program guest(desktopBinary(), guestArgs(discovery), machine(dir + QStringLiteral("/guest")));
    ASSERT_TRUE(
        waitForEndWhileProgressing({&guest, &host}, hostedActions(dir + QStringLiteral("/host"))))
        << "the game stood still: " << guest.standardErrorNow().toStdString()
        << host.standardErrorNow().toStdString();
    ASSERT_EQ(guest.exitCode(), 0) << guest.standardError().toStdString();
    ASSERT_EQ(host.exitCode(), 0) << host.standardError().toStdString();
    EXPECT_EQ(guest.standardError().count(QStringLiteral("seated seat 1")), 1);

    const Json result = parseJsonText(host.standardOutput().trimmed().toStdString());
    EXPECT_EQ(result["scores"].size(), 3U);
    EXPECT_EQ(parseJsonText(guest.standardOutput().trimmed().toStdString()), result)
        << "the same score pad on both";
    const QString save = hostedSave(dir + QStringLiteral("/host"));
    ASSERT_FALSE(save.isEmpty()) << "the hosting app saved the game";
    Program replay(cliBinary(), {QStringLiteral("replay"), save});
    ASSERT_EQ(replay.waitForExit(), 0) << replay.standardError().toStdString();
    EXPECT_EQ(parseJsonText(replay.standardOutput().trimmed().toStdString()), result);
}

TEST(DesktopLan, AGuestKilledMidGameIsStartedAgainAndTakesItsSeatBack) {
    const QString dir = scratchDir(QStringLiteral("lan-kill"));
    const quint16 discovery = net::test::freeUdpPort();
    Program host(desktopBinary(), hostArgs(discovery), machine(dir + QStringLiteral("/host")));
    ASSERT_FALSE(host.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs).isEmpty());
    const QProcessEnvironment guestMachine = machine(dir + QStringLiteral("/guest"));
    QString seat;
    {
        Program guest(desktopBinary(), guestArgs(discovery), guestMachine);
        seat = guest.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs);
        ASSERT_FALSE(seat.isEmpty()) << guest.standardError().toStdString();
        ASSERT_FALSE(guest.waitForErrorLine(QStringLiteral("^(playing)"), kAppStepMs).isEmpty());
        guest.kill(); // SIGKILL, mid-game: nothing said goodbye
    }
    Program again(desktopBinary(), guestArgs(discovery), guestMachine);
    EXPECT_EQ(again.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs), seat)
        << "its own seat, by the token it kept: " << again.standardError().toStdString();
    ASSERT_TRUE(
        waitForEndWhileProgressing({&again, &host}, hostedActions(dir + QStringLiteral("/host"))))
        << "the game stood still: " << again.standardErrorNow().toStdString()
        << host.standardErrorNow().toStdString();
    ASSERT_EQ(again.exitCode(), 0) << again.standardError().toStdString();
    ASSERT_EQ(host.exitCode(), 0) << host.standardError().toStdString();
    const Json result = parseJsonText(host.standardOutput().trimmed().toStdString());
    EXPECT_EQ(parseJsonText(again.standardOutput().trimmed().toStdString()), result);
}

} // namespace
} // namespace cor::programs
