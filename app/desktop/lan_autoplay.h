// --autoplay on the LAN: this app hosts a game (bots take the seats not kept for guests; it
// starts once everyone is ready), joins one heard on the LAN or at an address (a seat held
// there before is taken back), or continues the newest game it hosted. A bot plays this app's
// seat through the real window; "seated seat N", "playing" and every chat line heard go to
// stderr, the score sheets as JSON to stdout at the end, and the app quits. A host may stop
// hosting after some actions ("stopping"), a player say a line once the game is on, and the
// table play several games, the host calling a rematch after each.
#pragma once

#include "app/desktop/desktop_options.h"
#include "app/models/network_game.h"

#include <QObject>

namespace cor::desktop {

class LanAutoplay : public QObject {
  public:
    // Begins at once; quits the application at the end (unless a screenshot is to be taken).
    LanAutoplay(const DesktopOptions& options, app::NetworkGame& network);

  private:
    void onStateChanged();
    void onGameChanged();
    void onLobbyChanged();
    void onGamesHeard();

    const DesktopOptions& options_;
    app::NetworkGame& network_;
    bool joining_ = false;
    int seated_ = -1;
    bool playing_ = false;
    bool stopping_ = false;
    int gamesPlayed_ = 0;
    bool atEnd_ = false; // this game's end is counted (the state is told more than once)
};

} // namespace cor::desktop
