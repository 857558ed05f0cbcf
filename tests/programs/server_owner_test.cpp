// cityofrome-server as the owner of its game: one server at a time holds a save (a second one
// refuses it and names the holder; a damaged lock from a dead process is taken over), SIGTERM
// stops hosting as the owner's request does (saved, every player told, exit 0), and the owner's
// token never appears on a command line.
#include "engine/json/save_file.h"
#include "net/save_lock.h"
#include "net/saved_game.h"
#include "tests/net/net_test_support.h"
#include "tests/programs/program_support.h"

#include <QFile>
#include <csignal>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

const QString kOwnerToken = QStringLiteral("0123456789abcdef0123456789abcdef");

QStringList hostArgs(const QString& save) {
    return {QStringLiteral("--port"),        QStringLiteral("0"),         QStringLiteral("--bind"),
            QStringLiteral("127.0.0.1"),     QStringLiteral("--players"), QStringLiteral("2"),
            QStringLiteral("--no-announce"), QStringLiteral("--save"),    save,
            QStringLiteral("--owner"),       QStringLiteral("Aurelia")};
}

QProcessEnvironment withOwnerToken() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("CITYOFROME_ADMIN_TOKEN"), kOwnerToken);
    return environment;
}

TEST(ServerSave, ASecondServerRefusesAHeldSaveAndNamesItsHolder) {
    const QString save = scratchDir(QStringLiteral("held")) + QStringLiteral("/game.json");
    Program first(serverBinary(), hostArgs(save), withOwnerToken());
    const quint16 port = listeningPort(first);
    ASSERT_NE(port, 0) << first.standardError().toStdString();
    Program second(serverBinary(), hostArgs(save), withOwnerToken());
    EXPECT_EQ(second.waitForExit(), 1);
    const QString said = second.standardError();
    EXPECT_TRUE(said.startsWith(QStringLiteral("error: ") + save +
                                QStringLiteral(" is held by another cityofrome-server")))
        << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("process %1, port %2").arg(first.pid()).arg(port)))
        << said.toStdString();
    EXPECT_TRUE(first.running());
}

TEST(ServerSave, ADamagedLockFromADeadProcessIsTakenOver) {
    const QString save = scratchDir(QStringLiteral("damaged-lock")) + QStringLiteral("/game.json");
    QFile lock(save + QStringLiteral(".lock"));
    ASSERT_TRUE(lock.open(QIODevice::WriteOnly));
    lock.write("\x7f\x00garbage", 9);
    lock.close();
    Program server(serverBinary(), hostArgs(save), withOwnerToken());
    EXPECT_NE(listeningPort(server), 0) << server.standardError().toStdString();
    const std::optional<net::SaveHolder> holder = net::SaveLock::holderOf(save);
    ASSERT_TRUE(holder.has_value());
    EXPECT_EQ(holder->pid, server.pid());
}

TEST(ServerSave, SigtermSavesTellsEveryPlayerAndExits0) {
    const QString save = scratchDir(QStringLiteral("sigterm")) + QStringLiteral("/game.json");
    Program server(serverBinary(), hostArgs(save), withOwnerToken());
    const quint16 port = listeningPort(server);
    ASSERT_NE(port, 0);
    net::ClientOptions owner = net::test::clientOptions("Aurelia", -2);
    owner.token = net::tokenFromHex(kOwnerToken.toStdString());
    owner.adminToken = owner.token;
    auto aurelia = net::test::tcpClient(port, owner);
    auto brutus = net::test::tcpClient(port, net::test::clientOptions("Brutus", -1));
    ASSERT_TRUE(net::test::waitFor([&] { return aurelia->seat() == 0 && brutus->seat() == 1; }));
    aurelia->setReady(true);
    brutus->setReady(true);
    ASSERT_TRUE(net::test::waitFor([&] { return brutus->view().has_value(); }));
    ::kill(static_cast<pid_t>(server.pid()), SIGTERM);
    ASSERT_TRUE(
        net::test::waitFor([&] { return brutus->state() == net::ClientSession::State::Failed; }));
    EXPECT_EQ(brutus->lastError(), wire::ERROR_HOST_ENDED);
    EXPECT_EQ(server.waitForExit(), 0) << server.standardError().toStdString();
    EXPECT_EQ(net::readSavedGame(save).seats[0].name, "Aurelia");
    EXPECT_FALSE(net::SaveLock::holderOf(save).has_value()) << "and the save is free again";
}

TEST(ServerSave, TheOwnersTokenIsNeverOnTheCommandLine) {
    Program help(serverBinary(), {QStringLiteral("--help")});
    ASSERT_EQ(help.waitForExit(), 0);
    EXPECT_FALSE(help.standardOutput().contains(QStringLiteral("--admin-token ")));
    Program old(serverBinary(),
                {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--players"),
                 QStringLiteral("2"), QStringLiteral("--admin-token"), kOwnerToken});
    EXPECT_EQ(old.waitForExit(), 2) << "the token may not be given there";
}

} // namespace
} // namespace cor::programs
