// The online table server in one process, over loopback TCP: a table made and joined by its code
// and played to the end; a server started again on the same data continuing its tables; the
// door's refusals and their reasons; tokens kept as digests only; how one's tables stand, asked
// once or watched (pushed with every change); and the time per move.
#include "net/saved_game.h"
#include "net/tables/table_listener.h"
#include "net/tables/table_server.h"
#include "tests/net/net_test_support.h"

#include <QDateTime>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

class Tables {
  public:
    explicit Tables(const QString& dir, std::function<qint64()> now = {}, int resumeGraceMs = 0) {
        TableServerConfig config;
        config.dataDir = dir;
        config.resumeGraceMs = resumeGraceMs;
        config.botsThink = BotRunner::Where::WorkerThread;
        config.now = std::move(now);
        config.expiryCheckMs = 50;
        server = std::make_unique<TableServer>(config);
        QString why;
        EXPECT_TRUE(server->open(&why)) << why.toStdString();
        listener = std::make_unique<TableListener>(*server);
        EXPECT_TRUE(listener->listen(QHostAddress::LocalHost, 0));
    }
    quint16 port() const { return listener->port(); }

    std::unique_ptr<TableServer> server;
    std::unique_ptr<TableListener> listener;
};

ClientOptions newTable(const std::string& name, int players, std::vector<std::string> bots) {
    ClientOptions options = clientOptions(name, -2);
    options.newTable = TableSettings{players, std::move(bots), false, false, 0, {}};
    return options;
}

ClientOptions byCode(const std::string& name, const std::string& code) {
    ClientOptions options = clientOptions(name, -1);
    options.tableCode = code;
    return options;
}

// A client whose connection the door refused: the error it was given.
int refusal(ClientSession& client) {
    EXPECT_TRUE(waitFor([&] { return client.state() == ClientSession::State::Failed; }));
    EXPECT_TRUE(client.handshakeRefused());
    return client.lastError();
}

TEST(TableServer, AFriendJoinsByTheCodeAndTheTablePlaysToTheEnd) {
    QTemporaryDir dir;
    Tables tables(dir.path());
    auto owner = tcpClient(tables.port(), newTable("Aurelia", 3, {"random"}));
    BotClient ownerBot(*owner, "random", 1);
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    EXPECT_TRUE(owner->admin()) << "the table's maker owns it";
    const std::string code = owner->tableCode();
    ASSERT_EQ(code.size(), 11U);
    // Typed as a friend would: lower case, a space for the dash.
    std::string typed = code;
    typed[5] = ' ';
    std::transform(typed.begin(), typed.end(), typed.begin(), ::tolower);
    auto friendly = tcpClient(tables.port(), byCode("Brutus", typed));
    BotClient friendBot(*friendly, "random", 2);
    ASSERT_TRUE(waitFor([&] { return friendly->seat() == 1; }));
    EXPECT_FALSE(friendly->admin());
    ASSERT_TRUE(waitFor([&] { return owner->gameOver() && friendly->gameOver(); }, 60'000));
    EXPECT_EQ(owner->scores().front().total, friendly->scores().front().total);
}

TEST(TableServer, AServerStartedAgainOnItsDataContinuesEveryTable) {
    QTemporaryDir dir;
    std::string lobbyCode;
    std::string gameCode;
    std::optional<SeatToken> ownerToken;
    std::uint32_t stateId = 0;
    {
        Tables tables(dir.path());
        auto waiting = tcpClient(tables.port(), newTable("Aurelia", 3, {}));
        auto playing = tcpClient(tables.port(), newTable("Brutus", 2, {"random"}));
        ASSERT_TRUE(waitFor([&] { return waiting->seat() == 0 && playing->seat() == 0; }));
        playing->setReady(true);
        // Brutus is to decide and does not: the game stands mid-way.
        ASSERT_TRUE(waitFor([&] { return !playing->legal().empty(); }));
        lobbyCode = waiting->tableCode();
        gameCode = playing->tableCode();
        ownerToken = playing->token();
        stateId = tableOf(*tables.server->host(gameCode)).stateId();
    } // the server is gone, as if killed: nothing was saved on the way out
    Tables again(dir.path());
    EXPECT_EQ(again.server->tableCount(), 2);
    const Host* lobby = again.server->host(lobbyCode);
    ASSERT_NE(lobby, nullptr);
    EXPECT_FALSE(lobby->started());
    EXPECT_EQ(lobby->seats().front().name, "Aurelia");
    const Host* game = again.server->host(gameCode);
    ASSERT_NE(game, nullptr);
    ASSERT_TRUE(game->started());
    EXPECT_EQ(tableOf(*game).stateId(), stateId);
    ClientOptions back = byCode("Brutus", gameCode);
    back.token = ownerToken;
    auto brutus = tcpClient(again.port(), back);
    ASSERT_TRUE(waitFor([&] { return brutus->seat() == 0 && !brutus->legal().empty(); }));
    EXPECT_TRUE(brutus->admin()) << "the owner's token is the table's too";
}

TEST(TableServer, TheDoorRefusesWithAReason) {
    QTemporaryDir dir;
    qint64 clock = 1'000'000;
    Tables tables(dir.path(), [&] { return clock; });
    auto owner = tcpClient(tables.port(), newTable("Aurelia", 2, {}));
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    const std::string code = owner->tableCode();

    auto full = tcpClient(tables.port(), byCode("Brutus", code));
    ASSERT_TRUE(waitFor([&] { return full->seat() == 1; }));
    auto third = tcpClient(tables.port(), byCode("Cassia", code));
    EXPECT_EQ(refusal(*third), wire::ERROR_GAME_FULL);

    // Another table's token is no key to this one.
    auto other = tcpClient(tables.port(), newTable("Decimus", 2, {"random"}));
    ASSERT_TRUE(waitFor([&] { return other->seat() == 0; }));
    ClientOptions stolen = byCode("Decimus", code);
    stolen.token = other->token();
    auto thief = tcpClient(tables.port(), stolen);
    EXPECT_EQ(refusal(*thief), wire::ERROR_BAD_TOKEN);
    other->disconnectFromHost();

    ClientOptions plain = clientOptions("Eppia");
    auto helloFirst = tcpClient(tables.port(), plain);
    EXPECT_EQ(refusal(*helloFirst), wire::ERROR_PROTOCOL);

    auto wrong = tcpClient(tables.port(), byCode("Fabia", "22222-22222"));
    EXPECT_EQ(refusal(*wrong), wire::ERROR_NO_TABLE);
    EXPECT_TRUE(wrong->lastErrorMessage().contains(QStringLiteral("no table has the code")));

    // The table idle longer than the expiry: gone, and its code says so.
    owner->disconnectFromHost();
    full->disconnectFromHost();
    clock += 31LL * 24 * 3600;
    ASSERT_TRUE(waitFor([&] { return tables.server->host(code) == nullptr; }));
    auto late = tcpClient(tables.port(), byCode("Brutus", code));
    EXPECT_EQ(refusal(*late), wire::ERROR_NO_TABLE);
    EXPECT_TRUE(late->lastErrorMessage().contains(QStringLiteral("expired")));
    auto fresh = tcpClient(tables.port(), newTable("Gaia", 2, {"random"}));
    ASSERT_TRUE(waitFor([&] { return fresh->seat() == 0; }));

    // Wrong codes from one address: after ten in ten minutes (the expired one and nine more),
    // even a right one must wait.
    for (int i = 0; i < 9; ++i) {
        auto guess =
            tcpClient(tables.port(), byCode("Guesser", "33333-3333" + std::to_string(i + 2)));
        EXPECT_EQ(refusal(*guess), wire::ERROR_NO_TABLE);
    }
    auto right = tcpClient(tables.port(), byCode("Hortensia", fresh->tableCode()));
    EXPECT_EQ(refusal(*right), wire::ERROR_TOO_MANY_TRIES);
    clock += 601;
    auto later = tcpClient(tables.port(), byCode("Hortensia", fresh->tableCode()));
    EXPECT_EQ(refusal(*later), wire::ERROR_GAME_FULL) << "the door opens again, and it is full";
}

TEST(TableServer, KeepsNoTokenOnlyItsDigest) {
    QTemporaryDir dir;
    Tables tables(dir.path());
    auto owner = tcpClient(tables.port(), newTable("Aurelia", 2, {"random"}));
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    owner->setReady(true);
    ASSERT_TRUE(waitFor([&] { return !owner->legal().empty(); }));
    const std::string token = tokenToHex(*owner->token());
    const std::string digest = tokenToHex(tokenDigest(*owner->token()));
    for (const QString& file :
         {QStringLiteral("tables.sqlite"), QStringLiteral("tables.sqlite-wal"),
          QStringLiteral("tables/") + QString::fromStdString(owner->tableCode()) +
              QStringLiteral(".json")}) {
        QFile in(dir.filePath(file));
        ASSERT_TRUE(in.open(QIODevice::ReadOnly)) << file.toStdString();
        const QByteArray bytes = in.readAll();
        EXPECT_FALSE(bytes.contains(QByteArray::fromStdString(token))) << file.toStdString();
        if (file.endsWith(QStringLiteral(".json"))) {
            EXPECT_TRUE(bytes.contains(QByteArray::fromStdString(digest)));
        }
    }
}

// A table of Aurelia and a bot where her decision waits, with its time per move, left by a
// server that was down two hours since: what is needed to rejoin her seat.
struct LeftTable {
    std::string code;
    std::optional<SeatToken> token;
};
LeftTable tableLeftTwoHoursAgo(const QString& dir, int moveSeconds) {
    LeftTable left;
    {
        Tables tables(dir);
        ClientOptions options = newTable("Aurelia", 2, {"random"});
        options.newTable->moveSeconds = moveSeconds;
        auto slow = tcpClient(tables.port(), options);
        EXPECT_TRUE(waitFor([&] { return slow->seat() == 0; }));
        slow->setReady(true);
        EXPECT_TRUE(waitFor([&] { return !slow->legal().empty(); }));
        left = {slow->tableCode(), slow->token()};
    }
    QFile save(dir + "/tables/" + QString::fromStdString(left.code) + ".json");
    EXPECT_TRUE(save.open(QIODevice::ReadWrite));
    EXPECT_TRUE(save.setFileTime(QDateTime::currentDateTime().addSecs(-7200),
                                 QFileDevice::FileModificationTime));
    return left;
}

TEST(TimePerMove, CountsOnAcrossARestartOfTheServer) {
    QTemporaryDir dir;
    // The server was down for two hours while the hour for Aurelia's decision ran.
    const LeftTable left = tableLeftTwoHoursAgo(dir.path(), 3600);
    Tables again(dir.path());
    const Host* game = again.server->host(left.code);
    ASSERT_NE(game, nullptr);
    const std::size_t before = tableOf(*game).record().actions.size();
    EXPECT_TRUE(waitFor([&] { return tableOf(*game).record().actions.size() > before; }))
        << "her time is up: the bot takes that decision for her";
    EXPECT_TRUE(game->seats().front().standIn.empty()) << "that one, not her game";
}

// A restarted server gives the players' apps time to rejoin before any bot decides for them,
// even where the time per move ran out while it was down.
TEST(TimePerMove, ARestartedServerWaitsForThePlayersToRejoin) {
    QTemporaryDir dir;
    const LeftTable left = tableLeftTwoHoursAgo(dir.path(), 60);
    Tables again(dir.path(), {}, 60'000);
    const Host* game = again.server->host(left.code);
    ASSERT_NE(game, nullptr);
    const std::uint32_t stood = tableOf(*game).stateId();
    ClientOptions back = byCode("Aurelia", left.code);
    back.token = left.token;
    auto aurelia = tcpClient(again.port(), back);
    ASSERT_TRUE(waitFor([&] { return aurelia->seat() == 0 && !aurelia->legal().empty(); }));
    EXPECT_EQ(aurelia->view()->stateId, stood) << "her decision waited for her";
    EXPECT_EQ(tableOf(*game).stateId(), stood);
}

// A table has the name its owner gave it, kept across a restart, in its lobby and in what the
// server says of how it stands; a name that would turn the direction of text is refused.
TEST(TableServer, ATableHasTheNameItsOwnerGaveIt) {
    QTemporaryDir dir;
    std::string code;
    {
        Tables tables(dir.path());
        ClientOptions options = newTable("Aurelia", 2, {});
        options.newTable->name = "Aurelia's table";
        auto owner = tcpClient(tables.port(), options);
        ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
        EXPECT_EQ(owner->lobby().gameName, "Aurelia's table");
        code = owner->tableCode();

        ClientOptions turning = newTable("Brutus", 2, {});
        turning.newTable->name = "Brutus\u202Elbat";
        auto refused = tcpClient(tables.port(), turning);
        EXPECT_EQ(refusal(*refused), wire::ERROR_BAD_NAME);
        EXPECT_NE(refused->lastErrorMessage().indexOf(QStringLiteral("direction")), -1)
            << refused->lastErrorMessage().toStdString();
    }
    Tables again(dir.path());
    const Host* table = again.server->host(code);
    ASSERT_NE(table, nullptr);
    ClientOptions back = byCode("Brutus", code);
    auto brutus = tcpClient(again.port(), back);
    ASSERT_TRUE(waitFor([&] { return brutus->seat() == 1; }));
    EXPECT_EQ(brutus->lobby().gameName, "Aurelia's table") << "kept across a restart";
}

// The data of a server from before tables had names: its tables go on, without names.
TEST(TableServer, AnOlderServersDataGainsTableNames) {
    QTemporaryDir dir;
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "older");
        old.setDatabaseName(dir.path() + QStringLiteral("/tables.sqlite"));
        ASSERT_TRUE(old.open());
        QSqlQuery made(old);
        ASSERT_TRUE(made.exec(QStringLiteral(
            "CREATE TABLE tables (code TEXT PRIMARY KEY, created INTEGER NOT NULL,"
            " last_activity INTEGER NOT NULL, stage TEXT NOT NULL, players INTEGER NOT NULL,"
            " bots TEXT NOT NULL, shrine INTEGER NOT NULL, hints INTEGER NOT NULL,"
            " move_seconds INTEGER NOT NULL, creator TEXT NOT NULL, owner_token TEXT NOT NULL,"
            " save_file TEXT NOT NULL)")));
        ASSERT_TRUE(made.exec(
            QStringLiteral("INSERT INTO tables VALUES ('K7QXM-2PR9D', %1, %1, 'lobby', 2, '', 0, 0,"
                           " 0, '127.0.0.1', '00000000000000000000000000000000',"
                           " 'tables/K7QXM-2PR9D.json')")
                .arg(QDateTime::currentSecsSinceEpoch())));
        ASSERT_TRUE(made.exec(QStringLiteral(
            "CREATE TABLE seats (code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,"
            " seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,"
            " colour INTEGER NOT NULL, bot TEXT NOT NULL, token TEXT,"
            " PRIMARY KEY (code, seat))")));
        ASSERT_TRUE(made.exec(QStringLiteral(
            "INSERT INTO seats VALUES ('K7QXM-2PR9D', 0, 'person', 'Octavia', 0, '', NULL),"
            " ('K7QXM-2PR9D', 1, 'open', '', 1, '', NULL)")));
        made.finish();
        old.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("older"));
    Tables tables(dir.path());
    EXPECT_EQ(tables.server->tableCount(), 1);
    const Host* kept = tables.server->host("K7QXM-2PR9D");
    ASSERT_NE(kept, nullptr);
    EXPECT_EQ(kept->seats().front().name, "Octavia");
    ClientOptions options = newTable("Aurelia", 2, {});
    options.newTable->name = "Aurelia's table";
    auto owner = tcpClient(tables.port(), options);
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    EXPECT_EQ(owner->lobby().gameName, "Aurelia's table");
}

TEST(TableServer, SaysHowTheAskersTablesStand) {
    QTemporaryDir dir;
    Tables tables(dir.path());
    auto owner = tcpClient(tables.port(), newTable("Aurelia", 2, {"random"}));
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    owner->setReady(true);
    ASSERT_TRUE(waitFor([&] { return !owner->legal().empty(); }));
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, tables.port());
    ASSERT_TRUE(socket.waitForConnected(5000));
    wire::Envelope query;
    query.mutable_table_query()->set_protocol_version(kProtocolVersion);
    wire::TableKey& mine = *query.mutable_table_query()->add_tables();
    mine.set_code(owner->tableCode());
    mine.set_token(std::string(tokenBytes(*owner->token())));
    wire::TableKey& notMine = *query.mutable_table_query()->add_tables();
    notMine.set_code(owner->tableCode());
    notMine.set_token(std::string(16, 'x'));
    const std::string frame = encodeFrame(query.SerializeAsString());
    socket.write(frame.data(), static_cast<qint64>(frame.size()));
    FrameReader reader(kMaxHostFrameBytes);
    std::optional<std::string> answer;
    ASSERT_TRUE(waitFor([&] {
        reader.append(socket.readAll().toStdString());
        answer = answer ? answer : reader.next();
        return answer.has_value();
    }));
    wire::Envelope status;
    ASSERT_TRUE(status.ParseFromString(*answer));
    ASSERT_EQ(status.table_status().tables_size(), 2);
    const wire::TableState& state = status.table_status().tables(0);
    EXPECT_EQ(state.stage(), wire::TableState::PLAYING);
    EXPECT_EQ(state.seat(), 0);
    EXPECT_EQ(state.to_act(), 0);
    EXPECT_EQ(state.names(0), "Aurelia");
    EXPECT_GT(state.last_activity(), 0) << "Continue dates the table by its last move";
    EXPECT_EQ(state.table_name(), "") << "a table its owner did not name";
    EXPECT_EQ(status.table_status().tables(1).stage(), wire::TableState::GONE)
        << "a wrong token learns nothing of the table";
}

// A watch over loopback TCP that, once it has asked, says nothing more: every status it gets
// is the server's own doing.
class QuietWatcher {
  public:
    QuietWatcher(quint16 port, const std::vector<std::pair<std::string, SeatToken>>& tables) {
        socket_.connectToHost(QHostAddress::LocalHost, port);
        EXPECT_TRUE(socket_.waitForConnected(5000));
        wire::Envelope watch;
        watch.mutable_table_query()->set_protocol_version(kProtocolVersion);
        watch.mutable_table_query()->set_watch(true);
        for (const auto& [code, token] : tables) {
            wire::TableKey& key = *watch.mutable_table_query()->add_tables();
            key.set_code(code);
            key.set_token(std::string(tokenBytes(token)));
        }
        const std::string frame = encodeFrame(watch.SerializeAsString());
        socket_.write(frame.data(), static_cast<qint64>(frame.size()));
        QObject::connect(&socket_, &QTcpSocket::readyRead, [this] {
            reader_.append(socket_.readAll().toStdString());
            while (const std::optional<std::string> payload = reader_.next()) {
                wire::Envelope message;
                EXPECT_TRUE(message.ParseFromString(*payload));
                if (message.has_table_status()) {
                    statuses.push_back(message.table_status());
                }
            }
        });
    }
    // Waits for the status after the first `seen`, and returns it.
    wire::TableStatus next(std::size_t seen) {
        EXPECT_TRUE(waitFor([&] { return statuses.size() > seen; }));
        return statuses.size() > seen ? statuses[seen] : wire::TableStatus();
    }
    bool open() const { return socket_.state() == QAbstractSocket::ConnectedState; }

    std::vector<wire::TableStatus> statuses;

  private:
    QTcpSocket socket_;
    FrameReader reader_{kMaxHostFrameBytes};
};

TEST(TableServer, AWatcherHearsHowItsTablesStandAndThenEachChangeWithoutAsking) {
    QTemporaryDir dir;
    Tables tables(dir.path());
    auto owner = tcpClient(tables.port(), newTable("Aurelia", 2, {}));
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    const std::string code = owner->tableCode();
    SeatToken wrong{};
    wrong.fill(0x78);
    // By code and token; by the token alone (as `cityofrome-cli watch --token`); a wrong token.
    QuietWatcher watcher(tables.port(),
                         {{code, *owner->token()}, {"", *owner->token()}, {code, wrong}});
    const wire::TableStatus first = watcher.next(0);
    ASSERT_EQ(first.tables_size(), 3) << "every table at once";
    for (int key = 0; key < 2; ++key) {
        EXPECT_EQ(first.tables(key).key(), static_cast<std::uint32_t>(key));
        EXPECT_EQ(first.tables(key).code(), code);
        EXPECT_EQ(first.tables(key).stage(), wire::TableState::LOBBY);
        EXPECT_EQ(first.tables(key).seat(), 0);
    }
    EXPECT_EQ(first.tables(2).stage(), wire::TableState::GONE)
        << "a wrong token learns nothing of the table";

    auto guest = tcpClient(tables.port(), byCode("Brutus", code));
    BotClient guestBot(*guest, "random", 2);
    ASSERT_TRUE(waitFor([&] { return guest->seat() == 1; }));
    owner->setReady(true);
    // Aurelia's turn comes: the watcher hears of it, having asked nothing more.
    ASSERT_TRUE(waitFor([&] {
        return !watcher.statuses.empty() &&
               watcher.statuses.back().tables(0).stage() == wire::TableState::PLAYING &&
               watcher.statuses.back().tables(0).to_act() == 0;
    }));
    const wire::TableState playing = watcher.statuses.back().tables(0);
    EXPECT_EQ(playing.names(1), "Brutus");
    for (std::size_t pushed = 1; pushed < watcher.statuses.size(); ++pushed) {
        for (const wire::TableState& state : watcher.statuses[pushed].tables()) {
            EXPECT_NE(state.key(), 2U) << "nothing more of a table the token has no seat at";
        }
    }
    // Aurelia decides until it is Brutus's turn: the watcher hears it as it happens.
    const std::size_t seen = watcher.statuses.size();
    std::optional<std::uint32_t> decidedIn;
    ASSERT_TRUE(waitFor([&] {
        const std::optional<PlayerView>& view = owner->view();
        if (view && view->toAct == 0 && !owner->legal().empty() && view->stateId != decidedIn) {
            decidedIn = view->stateId;
            owner->submit(owner->legal().front());
        }
        return std::any_of(
            watcher.statuses.begin() + static_cast<std::ptrdiff_t>(seen), watcher.statuses.end(),
            [](const wire::TableStatus& status) { return status.tables(0).to_act() == 1; });
    })) << "Brutus's turn is pushed";
    EXPECT_TRUE(watcher.open()) << "a watch stays open";
}

TEST(TableServer, AWatchedTableThatExpiresIsGone) {
    QTemporaryDir dir;
    qint64 clock = 1'000'000;
    Tables tables(dir.path(), [&] { return clock; });
    auto owner = tcpClient(tables.port(), newTable("Aurelia", 2, {}));
    ASSERT_TRUE(waitFor([&] { return owner->seat() == 0; }));
    const std::string code = owner->tableCode();
    QuietWatcher watcher(tables.port(), {{"", *owner->token()}});
    ASSERT_EQ(watcher.next(0).tables(0).stage(), wire::TableState::LOBBY);
    owner->disconnectFromHost();
    clock += 31LL * 24 * 3600;
    ASSERT_TRUE(waitFor([&] {
        const wire::TableStatus& last = watcher.statuses.back();
        return last.tables(0).stage() == wire::TableState::GONE;
    }));
    EXPECT_EQ(watcher.statuses.back().tables(0).code(), code) << "which table is gone";
}

TEST(TimePerMove, APersonWhoTakesTooLongHasTheBotTakeThatDecisionConnectedOrAway) {
    HostConfig config = testConfig(2, {"random"}, 3);
    config.moveTimeMs = 100;
    config.standInBot = "random";
    Host host(config);
    auto slow = localClient(host, clientOptions("Aurelia", 0));
    ASSERT_TRUE(waitFor([&] { return slow->seat() == 0; }));
    slow->setReady(true);
    ASSERT_TRUE(waitFor([&] { return host.started() && tableOf(host).toAct() == 0; }));
    const std::uint32_t before = tableOf(host).stateId();
    // Connected, the person loses one decision to the bot, then decides again.
    ASSERT_TRUE(waitFor([&] { return tableOf(host).stateId() != before; }));
    EXPECT_TRUE(host.seats().front().standIn.empty());
    ASSERT_TRUE(waitFor([&] { return tableOf(host).toAct() == 0 && !slow->legal().empty(); }));
    // Away, the bot takes one decision each time their time runs out, never their whole game.
    slow->disconnectFromHost();
    const std::size_t away = tableOf(host).record().actions.size();
    ASSERT_TRUE(waitFor([&] { return tableOf(host).record().actions.size() > away + 3; }));
    EXPECT_TRUE(host.seats().front().standIn.empty());
    EXPECT_FALSE(host.over()) << "a decision a time per move";
}

} // namespace
} // namespace cor::net::test
