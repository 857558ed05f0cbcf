// The soak of issue 15, "a night of faults, in minutes": cityofrome-server --rematch hosts
// game after game for three `cityofrome-cli play` bot clients (and a bot of its own) while
// the clients are killed with SIGKILL or lose their connections at random moments and
// rejoin, a spectator comes and goes, and garbage clients connect. Every game must finish and
// its save replay to the game-over sheets everyone received; the server's resident memory
// and open file descriptors are sampled after every game.
#pragma once

#include <QString>
#include <QtGlobal>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cor::programs {

struct SoakOptions {
    int games = 6;
    std::uint64_t seed = 1; // the faults' choices; their moments follow the game's pace
    QString dir;            // the saves: game.json, game-2.json, ...
    int gameTimeoutMs = 120'000;
    std::function<void(const std::string&)> progress; // a line after every game
};

// The server after a game, every client gone but the owner's.
struct GameSample {
    double seconds = 0; // from the lobby to the end, the checks included
    qint64 residentKb = 0;
    int openFds = 0;
};

struct SoakReport {
    std::vector<GameSample> games; // the games that finished
    int replayed = 0;              // saves that replay to the sheets the clients received
    int playerResults = 0;         // results printed by play processes, all equal to those
    int kills = 0;
    int drops = 0;
    int rejoinsRefusedInUse = 0;
    int standIns = 0;
    int spectatorVisits = 0;
    int garbage = 0;
    int garbageDropped = 0;
    int serverExit = -1;
    double seconds = 0;
    std::vector<std::string> failures; // what went wrong during the run
};

SoakReport runSoak(const SoakOptions& options);

// The bars: every game finished and replayed, no more descriptors after the last game than
// after game 10 (or the first, in a shorter run), and from game 10 to the last less than
// 5 MB more resident memory (runs longer than 10 games).
std::vector<std::string> soakVerdict(const SoakReport& report, int games);

std::string soakSummary(const SoakReport& report);

} // namespace cor::programs
