// libFuzzer target for what the app reads back from its own disk: the settings file (Settings,
// the joined and hosted games of game_memory.h) and the saves folder as the Continue screen
// lists it (SavedGamesModel). The input is a settings file and the folder's files
// (settings_fuzz_input.h). Whatever they hold: every setting within its range, every joined
// game one that can be rejoined, one row per save file and joined game, each damaged one with
// its reason, and removing a row removes exactly that row.
#include "app/models/game_memory.h"
#include "app/models/saved_games_model.h"
#include "app/models/settings.h"
#include "engine/state.h"
#include "net/host.h"
#include "net/seats.h"
#include "tests/fuzz/settings_fuzz_input.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace cor::app::fuzz {
namespace {

void check(bool holds, const char* what) {
    if (!holds) {
        std::fprintf(stderr, "settings_fuzzer: %s\n", what);
        std::abort();
    }
}

// QSettings reads a file again only when its size or time changed: each input its own time.
void writeSettings(const std::string& text) {
    static qint64 second = 1'000'000'000;
    static const QString path = [] {
        const QString name = QSettings().fileName();
        QDir().mkpath(QFileInfo(name).path());
        return name;
    }();
    QFile file(path);
    check(file.open(QIODevice::WriteOnly | QIODevice::Truncate), "cannot write the settings");
    file.write(text.data(), static_cast<qint64>(text.size()));
    file.setFileTime(QDateTime::fromSecsSinceEpoch(++second), QFileDevice::FileModificationTime);
}

// The files written, by name; how many the Continue screen lists (*.json, not hidden).
int writeSaves(const std::vector<SaveFile>& files) {
    QDir(savesFolder()).removeRecursively();
    const QDir folder(savesFolder());
    QSet<QString> listed;
    for (const SaveFile& save : files) {
        QString name = QString::fromUtf8(save.name).left(64);
        name.replace(u'/', u'_').replace(QChar(0), u'_');
        QFile file(folder.filePath(name));
        if (name == QLatin1String(".") || name == QLatin1String("..") ||
            !file.open(QIODevice::WriteOnly)) {
            continue;
        }
        file.write(save.bytes.data(), static_cast<qint64>(save.bytes.size()));
        if (name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && !name.startsWith(u'.')) {
            listed.insert(name);
        }
    }
    return static_cast<int>(listed.size());
}

void checkSettings() {
    const Settings::Stored stored = Settings::read();
    check(stored.language == QLatin1String("en") || stored.language == QLatin1String("de"),
          "a language the app does not have");
    check(stored.animationSpeed >= Settings::Slow && stored.animationSpeed <= Settings::Instant,
          "an animation speed out of range");
    const std::string name = stored.playerName.toStdString();
    check(stored.playerName.isEmpty() ||
              net::cleanName(name, net::HostLimits{}.maxNameLength) == name,
          "a player name a host refuses or changes");
}

void checkJoined(const std::vector<JoinedGame>& games) {
    for (std::size_t i = 0; i < games.size(); ++i) {
        const JoinedGame& game = games[i];
        check(game.port > 0 && game.port <= 65535 && game.seat >= 0 && game.seat < kMaxPlayers &&
                  !game.address.isEmpty(),
              "a joined game that cannot be rejoined");
        check(i == 0 || !(game.when > games[i - 1].when), "joined games not newest first");
        check(joinedGame(game.address, game.port).has_value(), "a joined game not found again");
    }
}

void checkRows(const SavedGamesModel& model) {
    check(model.unfinished() <= model.count(), "more unfinished games than games");
    const QHash<int, QByteArray> roles = model.roleNames();
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        for (const int role : roles.keys()) {
            (void)model.data(index, role); // every text of the row, the date in its language
        }
        const auto field = [&](int role) { return model.data(index, role); };
        const QString kind = field(SavedGamesModel::KindRole).toString();
        const bool damaged = kind == QLatin1String("damaged");
        check(damaged || kind == QLatin1String("local") || kind == QLatin1String("hosted") ||
                  kind == QLatin1String("joined"),
              "an unknown kind");
        check(damaged != field(SavedGamesModel::ProblemRole).toString().isEmpty(),
              "a damaged game without its reason, or a reason for a sound one");
        check(!field(SavedGamesModel::TitleRole).toString().isEmpty(), "a row without a title");
        if (kind == QLatin1String("local") || kind == QLatin1String("hosted")) {
            const int round = field(SavedGamesModel::RoundRole).toInt();
            check(round >= 0 && round <= field(SavedGamesModel::RoundsRole).toInt(),
                  "a round beyond the game's rounds");
        }
        if (kind != QLatin1String("joined")) {
            const QString path = field(SavedGamesModel::PathRole).toString();
            check(QFile::exists(path), "a listed file that is not there");
            if (const auto hosted = hostedGame(path)) {
                check(hosted->seat >= -1 && hosted->seat < kMaxPlayers && hosted->port >= 0 &&
                          hosted->port <= 65535,
                      "a hosted game's seat or port out of range");
            }
        }
    }
}

} // namespace
} // namespace cor::app::fuzz

// QSettings reads a value written "@Variant(...)" with QDataStream, which reserves a list as long
// as the file says: a damaged settings file asks for 24 GB. malloc returns null for that and Qt
// reads on; ASan would stop instead. So here too a request over 4 GB fails.
extern "C" const char* __asan_default_options() {
    return "allocator_may_return_null=1:max_allocation_size_mb=4096";
}

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    // Settings and saves in a scratch home, never the developer's.
    static QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    static int argc = 1;
    static char name[] = "settings_fuzzer";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("CityOfRomeFuzz"));
    QCoreApplication::setApplicationName(QStringLiteral("settings_fuzzer"));
    QSettings().clear();
    cor::app::Settings::instance(); // the app's, from no file: the models' language
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cor::app;
    using namespace cor::app::fuzz;
    const SettingsInput input =
        splitSettingsInput(std::string_view(reinterpret_cast<const char*>(data), size));
    writeSettings(input.settings);
    const int files = writeSaves(input.files);

    checkSettings();
    const std::vector<JoinedGame> joined = joinedGames();
    checkJoined(joined);
    SavedGamesModel model;
    model.refresh();
    check(model.count() == files + static_cast<int>(joined.size()),
          "not one row per save file and joined game");
    checkRows(model);
    if (model.count() > 0) {
        model.remove(static_cast<int>(size % static_cast<std::size_t>(model.count())));
        check(model.count() == files + static_cast<int>(joined.size()) - 1,
              "removing a row did not remove exactly that row");
    }
    return 0;
}
