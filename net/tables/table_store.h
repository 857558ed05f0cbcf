// Where an online table server keeps its tables (issue 29): an SQLite database in the data
// folder, beside the tables' save files. A table's row holds its code, settings, stage, times and
// the digest of its owner's token; its seats' rows hold who sits where with the digests of their
// tokens, which is all a table in its lobby is. Once the game begins its save file holds the
// game (net/saved_game.h, with digests for tokens too). Every change is committed before the
// server acknowledges it, so a killed server loses nothing a player was told.
#pragma once

#include "net/seats.h"
#include "net/table_settings.h"

#include <QString>
#include <QVariantList>
#include <QtGlobal>
#include <optional>
#include <string>
#include <vector>

namespace cor::net {

enum class TableStage : std::uint8_t { Lobby, Playing, Over, Expired };

struct StoredTable {
    std::string code;
    qint64 created = 0;      // seconds since the epoch
    qint64 lastActivity = 0; // the last move, or change in the lobby
    TableStage stage = TableStage::Lobby;
    TableSettings settings;
    QString creator;         // the address that made it
    SeatToken ownerToken;    // its digest
    QString saveFile;        // relative to the data folder
    std::vector<Seat> seats; // the lobby's; tokens as digests
};

class TableStore {
  public:
    TableStore();
    ~TableStore();
    TableStore(const TableStore&) = delete;
    TableStore& operator=(const TableStore&) = delete;

    // Opens (or makes) `file`; false and `error` set when it cannot.
    bool open(const QString& file, QString* error);
    // Every table not expired, with its seats.
    std::vector<StoredTable> liveTables() const;
    bool add(const StoredTable& table);
    bool saveSeats(const std::string& code, const std::vector<Seat>& seats);
    bool setStage(const std::string& code, TableStage stage, qint64 at);
    bool setSaveFile(const std::string& code, const QString& saveFile);
    bool touch(const std::string& code, qint64 at);
    // The stage of the table with `code`, expired ones too; none when there never was one.
    std::optional<TableStage> stageOf(const std::string& code) const;
    // Why the last call failed.
    QString lastError() const { return lastError_; }

  private:
    bool exec(const QString& statement);
    bool addNameColumn();
    // Runs `statement` with `values` bound to its placeholders in order.
    bool run(const QString& statement, const QVariantList& values);

    QString connection_; // the Qt SQL connection's name, one per store
    mutable QString lastError_;
};

} // namespace cor::net
