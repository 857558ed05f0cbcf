// Invitations: one line a friend pastes whole, read back to the server, the code and the
// certificate's fingerprint, whatever text surrounds the link.
#include "net/invitation.h"

#include <gtest/gtest.h>

namespace cor::net {
namespace {

const QString kFingerprint = QStringLiteral(
    "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:"
    "67:89");

Invitation secureTable() {
    return Invitation{QStringLiteral("tables.example.org"), 45655, "K7QXM-2PR9D", true,
                      kFingerprint};
}

TEST(Invitation, ALinkReadsBackWhole) {
    const QString link = invitationLink(secureTable());
    EXPECT_TRUE(
        link.startsWith(QStringLiteral("cityofrome://tables.example.org:45655/K7QXM-2PR9D")))
        << link.toStdString();
    const auto read = readInvitation(link);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->host, QStringLiteral("tables.example.org"));
    EXPECT_EQ(read->port, 45655);
    EXPECT_EQ(read->code, "K7QXM-2PR9D");
    EXPECT_TRUE(read->tls);
    EXPECT_EQ(read->fingerprint, kFingerprint);
    EXPECT_EQ(read->server(), QStringLiteral("tables.example.org:45655"));
}

TEST(Invitation, TheWholeSentenceReadsAsItsLink) {
    const QString link = invitationLink(secureTable());
    for (const QString& text :
         {QStringLiteral("Join my City of Rome table: %1 (code K7QXM-2PR9D)").arg(link),
          QStringLiteral("Komm an meinen Tisch: <%1>.").arg(link),
          QStringLiteral("%1.\n").arg(link), QStringLiteral("  \"%1\", see you").arg(link)}) {
        const auto read = readInvitation(text);
        ASSERT_TRUE(read) << text.toStdString();
        EXPECT_EQ(read->code, "K7QXM-2PR9D") << text.toStdString();
        EXPECT_EQ(read->fingerprint, kFingerprint) << text.toStdString();
    }
}

TEST(Invitation, TypedCaseAndDashesDoNotMatter) {
    const auto read = readInvitation(QStringLiteral(
        "CityOfRome://Tables.Example.org:45655/k7qxm2pr9d?fp=abcdef0123456789abcdef0123456789"
        "abcdef0123456789abcdef0123456789"));
    ASSERT_TRUE(read);
    EXPECT_EQ(read->code, "K7QXM-2PR9D");
    EXPECT_EQ(read->fingerprint, kFingerprint);
}

TEST(Invitation, AServerWithoutTlsSaysSoAndAnAddressKeepsItsBrackets) {
    const Invitation plain{QStringLiteral("::1"), 5123, "K7QXM-2PR9D", false, {}};
    const QString link = invitationLink(plain);
    EXPECT_TRUE(link.contains(QStringLiteral("tls=0"))) << link.toStdString();
    const auto read = readInvitation(QStringLiteral("join: ") + link);
    ASSERT_TRUE(read);
    EXPECT_FALSE(read->tls);
    EXPECT_EQ(read->host, QStringLiteral("::1"));
    EXPECT_EQ(read->server(), QStringLiteral("[::1]:5123"));
}

TEST(Invitation, ACodeAloneOrABrokenLinkIsNoInvitation) {
    for (const char* text :
         {"K7QXM-2PR9D", "Join my City of Rome table: server localhost:45655, code M4PU9-E9MHQ",
          "cityofrome://tables.example.org/K7QXM-2PR9D",               // no port
          "cityofrome://tables.example.org:45655/",                    // no code
          "cityofrome://tables.example.org:45655/K7QXM-2PR9",          // a code too short
          "cityofrome://tables.example.org:45655/K7QXM-2PR9D?fp=ABCD", // no whole fingerprint
          "cityofrome://tables.example.org:45655/K7QXM-2PR9D?tls=0&fp=ABCDEF0123456789ABCDEF"
          "0123456789ABCDEF0123456789ABCDEF0123456789", // a fingerprint without TLS
          "https://tables.example.org:45655/K7QXM-2PR9D", ""}) {
        EXPECT_FALSE(readInvitation(QString::fromUtf8(text))) << text;
    }
}

} // namespace
} // namespace cor::net
