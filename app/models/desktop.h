// What the whole app shares with its QML: the local game, the LAN game, the saved games, the
// replay, and whether this run only watches bots play (--autoplay), so screens start in the game
// and animations run at their fastest.
#pragma once

#include "app/models/local_game.h"
#include "app/models/network_game.h"
#include "app/models/online_watch.h"
#include "app/models/replay_model.h"
#include "app/models/saved_games_model.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace cor::app {

class Desktop : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(cor::app::LocalGame* local READ local CONSTANT)
    Q_PROPERTY(cor::app::NetworkGame* network READ network CONSTANT)
    Q_PROPERTY(cor::app::SavedGamesModel* saves READ saves CONSTANT)
    Q_PROPERTY(cor::app::ReplayModel* replay READ replay CONSTANT)
    // How this app's online tables stand (their servers asked every minute).
    Q_PROPERTY(cor::app::OnlineWatch* online READ online CONSTANT)
    // The games where it is this app's player's turn: the online tables (as their servers say)
    // and the LAN game this app plays; the window's title and Continue's badge count them.
    Q_PROPERTY(int yourTurns READ yourTurns NOTIFY yourTurnsChanged)
    Q_PROPERTY(bool autoplay READ autoplay CONSTANT)
    Q_PROPERTY(QString version READ version CONSTANT)
    // The screen to open first: menu, newgame, settings, rules, replay or lobby (a LAN game).
    Q_PROPERTY(QString startScreen READ startScreen CONSTANT)

  public:
    static Desktop* instance();
    static Desktop* create(QQmlEngine*, QJSEngine*);
    // The Qt Quick Controls style the app is drawn in (tests use it too); before any QML loads.
    static void useControlsStyle();

    LocalGame* local() { return &local_; }
    NetworkGame* network() { return &network_; }
    SavedGamesModel* saves() { return &saves_; }
    ReplayModel* replay() { return &replay_; }
    OnlineWatch* online() { return &online_; }
    bool autoplay() const { return autoplay_; }
    void setAutoplay(bool on) { autoplay_ = on; }
    QString version() const;
    QString startScreen() const { return startScreen_; }
    void setStartScreen(const QString& screen) { startScreen_ = screen; }
    // Opens the online table of an invitation (its link clicked in a chat program, or pasted):
    // joins it, and the window shows its lobby.
    void openInvitation(const QString& text);

    int yourTurns() const { return yourTurns_; }

  signals:
    void invitationOpened();
    void yourTurnsChanged();

  private:
    Desktop();

    OnlineWatch online_;
    LocalGame local_;
    NetworkGame network_;
    SavedGamesModel saves_;
    ReplayModel replay_;
    void countTurns();

    bool autoplay_ = false;
    int yourTurns_ = 0;
    QString startScreen_ = QStringLiteral("menu");
};

} // namespace cor::app
