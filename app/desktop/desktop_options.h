// The command line of `cityofrome` (spec/CLI.md): language, window size, screenshots for tests
// and docs, a screen to open at once, --replay FILE (the replay viewer on a save file, at a
// step, through a seat's eyes), --audit (every screen inspected as a person would see it), and
// --autoplay, a game of bots played through the real window, on this machine or on the LAN.
// Parsed before any Qt application exists, so --help and bad arguments need no display.
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <vector>

namespace cor::desktop {

struct DesktopOptions {
    bool help = false;
    QString language; // empty: the saved setting
    QString screenshot;
    int screenshotAfterMs = 1000;
    // menu, newgame, game (a quick game against bots), settings, rules, replay (with --replay).
    QString screen = QStringLiteral("menu");
    QSize size;     // the window's size in logical pixels; empty: the remembered or a default one
    QString replay; // a save file to watch
    int replayStep = 0;
    int replaySeat = -1; // -1: a spectator
    // --audit: these languages and window sizes (empty: both languages, 1280x720 and 1920x1080).
    bool audit = false;
    QStringList auditLanguages;
    std::vector<QSize> auditSizes;
    QStringList auditScreens;     // empty: all of auditScreenNames()
    QString auditShots;           // a folder for a picture of every screen audited
    std::vector<int> auditScales; // --scale: the interface sizes (percent) audited; none: audit.h
    bool autoplay = false;
    int players = 4;
    std::vector<std::string> bots;
    std::uint64_t seed = 0;
    bool shrine = false;
    QString save;
    bool measure = false;
    // --autoplay on the LAN: host a game of this name, or join one ("any": the first heard), or
    // continue the newest game this app hosted (its server found again if it still runs).
    QString lanHost;
    QString lanJoin;
    bool lanContinue = false;
    int lanStopAfter = 0; // a host stops hosting once the game has this many actions (0: never)
    QString lanSay;       // said in the chat once the game is on
    int lanGames = 1;     // games at this LAN table: after each end the host calls a rematch
    int guests = 1;       // seats a LAN host keeps open for guests; bots take the rest
    QString lanAddress;   // where a LAN host listens and announces (empty: everywhere)
    quint16 discoveryPort = 0; // 0: the discovery port
    // A table's invitation (a cityofrome:// link) to open, here or in the app already running.
    QString invitation;
    bool watch = false; // --watch: the watcher of online tables, no window
};

// Throws cli::InputError naming the bad argument.
DesktopOptions parseDesktopArgs(const std::vector<std::string>& args);

// --autoplay on the LAN: hosting, joining or continuing a hosted game.
inline bool onTheLan(const DesktopOptions& options) {
    return !options.lanHost.isEmpty() || !options.lanJoin.isEmpty() || options.lanContinue;
}

extern const char* const kDesktopUsage;

// The screens --audit shows, in order (the game screen at several moments: game-...).
const QStringList& auditScreenNames();

} // namespace cor::desktop
