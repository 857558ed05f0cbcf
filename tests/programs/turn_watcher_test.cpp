// cityofrome --watch, the watcher that runs while the app is closed (issue 38): it reads the
// person's online tables from the app's settings, keeps their server's watch and says when it is
// their turn (on stderr here; on the desktop as a notification where a session bus is), one
// watcher a person. A table server and cityofrome-cli players on 127.0.0.1.
#include "net/seats.h"
#include "tests/programs/program_support.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

QStringList cliPlay(const QString& bot, const QStringList& more) {
    return QStringList{QStringLiteral("play"), QStringLiteral("--bot"), bot} + more;
}

// A table server on 127.0.0.1:`port` with its data in `work`.
QStringList tableServerArgs(quint16 port, const QString& work) {
    return {QStringLiteral("--tables"),    QStringLiteral("--port"),    QString::number(port),
            QStringLiteral("--bind"),      QStringLiteral("127.0.0.1"), QStringLiteral("--data"),
            work + QStringLiteral("/data")};
}

// Aurelia makes a table of two there; a random bot plays her seat.
QStringList ownersTable(quint16 port, const QStringList& more = {}) {
    return cliPlay(QStringLiteral("random"),
                   QStringList{QStringLiteral("--connect"),
                               QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--name"),
                               QStringLiteral("Aurelia"), QStringLiteral("--new-table"),
                               QStringLiteral("--players"), QStringLiteral("2")} +
                       more);
}

// The environment of a person whose app keeps the seat `seated` ("1 token T") at the table `code`
// of the server on 127.0.0.1:`port`, as the app's settings keep it, in a home of its own.
QProcessEnvironment personsHome(const QString& work, quint16 port, const QString& code,
                                const QString& seated) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString runtime = work + QStringLiteral("/run");
    const QString config = work + QStringLiteral("/home/.config");
    EXPECT_TRUE(QDir().mkpath(runtime) && QDir().mkpath(config));
    QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    {
        QSettings settings(config + QStringLiteral("/CityOfRome/cityofrome.conf"),
                           QSettings::IniFormat);
        settings.beginGroup(QStringLiteral("onlineTables"));
        settings.beginGroup(QStringLiteral("127.0.0.1_%1_%2").arg(port).arg(code));
        settings.setValue(QStringLiteral("server"), QStringLiteral("127.0.0.1:%1").arg(port));
        settings.setValue(QStringLiteral("secure"), false);
        settings.setValue(QStringLiteral("code"), code);
        settings.setValue(QStringLiteral("seat"), seated.section(u' ', 0, 0).toInt());
        settings.setValue(QStringLiteral("token"), seated.section(u' ', 2));
        settings.setValue(QStringLiteral("when"), QDateTime::currentDateTime());
    }
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    environment.insert(QStringLiteral("HOME"), work + QStringLiteral("/home"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("disabled:"));
    return environment;
}

TEST(TurnWatcher, SaysWhenItIsThePersonsTurnWhileTheAppIsClosed) {
    const QString work = scratchDir(QStringLiteral("turn-watcher"));
    const quint16 port = freePort();
    Program server(serverBinary(), tableServerArgs(port, work));
    ASSERT_EQ(listeningPort(server), port) << server.standardError().toStdString();
    Program owner(cliBinary(), ownersTable(port, {QStringLiteral("--table-name"),
                                                  QStringLiteral("Aurelia's table")}));
    const QString code = owner.waitForErrorLine(QStringLiteral("^table (\\S+)$"));
    const QString link = owner.waitForErrorLine(QStringLiteral("^invite (\\S+)$"));
    ASSERT_FALSE(link.isEmpty()) << owner.standardError().toStdString();
    // The person sits down and thinks long, then closes the app: the game waits for their turn.
    auto person = std::make_unique<Program>(
        cliBinary(), cliPlay(QStringLiteral("ismcts:100000000"),
                             {QStringLiteral("--invite"), link, QStringLiteral("--name"),
                              QStringLiteral("Brutus")}));
    const QString seated = person->waitForErrorLine(QStringLiteral("^seated seat (1 token \\S+)$"));
    ASSERT_FALSE(seated.isEmpty()) << person->standardError().toStdString();
    const QString save = work + QStringLiteral("/data/tables/") + code + QStringLiteral(".json");
    ASSERT_TRUE(waitFor([&] { return QFile::exists(save); })) << "the game began";
    person->kill();
    person.reset();

    const QProcessEnvironment environment = personsHome(work, port, code, seated);
    Program watcher(desktopBinary(), {QStringLiteral("--watch")}, environment);
    EXPECT_FALSE(watcher.waitForErrorLine(QStringLiteral("^watching (1) tables$")).isEmpty())
        << watcher.standardErrorNow().toStdString();
    const QString said = watcher.waitForErrorLine(QStringLiteral("^turn (.+)$"));
    EXPECT_TRUE(said.startsWith(QStringLiteral("Your turn at Aurelia's table — ")))
        << said.toStdString() << " / " << watcher.standardErrorNow().toStdString();

    Program another(desktopBinary(), {QStringLiteral("--watch")}, environment);
    EXPECT_EQ(another.waitForExit(20'000), 0) << "one watcher a person";
    EXPECT_TRUE(watcher.running());
    watcher.kill();
    owner.kill();
    server.kill();
}

// A watcher with nothing left to wait for (every table over) goes until the next login.
TEST(TurnWatcher, EndsWhenEveryTableIsOver) {
    const QString work = scratchDir(QStringLiteral("turn-watcher-over"));
    const quint16 port = freePort();
    Program server(serverBinary(), tableServerArgs(port, work));
    ASSERT_EQ(listeningPort(server), port) << server.standardError().toStdString();
    Program owner(cliBinary(), ownersTable(port));
    const QString code = owner.waitForErrorLine(QStringLiteral("^table (\\S+)$"));
    const QString link = owner.waitForErrorLine(QStringLiteral("^invite (\\S+)$"));
    Program person(cliBinary(), cliPlay(QStringLiteral("random"),
                                        {QStringLiteral("--invite"), link, QStringLiteral("--name"),
                                         QStringLiteral("Brutus")}));
    const QString seated = person.waitForErrorLine(QStringLiteral("^seated seat (1 token \\S+)$"));
    ASSERT_FALSE(seated.isEmpty()) << person.standardError().toStdString();
    ASSERT_EQ(person.waitForExit(), 0) << "the game played to its end";
    Program watcher(desktopBinary(), {QStringLiteral("--watch")},
                    personsHome(work, port, code, seated));
    EXPECT_EQ(watcher.waitForExit(30'000), 0) << watcher.standardError().toStdString();
    EXPECT_TRUE(watcher.standardError().contains(QStringLiteral("every table is over")))
        << watcher.standardError().toStdString();
    owner.kill();
    server.kill();
}

} // namespace
} // namespace cor::programs
