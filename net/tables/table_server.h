// An online table server (issue 29, cityofrome-server --tables): many games at once, each an
// authoritative Host as in a LAN game, each behind an invite code. A connection's first message
// is for the door: make a table (the answer is its code and the owner's token), open the table
// of a code, or ask how one's tables stand, once or as a watch that hears of every change. The
// door then hands the connection to the table's host, which takes the hello as a LAN host does.
// Tables live in a TableStore and their saves beside it, and a server started on the same data
// continues every table.
//
// The server protects itself: connections and tables per address, the server's tables, wrong
// codes per address in a window (with 2^49.5 codes a guesser gets nowhere), the door's one
// message in a few seconds; the hosts limit what follows as on a LAN. A table nobody touched for
// expireAfterSeconds expires: its code then says so, and its saves are gone.
#pragma once

#include "net/bot_runner.h"
#include "net/host.h"
#include "net/tables/table_store.h"

#include <QElapsedTimer>
#include <QHash>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace cor::net {

struct TableServerConfig {
    QString dataDir; // the database and the saves; empty: in memory only (the fuzzer)
    int maxTables = 10'000;
    int maxTablesPerAddress = 20;      // live tables one address made
    int maxConnectionsPerAddress = 32; // at once
    int wrongCodesPerAddress = 10;     // in a window; more and the door says wait
    int wrongCodeWindowSeconds = 600;
    qint64 expireAfterSeconds = 30LL * 24 * 3600;
    int doorTimeoutMs = 10'000;
    int expiryCheckMs = 60'000;
    std::string appVersion;
    HostLimits limits;
    BotRunner::Where botsThink = BotRunner::Where::SharedPool;
    std::string standInBot = "normal";
    // After a restart the tables' times per move wait at least this long for the players' apps
    // to rejoin before a bot decides for anyone.
    int resumeGraceMs = 60'000;
    // Seconds since the epoch; tests may turn the clock.
    std::function<qint64()> now;
};

class TableServer : public QObject {
    Q_OBJECT
  public:
    explicit TableServer(TableServerConfig config, QObject* parent = nullptr);
    ~TableServer() override;

    // Opens the data folder and continues every table in it; false and `error` set when it
    // cannot.
    bool open(QString* error);
    // A new peer at the door; the server owns it from now on.
    void addConnection(Connection* connection);
    int tableCount() const { return static_cast<int>(tables_.size()); }
    // The host of the table with `code` (as shown), if it is live.
    Host* host(const std::string& code) const;
    // Expires every table idle too long (also on a timer).
    void expireIdle();
    // Saves every table and closes every connection; allClosed() follows.
    void closeAll();

  signals:
    void tableOpened(const QString& code);
    void tableExpired(const QString& code);
    void allClosed();

  private:
    struct Watcher;
    struct LiveTable {
        std::string code;
        TableSettings settings;
        QString creator;
        std::unique_ptr<Host> host;
        qint64 lastActivity = 0;
        qint64 lastStored = 0;           // the activity the database knows of
        std::vector<std::string> tokens; // its persons' token digests, as tableOfToken_ has them
        std::vector<Watcher*> watchers;  // of its standing
    };
    // One table a watcher asked for: the live table it names, or none (GONE from then on).
    struct WatchedTable {
        std::string code;
        std::optional<SeatToken> digest;
        std::string said; // the standing last sent, serialized
    };
    // A connection that watches how tables stand (a TableQuery with watch): it hears a
    // TableStatus whenever one of them changes, and is pinged as a host's peers are.
    struct Watcher {
        Connection* connection = nullptr;
        std::vector<WatchedTable> tables;
        QElapsedTimer lastHeard;
    };
    struct Address {
        int connections = 0;
        std::deque<qint64> wrongCodes; // when
    };

    // table_door.cpp: the first message
    void onDoorMessage(Connection* connection, const wire::Envelope& message);
    void onNewTable(Connection* connection, const wire::NewTable& request);
    void onOpenTable(Connection* connection, const wire::OpenTable& request);
    void onTableQuery(Connection* connection, const wire::TableQuery& query);
    // The table a key names, its token's digest in `digest`; empty: none (GONE).
    std::string tableOf(const wire::TableKey& key, std::optional<SeatToken>& digest) const;
    // How the table `code` stands for the holder of the token of `digest`; GONE when the table
    // is not live or no person's seat there has that token.
    void fillStanding(const std::string& code, const std::optional<SeatToken>& digest,
                      wire::TableState& state) const;
    void refuse(Connection* connection, wire::ErrorCode code, const std::string& why);
    static QString addressOf(const Connection* connection);

    // table_server.cpp: the tables
    LiveTable* startTable(const StoredTable& stored, QString* error);
    HostConfig hostConfig(const StoredTable& stored) const;
    void watch(LiveTable& table);
    void active(LiveTable& table);
    void expire(const std::string& code);
    QString savePath(const QString& saveFile) const;
    qint64 now() const;
    int tablesMadeBy(const QString& address) const;
    // Keeps tableOfToken_ in step with the table's seats.
    void indexTokens(LiveTable& table);
    void unindexTokens(LiveTable& table);

    // table_watch.cpp: the watchers
    void startWatch(Connection* connection, const wire::TableQuery& query);
    // How a watched table stands, as the watcher's `key`-th table.
    wire::TableState standingOf(const WatchedTable& watched, std::size_t key) const;
    void onWatcherMessage(Watcher& watcher, const wire::Envelope& message);
    void onWatcherClosed(Connection* connection);
    // Tells the table's watchers how it stands now, where that changed.
    void tellWatchers(LiveTable& table);
    // The table is gone: its watchers hear so, and watch nothing there any more.
    void tableGone(LiveTable& table);
    // Pings every watcher, and drops those silent for too long.
    void pingWatchers();

    TableServerConfig config_;
    std::unique_ptr<QLockFile> lock_; // the data folder's
    TableStore store_;
    // Before the tables: a host's connections, closing as it is destroyed, count down here.
    QHash<QString, Address> addresses_;
    std::map<std::string, std::unique_ptr<LiveTable>> tables_;
    // A live table by a person's token digest there (as bytes): a token alone names its table.
    std::unordered_map<std::string, std::string> tableOfToken_;
    std::vector<std::unique_ptr<Watcher>> watchers_;
    QTimer watcherPings_;
    QTimer expiryTimer_;
    int open_ = 0; // connections
    bool closing_ = false;
};

} // namespace cor::net
