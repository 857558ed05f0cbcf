#include "net/tables/table_store.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>
#include <array>

namespace cor::net {
namespace {

constexpr std::array<const char*, 4> kStageNames{"lobby", "playing", "over", "expired"};
constexpr std::array<const char*, 3> kSeatKindNames{"open", "person", "bot"};

QString stageName(TableStage stage) {
    return QString::fromLatin1(kStageNames[static_cast<std::size_t>(stage)]);
}

std::optional<TableStage> stageFromName(const QString& name) {
    for (std::size_t i = 0; i < kStageNames.size(); ++i) {
        if (name == QLatin1String(kStageNames[i])) {
            return static_cast<TableStage>(i);
        }
    }
    return std::nullopt;
}

QString hex(const SeatToken& token) {
    return QString::fromStdString(tokenToHex(token));
}

QString joined(const std::vector<std::string>& names) {
    QStringList list;
    for (const std::string& name : names) {
        list << QString::fromStdString(name);
    }
    return list.isEmpty() ? QStringLiteral("") : list.join(QLatin1Char(',')); // never NULL
}

std::vector<std::string> split(const QString& text) {
    std::vector<std::string> names;
    for (const QString& name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        names.push_back(name.toStdString());
    }
    return names;
}

int serial = 0; // every store's connection gets a name of its own

} // namespace

TableStore::TableStore() : connection_(QStringLiteral("tables-%1").arg(++serial)) {}

TableStore::~TableStore() {
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

bool TableStore::exec(const QString& statement) {
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (!query.exec(statement)) {
        lastError_ = query.lastError().text();
        return false;
    }
    return true;
}

bool TableStore::open(const QString& file, QString* error) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(file);
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    // WAL: a commit is an append, and a crashed process loses none of them (the operating
    // system keeps what was written); NORMAL skips the sync a lost machine would need.
    const bool made =
        exec(QStringLiteral("PRAGMA journal_mode=WAL")) &&
        exec(QStringLiteral("PRAGMA synchronous=NORMAL")) &&
        exec(QStringLiteral("PRAGMA foreign_keys=ON")) &&
        exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS tables ("
            " code TEXT PRIMARY KEY, created INTEGER NOT NULL, last_activity INTEGER NOT NULL,"
            " stage TEXT NOT NULL, players INTEGER NOT NULL, bots TEXT NOT NULL,"
            " shrine INTEGER NOT NULL, hints INTEGER NOT NULL, move_seconds INTEGER NOT NULL,"
            " creator TEXT NOT NULL, owner_token TEXT NOT NULL, save_file TEXT NOT NULL)")) &&
        exec(QStringLiteral("CREATE TABLE IF NOT EXISTS seats ("
                            " code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,"
                            " seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,"
                            " colour INTEGER NOT NULL, bot TEXT NOT NULL, token TEXT,"
                            " PRIMARY KEY (code, seat))")) &&
        exec(QStringLiteral("CREATE INDEX IF NOT EXISTS tables_stage ON tables(stage)")) &&
        addNameColumn();
    if (!made) {
        *error = lastError_;
    }
    return made;
}

bool TableStore::addNameColumn() {
    // A table's name came after the first servers' databases: theirs gain the column.
    QSqlQuery columns(QSqlDatabase::database(connection_, false));
    columns.exec(QStringLiteral("PRAGMA table_info(tables)"));
    while (columns.next()) {
        if (columns.value(1).toString() == QLatin1String("name")) {
            return true;
        }
    }
    return exec(QStringLiteral("ALTER TABLE tables ADD COLUMN name TEXT NOT NULL DEFAULT ''"));
}

std::vector<StoredTable> TableStore::liveTables() const {
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    std::vector<StoredTable> tables;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.exec(QStringLiteral("SELECT code, created, last_activity, stage, players, bots, shrine,"
                              " hints, move_seconds, creator, owner_token, save_file, name"
                              " FROM tables"
                              " WHERE stage != 'expired'"));
    while (query.next()) {
        StoredTable table;
        table.code = query.value(0).toString().toStdString();
        table.created = query.value(1).toLongLong();
        table.lastActivity = query.value(2).toLongLong();
        table.stage = stageFromName(query.value(3).toString()).value_or(TableStage::Expired);
        table.settings.players = query.value(4).toInt();
        table.settings.bots = split(query.value(5).toString());
        table.settings.shrine = query.value(6).toBool();
        table.settings.hints = query.value(7).toBool();
        table.settings.moveSeconds = query.value(8).toInt();
        table.creator = query.value(9).toString();
        table.ownerToken =
            tokenFromHex(query.value(10).toString().toStdString()).value_or(SeatToken{});
        table.saveFile = query.value(11).toString();
        table.settings.name = query.value(12).toString().toStdString();
        tables.push_back(std::move(table));
    }
    QSqlQuery seats(db);
    seats.setForwardOnly(true);
    seats.prepare(QStringLiteral(
        "SELECT kind, name, colour, bot, token FROM seats WHERE code = ? ORDER BY seat"));
    for (StoredTable& table : tables) {
        seats.addBindValue(QString::fromStdString(table.code));
        seats.exec();
        while (seats.next()) {
            Seat seat;
            const QString kind = seats.value(0).toString();
            seat.kind = kind == QLatin1String("person") ? SeatKind::Person
                        : kind == QLatin1String("bot")  ? SeatKind::Bot
                                                        : SeatKind::Open;
            seat.name = seats.value(1).toString().toStdString();
            seat.colour = seats.value(2).toInt() % kColourCount;
            seat.bot = seats.value(3).toString().toStdString();
            seat.ready = seat.kind == SeatKind::Bot;
            if (!seats.value(4).isNull()) {
                seat.token = tokenFromHex(seats.value(4).toString().toStdString());
            }
            table.seats.push_back(std::move(seat));
        }
    }
    return tables;
}

bool TableStore::add(const StoredTable& table) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    db.transaction();
    const bool added =
        run(QStringLiteral("INSERT INTO tables (code, created, last_activity, stage, players, bots,"
                           " shrine, hints, move_seconds, creator, owner_token, save_file, name)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {QString::fromStdString(table.code), table.created, table.lastActivity,
             stageName(table.stage), table.settings.players, joined(table.settings.bots),
             table.settings.shrine, table.settings.hints, table.settings.moveSeconds, table.creator,
             hex(table.ownerToken), table.saveFile, QString::fromStdString(table.settings.name)});
    if (!added || !saveSeats(table.code, table.seats)) {
        db.rollback();
        return false;
    }
    return db.commit();
}

bool TableStore::saveSeats(const std::string& code, const std::vector<Seat>& seats) {
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const Seat& s = seats[seat];
        if (!run(QStringLiteral("INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)"),
                 {QString::fromStdString(code), static_cast<int>(seat),
                  QString::fromLatin1(kSeatKindNames[static_cast<std::size_t>(s.kind)]),
                  QString::fromStdString(s.name), s.colour, QString::fromStdString(s.bot),
                  s.token ? QVariant(hex(*s.token)) : QVariant()})) {
            return false;
        }
    }
    return true;
}

bool TableStore::run(const QString& statement, const QVariantList& values) {
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(statement);
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        lastError_ = query.lastError().text();
        return false;
    }
    return true;
}

bool TableStore::setStage(const std::string& code, TableStage stage, qint64 at) {
    return run(QStringLiteral("UPDATE tables SET stage = ?, last_activity = ? WHERE code = ?"),
               {stageName(stage), at, QString::fromStdString(code)});
}

bool TableStore::setSaveFile(const std::string& code, const QString& saveFile) {
    return run(QStringLiteral("UPDATE tables SET save_file = ? WHERE code = ?"),
               {saveFile, QString::fromStdString(code)});
}

bool TableStore::touch(const std::string& code, qint64 at) {
    return run(QStringLiteral("UPDATE tables SET last_activity = ? WHERE code = ?"),
               {at, QString::fromStdString(code)});
}

std::optional<TableStage> TableStore::stageOf(const std::string& code) const {
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(QStringLiteral("SELECT stage FROM tables WHERE code = ?"));
    query.addBindValue(QString::fromStdString(code));
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return stageFromName(query.value(0).toString());
}

} // namespace cor::net
