// Two cityofrome apps on loopback, a host and a guest, as a game night goes: the hosting app sits
// in its own seat however fast the guest is; killed mid-game and started again, it finds its
// still-running server (one server, the same port) and both finish the game; stopping hosting
// tells the guest that the game ended and is saved; a chat line reaches the other app by itself.
#include "engine/json/save_file.h"
#include "net/save_lock.h"
#include "tests/programs/program_support.h"

#include <QDir>
#include <csignal>
#include <gtest/gtest.h>

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

QStringList hosting(quint16 discovery, const QStringList& more = {}) {
    return QStringList{QStringLiteral("--autoplay"),
                       QStringLiteral("--lan-host"),
                       QStringLiteral("Forum"),
                       QStringLiteral("--players"),
                       QStringLiteral("3"),
                       QStringLiteral("--bots"),
                       QStringLiteral("normal,random"),
                       QStringLiteral("--lan-address"),
                       QStringLiteral("127.0.0.1"),
                       QStringLiteral("--discovery-port"),
                       QString::number(discovery)} +
           more;
}

QStringList joining(quint16 discovery) {
    return {QStringLiteral("--autoplay"), QStringLiteral("--lan-join"),
            QStringLiteral("any"),        QStringLiteral("--bots"),
            QStringLiteral("normal"),     QStringLiteral("--discovery-port"),
            QString::number(discovery)};
}

QString hostedSave(const QString& machineDir) {
    const QFileInfoList saves =
        QDir(machineDir + QStringLiteral("/data/CityOfRome/cityofrome/saves"))
            .entryInfoList({QStringLiteral("hosted-*.json")}, QDir::Files);
    return saves.size() == 1 ? saves.front().filePath() : QString();
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

TEST(DesktopHost, TheHostingAppSitsInItsOwnSeatHoweverFastTheGuestIs) {
    const QString dir = scratchDir(QStringLiteral("host-race"));
    const quint16 discovery = net::test::freeUdpPort();
    // Started together: the guest joins the moment it hears the game.
    Program host(desktopBinary(), hosting(discovery), machine(dir + QStringLiteral("/host")));
    Program guest(desktopBinary(), joining(discovery), machine(dir + QStringLiteral("/guest")));
    EXPECT_EQ(host.waitForErrorLine(QStringLiteral("^seated seat (\\d)")), QStringLiteral("0"))
        << host.standardError().toStdString();
    EXPECT_EQ(guest.waitForErrorLine(QStringLiteral("^seated seat (\\d)")), QStringLiteral("1"))
        << guest.standardError().toStdString();
    EXPECT_EQ(guest.waitForExit(), 0) << guest.standardError().toStdString();
    EXPECT_EQ(host.waitForExit(), 0) << host.standardError().toStdString();
}

TEST(DesktopHost, AKilledHostingAppFindsItsServerAgainAndTheGameEnds) {
    const QString dir = scratchDir(QStringLiteral("host-killed"));
    const QString hostDir = dir + QStringLiteral("/host");
    const quint16 discovery = net::test::freeUdpPort();
    auto host = std::make_unique<Program>(desktopBinary(), hosting(discovery), machine(hostDir));
    ASSERT_EQ(host->waitForErrorLine(QStringLiteral("^seated seat (\\d)")), QStringLiteral("0"));
    Program guest(desktopBinary(), joining(discovery), machine(dir + QStringLiteral("/guest")));
    ASSERT_FALSE(guest.waitForErrorLine(QStringLiteral("^(playing)")).isEmpty())
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
                   QStringLiteral("--bots"), QStringLiteral("normal"),
                   QStringLiteral("--lan-address"), QStringLiteral("127.0.0.1")},
                  machine(hostDir));
    EXPECT_EQ(again.waitForErrorLine(QStringLiteral("^seated seat (\\d)")), QStringLiteral("0"))
        << again.standardError().toStdString();
    const std::optional<net::SaveHolder> after = net::SaveLock::holderOf(save);
    ASSERT_TRUE(after.has_value());
    EXPECT_EQ(after->pid, before->pid) << "the same server";
    EXPECT_EQ(after->port, before->port) << "on the same port";
    EXPECT_EQ(serversFor(save), 1) << "one server runs the game";
    ASSERT_EQ(guest.waitForExit(), 0) << guest.standardError().toStdString();
    ASSERT_EQ(again.waitForExit(), 0) << again.standardError().toStdString();
    const Json result = parseJsonText(again.standardOutput().trimmed().toStdString());
    EXPECT_EQ(parseJsonText(guest.standardOutput().trimmed().toStdString()), result);
    Program replay(cliBinary(), {QStringLiteral("replay"), save});
    ASSERT_EQ(replay.waitForExit(), 0) << replay.standardError().toStdString();
    EXPECT_EQ(parseJsonText(replay.standardOutput().trimmed().toStdString()), result);
}

TEST(DesktopHost, StoppingHostingTellsTheGuestTheGameEndedAndIsSaved) {
    const QString dir = scratchDir(QStringLiteral("host-stops"));
    const quint16 discovery = net::test::freeUdpPort();
    Program host(desktopBinary(),
                 hosting(discovery, {QStringLiteral("--lan-stop-after"), QStringLiteral("12")}),
                 machine(dir + QStringLiteral("/host")));
    Program guest(desktopBinary(), joining(discovery), machine(dir + QStringLiteral("/guest")));
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

TEST(DesktopHost, AChatLineReachesTheOtherAppByItself) {
    const QString dir = scratchDir(QStringLiteral("host-chat"));
    const quint16 discovery = net::test::freeUdpPort();
    Program host(desktopBinary(),
                 hosting(discovery, {QStringLiteral("--lan-say"), QStringLiteral("Ave, amici!")}),
                 machine(dir + QStringLiteral("/host")));
    Program guest(desktopBinary(), joining(discovery), machine(dir + QStringLiteral("/guest")));
    EXPECT_FALSE(guest.waitForErrorLine(QStringLiteral("^chat (.*: Ave, amici!)")).isEmpty())
        << guest.standardError().toStdString();
    EXPECT_EQ(guest.waitForExit(), 0);
    EXPECT_EQ(host.waitForExit(), 0);
}

} // namespace
} // namespace cor::programs
