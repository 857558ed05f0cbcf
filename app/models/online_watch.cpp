#include "app/models/online_watch.h"

#include "app/models/round_names.h"
#include "net/tables/table_watch_client.h"

#include <algorithm>

namespace cor::app {
namespace {

QString keyOf(const QString& server, const QString& code) {
    return server + u'|' + code;
}

TableStanding::Stage stageOf(int stage) {
    switch (stage) {
    case wire::TableState::LOBBY:
        return TableStanding::Stage::Lobby;
    case wire::TableState::PLAYING:
        return TableStanding::Stage::Playing;
    case wire::TableState::OVER:
        return TableStanding::Stage::Over;
    default:
        return TableStanding::Stage::Gone;
    }
}

bool sameTables(const std::vector<OnlineTable>& a, const std::vector<OnlineTable>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const OnlineTable& x, const OnlineTable& y) {
                          return x.code == y.code && x.token == y.token;
                      });
}

} // namespace

OnlineWatch::OnlineWatch(QObject* parent) : QObject(parent) {
    soon_.setSingleShot(true);
    connect(&soon_, &QTimer::timeout, this, &OnlineWatch::watchAll);
}

OnlineWatch::~OnlineWatch() = default;

void OnlineWatch::start(bool announceFirstLook) {
    started_ = true;
    announceFirstLook_ = announceFirstLook;
    watchAll();
}

void OnlineWatch::askSoon() {
    if (started_) { // only while the app watches
        soon_.start(0);
    }
}

int OnlineWatch::yourTurns() const {
    int turns = 0;
    for (const TableStanding& standing : standings_) {
        turns += standing.yourTurn() ? 1 : 0;
    }
    return turns;
}

TableStanding OnlineWatch::standing(const QString& server, const QString& code) const {
    return standings_.value(keyOf(server, code));
}

void OnlineWatch::watchAll() {
    std::map<QString, std::vector<OnlineTable>> byServer;
    QHash<QString, TableStanding> kept;
    for (const OnlineTable& table : onlineTables()) {
        byServer[table.server].push_back(table);
        const QString key = keyOf(table.server, table.code);
        if (standings_.contains(key)) {
            kept.insert(key, standings_.value(key));
        }
    }
    for (auto watch = watches_.begin(); watch != watches_.end();) {
        watch = byServer.count(watch->first) == 0 ? watches_.erase(watch) : std::next(watch);
    }
    for (auto& [server, tables] : byServer) {
        watch(server, std::move(tables));
    }
    if (kept.size() != standings_.size()) { // a table was forgotten
        standings_ = kept;
        emit changed();
    }
}

void OnlineWatch::watch(const QString& server, std::vector<OnlineTable> tables) {
    const ServerAddress address = serverAddress(server);
    // As the app sat down at its tables there (the server's word for the last one used).
    const bool secure = tables.empty() ? serverIsSecure(server) : tables.front().secure;
    const QString trusted = trustedFingerprint(server);
    ServerWatch& watch = watches_[server];
    if (address.port == 0 || (watch.client && sameTables(watch.tables, tables) &&
                              watch.secure == secure && watch.trusted == trusted)) {
        return;
    }
    net::TableWatchOptions options;
    options.host = address.host;
    options.port = static_cast<quint16>(address.port);
    options.tls = secure;
    // Only the certificate the player trusted for this server, as when playing.
    options.trustedFingerprint = trusted;
    for (const OnlineTable& table : tables) {
        options.tables.push_back({table.code.toStdString(), table.token});
    }
    watch.tables = std::move(tables);
    watch.secure = secure;
    watch.trusted = trusted;
    watch.client = std::make_unique<net::TableWatchClient>(std::move(options));
    connect(watch.client.get(), &net::TableWatchClient::standing, this,
            [this, server](const wire::TableState& state) { onStanding(server, state); });
    watch.client->start();
}

void OnlineWatch::onStanding(const QString& server, const wire::TableState& state) {
    const auto watch = watches_.find(server);
    if (watch == watches_.end() || state.key() >= watch->second.tables.size()) {
        return;
    }
    const QString code = watch->second.tables[state.key()].code;
    TableStanding standing;
    standing.stage = stageOf(state.stage());
    standing.seat = state.seat();
    standing.toAct = state.to_act();
    standing.round = static_cast<int>(state.round());
    for (const std::string& name : state.names()) {
        standing.names << QString::fromStdString(name);
    }
    if (state.last_activity() > 0) {
        standing.lastMove = QDateTime::fromSecsSinceEpoch(state.last_activity());
    }
    standing.name = QString::fromStdString(state.table_name());
    TableStanding& kept = standings_[keyOf(server, code)];
    const bool cameNow = standing.yourTurn() && !kept.yourTurn() &&
                         (kept.stage != TableStanding::Stage::Unknown || announceFirstLook_);
    kept = standing;
    if (cameNow) {
        //: A desktop notification: %1 the online table's name ("Anna's table", or its code),
        //: %2 the round ("Round 6")
        emit turnCame(
            tr("Your turn in City of Rome"),
            tr("Your turn at %1 — %2")
                .arg(standing.name.isEmpty() ? tr("the table %1").arg(code) : standing.name,
                     RoundNames::name(standing.round)),
            server, code);
    }
    emit changed();
}

} // namespace cor::app
