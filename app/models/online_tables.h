// The online tables this app sits at (issue 29), kept in the settings: the server, the table's
// code, the seat and its token, to come back to it days later; the servers used, newest first;
// and the certificates the player chose to trust, by server.
#pragma once

#include "net/seats.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace cor::app {

// A table server's address as typed ("tables.example.org:45655"), split; port 0 when it is not
// one.
struct ServerAddress {
    QString host;
    int port = 0;
};
ServerAddress serverAddress(const QString& typed);

struct OnlineTable {
    QString server; // "host:port"
    bool secure = true;
    QString code;
    int seat = -1;
    net::SeatToken token{};
    QDateTime when;
};

// Newest first.
std::vector<OnlineTable> onlineTables();
// The invitation link that opens the table `code` at `server` (TLS as the app sat down there,
// with the certificate trusted for the server): what a notification's action opens.
QString tableLink(const QString& server, const QString& code);
std::optional<OnlineTable> onlineTable(const QString& server, const QString& code);
void rememberTable(const OnlineTable& table);
void forgetTable(const QString& server, const QString& code);

// The table the player made last, offered for the next: players, each bot's level (its key),
// the Shrine and the minutes per move (0: none).
struct TableChoice {
    int players = 3;
    QStringList bots{QStringLiteral("normal")};
    bool shrine = false;
    int moveMinutes = 60;
};
TableChoice lastTableChoice();
void rememberTableChoice(const TableChoice& choice);

// Servers used, newest first, and whether each speaks TLS.
QStringList knownServers();
bool serverIsSecure(const QString& server);
void rememberServer(const QString& server, bool secure);

// The fingerprint of the certificate the player trusts for `server`; "" none.
QString trustedFingerprint(const QString& server);
void trustFingerprint(const QString& server, const QString& fingerprint);

} // namespace cor::app
