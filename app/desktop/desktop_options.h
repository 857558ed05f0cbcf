// The command line of `cityofrome` (spec/CLI.md): language, screenshots for tests and docs, a
// screen to open at once, --replay FILE (the replay viewer on a save file), and --autoplay, a
// game of bots played through the real window, on this machine or on the LAN.
#pragma once

#include <QString>
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
    QString replay; // a save file to watch
    bool autoplay = false;
    int players = 4;
    std::vector<std::string> bots;
    std::uint64_t seed = 0;
    bool shrine = false;
    QString save;
    bool measure = false;
    // --autoplay on the LAN: host a game of this name, or join one ("any": the first heard).
    QString lanHost;
    QString lanJoin;
    int guests = 1;            // seats a LAN host keeps open for guests; bots take the rest
    QString lanAddress;        // where a LAN host listens and announces (empty: everywhere)
    quint16 discoveryPort = 0; // 0: the discovery port
};

// Throws cli::InputError naming the bad argument.
DesktopOptions parseDesktopArgs(const std::vector<std::string>& args);

extern const char* const kDesktopUsage;

} // namespace cor::desktop
