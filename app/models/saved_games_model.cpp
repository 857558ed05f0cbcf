#include "app/models/saved_games_model.h"

#include "app/models/game_memory.h"
#include "app/models/seat_names.h"
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/saved_game.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>

namespace cor::app {
namespace {

QString playerList(const std::vector<net::Seat>& seats) {
    QStringList names;
    for (const net::Seat& seat : seats) {
        const bool bot = seat.kind == net::SeatKind::Bot;
        const QString name = seatName(seat.name, bot, seat.bot);
        //: A named bot in the list of a saved game's players: "Livia (bot)"
        names << (bot && !seat.name.empty() ? SavedGamesModel::tr("%1 (bot)").arg(name) : name);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

SavedGamesModel::SavedGamesModel(QObject* parent) : QAbstractListModel(parent) {}

int SavedGamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

int SavedGamesModel::unfinished() const {
    return static_cast<int>(
        std::count_if(games_.begin(), games_.end(), [](const Entry& e) { return !e.over; }));
}

QVariant SavedGamesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const Entry& game = games_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case KindRole:
        return game.kind;
    case NameRole:
        return game.name;
    case PlayersRole:
        return game.players;
    case RoundRole:
        return game.round;
    case RoundsRole:
        return game.rounds;
    case OverRole:
        return game.over;
    case WhenRole:
        return QLocale().toString(game.when, QLocale::ShortFormat);
    case PathRole:
        return game.path;
    case AddressRole:
        return game.address;
    case PortRole:
        return game.port;
    default:
        return {};
    }
}

QHash<int, QByteArray> SavedGamesModel::roleNames() const {
    return {{KindRole, "kind"},   {NameRole, "name"},     {PlayersRole, "players"},
            {RoundRole, "round"}, {RoundsRole, "rounds"}, {OverRole, "over"},
            {WhenRole, "when"},   {PathRole, "path"},     {AddressRole, "address"},
            {PortRole, "port"}};
}

void SavedGamesModel::refresh() {
    std::vector<Entry> games;
    const QFileInfoList files =
        QDir(savesFolder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo& file : files) {
        try {
            const net::SavedGame saved = net::readSavedGame(file.filePath());
            const Table::Loaded loaded = Table::load(saved.record);
            if (loaded.failedAt >= 0) {
                continue; // not a game these rules can continue
            }
            const PlayerView view = loaded.table.view(-1);
            Entry entry;
            entry.kind = file.fileName().startsWith(QLatin1String("hosted"))
                             ? QStringLiteral("hosted")
                             : QStringLiteral("local");
            entry.name = QString::fromStdString(saved.gameName);
            entry.players = playerList(saved.seats);
            entry.round = view.round;
            entry.rounds = view.rounds;
            entry.over = loaded.table.over();
            entry.when = file.lastModified();
            entry.path = file.filePath();
            games.push_back(std::move(entry));
        } catch (const SaveError&) {
            continue; // someone else's file, or a broken one: not ours to continue
        }
    }
    for (const JoinedGame& joined : joinedGames()) {
        Entry entry;
        entry.kind = QStringLiteral("joined");
        entry.name = joined.gameName;
        entry.when = joined.when;
        entry.address = joined.address;
        entry.port = joined.port;
        games.push_back(std::move(entry));
    }
    std::stable_sort(games.begin(), games.end(),
                     [](const Entry& a, const Entry& b) { return a.when > b.when; });
    beginResetModel();
    games_ = std::move(games);
    endResetModel();
    emit countChanged();
}

void SavedGamesModel::remove(int row) {
    if (row < 0 || row >= count()) {
        return;
    }
    const Entry& game = games_[static_cast<std::size_t>(row)];
    if (game.kind == QLatin1String("joined")) {
        forgetJoined(game.address, game.port);
    } else {
        QFile::remove(game.path);
        forgetHosted(game.path);
    }
    refresh();
}

} // namespace cor::app
