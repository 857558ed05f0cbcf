// Every screen rendered to PNG in English and German (offscreen, the real QML): the menu, a new
// game, the game at a person's turn with a card selected, the end, the replay of that game,
// settings and the rules.
// The pictures land in build/<preset>/screens/ to be looked at; the test checks that each one
// shows something and that the German ones differ from the English ones.
#include "app/models/desktop.h"
#include "app/models/game_memory.h"
#include "app/models/landmarks.h"
#include "app/models/settings.h"
#include "engine/rng.h"
#include "tests/app/app_window.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>
#include <gtest/gtest.h>

Q_IMPORT_QML_PLUGIN(CityOfRome_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(CityOfRomePlugin)

namespace cor::app::test {
namespace {

using net::test::spin;
using net::test::waitFor;

std::vector<int> playableRows(QAbstractItemModel& model) {
    return trueRows(model, "playable");
}

// Plays the person's first choices until an action turn where a hand card can be built.
bool playUntilABuild(GameModel& game) {
    std::uint32_t acted = ~0u;
    return waitFor(
        [&] {
            if (!game.yourTurn() || game.pending() > 0 || game.view()->stateId == acted) {
                return false;
            }
            acted = game.view()->stateId;
            if (!playableRows(*game.hand()).empty() && game.view()->turn.took) {
                game.select(playableRows(*game.hand()).front());
                return true;
            }
            if (const auto pack = playableRows(*game.draftPack()); !pack.empty()) {
                game.draft(pack.front());
            } else if (const auto offer = playableRows(*game.offer()); !offer.empty()) {
                game.take(offer.back());
            } else if (game.phase() == GameModel::Phase::Emissaries) {
                const int role = game.strip()->roleNames().key("placeable");
                for (int row = game.strip()->rowCount() - 1; row >= 0; --row) {
                    if (game.strip()->data(game.strip()->index(row, 0), role).toBool()) {
                        game.placeEmissary(row + 1);
                        break;
                    }
                }
            } else if (game.canEndTurn()) {
                game.endTurn();
            }
            return false;
        },
        60'000);
}

class Screens : public AppWindow {
  protected:
    static void SetUpTestSuite() {
        AppWindow::SetUpTestSuite();
        QDir().mkpath(QStringLiteral(COR_SCREENS_DIR));
    }

    // Shows `screen` and saves the window to screens/<name>-<language>.png.
    QImage shoot(const QString& screen, const QString& name) {
        if (!screen.isEmpty()) {
            QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, screen));
        }
        spin(400); // transitions end
        QImage image = window_->grabWindow();
        image.save(QStringLiteral(COR_SCREENS_DIR "/%1-%2.png")
                       .arg(name, Settings::instance()->language()));
        return image;
    }
};

// Enough different colours that it is a picture, not an empty window.
bool showsSomething(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            colours.insert(image.pixel(x, y));
        }
    }
    return image.width() >= 1280 && image.height() >= 720 && colours.size() > 20;
}

// A LAN game this app joined, cut off mid-game: the host process is killed.
void showReconnecting(QQuickWindow* window) {
    QProcess server;
    server.start(QStringLiteral(COR_SERVER_BIN),
                 {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                  QStringLiteral("127.0.0.1"), QStringLiteral("--players"), QStringLiteral("3"),
                  QStringLiteral("--bots"), QStringLiteral("easy,easy"), QStringLiteral("--seed"),
                  QStringLiteral("4"), QStringLiteral("--no-announce")});
    QString said;
    static const QRegularExpression listening(QStringLiteral("listening on \\S*:(\\d+)\\n"));
    ASSERT_TRUE(waitFor([&] {
        said += QString::fromUtf8(server.readAllStandardError());
        return listening.match(said).hasMatch();
    }));
    NetworkGame& network = *Desktop::instance()->network();
    network.join(QStringLiteral("127.0.0.1"), listening.match(said).captured(1).toInt());
    ASSERT_TRUE(waitFor([&] { return network.session()->seat() >= 0; }));
    network.setReady(true);
    ASSERT_TRUE(waitFor([&] { return network.state() == NetworkGame::State::Playing; }));
    QMetaObject::invokeMethod(window, "showNetworkGame");
    ASSERT_TRUE(waitFor([&] { return network.game()->ready() && network.game()->pending() == 0; }));
    server.kill();
    server.waitForFinished();
    ASSERT_TRUE(waitFor([&] { return network.state() == NetworkGame::State::Reconnecting; }));
}

TEST_F(Screens, EveryScreenInBothLanguages) {
    QDir(savesFolder()).removeRecursively();
    std::map<QString, QImage> english;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        Settings::instance()->useLanguageForThisRun(language);
        Settings::instance()->applyLanguage();
        std::map<QString, QImage> shots;
        for (const QString& screen :
             {QStringLiteral("menu"), QStringLiteral("newgame"), QStringLiteral("settings"),
              QStringLiteral("rules"), QStringLiteral("host")}) {
            shots[screen] = shoot(screen, screen);
        }
        NetworkGame& network = *Desktop::instance()->network();
        network.setDiscoveryPort(net::test::freeUdpPort());
        {
            // Another machine's game, heard on the LAN (loopback here).
            NetworkGame elsewhere;
            elsewhere.setServerProgram(QStringLiteral(COR_SERVER_BIN));
            elsewhere.setHostAddress(QHostAddress::LocalHost);
            QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("join")));
            ASSERT_TRUE(waitFor([&] { return network.games()->listening(); }));
            elsewhere.setDiscoveryPort(network.games()->boundPort());
            elsewhere.host(QStringLiteral("Forum Romanum"), 4, true);
            ASSERT_TRUE(waitFor([&] { return network.games()->count() == 1; }, 20'000));
            shots[QStringLiteral("join")] = shoot({}, QStringLiteral("join"));
            elsewhere.leave();
        }
        // A hosted game's lobby: the host process on loopback (announcing to loopback only).
        network.setServerProgram(QStringLiteral(COR_SERVER_BIN));
        network.setHostAddress(QHostAddress::LocalHost);
        network.host(QStringLiteral("Forum Romanum"), 3, false);
        QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("lobby")));
        ASSERT_TRUE(waitFor([&] { return network.state() == NetworkGame::State::Lobby; }, 20'000))
            << network.state() << " " << network.error().toStdString();
        network.makeBot(2, QStringLiteral("hard"));
        network.sendChat(QStringLiteral("Ave!"));
        shots[QStringLiteral("lobby")] = shoot({}, QStringLiteral("lobby"));
        network.leave();
        LocalGame& local = *Desktop::instance()->local();
        LocalSetup setup;
        setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "easy"}, {"Marcus", 2, "easy"}};
        setup.seed = 8;
        local.start(setup);
        QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
        ASSERT_TRUE(playUntilABuild(*local.game()));
        shots[QStringLiteral("game")] = shoot({}, QStringLiteral("game"));
        local.game()->select(local.game()->selectedCard()); // unselect
        // The rest of the game by the first choice each time, then the end.
        std::uint32_t acted = ~0u;
        ASSERT_TRUE(waitFor(
            [&] {
                GameModel& game = *local.game();
                if (game.over()) {
                    return true;
                }
                if (game.yourTurn() && game.pending() == 0 && game.view()->stateId != acted) {
                    acted = game.view()->stateId;
                    if (const auto pack = playableRows(*game.draftPack()); !pack.empty()) {
                        game.draft(pack.front());
                    } else if (const auto offer = playableRows(*game.offer()); !offer.empty()) {
                        game.take(offer.front());
                    } else if (!game.deckChoices().isEmpty()) {
                        game.chooseDeck(game.deckChoices().front().toMap().value("deck").toInt());
                    } else if (game.keeping()) {
                        game.keep(0);
                        game.confirmKeep();
                    } else if (game.phase() == GameModel::Phase::Emissaries) {
                        game.placeEmissary(5);
                        game.placeEmissary(4);
                        game.placeEmissary(3);
                    } else if (game.canEndTurn()) {
                        game.endTurn();
                    }
                }
                return false;
            },
            120'000));
        shots[QStringLiteral("end")] = shoot({}, QStringLiteral("end"));
        // The replay of that game, halfway through, through Aurelia's eyes.
        ReplayModel& replay = *Desktop::instance()->replay();
        ASSERT_TRUE(replay.openTable(&local)) << replay.error().toStdString();
        replay.setSeat(0);
        replay.stepTo(replay.steps() / 2);
        shots[QStringLiteral("replay")] = shoot(QStringLiteral("replay"), QStringLiteral("replay"));
        // Hot seat: the curtain between two people.
        LocalSetup hotSeat;
        hotSeat.seats = {{"Aurelia", 0, {}}, {"Brutus", 1, {}}};
        hotSeat.seed = 9;
        hotSeat.savePath = newSavePath(QStringLiteral("local"));
        local.start(hotSeat);
        QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
        ASSERT_TRUE(waitFor(
            [&] {
                GameModel& game = *local.game();
                if (!game.curtain().isEmpty()) {
                    return true;
                }
                if (game.yourTurn() && game.pending() == 0) {
                    if (const auto pack = playableRows(*game.draftPack()); !pack.empty()) {
                        game.draft(pack.front());
                    }
                }
                return false;
            },
            20'000));
        shots[QStringLiteral("curtain")] = shoot({}, QStringLiteral("curtain"));
        // Continue: the hot-seat game under way, and a LAN game this app joined elsewhere.
        const JoinedGame joined{QStringLiteral("Forum Romanum"),
                                QStringLiteral("192.168.1.20"),
                                45655,
                                1,
                                net::newSeatToken(),
                                QDateTime::currentDateTime()};
        rememberJoined(joined);
        local.stop();
        shots[QStringLiteral("continue")] =
            shoot(QStringLiteral("continue"), QStringLiteral("continue"));
        forgetJoined(joined.address, joined.port);
        QDir(savesFolder()).removeRecursively();
        showReconnecting(window_);
        ASSERT_FALSE(HasFatalFailure());
        shots[QStringLiteral("reconnecting")] = shoot({}, QStringLiteral("reconnecting"));
        network.leave();
        for (const JoinedGame& left : joinedGames()) {
            forgetJoined(left.address, left.port);
        }
        for (const auto& [screen, image] : shots) {
            EXPECT_TRUE(showsSomething(image))
                << screen.toStdString() << " " << language.toStdString();
            if (language == QLatin1String("en")) {
                english[screen] = image;
            } else if (screen != QLatin1String("end")) {
                EXPECT_NE(image, english[screen]) << screen.toStdString() << " is not translated";
            }
        }
        local.stop();
        QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("menu")));
    }
}

// The item called `name` on screen now, visible; null otherwise.
QQuickItem* shown(QQuickWindow* window, const char* name) {
    QQuickItem* item = Landmarks().find(window->contentItem(), QString::fromUtf8(name));
    return item != nullptr && item->isVisible() ? item : nullptr;
}

// A button's click (what it does, not where the pointer lands).
void click(QQuickItem* button) {
    ASSERT_NE(button, nullptr);
    QMetaObject::invokeMethod(button, "clicked");
}

// The replay watched from the score pad goes back to it, not to the menu; "How did I play?"
// from the replay, and Back from it, bring the replay again.
TEST_F(Screens, TheReplayWatchedFromTheScorePadGoesBackToIt) {
    LocalGame& local = *Desktop::instance()->local();
    local.startLesson();
    local.lesson()->skip();
    ASSERT_TRUE(waitFor([&] { return local.game()->ready() && local.game()->view(); }));
    QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("end")));
    ASSERT_TRUE(waitFor([&] { return shown(window_, "replayButton") != nullptr; }));
    click(shown(window_, "replayButton"));
    ASSERT_TRUE(waitFor([&] { return shown(window_, "replayBack") != nullptr; })) << "the replay";
    click(shown(window_, "analyseButton"));
    ASSERT_TRUE(waitFor([&] { return shown(window_, "replayBack") == nullptr; }))
        << "the look back in the replay's place";
    QTest::keyClick(window_, Qt::Key_Escape);
    ASSERT_TRUE(waitFor([&] { return shown(window_, "replayBack") != nullptr; }))
        << "Back from the look back: the replay again";
    click(shown(window_, "replayBack"));
    EXPECT_TRUE(waitFor([&] { return shown(window_, "replayButton") != nullptr; }))
        << "Back from the replay: the score pad";
    QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("menu")));
    local.stop();
}

} // namespace
} // namespace cor::app::test
