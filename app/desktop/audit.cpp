#include "app/desktop/audit.h"

#include "app/desktop/audit_games.h"
#include "app/desktop/audit_inspect.h"
#include "app/models/desktop.h"
#include "app/models/game_memory.h"
#include "app/models/settings.h"
#include "app/models/table_metrics.h"
#include "engine/json/save_file.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHostAddress>
#include <QMetaEnum>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QUdpSocket>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace cor::desktop {
namespace {

constexpr int kPlayers = 3;
constexpr int kLoadMs = 20'000; // the longest a screen may take to come up
constexpr int kLooks = 5;       // at most this many more looks while a screen still changes
// The look back's search per decision: its screen, not its judgement, is audited.
constexpr int kLookBackIterations = 200;

// The saved games the game screens start from, by the moment they were cut at.
struct Scripted {
    const char* file;
    Moment moment;
    bool hotSeat;
};
constexpr Scripted kScripted[] = {
    {"draft", Moment::Draft, false},       {"emissaries", Moment::Emissaries, false},
    {"build", Moment::Build, false},       {"school", Moment::School, false},
    {"curtain", Moment::OthersTurn, true}, {"end", Moment::End, false},
    {"aqueduct", Moment::Aqueduct, false}, {"full-city", Moment::FullCity, false},
};

// The save each game screen continues.
const std::map<QString, QString> kGameSaves{
    {QStringLiteral("game-draft"), QStringLiteral("draft")},
    {QStringLiteral("game-emissaries"), QStringLiteral("emissaries")},
    {QStringLiteral("game-build"), QStringLiteral("build")},
    {QStringLiteral("game-school"), QStringLiteral("school")},
    {QStringLiteral("game-aqueduct"), QStringLiteral("aqueduct")},
    {QStringLiteral("game-full-city"), QStringLiteral("full-city")},
    {QStringLiteral("game-other-city"), QStringLiteral("build")},
    {QStringLiteral("game-hint"), QStringLiteral("emissaries")},
    {QStringLiteral("game-curtain"), QStringLiteral("curtain")},
    {QStringLiteral("end"), QStringLiteral("end")},
};

QString sizeText(QSize size) {
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

// The rows of the shown city (a CityModel) whose `role` is true, or whose card is set.
int cityRowsWith(QObject* game, const QByteArray& role) {
    const auto* city = game->property("city").value<QAbstractItemModel*>();
    const int key = city->roleNames().key(role);
    int count = 0;
    for (int row = 0; row < city->rowCount(); ++row) {
        const QVariant value = city->data(city->index(row, 0), key);
        count += role == "card" ? !value.toString().isEmpty() : value.toBool();
    }
    return count;
}

Json textList(const QStringList& texts) {
    Json list = Json::array();
    for (const QString& text : texts) {
        list.push_back(text.toStdString());
    }
    return list;
}

QString savePath(const QString& name) {
    return app::savesFolder() + QStringLiteral("/local-audit-") + name + QStringLiteral(".json");
}

// The share of the window, in percent, that the game screen may leave bare in one piece (the
// draft's empty hand at 3840x2160 leaves 14 %).
constexpr long kMostEmptyPercent = 15;

long percentOf(QRect area, QSize window) {
    return 100L * area.width() * area.height() /
           (static_cast<long>(window.width()) * window.height());
}

// The largest part of the window where nothing is shown: where, and its share of the window.
Json emptyArea(QRect area, QSize window) {
    return Json{{"x", area.x()},
                {"y", area.y()},
                {"width", area.width()},
                {"height", area.height()},
                {"percent", percentOf(area, window)}};
}

// A card of `size` px at `scale` % is a defect where another interface size of the same screen
// drew it larger at a smaller size or smaller at a larger one; `byScale` keeps what was seen.
void neverSmaller(const std::string& what, int size, std::map<int, int>& byScale, int scale,
                  std::vector<std::string>& defects) {
    if (size <= 0) {
        return;
    }
    for (const auto& [otherScale, otherSize] : byScale) {
        if ((otherScale < scale && otherSize > size) || (otherScale > scale && otherSize < size)) {
            defects.push_back(what + " of " + std::to_string(size) + " px here, " +
                              std::to_string(otherSize) + " px at " + std::to_string(otherScale) +
                              " %");
        }
    }
    byScale[scale] = size;
}

} // namespace

AuditHome::AuditHome() {
    qputenv("XDG_CONFIG_HOME", (dir_.path() + QStringLiteral("/config")).toUtf8());
    qputenv("XDG_DATA_HOME", (dir_.path() + QStringLiteral("/data")).toUtf8());
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() >= timeoutMs) {
            return false;
        }
        QEventLoop loop;
        QTimer::singleShot(10, &loop, &QEventLoop::quit);
        loop.exec();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return true;
}

Auditor::Auditor(QQuickWindow& window, const DesktopOptions& options)
    : window_(window), options_(options) {}

std::vector<QSize> Auditor::sizes(const DesktopOptions& options) {
    return options.auditSizes.empty() ? std::vector<QSize>{{1280, 720}, {1920, 1080}}
                                      : options.auditSizes;
}

std::vector<Auditor::Look> Auditor::looks(const DesktopOptions& options) {
    std::vector<Look> looks;
    for (const QSize size : sizes(options)) {
        for (const int scale :
             options.auditScales.empty() ? std::vector<int>{100} : options.auditScales) {
            looks.push_back({size, scale});
        }
    }
    if (options.auditScales.empty() && options.auditSizes.empty()) {
        looks.push_back({{1280, 720}, app::Settings::kMaximumScale});
    }
    return looks;
}

QStringList Auditor::languages(const DesktopOptions& options) {
    return options.auditLanguages.isEmpty()
               ? QStringList{QStringLiteral("en"), QStringLiteral("de")}
               : options.auditLanguages;
}

QObject* Auditor::game() const {
    return app::Desktop::instance()->local()->property("game").value<QObject*>();
}

bool Auditor::show(const QString& screen, QString* why) {
    // Never the screen before in its place: a window whose show() changed says so.
    if (!QMetaObject::invokeMethod(&window_, "show", Q_ARG(QVariant, QVariant(screen)))) {
        *why = QStringLiteral("the window has no show(screen)");
        return false;
    }
    return true;
}

void Auditor::settle(int ms) {
    waitUntil([] { return false; }, ms);
    // A page still sliding in, or a card, building or emissary still flying (read in flight,
    // under load, it was a text off the window).
    const auto busy = [this] {
        const QList<QQuickItem*> items = window_.contentItem()->findChildren<QQuickItem*>();
        return std::any_of(items.begin(), items.end(), [](const QQuickItem* item) {
            return (item->inherits("QQuickStackView") && item->property("busy").toBool()) ||
                   (item->objectName() == QLatin1String("motion") &&
                    item->property("moving").toBool());
        });
    };
    waitUntil([&] { return !busy(); }, kLoadMs);
    window_.grabWindow(); // polishes, lays out and draws everything
    waitUntil([] { return false; }, 50);
    window_.grabWindow();
}

bool Auditor::writeSaves(QString* why) {
    for (const Scripted& scripted : kScripted) {
        const std::optional<GameRecord> record = gameAt(scripted.moment, kPlayers);
        if (!record) {
            *why = QStringLiteral("no scripted game reaches the moment of ") +
                   QLatin1String(scripted.file);
            return false;
        }
        const QString path = savePath(QLatin1String(scripted.file));
        if (!writeLocalSave(path, *record, scripted.hotSeat, why)) {
            return false;
        }
        saves_ << path;
    }
    return true;
}

bool Auditor::prepareLobby(QString* why) {
    app::NetworkGame* network = app::Desktop::instance()->network();
    // Hosted on loopback, announced on a port nobody listens to: nothing leaves the machine.
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    network->setHostAddress(QHostAddress::LocalHost);
    network->setDiscoveryPort(probe.localPort());
    probe.close();
    network->host(QStringLiteral("Audit"), kPlayers, false);
    if (!waitUntil([network] { return network->state() == app::NetworkGame::State::Lobby; },
                   kLoadMs)) {
        const auto states = QMetaEnum::fromType<app::NetworkGame::State>();
        *why = QStringLiteral("the hosted game's lobby did not open (") +
               QLatin1String(states.valueToKey(static_cast<int>(network->state()))) + u')';
        return false;
    }
    network->makeBot(1, QStringLiteral("easy"));
    return show(QStringLiteral("lobby"), why);
}

bool Auditor::prepareGame(const QString& screen, QString* why) {
    app::LocalGame* local = app::Desktop::instance()->local();
    const QString path = savePath(kGameSaves.at(screen));
    if (const QString refused = local->resume(path); !refused.isEmpty()) {
        *why = refused;
        return false;
    }
    QObject* game = this->game();
    const auto is = [game](const char* property) { return game->property(property).toBool(); };
    if (screen == QLatin1String("end")) {
        if (!waitUntil([&] { return is("over"); }, kLoadMs)) {
            *why = QStringLiteral("the finished game did not end");
            return false;
        }
        return show(QStringLiteral("end"), why);
    }
    if (!show(QStringLiteral("game"), why)) {
        return false;
    }
    if (screen == QLatin1String("game-curtain")) {
        if (!waitUntil([game] { return !game->property("curtain").toString().isEmpty(); },
                       kLoadMs)) {
            *why = QStringLiteral("no curtain came down");
            return false;
        }
        return true;
    }
    if (!waitUntil([&] { return is("ready") && is("yourTurn"); }, kLoadMs)) {
        *why = QStringLiteral("it never became the person's turn");
        return false;
    }
    if (screen == QLatin1String("game-build") || screen == QLatin1String("game-other-city")) {
        QMetaObject::invokeMethod(game, "selectNext", Q_ARG(int, 1));
        if (game->property("selectedCard").toInt() < 0) {
            *why = QStringLiteral("no hand card could be selected");
            return false;
        }
    }
    if (screen == QLatin1String("game-aqueduct")) {
        // The aqueduct selected: a building it would replace shows what goes and what comes.
        for (int tries = 0; tries < 8 && cityRowsWith(game, "replace") == 0; ++tries) {
            QMetaObject::invokeMethod(game, "selectNext", Q_ARG(int, 1));
        }
        if (cityRowsWith(game, "replace") == 0) {
            *why = QStringLiteral("no aqueduct could replace a building");
            return false;
        }
    }
    if (screen == QLatin1String("game-full-city")) {
        for (int seat = 0; seat < kPlayers && cityRowsWith(game, "card") < 16; ++seat) {
            QMetaObject::invokeMethod(game, "showCity", Q_ARG(int, seat));
        }
        if (cityRowsWith(game, "card") < 16) {
            *why = QStringLiteral("no city of 16 buildings");
            return false;
        }
    }
    if (screen == QLatin1String("game-other-city")) {
        QMetaObject::invokeMethod(game, "showCity", Q_ARG(int, 1));
        if (game->property("shownSeat").toInt() != 1) {
            *why = QStringLiteral("another player's city was not shown");
            return false;
        }
    }
    if (screen == QLatin1String("game-hint")) {
        // The expert's hint shown: its glow on the table and its line above the hand.
        QObject* hints = game->property("hints").value<QObject*>();
        QMetaObject::invokeMethod(hints, "ask");
        if (!waitUntil([hints] { return hints->property("shown").toBool(); }, kLoadMs)) {
            *why = QStringLiteral("no hint came");
            return false;
        }
    }
    if (screen == QLatin1String("game-school") &&
        !waitUntil(
            [&] { return !game->property("deckChoices").toList().isEmpty() || is("keeping"); },
            kLoadMs)) {
        *why = QStringLiteral("no school choice was offered");
        return false;
    }
    return true;
}

bool Auditor::prepareLookBack(const QString& screen, QString* why) {
    app::ReplayModel* replay = app::Desktop::instance()->replay();
    if (!replay->open(savePath(QStringLiteral("end")))) {
        *why = replay->error();
        return false;
    }
    app::LookBackModel* lookBack = replay->lookBack();
    lookBack->setIterations(kLookBackIterations);
    lookBack->start(0);
    if (!waitUntil([lookBack] { return lookBack->state() == app::LookBackModel::State::Done; },
                   kLoadMs)) {
        *why = QStringLiteral("the look back did not finish");
        return false;
    }
    if (screen == QLatin1String("lookback")) {
        return show(QStringLiteral("lookback"), why);
    }
    // The replay at the costliest decision, the better action said above the table.
    if (lookBack->costliest()->count() == 0) {
        *why = QStringLiteral("the look back found no costly decision");
        return false;
    }
    lookBack->openDecision(lookBack->costliest()->row(0).decision);
    return show(QStringLiteral("replay"), why);
}

bool Auditor::prepare(const QString& screen, QString* why) {
    if (kGameSaves.contains(screen)) {
        return prepareGame(screen, why);
    }
    app::Desktop::instance()->local()->stop();
    app::Desktop::instance()->network()->leave();
    if (screen == QLatin1String("lobby")) {
        return prepareLobby(why);
    }
    if (screen == QLatin1String("replay")) {
        app::ReplayModel* replay = app::Desktop::instance()->replay();
        if (!replay->open(savePath(QStringLiteral("end")))) {
            *why = replay->error();
            return false;
        }
        replay->setSeat(0);
        replay->stepTo(replay->steps() / 2);
    } else if (screen.startsWith(QLatin1String("lookback"))) {
        return prepareLookBack(screen, why);
    } else if (screen == QLatin1String("continue")) {
        app::Desktop::instance()->saves()->refresh();
    } else if (screen == QLatin1String("rules-card")) {
        // The rules at a building's entry (its card beside its text), as F1 opens it: the
        // longest name.
        if (!show(QStringLiteral("menu"), why)) {
            return false;
        }
        QMetaObject::invokeMethod(&window_, "openRules",
                                  Q_ARG(QVariant, QStringLiteral("luxury_residence_4")));
        return true;
    }
    return show(screen, why);
}

int Auditor::run() {
    app::Settings* settings = app::Settings::instance();
    settings->setAnimationSpeed(app::Settings::Instant);
    int failed = 0;
    int lines = 0;
    int minPx = 0;
    std::map<std::string, int> totals;
    // The city's cell and the offer's card by screen, language and window size, at each
    // interface size seen.
    std::map<std::tuple<QString, QString, QString>, std::map<int, int>> cells;
    std::map<std::tuple<QString, QString, QString>, std::map<int, int>> offerCards;
    QString why;
    if (!writeSaves(&why)) {
        std::cerr << "audit: the scripted games could not be saved: " << why.toStdString()
                  << std::endl;
        return 1;
    }
    const QStringList screens =
        options_.auditScreens.isEmpty() ? auditScreenNames() : options_.auditScreens;
    for (const QString& screen : screens) {
        why.clear();
        if (!prepare(screen, &why)) {
            std::cerr << "audit: " << screen.toStdString()
                      << " could not be shown: " << why.toStdString() << std::endl;
            ++failed;
            continue;
        }
        for (const auto& [size, scale] : looks(options_)) {
            window_.resize(size);
            settings->setScale(scale);
            const QString scaled = scale == 100 ? QString() : QStringLiteral("@%1").arg(scale);
            for (const QString& language : languages(options_)) {
                settings->setLanguage(language);
                settle(400);
                // A loaded machine may still be laying the screen out: what is reported is
                // what two looks in a row agree on.
                AuditFindings found = inspectWindow(window_);
                for (int look = 0; look < kLooks; ++look) {
                    settle(200);
                    AuditFindings again = inspectWindow(window_);
                    if (again == found) {
                        break;
                    }
                    found = std::move(again);
                }
                if (!options_.auditShots.isEmpty()) {
                    window_.grabWindow().save(
                        QStringLiteral("%1/%2-%3-%4.png")
                            .arg(options_.auditShots, screen, language, sizeText(size) + scaled));
                }
                Json overlaps = Json::array();
                for (const auto& [a, b] : found.overlaps) {
                    overlaps.push_back(Json::array({a.toStdString(), b.toStdString()}));
                }
                std::vector<std::string> cardDefects;
                if (found.minCardNamePx > 0 && found.minCardNamePx < app::kCardNamePx) {
                    cardDefects.push_back("a card name of " + std::to_string(found.minCardNamePx) +
                                          " px");
                }
                // From 1280x720 the table shows its cards whole, effects too. (The game screen's:
                // the replay's bars are not yet reckoned with, Metrics.)
                const bool gameScreen = screen.startsWith(QLatin1String("game-"));
                if (gameScreen && size.width() >= 1280 && size.height() >= 720 &&
                    !found.cardsWithoutEffect.isEmpty()) {
                    cardDefects.push_back(
                        "no effect in sight on " +
                        found.cardsWithoutEffect.join(QStringLiteral(", ")).toStdString());
                }
                // The table leaves no large bare piece (a form's page may: its margins; the
                // hot seat's curtain hides the table on purpose).
                std::vector<std::string> layoutDefects;
                const bool table = gameScreen && screen != QLatin1String("game-curtain");
                if (const long bare = percentOf(found.emptyArea, size);
                    table && bare >= kMostEmptyPercent) {
                    layoutDefects.push_back("an empty area of " + std::to_string(bare) +
                                            " % of the window");
                }
                if (gameScreen) {
                    const auto key = std::make_tuple(screen, language, sizeText(size));
                    neverSmaller("a city cell", found.cityCell, cells[key], scale, cardDefects);
                    neverSmaller("an offer card", found.offerCard, offerCards[key], scale,
                                 cardDefects);
                }
                Json line{{"screen", screen.toStdString()},
                          {"lang", language.toStdString()},
                          {"size", sizeText(size).toStdString()},
                          {"texts", found.texts},
                          {"min_text_px", found.minTextPx},
                          {"min_text", found.minText.toStdString()},
                          {"truncated", textList(found.truncated)},
                          {"overlaps", overlaps},
                          {"offscreen", textList(found.offscreen)},
                          {"unnamed_controls", textList(found.unnamedControls)},
                          {"city_cell", found.cityCell},
                          {"offer_card", found.offerCard},
                          {"min_card_name_px", found.minCardNamePx},
                          {"card_defects", cardDefects},
                          {"empty_area", emptyArea(found.emptyArea, size)},
                          {"layout_defects", layoutDefects}};
                if (scale != 100) {
                    line["scale"] = scale;
                }
                std::cout << line.dump() << std::endl;
                ++lines;
                if (found.texts > 0) {
                    minPx = minPx == 0 ? found.minTextPx : std::min(minPx, found.minTextPx);
                }
                totals["truncated"] += static_cast<int>(found.truncated.size());
                totals["overlaps"] += static_cast<int>(found.overlaps.size());
                totals["offscreen"] += static_cast<int>(found.offscreen.size());
                totals["unnamed_controls"] += static_cast<int>(found.unnamedControls.size());
                totals["card_defects"] += static_cast<int>(cardDefects.size());
                totals["layout_defects"] += static_cast<int>(layoutDefects.size());
            }
        }
    }
    settings->setScale(100);
    app::Desktop::instance()->local()->stop();
    app::Desktop::instance()->network()->leave();
    const Json summary{{"screens", lines},
                       {"min_text_px", minPx},
                       {"truncated", totals["truncated"]},
                       {"overlaps", totals["overlaps"]},
                       {"offscreen", totals["offscreen"]},
                       {"unnamed_controls", totals["unnamed_controls"]},
                       {"card_defects", totals["card_defects"]},
                       {"layout_defects", totals["layout_defects"]}};
    std::cout << summary.dump() << std::endl;
    return failed > 0 ? 1 : 0;
}

} // namespace cor::desktop
