// The command line of `cityofrome` (spec/CLI.md): language, screenshots for tests and docs, a
// screen to open at once, --replay FILE (the replay viewer on a save file), and --autoplay, a
// game of bots played through the real window.
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
};

// Throws cli::InputError naming the bad argument.
DesktopOptions parseDesktopArgs(const std::vector<std::string>& args);

extern const char* const kDesktopUsage;

} // namespace cor::desktop
