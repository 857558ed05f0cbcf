#include "app/models/online_tables.h"

#include "engine/state.h"
#include "net/invitation.h"

#include <QSettings>
#include <algorithm>

namespace cor::app {
namespace {

const QString kTables = QStringLiteral("onlineTables");
const QString kServers = QStringLiteral("onlineServers");
const QString kTrusted = QStringLiteral("trustedCertificates");
const QString kLastTable = QStringLiteral("lastOnlineTable");
constexpr int kServersKept = 8;

// Settings keys may not hold slashes or colons.
QString keyOf(QString text) {
    for (const QChar c : {u':', u'/', u'\\', u' '}) {
        text.replace(c, u'_');
    }
    return text;
}

QString tableKey(const QString& server, const QString& code) {
    return keyOf(server + u'_' + code);
}

} // namespace

ServerAddress serverAddress(const QString& typed) {
    const QString text = typed.trimmed();
    const auto colon = text.lastIndexOf(u':');
    bool number = false;
    const int port = colon > 0 ? text.mid(colon + 1).toInt(&number) : 0;
    if (!number || port <= 0 || port > 65535 || text.contains(u' ')) {
        return {};
    }
    QString host = text.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']')) { // an IPv6 address, as a link writes it
        host = host.mid(1, host.size() - 2);
    }
    return {host, port};
}

QString tableLink(const QString& server, const QString& code) {
    const ServerAddress address = serverAddress(server);
    const auto table = onlineTable(server, code);
    return net::invitationLink(net::Invitation{
        address.host, static_cast<quint16>(address.port), code.toStdString(),
        table ? table->secure : serverIsSecure(server), trustedFingerprint(server)});
}

std::vector<OnlineTable> onlineTables() {
    QSettings settings;
    settings.beginGroup(kTables);
    std::vector<OnlineTable> tables;
    for (const QString& key : settings.childGroups()) {
        settings.beginGroup(key);
        OnlineTable table;
        table.server = settings.value(QStringLiteral("server")).toString();
        table.secure = settings.value(QStringLiteral("secure"), true).toBool();
        table.code = settings.value(QStringLiteral("code")).toString();
        table.seat = settings.value(QStringLiteral("seat"), -1).toInt();
        table.when = settings.value(QStringLiteral("when")).toDateTime();
        const auto token =
            net::tokenFromHex(settings.value(QStringLiteral("token")).toString().toStdString());
        settings.endGroup();
        if (token && table.seat >= 0 && table.seat < kMaxPlayers &&
            serverAddress(table.server).port != 0 && key == tableKey(table.server, table.code)) {
            table.token = *token;
            tables.push_back(table);
        }
    }
    std::sort(tables.begin(), tables.end(),
              [](const OnlineTable& a, const OnlineTable& b) { return a.when > b.when; });
    return tables;
}

std::optional<OnlineTable> onlineTable(const QString& server, const QString& code) {
    for (const OnlineTable& table : onlineTables()) {
        if (table.server == server && table.code == code) {
            return table;
        }
    }
    return std::nullopt;
}

void rememberTable(const OnlineTable& table) {
    QSettings settings;
    settings.beginGroup(kTables);
    settings.beginGroup(tableKey(table.server, table.code));
    settings.setValue(QStringLiteral("server"), table.server);
    settings.setValue(QStringLiteral("secure"), table.secure);
    settings.setValue(QStringLiteral("code"), table.code);
    settings.setValue(QStringLiteral("seat"), table.seat);
    settings.setValue(QStringLiteral("token"),
                      QString::fromStdString(net::tokenToHex(table.token)));
    settings.setValue(QStringLiteral("when"), table.when);
    settings.sync(); // the app may be killed any moment now: the seat must not be lost
}

void forgetTable(const QString& server, const QString& code) {
    QSettings settings;
    settings.beginGroup(kTables);
    settings.remove(tableKey(server, code));
}

QStringList knownServers() {
    return QSettings().value(kServers + QStringLiteral("/list")).toStringList();
}

bool serverIsSecure(const QString& server) {
    return QSettings().value(kServers + QStringLiteral("/secure/") + keyOf(server), true).toBool();
}

void rememberServer(const QString& server, bool secure) {
    QSettings settings;
    QStringList servers = knownServers();
    servers.removeAll(server);
    servers.prepend(server);
    while (servers.size() > kServersKept) {
        servers.removeLast();
    }
    settings.setValue(kServers + QStringLiteral("/list"), servers);
    settings.setValue(kServers + QStringLiteral("/secure/") + keyOf(server), secure);
}

QString trustedFingerprint(const QString& server) {
    return QSettings().value(kTrusted + u'/' + keyOf(server)).toString();
}

void trustFingerprint(const QString& server, const QString& fingerprint) {
    QSettings settings;
    settings.setValue(kTrusted + u'/' + keyOf(server), fingerprint);
    settings.sync();
}

TableChoice lastTableChoice() {
    QSettings settings;
    settings.beginGroup(kLastTable);
    TableChoice choice;
    const int players = settings.value(QStringLiteral("players"), choice.players).toInt();
    const QStringList bots = settings.value(QStringLiteral("bots"), choice.bots).toStringList();
    if (players >= kMinPlayers && players <= kMaxPlayers && bots.size() < players) {
        choice.players = players;
        choice.bots = bots;
    }
    choice.shrine = settings.value(QStringLiteral("shrine"), choice.shrine).toBool();
    choice.moveMinutes = settings.value(QStringLiteral("moveMinutes"), choice.moveMinutes).toInt();
    return choice;
}

void rememberTableChoice(const TableChoice& choice) {
    QSettings settings;
    settings.beginGroup(kLastTable);
    settings.setValue(QStringLiteral("players"), choice.players);
    settings.setValue(QStringLiteral("bots"), choice.bots);
    settings.setValue(QStringLiteral("shrine"), choice.shrine);
    settings.setValue(QStringLiteral("moveMinutes"), choice.moveMinutes);
}

} // namespace cor::app
