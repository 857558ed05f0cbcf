// Where this app keeps the games it can go back to: the saves folder (a local or hosted game is
// written there after every action) and, in the settings, the seat this app holds in each of
// them: a hosted game's seat, and a joined LAN game's address and seat token.
#pragma once

#include "app/models/audience.h"
#include "net/saved_game.h"
#include "net/seats.h"

#include <QDateTime>
#include <QString>
#include <optional>
#include <vector>

namespace cor::app {

// The folder of saved games (created when missing).
QString savesFolder();
// A new file in it for a game of this kind ("local", "hosted", or "played": a LAN game this
// app played as a guest, kept once over for its replay; "played-online": one at an online
// table).
QString newSavePath(const QString& kind);

// A LAN game this app joined as a guest.
struct JoinedGame {
    QString gameName;
    QString address;
    int port = 0;
    int seat = -1;
    net::SeatToken token{};
    QDateTime when;
    // It ended: nothing to go back to but a rematch at its host (its seat token takes the seat
    // back); its replay is a file of its own in the saves folder.
    bool over = false;
};

// Newest first; only those that can be rejoined (an address, a port, a seat, a token) and are
// kept where rememberJoined keeps them (so forgetJoined forgets them), whatever the file holds.
std::vector<JoinedGame> joinedGames();
std::optional<JoinedGame> joinedGame(const QString& address, int port);
void rememberJoined(const JoinedGame& game);
void forgetJoined(const QString& address, int port);

// The seat this app's player holds in the hosted game saved at `path`, and the port it was
// hosted on (guests come back to it when it is hosted again).
struct HostedGame {
    int seat = -1; // unknown: the first person's
    int port = 0;  // unknown: any
};

void rememberHosted(const QString& path, const HostedGame& game);
std::optional<HostedGame> hostedGame(const QString& path);
void forgetHosted(const QString& path);

// The seat this app's player holds in the hosted game `saved`, read from `path`: the one
// remembered, else the first person's; -1 when it has no person.
int hostedSeat(const net::SavedGame& saved, const QString& path);

// Who sat at this screen for the game saved at `path`: a local game's people, a hosted game's
// owner, a joined game's guest.
Audience audienceOf(const net::SavedGame& saved, const QString& path);

} // namespace cor::app
