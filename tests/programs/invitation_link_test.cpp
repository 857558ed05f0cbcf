// A click on an invitation's link while City of Rome runs: the new start hands the link to the
// running app and exits, and the running app joins the table (a table server and the owner's
// cityofrome-cli on 127.0.0.1, the app offscreen with a home of its own).
#include "tests/programs/program_support.h"

#include <QDir>
#include <QFile>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

TEST(InvitationLink, ASecondStartHandsTheLinkToTheRunningAppWhichJoinsTheTable) {
    const QString work = scratchDir(QStringLiteral("invitation-link"));
    const quint16 port = freePort();
    Program server(serverBinary(),
                   {QStringLiteral("--tables"), QStringLiteral("--port"), QString::number(port),
                    QStringLiteral("--bind"), QStringLiteral("127.0.0.1"), QStringLiteral("--data"),
                    work + QStringLiteral("/data"), QStringLiteral("--log-level"),
                    QStringLiteral("info")});
    ASSERT_EQ(listeningPort(server), port) << server.standardError().toStdString();
    Program owner(cliBinary(), {QStringLiteral("play"), QStringLiteral("--connect"),
                                QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--name"),
                                QStringLiteral("Aurelia"), QStringLiteral("--bot"),
                                QStringLiteral("random"), QStringLiteral("--new-table"),
                                QStringLiteral("--players"), QStringLiteral("2")});
    const QString link = owner.waitForErrorLine(QStringLiteral("^invite (cityofrome://\\S+)$"));
    ASSERT_FALSE(link.isEmpty()) << owner.standardError().toStdString();

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString runtime = work + QStringLiteral("/run");
    ASSERT_TRUE(QDir().mkpath(runtime));
    QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    environment.insert(QStringLiteral("HOME"), work + QStringLiteral("/home"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), work + QStringLiteral("/home/.config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), work + QStringLiteral("/home/.local"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    Program running(desktopBinary(), {QStringLiteral("--lang"), QStringLiteral("en")}, environment);
    ASSERT_TRUE(waitFor(
        [&] { return QFile::exists(runtime + QStringLiteral("/cityofrome-links")); }, 30'000))
        << "the running app takes links: " << running.standardErrorNow().toStdString();

    Program clicked(desktopBinary(), {link}, environment);
    // A hang guard: the second start hands over and exits at once, but under the sanitizers on
    // a loaded machine merely starting took over 30 s once.
    EXPECT_EQ(clicked.waitForExit(120'000), 0) << clicked.standardError().toStdString();
    EXPECT_FALSE(server.waitForErrorLine(QStringLiteral("seat 1: (.+)$")).isEmpty())
        << "the running app took the open seat: " << server.standardError().toStdString();
    EXPECT_TRUE(running.running()) << running.howItEnded().toStdString();
    running.kill();
    owner.kill();
    server.kill();
}

TEST(InvitationLink, WhatIsNoInvitationIsRefusedBeforeAnyWindow) {
    Program app(desktopBinary(), {QStringLiteral("cityofrome://nowhere/K7QXM-2PR9D")});
    EXPECT_EQ(app.waitForExit(), 2);
    EXPECT_TRUE(app.standardError().startsWith(QStringLiteral("error: not the invitation")))
        << app.standardError().toStdString();
}

} // namespace
} // namespace cor::programs
