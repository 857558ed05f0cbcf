// Two cityofrome processes on this machine, offscreen, on loopback (discovery on 127.0.0.1
// only), as a game night goes: one hosts, the other finds it and joins, bots play their seats
// through the real windows and fill the rest, both print the same score sheets and the host's
// save replays to them; the hosting app sits in its own seat however fast the guest is; a guest
// killed mid-game and started again takes its seat back by itself; a hosting app killed mid-game
// and started again finds its still-running server (one server, the same port); stopping hosting
// tells the guest the game ended and is saved; a chat line reaches the other app by itself.
#include "engine/json/save_file.h"
#include "net/save_lock.h"
#include "tests/programs/program_support.h"

#include <QDir>
#include <csignal>
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

QStringList hostArgs(quint16 discovery, const QStringList& more = {}) {
    return QStringList{QStringLiteral("--autoplay"),  QStringLiteral("--lan-host"),
                       QStringLiteral("Forum"),       QStringLiteral("--players"),
                       QStringLiteral("3"),           QStringLiteral("--bots"),
                       QStringLiteral("easy,random"), QStringLiteral("--lan-address"),
                       QStringLiteral("127.0.0.1"),   QStringLiteral("--discovery-port"),
                       QString::number(discovery)} +
           more;
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

// The cityofrome-server processes running for `save` (their command lines name it).
int serversFor(const QString& save) {
    int servers = 0;
    for (const QFileInfo& process : QDir(QStringLiteral("/proc")).entryInfoList(QDir::Dirs)) {
        QFile cmdline(process.filePath() + QStringLiteral("/cmdline"));
        if (cmdline.open(QIODevice::ReadOnly)) {
            const QByteArray words = cmdline.readAll();
            servers += words.contains("cityofrome-server") && words.contains(save.toUtf8()) ? 1 : 0;
        }
    }
    return servers;
}

// Stops the server that holds `save` when a test ends, passed or not: no server outlives a test.
class ServerReaper {
  public:
    explicit ServerReaper(QString save) : save_(std::move(save)) {}
    ~ServerReaper() {
        if (const auto holder = net::SaveLock::holderOf(save_)) {
            ::kill(static_cast<pid_t>(holder->pid), SIGTERM);
        }
    }
    ServerReaper(const ServerReaper&) = delete;
    ServerReaper& operator=(const ServerReaper&) = delete;

  private:
    QString save_;
};

TEST(DesktopLan, TheHostingAppSitsInItsOwnSeatHoweverFastTheGuestIs) {
    const QString dir = scratchDir(QStringLiteral("lan-race"));
    const quint16 discovery = net::test::freeUdpPort();
    // Started together: the guest joins the moment it hears the game.
    Program host(desktopBinary(), hostArgs(discovery), machine(dir + QStringLiteral("/host")));
    Program guest(desktopBinary(), guestArgs(discovery), machine(dir + QStringLiteral("/guest")));
    EXPECT_EQ(host.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs),
              QStringLiteral("0"))
        << host.standardError().toStdString();
    EXPECT_EQ(guest.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs),
              QStringLiteral("1"))
        << guest.standardError().toStdString();
    ASSERT_TRUE(
        waitForEndWhileProgressing({&guest, &host}, hostedActions(dir + QStringLiteral("/host"))));
    EXPECT_EQ(guest.exitCode(), 0) << guest.standardError().toStdString();
    EXPECT_EQ(host.exitCode(), 0) << host.standardError().toStdString();
}

TEST(DesktopLan, AKilledHostingAppFindsItsServerAgainAndTheGameEnds) {
    const QString dir = scratchDir(QStringLiteral("lan-host-killed"));
    const QString hostDir = dir + QStringLiteral("/host");
    const quint16 discovery = net::test::freeUdpPort();
    auto host = std::make_unique<Program>(desktopBinary(), hostArgs(discovery), machine(hostDir));
    ASSERT_EQ(host->waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs),
              QStringLiteral("0"));
    Program guest(desktopBinary(), guestArgs(discovery), machine(dir + QStringLiteral("/guest")));
    ASSERT_FALSE(guest.waitForErrorLine(QStringLiteral("^(playing)"), kAppStepMs).isEmpty())
        << guest.standardError().toStdString();
    const QString save = hostedSave(hostDir);
    ASSERT_FALSE(save.isEmpty());
    const ServerReaper reaper(save);
    const std::optional<net::SaveHolder> before = net::SaveLock::holderOf(save);
    ASSERT_TRUE(before.has_value() && before->port > 0);
    host->kill(); // SIGKILL, mid-game: its server plays on
    host.reset();
    ASSERT_TRUE(net::SaveLock::holderOf(save).has_value()) << "the server outlived its app";

    Program again(desktopBinary(),
                  {QStringLiteral("--autoplay"), QStringLiteral("--lan-continue"),
                   QStringLiteral("--bots"), QStringLiteral("easy"),
                   QStringLiteral("--lan-address"), QStringLiteral("127.0.0.1")},
                  machine(hostDir));
    EXPECT_EQ(again.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs),
              QStringLiteral("0"))
        << again.standardError().toStdString();
    const std::optional<net::SaveHolder> after = net::SaveLock::holderOf(save);
    ASSERT_TRUE(after.has_value());
    EXPECT_EQ(after->pid, before->pid) << "the same server";
    EXPECT_EQ(after->port, before->port) << "on the same port";
    EXPECT_EQ(serversFor(save), 1) << "one server runs the game";
    ASSERT_TRUE(waitForEndWhileProgressing({&guest, &again}, hostedActions(hostDir)));
    ASSERT_EQ(guest.exitCode(), 0) << guest.standardError().toStdString();
    ASSERT_EQ(again.exitCode(), 0) << again.standardError().toStdString();
    const Json result = parseJsonText(again.standardOutput().trimmed().toStdString());
    EXPECT_EQ(parseJsonText(guest.standardOutput().trimmed().toStdString()), result);
    Program replay(cliBinary(), {QStringLiteral("replay"), save});
    ASSERT_EQ(replay.waitForExit(), 0) << replay.standardError().toStdString();
    EXPECT_EQ(parseJsonText(replay.standardOutput().trimmed().toStdString()), result);
}

TEST(DesktopLan, StoppingHostingTellsTheGuestTheGameEndedAndIsSaved) {
    const QString dir = scratchDir(QStringLiteral("lan-host-stops"));
    const quint16 discovery = net::test::freeUdpPort();
    Program host(desktopBinary(),
                 hostArgs(discovery, {QStringLiteral("--lan-stop-after"), QStringLiteral("12")}),
                 machine(dir + QStringLiteral("/host")));
    Program guest(desktopBinary(), guestArgs(discovery), machine(dir + QStringLiteral("/guest")));
    EXPECT_EQ(host.waitForExit(), 0) << host.standardError().toStdString();
    EXPECT_EQ(guest.waitForExit(), 1);
    EXPECT_TRUE(guest.standardError().contains(
        QStringLiteral("error: The host ended the game; it is saved and continues when the host "
                       "hosts it again.")))
        << guest.standardError().toStdString();
    const QString save = hostedSave(dir + QStringLiteral("/host"));
    ASSERT_FALSE(save.isEmpty());
    EXPECT_FALSE(net::SaveLock::holderOf(save).has_value()) << "no server holds it any more";
    EXPECT_EQ(serversFor(save), 0);
}

// A rematch: the host calls it, the guest sits down again by itself, and a new deal is played.
TEST(DesktopLan, ARematchSeatsTheGuestAgainWithoutTheHostsHelp) {
    const QString dir = scratchDir(QStringLiteral("lan-rematch"));
    const quint16 discovery = net::test::freeUdpPort();
    const QStringList twice{QStringLiteral("--lan-games"), QStringLiteral("2")};
    Program host(desktopBinary(), hostArgs(discovery, twice),
                 machine(dir + QStringLiteral("/host")));
    ASSERT_FALSE(host.waitForErrorLine(QStringLiteral("^seated seat (\\d)"), kAppStepMs).isEmpty())
        << host.standardError().toStdString();
    Program guest(desktopBinary(), guestArgs(discovery) + twice,
                  machine(dir + QStringLiteral("/guest")));
    // Both games' saves grow while the table plays.
    const auto saved = [dir]() -> std::size_t {
        std::size_t bytes = 0;
        for (const QFileInfo& file :
             QDir(dir + QStringLiteral("/host/data/CityOfRome/cityofrome/saves"))
                 .entryInfoList({QStringLiteral("hosted-*.json")}, QDir::Files)) {
            bytes += static_cast<std::size_t>(file.size());
        }
        return bytes;
    };
    ASSERT_TRUE(waitForEndWhileProgressing({&guest, &host}, saved))
        << "the table stood still: " << guest.standardErrorNow().toStdString()
        << host.standardErrorNow().toStdString();
    ASSERT_EQ(guest.exitCode(), 0) << guest.standardError().toStdString();
    ASSERT_EQ(host.exitCode(), 0) << host.standardError().toStdString();
    const QStringList results = host.standardOutput().trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(results.size(), 2) << "two games: " << host.standardError().toStdString();
    EXPECT_EQ(guest.standardOutput().trimmed().split(QLatin1Char('\n')), results)
        << "the guest played both, with the same score pads";
    EXPECT_NE(results[0], results[1]) << "a new deal";
    EXPECT_EQ(guest.standardError().count(QStringLiteral("seated seat")), 1)
        << "the guest kept its seat: " << guest.standardError().toStdString();
}

TEST(DesktopLan, AChatLineReachesTheOtherAppByItself) {
    const QString dir = scratchDir(QStringLiteral("lan-chat"));
    const quint16 discovery = net::test::freeUdpPort();
    Program host(desktopBinary(),
                 hostArgs(discovery, {QStringLiteral("--lan-say"), QStringLiteral("Ave, amici!")}),
                 machine(dir + QStringLiteral("/host")));
    Program guest(desktopBinary(), guestArgs(discovery), machine(dir + QStringLiteral("/guest")));
    EXPECT_FALSE(
        guest.waitForErrorLine(QStringLiteral("^chat (.*: Ave, amici!)"), kAppStepMs).isEmpty())
        << guest.standardError().toStdString();
    ASSERT_TRUE(
        waitForEndWhileProgressing({&guest, &host}, hostedActions(dir + QStringLiteral("/host"))));
    EXPECT_EQ(guest.exitCode(), 0);
    EXPECT_EQ(host.exitCode(), 0);
}

} // namespace
} // namespace cor::programs
