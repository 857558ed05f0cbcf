// The network game at an online table (issue 29): making a table at a table server or joining
// one by its code, the server's certificate, and the seat kept for Continue.
#include "app/models/network_game.h"
#include "app/models/online_tables.h"
#include "app/models/settings.h"
#include "net/host.h"
#include "net/invitation.h"
#include "net/invite_code.h"

#include <QDateTime>

namespace cor::app {

void NetworkGame::createTable(const QString& server, bool secure, int players,
                              const QStringList& bots, bool shrine, int moveMinutes,
                              const QString& name) {
    net::TableSettings settings;
    const QString named = net::withoutDirectionControls(name).simplified();
    settings.name =
        (named.isEmpty() ? defaultTableName() : named).left(net::kMaxGameNameLength).toStdString();
    settings.players = players;
    for (const QString& bot : bots) {
        settings.bots.push_back(bot.toStdString());
    }
    settings.shrine = shrine;
    settings.moveSeconds = moveMinutes * 60;
    rememberTableChoice(TableChoice{players, bots, shrine, moveMinutes});
    goOnline(OnlineTarget{server.trimmed(), secure, {}, settings, {}});
}

void NetworkGame::joinTable(const QString& server, bool secure, const QString& code) {
    lastCode_ = code.trimmed();
    const auto read = net::readInviteCode(code.toStdString());
    goOnline(OnlineTarget{server.trimmed(),
                          secure,
                          read ? QString::fromStdString(*read) : code.trimmed(),
                          std::nullopt,
                          {}});
}

bool NetworkGame::joinInvitation(const QString& text) {
    const auto invitation = net::readInvitation(text);
    if (!invitation) {
        return false;
    }
    lastCode_ = QString::fromStdString(invitation->code);
    goOnline(OnlineTarget{invitation->server(), invitation->tls, lastCode_, std::nullopt,
                          invitation->fingerprint});
    return true;
}

QString NetworkGame::defaultTableName() const {
    //: An online table's name unless its owner gives another; %1 the owner's name
    return tr("%1's table").arg(Settings::instance()->playerName());
}

QString NetworkGame::invitation() const {
    if (!online_ || online_->code.isEmpty() || session_ == nullptr) {
        return {};
    }
    const ServerAddress address = serverAddress(online_->server);
    const QString link = net::invitationLink(net::Invitation{
        address.host, static_cast<quint16>(address.port), online_->code.toStdString(),
        online_->secure, session_->serverFingerprint()});
    //: The invitation copied for friends: %1 the table's name, %2 the link that opens the table
    //: in their app, %3 the table's code (for typing by hand)
    return tr("Join “%1” in City of Rome: %2 (code %3)").arg(gameName(), link, online_->code);
}

void NetworkGame::goOnline(OnlineTarget target) {
    leave();
    error_.clear();
    const ServerAddress address = serverAddress(target.server);
    if (address.port == 0) {
        fail(tr("A server's address is its name or IP address, a colon and its port: "
                "tables.example.org:45655."));
        return;
    }
    rememberServer(target.server, target.secure);
    if (const auto kept = onlineTable(target.server, target.code)) {
        token_ = kept->token; // this app's seat there
    }
    online_ = std::move(target);
    connectTo(address.host, static_cast<quint16>(address.port), false);
}

void NetworkGame::trustServer() {
    if (!online_ || untrustedFingerprint().isEmpty()) {
        return;
    }
    trustFingerprint(online_->server, untrustedFingerprint());
    OnlineTarget again = *online_;
    goOnline(std::move(again));
}

QString NetworkGame::certificateRefusal() const {
    const QString server = serverAddress(online_ ? online_->server : QString()).host;
    return online_ && !online_->invitedFingerprint.isEmpty()
               //: %1 the table server's name
               ? tr("%1 is not the server of the invitation: its certificate differs from the "
                    "one the invitation names. Someone may be pretending to be it. Ask whoever "
                    "sent you the invitation.")
                     .arg(server)
               : tr("%1 is not the server you trusted before: its certificate has changed. "
                    "Someone may be pretending to be it. Ask whoever runs it before you trust "
                    "the new one.")
                     .arg(server);
}

QString NetworkGame::untrustedFingerprint() const {
    return session_ != nullptr && online_ ? session_->untrustedFingerprint() : QString();
}

bool NetworkGame::certificateChanged() const {
    return session_ != nullptr && online_ && session_->certificateChanged();
}

QString NetworkGame::terms() const {
    if (session_ == nullptr) {
        return {};
    }
    const net::LobbyInfo& lobby = session_->lobby();
    QStringList terms;
    if (lobby.shrine) {
        terms << tr("Played with the Shrine (mini-expansion).");
    }
    if (const int seconds = lobby.moveSeconds; seconds > 0) {
        const QString time = seconds % 86400 == 0 ? tr("%n day(s)", nullptr, seconds / 86400)
                             : seconds % 3600 == 0
                                 ? tr("%n hour(s)", nullptr, seconds / 3600)
                                 : tr("%n minute(s)", nullptr, (seconds + 59) / 60);
        //: %1 the time per move of an online table: "10 minutes"
        terms << tr("%1 per move, then a bot makes that move for whoever is late.").arg(time);
    }
    terms << (lobby.hints
                  ? tr("Hints are allowed: each player's app may show the expert's choice (H).")
                  : tr("Hints are off in this game."));
    return terms.join(u' ');
}

QStringList NetworkGame::knownServers() const {
    return app::knownServers();
}

bool NetworkGame::serverIsSecure(const QString& server) const {
    return app::serverIsSecure(server);
}

QVariantMap NetworkGame::lastTableChoice() const {
    const TableChoice choice = app::lastTableChoice();
    return {{QStringLiteral("players"), choice.players},
            {QStringLiteral("bots"), choice.bots},
            {QStringLiteral("shrine"), choice.shrine},
            {QStringLiteral("moveMinutes"), choice.moveMinutes}};
}

void NetworkGame::rememberTableSeat() {
    if (!online_ || online_->code.isEmpty() || !session_->token() || session_->seat() < 0) {
        return;
    }
    rememberTable(OnlineTable{online_->server, online_->secure, online_->code, session_->seat(),
                              *session_->token(), QDateTime::currentDateTime()});
    if (!online_->invitedFingerprint.isEmpty()) { // for coming back without the invitation
        trustFingerprint(online_->server, online_->invitedFingerprint);
    }
}

} // namespace cor::app
