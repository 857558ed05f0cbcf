// The table server's door: a connection's first message makes a table, opens the table of a
// code, or asks how the asker's tables stand (once, or to watch them). Everything it refuses, it
// refuses with a reason.
#include "engine/bots/bot.h"
#include "net/invite_code.h"
#include "net/log.h"
#include "net/tables/table_server.h"

namespace cor::net {
namespace {

constexpr int kMaxQueriedTables = 64;
constexpr std::uint32_t kMaxMoveSeconds = 30U * 24 * 3600;
constexpr int kMaxNameLength = 24;

wire::TableState::Stage stageOf(const Host& host) {
    return !host.started() ? wire::TableState::LOBBY
           : host.over()   ? wire::TableState::OVER
                           : wire::TableState::PLAYING;
}

} // namespace

QString TableServer::addressOf(const Connection* connection) {
    const QString name = connection->peerName(); // "address:port"
    return name.left(name.lastIndexOf(QLatin1Char(':')));
}

void TableServer::refuse(Connection* connection, wire::ErrorCode code, const std::string& why) {
    netLog().info("{} refused at the door: {}", connection->peerName().toStdString(), why);
    wire::Envelope error;
    error.mutable_error()->set_code(code);
    error.mutable_error()->set_message(why);
    error.mutable_error()->set_fatal(true);
    connection->send(error);
    connection->close();
}

void TableServer::addConnection(Connection* connection) {
    connection->setParent(this);
    const QString address = addressOf(connection);
    if (closing_ || addresses_[address].connections >= config_.maxConnectionsPerAddress) {
        return refuse(connection, wire::ERROR_SERVER_FULL, "too many connections");
    }
    ++addresses_[address].connections;
    ++open_;
    connect(connection, &Connection::closed, this, [this, connection, address] {
        if (connection->parent() == this) { // not a table's: its host deletes those
            connection->deleteLater();
        }
        const auto found = addresses_.find(address);
        if (found != addresses_.end() && --found->connections <= 0 && found->wrongCodes.empty()) {
            addresses_.erase(found);
        }
        if (--open_ == 0 && closing_) {
            emit allClosed();
        }
    });
    auto* timer = new QTimer(connection);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this,
            [this, connection] { refuse(connection, wire::ERROR_TIMEOUT, "said nothing"); });
    timer->start(config_.doorTimeoutMs);
    connect(connection, &Connection::received, this,
            [this, connection, timer](const wire::Envelope& message) {
                timer->stop();
                timer->deleteLater();
                // The door hears one message; the table's host hears the rest.
                QObject::disconnect(connection, &Connection::received, this, nullptr);
                onDoorMessage(connection, message);
            });
}

void TableServer::onDoorMessage(Connection* connection, const wire::Envelope& message) {
    switch (message.body_case()) {
    case wire::Envelope::kNewTable:
        return onNewTable(connection, message.new_table());
    case wire::Envelope::kOpenTable:
        return onOpenTable(connection, message.open_table());
    case wire::Envelope::kTableQuery:
        return onTableQuery(connection, message.table_query());
    default:
        return refuse(connection, wire::ERROR_PROTOCOL,
                      "a table server: ask for a table or open one by its code first");
    }
}

void TableServer::onNewTable(Connection* connection, const wire::NewTable& request) {
    if (request.protocol_version() != kProtocolVersion) {
        return refuse(connection, wire::ERROR_VERSION,
                      "the server speaks protocol version " + std::to_string(kProtocolVersion) +
                          ", the client " + std::to_string(request.protocol_version()));
    }
    const int players = static_cast<int>(request.players());
    if (players < 2 || players > 4 || request.bots_size() >= players ||
        request.move_seconds() > kMaxMoveSeconds ||
        (request.has_colour() && request.colour() >= static_cast<std::uint32_t>(kColourCount))) {
        return refuse(connection, wire::ERROR_NOT_ALLOWED,
                      "a table is for 2 to 4 players, the owner and at most 3 bots");
    }
    TableSettings settings;
    settings.players = players;
    for (const std::string& bot : request.bots()) {
        if (!isBotName(bot)) {
            return refuse(connection, wire::ERROR_NOT_ALLOWED, "no bot is called " + bot);
        }
        settings.bots.push_back(bot);
    }
    settings.shrine = request.shrine();
    settings.hints = request.hints();
    settings.moveSeconds = static_cast<int>(request.move_seconds());
    const auto name = cleanName(request.name(), kMaxNameLength);
    if (!name) {
        return refuse(connection, wire::ERROR_BAD_NAME,
                      whyNotClean(request.name(), kMaxNameLength, "a name"));
    }
    if (!request.table_name().empty()) {
        const auto tableName = cleanName(request.table_name(), kMaxGameNameLength);
        if (!tableName) {
            return refuse(connection, wire::ERROR_BAD_NAME,
                          whyNotClean(request.table_name(), kMaxGameNameLength, "a table's name"));
        }
        settings.name = *tableName;
    }
    const QString address = addressOf(connection);
    if (tableCount() >= config_.maxTables) {
        return refuse(connection, wire::ERROR_TABLE_LIMIT,
                      "the server holds as many tables as it may; try again later");
    }
    if (tablesMadeBy(address) >= config_.maxTablesPerAddress) {
        return refuse(connection, wire::ERROR_TABLE_LIMIT,
                      "your address made " + std::to_string(config_.maxTablesPerAddress) +
                          " tables that are still open; finish one first");
    }
    StoredTable stored;
    do {
        stored.code = newInviteCode();
    } while (tables_.count(stored.code) > 0 || store_.stageOf(stored.code));
    const SeatToken token = newSeatToken();
    stored.created = stored.lastActivity = now();
    stored.settings = settings;
    stored.creator = address;
    stored.ownerToken = tokenDigest(token);
    stored.saveFile = QStringLiteral("tables/%1.json").arg(QString::fromStdString(stored.code));
    stored.seats = newSeats(players, settings.bots);
    seatOwner(stored.seats, *name, request.has_colour() ? static_cast<int>(request.colour()) : -1,
              stored.ownerToken);
    // Kept before the owner hears of it: a code once given is never lost.
    if (!store_.add(stored)) {
        netLog().error("cannot keep a new table: {}", store_.lastError().toStdString());
        return refuse(connection, wire::ERROR_UNSPECIFIED, "the server cannot keep a table now");
    }
    QString why;
    LiveTable* table = startTable(stored, &why);
    if (table == nullptr) {
        return refuse(connection, wire::ERROR_UNSPECIFIED, why.toStdString());
    }
    netLog().info("{} opened table {} for {} players", address.toStdString(), stored.code, players);
    wire::Envelope opened;
    opened.mutable_table_opened()->set_code(stored.code);
    opened.mutable_table_opened()->set_token(std::string(tokenBytes(token)));
    connection->send(opened);
    table->host->addConnection(connection);
    emit tableOpened(QString::fromStdString(stored.code));
}

void TableServer::onOpenTable(Connection* connection, const wire::OpenTable& request) {
    Address& address = addresses_[addressOf(connection)];
    const qint64 since = now() - config_.wrongCodeWindowSeconds;
    while (!address.wrongCodes.empty() && address.wrongCodes.front() <= since) {
        address.wrongCodes.pop_front();
    }
    if (static_cast<int>(address.wrongCodes.size()) >= config_.wrongCodesPerAddress) {
        return refuse(connection, wire::ERROR_TOO_MANY_TRIES,
                      "too many wrong codes from your address; try again in a few minutes");
    }
    const auto code = readInviteCode(request.code());
    if (Host* found = code ? host(*code) : nullptr) {
        found->addConnection(connection);
        return;
    }
    address.wrongCodes.push_back(now());
    if (code && store_.stageOf(*code) == TableStage::Expired) {
        return refuse(connection, wire::ERROR_NO_TABLE,
                      "the table " + *code + " has expired: nobody played at it for " +
                          std::to_string(config_.expireAfterSeconds / (24 * 3600)) + " days");
    }
    return refuse(connection, wire::ERROR_NO_TABLE,
                  "no table has the code " + (code ? *code : request.code().substr(0, 20)));
}

void TableServer::onTableQuery(Connection* connection, const wire::TableQuery& query) {
    if (query.protocol_version() != kProtocolVersion || query.tables_size() > kMaxQueriedTables) {
        return refuse(connection, wire::ERROR_PROTOCOL, "a query of at most 64 tables");
    }
    if (query.watch()) {
        return startWatch(connection, query);
    }
    wire::Envelope answer;
    for (int key = 0; key < query.tables_size(); ++key) {
        std::optional<SeatToken> digest;
        const std::string code = tableOf(query.tables(key), digest);
        wire::TableState& state = *answer.mutable_table_status()->add_tables();
        fillStanding(code, digest, state);
        state.set_key(static_cast<std::uint32_t>(key));
        if (state.code().empty()) {
            state.set_code(query.tables(key).code());
        }
    }
    connection->send(answer);
    connection->close();
}

std::string TableServer::tableOf(const wire::TableKey& key,
                                 std::optional<SeatToken>& digest) const {
    const auto token = tokenFromBytes(key.token());
    if (!token) {
        return {};
    }
    digest = tokenDigest(*token);
    if (key.code().empty()) { // 128 random bits name their table as well as a code does
        const auto found = tableOfToken_.find(std::string(tokenBytes(*digest)));
        return found != tableOfToken_.end() ? found->second : std::string();
    }
    const auto code = readInviteCode(key.code());
    return code && tables_.count(*code) > 0 ? *code : std::string();
}

void TableServer::fillStanding(const std::string& code, const std::optional<SeatToken>& digest,
                               wire::TableState& state) const {
    state.set_stage(wire::TableState::GONE);
    state.set_seat(-1);
    state.set_to_act(-1);
    const Host* found = code.empty() || !digest ? nullptr : host(code);
    if (found == nullptr) {
        return; // whether the code or the token is wrong, nobody learns
    }
    const std::vector<Seat>& seats = found->seats();
    const auto mine = std::find_if(seats.begin(), seats.end(), [&](const Seat& s) {
        return s.kind == SeatKind::Person && s.token == digest;
    });
    if (mine == seats.end()) {
        return;
    }
    state.set_code(code);
    state.set_stage(stageOf(*found));
    state.set_seat(static_cast<int>(mine - seats.begin()));
    state.set_to_act(found->table() != nullptr && !found->over() ? found->table()->toAct() : -1);
    state.set_round(found->table() != nullptr ? found->table()->state().round : 0);
    for (const Seat& seat : seats) {
        state.add_names(seat.name.empty() ? seat.bot : seat.name);
    }
    state.set_last_activity(tables_.at(code)->lastActivity);
    state.set_table_name(tables_.at(code)->settings.name);
}

} // namespace cor::net
