#include "app/models/saved_games_model.h"

#include "app/models/game_memory.h"
#include "app/models/online_watch.h"
#include "app/models/round_names.h"
#include "app/models/seat_names.h"
#include "app/models/settings.h"
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/invite_code.h"
#include "net/save_lock.h"
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
        names << seatDescription(seat.name, seat.kind == net::SeatKind::Bot, seat.bot);
    }
    return names.join(QStringLiteral(", "));
}

// What a local game is: who plays whom. "Aurelia vs Livia (bot, easy), Marcus (bot, hard)";
// people only (hot seat): "Aurelia, Brutus (hot seat)"; bots only: their list.
QString matchUp(const std::vector<net::Seat>& seats) {
    std::vector<net::Seat> people;
    std::vector<net::Seat> bots;
    for (const net::Seat& seat : seats) {
        (seat.kind == net::SeatKind::Bot ? bots : people).push_back(seat);
    }
    if (people.empty() || bots.empty()) {
        //: A saved game of people at one screen: "Aurelia, Brutus (hot seat)"
        return people.size() > 1 ? SavedGamesModel::tr("%1 (hot seat)").arg(playerList(people))
                                 : playerList(seats);
    }
    //: A saved game: the people at this computer against the bots
    return SavedGamesModel::tr("%1 vs %2").arg(playerList(people), playerList(bots));
}

} // namespace

SavedGamesModel::SavedGamesModel(QObject* parent) : QAbstractListModel(parent) {
    // Names, bot levels and dates are words of the language.
    connect(Settings::instance(), &Settings::languageChanged, this, [this] {
        if (count() > 0) {
            emit dataChanged(index(0), index(count() - 1));
        }
    });
}

SavedGamesModel::Entry SavedGamesModel::damaged(const QFileInfo& file, const QString& problem) {
    Entry entry;
    entry.kind = QStringLiteral("damaged");
    entry.name = file.fileName();
    entry.when = file.lastModified();
    entry.path = file.filePath();
    entry.problem = problem;
    return entry;
}

void SavedGamesModel::setWatch(OnlineWatch* watch) {
    watch_ = watch;
    connect(watch, &OnlineWatch::changed, this, &SavedGamesModel::refresh);
}

QString SavedGamesModel::standing(const Entry& game) const {
    if (game.kind == QLatin1String("hosted") && !game.over && game.toAct >= 0 &&
        game.toAct < static_cast<int>(game.seats.size())) {
        const QString round = RoundNames::name(game.round);
        const net::Seat& seat = game.seats[static_cast<std::size_t>(game.toAct)];
        return game.toAct == 0
                   ? tr("Your turn · %1").arg(round)
                   : tr("%1's turn · %2")
                         .arg(seatName(seat.name, seat.kind == net::SeatKind::Bot, seat.bot),
                              round);
    }
    if (game.kind != QLatin1String("online") || watch_ == nullptr) {
        return {};
    }
    const TableStanding table = watch_->standing(game.address, game.code);
    const QString name =
        table.toAct >= 0 && table.toAct < table.names.size() ? table.names[table.toAct] : QString();
    switch (table.stage) {
    case TableStanding::Stage::Unknown:
        return tr("Asking the server…");
    case TableStanding::Stage::Gone:
        //: An online table its server no longer has (expired, or this seat is not at it)
        return tr("The server no longer has this table");
    case TableStanding::Stage::Lobby:
        return tr("Waiting for players");
    case TableStanding::Stage::Over:
        return tr("Over");
    case TableStanding::Stage::Playing:
        break;
    }
    const QString round = RoundNames::name(table.round);
    return table.yourTurn() ? tr("Your turn · %1").arg(round)
                            //: An online table: whose decision it is now, and the round
                            : tr("%1's turn · %2").arg(name, round);
}

QString SavedGamesModel::title(const Entry& game) {
    if (game.kind == QLatin1String("online") && !game.name.isEmpty() && game.name != game.code) {
        //: An online table: its name ("Anna's table") and its server
        return tr("%1 · online at %2").arg(game.name, game.address);
    }
    if (game.kind == QLatin1String("online")) {
        //: An online table: its code and its server
        return tr("Online table %1 at %2").arg(game.code, game.address);
    }
    if (game.kind == QLatin1String("joined")) {
        //: A LAN game joined as a guest: its name and where it is hosted
        return tr("%1 · LAN game at %2:%3").arg(game.name, game.address).arg(game.port);
    }
    if (game.kind == QLatin1String("hosted")) {
        return tr("%1 · hosted on the LAN").arg(game.name);
    }
    if (game.kind == QLatin1String("played") && game.online) {
        //: An online table's game this app played, kept for its replay; %1 the table's name
        //: ("Anna's table", or "Table K7QXM-2PR9D" where its owner gave none)
        return tr("%1 · online")
            .arg(net::readInviteCode(game.name.toStdString()) ? tr("Table %1").arg(game.name)
                                                              : game.name);
    }
    if (game.kind == QLatin1String("played")) {
        //: A LAN game this app played as a guest, kept for its replay
        return tr("%1 · LAN game").arg(game.name);
    }
    return game.seats.empty() ? game.name : matchUp(game.seats);
}

int SavedGamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

int SavedGamesModel::unfinished() const {
    return static_cast<int>(std::count_if(games_.begin(), games_.end(), [](const Entry& e) {
        return !e.over && e.problem.isEmpty();
    }));
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
    case TitleRole:
        return title(game);
    case PlayersRole:
        return playerList(game.seats);
    case RoundRole:
        return game.round;
    case RoundsRole:
        return game.rounds;
    case RoundNameRole:
        return RoundNames::name(game.round, game.rounds);
    case OverRole:
        return game.over;
    case WhenRole:
        // In the language of the game, not the system's.
        return QLocale(Settings::instance()->language()).toString(game.when, QLocale::ShortFormat);
    case PathRole:
        return game.path;
    case AddressRole:
        return game.address;
    case PortRole:
        return game.port;
    case ProblemRole:
        return game.problem;
    case RunningRole:
        return game.running;
    case CodeRole:
        return game.code;
    case StandingRole:
        return standing(game);
    default:
        return {};
    }
}

QHash<int, QByteArray> SavedGamesModel::roleNames() const {
    return {{KindRole, "kind"},           {NameRole, "name"},       {TitleRole, "title"},
            {PlayersRole, "players"},     {RoundRole, "round"},     {RoundsRole, "rounds"},
            {RoundNameRole, "roundName"}, {OverRole, "over"},       {WhenRole, "when"},
            {PathRole, "path"},           {AddressRole, "address"}, {PortRole, "port"},
            {ProblemRole, "problem"},     {RunningRole, "running"}, {CodeRole, "code"},
            {StandingRole, "standing"}};
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
                //: A saved game whose moves do not replay; %1 the first bad move's number
                games.push_back(damaged(
                    file, tr("Damaged: move %1 breaks the rules.").arg(loaded.failedAt + 1)));
                continue;
            }
            const PlayerView view = loaded.table.view(-1);
            Entry entry;
            for (const QString& kind : {QStringLiteral("hosted"), QStringLiteral("played")}) {
                if (file.fileName().startsWith(kind)) {
                    entry.kind = kind;
                }
            }
            if (entry.kind.isEmpty()) {
                entry.kind = QStringLiteral("local");
            }
            entry.name = QString::fromStdString(saved.gameName);
            // An online table's game, played here: its name is the table's code.
            entry.online = file.fileName().startsWith(QLatin1String("played-online"));
            entry.seats = saved.seats;
            entry.round = view.round;
            entry.rounds = view.rounds;
            entry.over = loaded.table.over();
            entry.toAct = entry.over ? -1 : loaded.table.toAct();
            entry.when = file.lastModified();
            entry.path = file.filePath();
            entry.running = entry.kind == QLatin1String("hosted") &&
                            net::SaveLock::holderOf(entry.path).has_value();
            games.push_back(std::move(entry));
        } catch (const SaveError& e) {
            games.push_back(damaged(
                file, e.kind() == SaveError::Kind::NewerVersion
                          ? tr("Saved by a newer version of City of Rome: update the game to "
                               "continue it.")
                          //: A file in the saves folder that cannot be read; %1 the reason,
                          //: in English
                          : tr("Damaged or not a City of Rome save: %1")
                                .arg(QString::fromUtf8(e.what()).remove(file.filePath() +
                                                                        QStringLiteral(": ")))));
        }
    }
    for (const OnlineTable& table : onlineTables()) {
        Entry entry;
        entry.kind = QStringLiteral("online");
        entry.code = table.code;
        entry.name = table.code;
        const TableStanding standing =
            watch_ != nullptr ? watch_->standing(table.server, table.code) : TableStanding{};
        entry.when = standing.lastMove.isValid() ? standing.lastMove : table.when;
        if (!standing.name.isEmpty()) {
            entry.name = standing.name;
        }
        entry.address = table.server;
        entry.over = standing.stage == TableStanding::Stage::Over;
        games.push_back(std::move(entry));
    }
    for (const JoinedGame& joined : joinedGames()) {
        if (joined.over) {
            continue; // its replay is listed as a game played
        }
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
    if (game.running) {
        return;
    }
    if (game.kind == QLatin1String("online")) {
        forgetTable(game.address, game.code);
        if (watch_ != nullptr) {
            watch_->askSoon(); // nor watched, nor counted any more
        }
    } else if (game.kind == QLatin1String("joined")) {
        forgetJoined(game.address, game.port);
    } else {
        QFile::remove(game.path);
        forgetHosted(game.path);
    }
    refresh();
}

} // namespace cor::app
