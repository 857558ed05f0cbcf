// cityofrome: the desktop game. Parses the command line (before Qt starts: --help and bad
// arguments need no display), loads the QML, and for --autoplay, --replay, --audit and
// --screenshot drives the window as the command-line contract says.
#include "app/cli/cli_error.h"
#include "app/desktop/audit.h"
#include "app/desktop/desktop_options.h"
#include "app/desktop/lan_autoplay.h"
#include "app/desktop/link_handover.h"
#include "app/desktop/measurements.h"
#include "app/desktop/turn_notice.h"
#include "app/desktop/turn_watcher.h"
#include "app/desktop/window_placement.h"
#include "app/models/desktop.h"
#include "app/models/settings.h"
#include "app/models/sounds.h"
#include "engine/json/score_sheet_json.h"

#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>
#include <iostream>
#include <memory>

Q_IMPORT_QML_PLUGIN(CityOfRome_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(CityOfRomePlugin)

namespace {

using namespace cor;

app::LocalSetup autoplaySetup(const desktop::DesktopOptions& options) {
    app::LocalSetup setup;
    for (int seat = 0; seat < options.players; ++seat) {
        const std::string& bot = options.bots[static_cast<std::size_t>(seat) % options.bots.size()];
        setup.seats.push_back(app::LocalSeat{bot + " " + std::to_string(seat + 1),
                                             net::defaultColour(seat, options.players), bot});
    }
    setup.shrine = options.shrine;
    setup.seed = options.seed;
    setup.savePath = options.save;
    setup.watch = true;
    return setup;
}

// --replay FILE [--step N] [--seat S]: false (and the error printed) when the file or the step
// or seat is not there.
bool openReplay(app::ReplayModel& replay, const desktop::DesktopOptions& options) {
    if (!replay.open(options.replay)) {
        std::cerr << "error: " << replay.error().toStdString() << std::endl;
        return false;
    }
    if (options.replayStep > replay.steps()) {
        std::cerr << "error: --step: the game has steps 0 to " << replay.steps() << std::endl;
        return false;
    }
    if (options.replaySeat >= replay.seatNames().size()) {
        std::cerr << "error: --seat: the game has seats 0 to " << replay.seatNames().size() - 1
                  << std::endl;
        return false;
    }
    replay.setSeat(options.replaySeat);
    replay.stepTo(options.replayStep);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    desktop::DesktopOptions options;
    try {
        options = desktop::parseDesktopArgs(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const cli::InputError& e) {
        std::cerr << "error: " << e.what() << std::endl;
        return cli::kExitBadInput;
    }
    if (options.help) {
        std::cout << desktop::kDesktopUsage;
        return cli::kExitOk;
    }
    // The audit keeps its settings and saves apart from the player's.
    const std::unique_ptr<desktop::AuditHome> auditHome =
        options.audit ? std::make_unique<desktop::AuditHome>() : nullptr;

    if (options.watch) { // no window, no display needed
        QCoreApplication watcher(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("CityOfRome"));
        QCoreApplication::setApplicationName(QStringLiteral("cityofrome"));
        return desktop::runTurnWatcher();
    }
    QGuiApplication app(argc, argv);
    if (!options.invitation.isEmpty() &&
        desktop::LinkHandover::handToRunningApp(options.invitation)) {
        return cli::kExitOk; // the app already running opens the table
    }
    QCoreApplication::setOrganizationName(QStringLiteral("CityOfRome"));
    QCoreApplication::setApplicationName(QStringLiteral("cityofrome"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COR_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("City of Rome"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/cityofrome.svg")));
    app::Desktop::useControlsStyle();

    app::Settings* settings = app::Settings::instance();
    if (!options.language.isEmpty()) {
        settings->useLanguageForThisRun(options.language);
    }
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // our modules, linked in statically
    settings->setEngine(&engine);
    settings->applyLanguage();

    app::Desktop* shared = app::Desktop::instance();
    shared->setStartScreen(options.screen);
    if (options.screen == QLatin1String("game") && !options.autoplay) {
        app::LocalSetup quick;
        quick.seats = {{settings->playerName().toStdString(), 0, {}},
                       {"Livia", 1, "easy"},
                       {"Marcus", 2, "easy"}};
        shared->local()->start(std::move(quick));
    }
    if (!options.replay.isEmpty() && !openReplay(*shared->replay(), options)) {
        return cli::kExitBadInput;
    }
    std::unique_ptr<desktop::LanAutoplay> lan;
    if (desktop::onTheLan(options)) {
        shared->setStartScreen(QStringLiteral("lobby"));
        lan = std::make_unique<desktop::LanAutoplay>(options, *shared->network());
    } else if (options.autoplay) {
        shared->setAutoplay(true);
        app::GameModel* game = shared->local()->game();
        QObject::connect(game, &app::GameModel::gameEnded, &app, [game, &options] {
            const net::ClientSession* session = game->session();
            std::cout << resultToJson(session->scores(), session->winners(), true).dump()
                      << std::endl;
            if (options.screenshot.isEmpty()) {
                QCoreApplication::exit(cli::kExitOk);
            }
        });
        shared->local()->start(autoplaySetup(options));
    }

    // The player's own runs open where the window was left; test and doc runs at a fixed size.
    const bool interactive = options.screenshot.isEmpty() && !options.autoplay && !options.audit;
    desktop::LinkHandover handover; // the links of later starts come here
    if (interactive) {
        handover.listen([shared](const QString& link) { shared->openInvitation(link); });
    }
    // A turn at an online table, said on the desktop (not of the table on screen): its action
    // opens that table here. (Only a person's run speaks to the desktop's session bus.)
    std::unique_ptr<desktop::TurnNotices> notices;
    if (interactive) { // how the online tables stand, as their servers push it
        notices = std::make_unique<desktop::TurnNotices>(
            [shared](const QString& link) { shared->openInvitation(link); });
        QObject::connect(shared->online(), &app::OnlineWatch::turnCame, notices.get(),
                         [shared, &notices](const QString& title, const QString& text,
                                            const QString& server, const QString& code) {
                             app::NetworkGame* playing = shared->network();
                             if (playing->online() && playing->server() == server &&
                                 playing->tableCode() == code && !playing->inBackground()) {
                                 return; // the table on screen says it (and the taskbar)
                             }
                             notices->announce(title, text, app::tableLink(server, code));
                         });
        shared->online()->start();
        // While the app is closed, the watcher says it (where the player wants it).
        QObject::connect(&app, &QCoreApplication::aboutToQuit,
                         [] { desktop::keepTurnWatcher(true); });
        QObject::connect(settings, &app::Settings::turnWatcherChanged, &app,
                         [] { desktop::keepTurnWatcher(false); });
    }
    app::Sounds::instance()->setAllowed(interactive); // a run for a person, not a script
    if (options.measure) {
        app::Sounds::instance()->load(); // measured as a player's run has them, silent
    }
    QSize size = options.size;
    if (options.audit) {
        size = desktop::Auditor::sizes(options).front();
    }
    engine.setInitialProperties(desktop::WindowPlacement::initialProperties(size, interactive));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/CityOfRome/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        std::cerr << "error: the window could not be loaded" << std::endl;
        return cli::kExitFailure;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (window == nullptr) {
        std::cerr << "error: the window could not be loaded" << std::endl;
        return cli::kExitFailure;
    }
    desktop::WindowPlacement placement(*window, interactive);
    if (!options.invitation.isEmpty()) {
        shared->openInvitation(options.invitation);
    }
    std::unique_ptr<desktop::Auditor> auditor;
    if (options.audit) {
        auditor = std::make_unique<desktop::Auditor>(*window, options);
        QTimer::singleShot(0, window, [&auditor] { QCoreApplication::exit(auditor->run()); });
    }
    std::unique_ptr<desktop::Measurements> measurements;
    if (options.measure) {
        measurements = std::make_unique<desktop::Measurements>(sinceStart, *window);
        // The first update shown after the window is up: the game is in play.
        QObject::connect(shared->local()->game(), &app::GameModel::updated, measurements.get(),
                         [&measurements] { measurements->playBegins(); });
    }
    if (!options.screenshot.isEmpty()) {
        QTimer::singleShot(options.screenshotAfterMs, window, [window, &options] {
            if (!window->grabWindow().save(options.screenshot)) {
                std::cerr << "error: cannot write " << options.screenshot.toStdString()
                          << std::endl;
                QCoreApplication::exit(cli::kExitFailure);
                return;
            }
            QCoreApplication::exit(cli::kExitOk);
        });
    }
    const int result = QGuiApplication::exec();
    measurements.reset(); // reports
    return result;
}
