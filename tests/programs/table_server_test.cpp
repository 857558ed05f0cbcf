// cityofrome-server --tables with cityofrome-cli play clients, as processes on 127.0.0.1: friends
// play a table by its code through a kill -9 and a restart of the server, finishing as `replay`
// of the save does; wrong and expired codes, a full table and a stolen token refused with their
// reasons; TLS with a self-signed certificate made here, trusted by its fingerprint, and a
// changed one refused.
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/tls_trust.h"
#include "tests/programs/program_support.h"

#include <QFile>
#include <QSslCertificate>
#include <gtest/gtest.h>

namespace cor::programs {
namespace {

QStringList tablesArgs(quint16 port, const QString& data, const QStringList& more = {}) {
    return QStringList{QStringLiteral("--tables"),
                       QStringLiteral("--port"),
                       QString::number(port),
                       QStringLiteral("--bind"),
                       QStringLiteral("127.0.0.1"),
                       QStringLiteral("--data"),
                       data,
                       QStringLiteral("--log-level"),
                       QStringLiteral("warn")} +
           more;
}

QStringList playArgs(quint16 port, const QString& name, const QString& bot,
                     const QStringList& more) {
    return QStringList{QStringLiteral("play"),
                       QStringLiteral("--connect"),
                       QStringLiteral("127.0.0.1:%1").arg(port),
                       QStringLiteral("--name"),
                       name,
                       QStringLiteral("--bot"),
                       bot} +
           more;
}

QStringList newTable(int players, const QString& bots) {
    QStringList args{QStringLiteral("--new-table"), QStringLiteral("--players"),
                     QString::number(players)};
    if (!bots.isEmpty()) {
        args << QStringLiteral("--bots") << bots;
    }
    return args;
}

TEST(TableServerProgram, FriendsPlayATableByItsCodeThroughAKilledAndRestartedServer) {
    const QString data = scratchDir(QStringLiteral("tables-killed"));
    const quint16 port = freePort();
    auto server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    Program owner(cliBinary(), playArgs(port, QStringLiteral("Aurelia"), QStringLiteral("greedy"),
                                        newTable(3, QStringLiteral("greedy"))));
    const QString code =
        owner.waitForErrorLine(QStringLiteral("^table ([2-9A-Z]{5}-[2-9A-Z]{5})$"));
    ASSERT_FALSE(code.isEmpty()) << owner.standardError().toStdString();
    Program friendly(cliBinary(), playArgs(port, QStringLiteral("Brutus"), QStringLiteral("random"),
                                           {QStringLiteral("--code"), code.toLower()}));
    const QString save = data + QStringLiteral("/tables/") + code + QStringLiteral(".json");
    SavedActions saved(save);
    ASSERT_TRUE(waitFor([&] { return saved.count() >= 80; }, 60'000));
    server->kill();
    QFile file(save);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    ASSERT_FALSE(Table::load(parseSave(file.readAll().toStdString())).table.over())
        << "the server should die mid-game";
    server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    ASSERT_EQ(owner.waitForExit(), 0) << owner.standardError().toStdString();
    ASSERT_EQ(friendly.waitForExit(), 0) << friendly.standardError().toStdString();
    const Json result = parseJsonText(owner.standardOutput().trimmed().toStdString());
    EXPECT_EQ(parseJsonText(friendly.standardOutput().trimmed().toStdString()), result);
    Program replay(cliBinary(), {QStringLiteral("replay"), save});
    ASSERT_EQ(replay.waitForExit(), 0) << replay.standardError().toStdString();
    EXPECT_EQ(parseJsonText(replay.standardOutput().trimmed().toStdString()), result);
    server->kill();
}

// Runs a client that the server refuses: exit code 2, and the reason it printed.
QString refusedWith(quint16 port, const QStringList& more) {
    Program client(cliBinary(),
                   playArgs(port, QStringLiteral("Cassia"), QStringLiteral("random"), more));
    EXPECT_EQ(client.waitForExit(), 2) << client.standardError().toStdString();
    return client.standardError();
}

TEST(TableServerProgram, RefusesWrongAndExpiredCodesAFullTableAndAStolenToken) {
    const QString data = scratchDir(QStringLiteral("tables-refused"));
    Program server(serverBinary(),
                   tablesArgs(0, data, {QStringLiteral("--expire-after"), QStringLiteral("2s")}));
    const quint16 port = listeningPort(server);
    ASSERT_NE(port, 0) << server.standardError().toStdString();
    EXPECT_TRUE(refusedWith(port, {QStringLiteral("--code"), QStringLiteral("22222-22222")})
                    .contains(QStringLiteral("no table has the code 22222-22222")));

    // A table for two, with its owner and a bot: full. A hard bot keeps the game going.
    Program owner(cliBinary(), playArgs(port, QStringLiteral("Aurelia"), QStringLiteral("hard"),
                                        newTable(2, QStringLiteral("hard"))));
    const QString code = owner.waitForErrorLine(QStringLiteral("^table (\\S+)$"));
    ASSERT_FALSE(code.isEmpty()) << owner.standardError().toStdString();
    EXPECT_TRUE(refusedWith(port, {QStringLiteral("--code"), code})
                    .contains(QStringLiteral("the game has begun")));
    EXPECT_TRUE(refusedWith(port, {QStringLiteral("--code"), code, QStringLiteral("--token"),
                                   QString(32, QLatin1Char('b'))})
                    .contains(QStringLiteral("no seat has this token")));
    owner.kill();

    // Nobody plays at it any more: two seconds later it is gone, and its code says so.
    ASSERT_TRUE(waitFor(
        [&] {
            return !QFile::exists(data + QStringLiteral("/tables/") + code +
                                  QStringLiteral(".json"));
        },
        10'000));
    EXPECT_TRUE(refusedWith(port, {QStringLiteral("--code"), code})
                    .contains(QStringLiteral("has expired")));
    server.kill();
}

// A self-signed certificate for localhost, made by openssl into `dir`.
bool makeCertificate(const QString& dir) {
    Program openssl(QStringLiteral("openssl"),
                    {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                     QStringLiteral("rsa:2048"), QStringLiteral("-nodes"),
                     QStringLiteral("-keyout"), dir + QStringLiteral("/key.pem"),
                     QStringLiteral("-out"), dir + QStringLiteral("/cert.pem"),
                     QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                     QStringLiteral("/CN=localhost")});
    return openssl.waitForExit() == 0;
}

QString fingerprintIn(const QString& dir) {
    const QList<QSslCertificate> certificates =
        QSslCertificate::fromPath(dir + QStringLiteral("/cert.pem"));
    return certificates.isEmpty() ? QString() : net::certificateFingerprint(certificates.front());
}

// The server's TLS arguments for the certificate makeCertificate() made in `dir`.
QStringList tlsArgs(const QString& dir) {
    return {QStringLiteral("--tls-cert"), dir + QStringLiteral("/cert.pem"),
            QStringLiteral("--tls-key"), dir + QStringLiteral("/key.pem")};
}

TEST(TableServerProgram, SpeaksTlsTrustsAChosenCertificateAndRefusesAChangedOne) {
    const QString data = scratchDir(QStringLiteral("tables-tls"));
    ASSERT_TRUE(makeCertificate(data));
    const QString trusted = fingerprintIn(data);
    const QStringList tls = tlsArgs(data);
    const quint16 port = freePort();
    auto server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data, tls));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    const QStringList game = newTable(2, QStringLiteral("random"));

    Program stranger(cliBinary(),
                     playArgs(port, QStringLiteral("Aurelia"), QStringLiteral("random"),
                              game + QStringList{QStringLiteral("--tls")}));
    EXPECT_EQ(stranger.waitForExit(), 1);
    EXPECT_TRUE(stranger.standardError().contains(trusted))
        << "an unknown certificate is shown by its fingerprint: "
        << stranger.standardError().toStdString();

    Program trusting(cliBinary(),
                     playArgs(port, QStringLiteral("Aurelia"), QStringLiteral("random"),
                              game + QStringList{QStringLiteral("--tls"), QStringLiteral("--trust"),
                                                 trusted.toLower()}));
    EXPECT_EQ(trusting.waitForExit(), 0) << trusting.standardError().toStdString();

    server->kill();
    ASSERT_TRUE(makeCertificate(data)); // another certificate, the same server
    server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data, tls));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    Program deceived(
        cliBinary(),
        playArgs(port, QStringLiteral("Aurelia"), QStringLiteral("random"),
                 game + QStringList{QStringLiteral("--tls"), QStringLiteral("--trust"), trusted}));
    EXPECT_EQ(deceived.waitForExit(), 1);
    EXPECT_TRUE(deceived.standardError().contains(QStringLiteral("certificate has changed")))
        << deceived.standardError().toStdString();
    server->kill();
}

// The owner's invitation is one line: pasted whole, it brings a friend to the table over TLS,
// trusting the very certificate the owner saw and no other.
TEST(TableServerProgram, AFriendJoinsFromThePastedInvitationAndAnotherCertificateIsRefused) {
    const QString data = scratchDir(QStringLiteral("tables-invite"));
    ASSERT_TRUE(makeCertificate(data));
    const QString trusted = fingerprintIn(data);
    const QStringList tls = tlsArgs(data);
    const quint16 port = freePort();
    auto server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data, tls));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    EXPECT_TRUE(
        server->standardError().contains(QStringLiteral("certificate fingerprint ") + trusted))
        << "the server says what to compare: " << server->standardError().toStdString();
    Program owner(cliBinary(),
                  playArgs(port, QStringLiteral("Aurelia"), QStringLiteral("random"),
                           newTable(2, {}) + QStringList{QStringLiteral("--tls"),
                                                         QStringLiteral("--trust"), trusted}));
    const QString link = owner.waitForErrorLine(QStringLiteral("^invite (cityofrome://\\S+)$"));
    ASSERT_FALSE(link.isEmpty()) << owner.standardError().toStdString();
    EXPECT_TRUE(link.contains(QString(trusted).remove(QLatin1Char(':')), Qt::CaseInsensitive))
        << "the link carries the certificate's fingerprint: " << link.toStdString();
    const QString sentence = QStringLiteral("Join my City of Rome table: %1 (code …)").arg(link);
    Program friendly(cliBinary(), {QStringLiteral("play"), QStringLiteral("--invite"), sentence,
                                   QStringLiteral("--name"), QStringLiteral("Brutus"),
                                   QStringLiteral("--bot"), QStringLiteral("random")});
    ASSERT_EQ(friendly.waitForExit(), 0) << friendly.standardError().toStdString();
    ASSERT_EQ(owner.waitForExit(), 0) << owner.standardError().toStdString();

    server->kill();
    ASSERT_TRUE(makeCertificate(data)); // another certificate where the invitation's was
    const QString other = fingerprintIn(data);
    server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data, tls));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    Program deceived(cliBinary(), {QStringLiteral("play"), QStringLiteral("--invite"), link,
                                   QStringLiteral("--name"), QStringLiteral("Brutus"),
                                   QStringLiteral("--bot"), QStringLiteral("random")});
    EXPECT_EQ(deceived.waitForExit(), 1);
    const QString said = deceived.standardError();
    EXPECT_TRUE(said.contains(QStringLiteral("not the one of the invitation")) &&
                said.contains(trusted) && said.contains(other))
        << "refused, naming both fingerprints: " << said.toStdString();
    server->kill();
}

} // namespace
} // namespace cor::programs
