// The table server's tables: started from the store (a restart continues them), watched for
// what the store and the watchers must know, and expired when idle.
#include "net/tables/table_server.h"

#include "engine/json/save_file.h"
#include "net/log.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <algorithm>
#include <limits>

namespace cor::net {
namespace {

constexpr qint64 kActivityStoredEverySeconds = 60;
const QString kSavesFolder = QStringLiteral("tables");

} // namespace

TableServer::TableServer(TableServerConfig config, QObject* parent)
    : QObject(parent), config_(std::move(config)) {
    if (!config_.now) {
        config_.now = [] { return QDateTime::currentSecsSinceEpoch(); };
    }
    connect(&expiryTimer_, &QTimer::timeout, this, &TableServer::expireIdle);
    connect(&watcherPings_, &QTimer::timeout, this, &TableServer::pingWatchers);
}

TableServer::~TableServer() = default;

qint64 TableServer::now() const {
    return config_.now();
}

QString TableServer::savePath(const QString& saveFile) const {
    return config_.dataDir.isEmpty() ? QString() : config_.dataDir + QLatin1Char('/') + saveFile;
}

bool TableServer::open(QString* error) {
    if (config_.dataDir.isEmpty()) {
        return store_.open(QStringLiteral(":memory:"), error);
    }
    if (!QDir().mkpath(config_.dataDir + QLatin1Char('/') + kSavesFolder)) {
        *error = QStringLiteral("cannot make the data folder %1").arg(config_.dataDir);
        return false;
    }
    // One server at a time on one data folder: two would each continue every table.
    lock_ = std::make_unique<QLockFile>(config_.dataDir + QStringLiteral("/server.lock"));
    lock_->setStaleLockTime(0);
    if (!lock_->tryLock()) {
        qint64 pid = 0;
        QString host;
        QString app;
        lock_->getLockInfo(&pid, &host, &app);
        *error = QStringLiteral("%1 is in use by another table server (process %2)")
                     .arg(config_.dataDir)
                     .arg(pid);
        return false;
    }
    if (!store_.open(config_.dataDir + QStringLiteral("/tables.sqlite"), error)) {
        return false;
    }
    for (const StoredTable& stored : store_.liveTables()) {
        if (now() - stored.lastActivity > config_.expireAfterSeconds) {
            expire(stored.code);
            continue;
        }
        QString why;
        if (startTable(stored, &why) == nullptr) {
            netLog().error("table {} cannot continue: {}", stored.code, why.toStdString());
        }
    }
    netLog().info("{} tables continue", tables_.size());
    expiryTimer_.start(config_.expiryCheckMs);
    return true;
}

HostConfig TableServer::hostConfig(const StoredTable& stored) const {
    HostConfig config;
    // Without a name the apps say "Table" and the code in their players' languages.
    config.gameName = stored.settings.name.empty() ? stored.code : stored.settings.name;
    config.players = stored.settings.players;
    config.shrine = stored.settings.shrine;
    config.hints = stored.settings.hints;
    config.bots = stored.settings.bots;
    config.seats = stored.seats;
    config.appVersion = config_.appVersion;
    config.adminToken = stored.ownerToken;
    config.keepDigests = true;
    config.autoStart = true;
    config.rematch = true;
    config.savePath = savePath(stored.saveFile);
    // A killed server loses nothing; waiting for the disk after every move of every table
    // would cap the server at a few hundred moves a second.
    config.saveDurability = SaveDurability::Replaced;
    config.standInBot = config_.standInBot;
    config.moveTimeMs = stored.settings.moveSeconds > 0 ? stored.settings.moveSeconds * 1000 : -1;
    config.resumeGraceMs = config_.resumeGraceMs;
    config.botsThink = config_.botsThink;
    config.limits = config_.limits;
    return config;
}

TableServer::LiveTable* TableServer::startTable(const StoredTable& stored, QString* error) {
    auto table = std::make_unique<LiveTable>();
    table->code = stored.code;
    table->settings = stored.settings;
    table->creator = stored.creator;
    table->lastActivity = stored.lastActivity;
    table->lastStored = stored.lastActivity;
    table->host = std::make_unique<Host>(hostConfig(stored));
    // A game saved once it began (a rematch's lobby has a save of its own still to come).
    if (!config_.dataDir.isEmpty() &&
        (stored.stage != TableStage::Lobby || QFile::exists(savePath(stored.saveFile)))) {
        try {
            // The save is written with every move (and at times between): the decision to make
            // has run at least since then.
            const QString path = savePath(stored.saveFile);
            const qint64 spentMs =
                QFileInfo(path).lastModified().msecsTo(QDateTime::currentDateTime());
            table->host->resume(
                readSavedGame(path),
                static_cast<int>(std::clamp<qint64>(spentMs, 0, std::numeric_limits<int>::max())));
        } catch (const SaveError& e) {
            *error = QString::fromUtf8(e.what());
            return nullptr;
        }
    }
    LiveTable& live = *table;
    tables_[stored.code] = std::move(table);
    indexTokens(live);
    watch(live);
    return &live;
}

void TableServer::watch(LiveTable& table) {
    Host& host = *table.host;
    const std::string code = table.code;
    connect(&host, &Host::lobbyChanged, this, [this, &table, &host] {
        if (!host.started()) { // the lobby is the table until the game begins
            store_.saveSeats(table.code, host.seats());
        }
    });
    connect(&host, &Host::gameStarted, this, [this, &table] {
        table.lastActivity = table.lastStored = now();
        store_.setStage(table.code, TableStage::Playing, table.lastActivity);
    });
    connect(&host, &Host::stateChanged, this, [this, &table] { active(table); });
    connect(&host, &Host::gameOver, this, [this, &table] {
        table.lastActivity = table.lastStored = now();
        store_.setStage(table.code, TableStage::Over, table.lastActivity);
    });
    connect(&host, &Host::rematched, this, [this, &table, &host] {
        const QString saveFile = QDir(config_.dataDir).relativeFilePath(host.config().savePath);
        table.lastActivity = table.lastStored = now();
        store_.setSaveFile(table.code, saveFile);
        store_.setStage(table.code, TableStage::Lobby, table.lastActivity);
        store_.saveSeats(table.code, host.seats());
    });
    connect(&host, &Host::saveFailed, this, [code](const QString& why) {
        netLog().error("table {}: cannot save: {}", code, why.toStdString());
    });
    // After the handlers above: the watchers hear of the activity they noted.
    for (const auto signal : {&Host::lobbyChanged, &Host::gameStarted, &Host::stateChanged,
                              &Host::gameOver, &Host::rematched}) {
        connect(&host, signal, this, [this, &table] {
            indexTokens(table);
            tellWatchers(table);
        });
    }
}

void TableServer::indexTokens(LiveTable& table) {
    unindexTokens(table);
    for (const Seat& seat : table.host->seats()) {
        if (seat.kind == SeatKind::Person && seat.token) {
            table.tokens.emplace_back(tokenBytes(*seat.token));
            tableOfToken_[table.tokens.back()] = table.code;
        }
    }
}

void TableServer::unindexTokens(LiveTable& table) {
    for (const std::string& digest : table.tokens) {
        if (const auto found = tableOfToken_.find(digest);
            found != tableOfToken_.end() && found->second == table.code) {
            tableOfToken_.erase(found);
        }
    }
    table.tokens.clear();
}

void TableServer::active(LiveTable& table) {
    table.lastActivity = now();
    // The time of the last move matters for expiry only, which counts in days.
    if (table.lastActivity - table.lastStored >= kActivityStoredEverySeconds) {
        table.lastStored = table.lastActivity;
        store_.touch(table.code, table.lastActivity);
    }
}

void TableServer::expireIdle() {
    std::vector<std::string> idle;
    for (const auto& [code, table] : tables_) {
        if (now() - table->lastActivity > config_.expireAfterSeconds) {
            idle.push_back(code);
        }
    }
    for (const std::string& code : idle) {
        expire(code);
    }
}

void TableServer::expire(const std::string& code) {
    netLog().info("table {} expires", code);
    store_.setStage(code, TableStage::Expired, now());
    if (const auto found = tables_.find(code); found != tables_.end()) {
        unindexTokens(*found->second);
        tableGone(*found->second);
        Host* host = found->second->host.release();
        host->disconnect(this); // the table it told of is gone
        tables_.erase(found);
        connect(host, &Host::allClosed, host, &QObject::deleteLater);
        host->closeAll();
    }
    if (config_.dataDir.isEmpty()) {
        emit tableExpired(QString::fromStdString(code));
        return;
    }
    QDir saves(config_.dataDir + QLatin1Char('/') + kSavesFolder);
    const QString pattern = QString::fromStdString(code) + QStringLiteral("*.json");
    for (const QString& file : saves.entryList({pattern}, QDir::Files)) {
        saves.remove(file);
    }
    emit tableExpired(QString::fromStdString(code));
}

int TableServer::tablesMadeBy(const QString& address) const {
    return static_cast<int>(std::count_if(tables_.begin(), tables_.end(), [&](const auto& entry) {
        return entry.second->creator == address;
    }));
}

Host* TableServer::host(const std::string& code) const {
    const auto found = tables_.find(code);
    return found != tables_.end() ? found->second->host.get() : nullptr;
}

void TableServer::closeAll() {
    closing_ = true;
    expiryTimer_.stop();
    watcherPings_.stop();
    for (const auto& [code, table] : tables_) {
        table->host->closeAll();
    }
    for (Connection* atTheDoor : findChildren<Connection*>(Qt::FindDirectChildrenOnly)) {
        atTheDoor->close();
    }
    if (open_ == 0) {
        emit allClosed();
    }
}

} // namespace cor::net
