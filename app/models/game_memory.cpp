#include "app/models/game_memory.h"

#include "engine/state.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>

namespace cor::app {
namespace {

const QString kJoined = QStringLiteral("joinedGames");
const QString kHosted = QStringLiteral("hostedSeats");

// Settings keys may not hold slashes or colons.
QString joinedKey(const QString& address, int port) {
    QString key = address + u'_' + QString::number(port);
    for (const QChar c : {u':', u'/', u'\\'}) {
        key.replace(c, u'_');
    }
    return key;
}

bool isPort(int port) {
    return port > 0 && port <= 65535;
}

bool isSeat(int seat) {
    return seat >= 0 && seat < kMaxPlayers;
}

QString hostedKey(const QString& path) {
    return QFileInfo(path).completeBaseName();
}

} // namespace

QString savesFolder() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                           QStringLiteral("/saves");
    QDir().mkpath(folder);
    return folder;
}

QString newSavePath(const QString& kind) {
    const QString stamp =
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    return savesFolder() + u'/' + kind + u'-' + stamp + QStringLiteral(".json");
}

std::vector<JoinedGame> joinedGames() {
    QSettings settings;
    settings.beginGroup(kJoined);
    std::vector<JoinedGame> games;
    for (const QString& key : settings.childGroups()) {
        settings.beginGroup(key);
        JoinedGame game;
        game.gameName = settings.value(QStringLiteral("name")).toString();
        game.address = settings.value(QStringLiteral("address")).toString();
        game.port = settings.value(QStringLiteral("port")).toInt();
        game.seat = settings.value(QStringLiteral("seat"), -1).toInt();
        game.when = settings.value(QStringLiteral("when")).toDateTime();
        game.over = settings.value(QStringLiteral("over"), false).toBool();
        const auto token =
            net::tokenFromHex(settings.value(QStringLiteral("token")).toString().toStdString());
        settings.endGroup();
        // Only where rememberJoined puts it, so that forgetJoined finds it.
        if (token && isPort(game.port) && isSeat(game.seat) && !game.address.isEmpty() &&
            key == joinedKey(game.address, game.port)) {
            game.token = *token;
            games.push_back(game);
        }
    }
    std::sort(games.begin(), games.end(),
              [](const JoinedGame& a, const JoinedGame& b) { return a.when > b.when; });
    return games;
}

std::optional<JoinedGame> joinedGame(const QString& address, int port) {
    for (const JoinedGame& game : joinedGames()) {
        if (game.address == address && game.port == port) {
            return game;
        }
    }
    return std::nullopt;
}

void rememberJoined(const JoinedGame& game) {
    QSettings settings;
    settings.beginGroup(kJoined);
    settings.beginGroup(joinedKey(game.address, game.port));
    settings.setValue(QStringLiteral("name"), game.gameName);
    settings.setValue(QStringLiteral("address"), game.address);
    settings.setValue(QStringLiteral("port"), game.port);
    settings.setValue(QStringLiteral("seat"), game.seat);
    settings.setValue(QStringLiteral("token"), QString::fromStdString(net::tokenToHex(game.token)));
    settings.setValue(QStringLiteral("when"), game.when);
    settings.setValue(QStringLiteral("over"), game.over);
    settings.sync(); // the app may be killed any moment now: the seat must not be lost
}

void forgetJoined(const QString& address, int port) {
    QSettings settings;
    settings.beginGroup(kJoined);
    settings.remove(joinedKey(address, port));
}

void rememberHosted(const QString& path, const HostedGame& game) {
    QSettings settings;
    settings.beginGroup(kHosted);
    settings.beginGroup(hostedKey(path));
    settings.setValue(QStringLiteral("seat"), game.seat);
    settings.setValue(QStringLiteral("port"), game.port);
    settings.sync();
}

std::optional<HostedGame> hostedGame(const QString& path) {
    QSettings settings;
    settings.beginGroup(kHosted);
    if (!settings.childGroups().contains(hostedKey(path))) {
        return std::nullopt;
    }
    settings.beginGroup(hostedKey(path));
    const int seat = settings.value(QStringLiteral("seat"), -1).toInt();
    const int port = settings.value(QStringLiteral("port"), 0).toInt();
    return HostedGame{isSeat(seat) ? seat : -1, isPort(port) ? port : 0};
}

void forgetHosted(const QString& path) {
    QSettings settings;
    settings.beginGroup(kHosted);
    settings.remove(hostedKey(path));
}

int hostedSeat(const net::SavedGame& saved, const QString& path) {
    const std::optional<HostedGame> remembered = hostedGame(path);
    const int players = static_cast<int>(saved.seats.size());
    if (remembered && remembered->seat >= 0 && remembered->seat < players) {
        return remembered->seat;
    }
    const auto person = std::find_if(saved.seats.begin(), saved.seats.end(),
                                     [](const auto& s) { return s.kind == net::SeatKind::Person; });
    return person != saved.seats.end() ? static_cast<int>(person - saved.seats.begin()) : -1;
}

Audience audienceOf(const net::SavedGame& saved, const QString& path) {
    const QString name = QFileInfo(path).fileName();
    if (name.startsWith(QLatin1String("hosted"))) {
        const int seat = hostedSeat(saved, path);
        return seat >= 0 ? Audience({seat}) : Audience();
    }
    if (name.startsWith(QLatin1String("played"))) {
        return Audience(); // kept once over, when every seat's eyes open
    }
    std::vector<int> people;
    for (int seat = 0; seat < static_cast<int>(saved.seats.size()); ++seat) {
        if (saved.seats[static_cast<std::size_t>(seat)].kind == net::SeatKind::Person) {
            people.push_back(seat);
        }
    }
    return Audience(std::move(people));
}

} // namespace cor::app
