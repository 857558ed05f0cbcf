// `soak`: the soak of issue 15 at any length, by hand (the test suite runs a short one).
//   build/release/tests/programs/soak --games 200 [--seed S] [--dir DIR]
// Prints a line per game and the figures; exits 0 when every bar is met, 1 otherwise.
#include "net/log.h"
#include "tests/programs/program_support.h"
#include "tests/programs/soak.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <iostream>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts game after game on cityofrome-server --rematch under faults (issue 15)."));
    parser.addHelpOption();
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("games to play"),
                                   QStringLiteral("N"), QStringLiteral("200"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("the faults' seed"),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption dir(QStringLiteral("dir"), QStringLiteral("where the saves go"),
                                 QStringLiteral("DIR"));
    parser.addOptions({games, seed, dir});
    parser.process(app);

    cor::programs::SoakOptions options;
    options.games = std::max(1, parser.value(games).toInt());
    options.seed = parser.value(seed).toULongLong();
    options.dir = parser.isSet(dir) ? parser.value(dir)
                                    : cor::programs::scratchDir(QStringLiteral("soak-main"));
    QDir().mkpath(options.dir);
    cor::net::netLog().set_level(spdlog::level::warn);
    options.progress = [](const std::string& line) { std::cout << line << std::endl; };
    const cor::programs::SoakReport report = cor::programs::runSoak(options);
    std::cout << cor::programs::soakSummary(report);
    const std::vector<std::string> verdict = cor::programs::soakVerdict(report, options.games);
    for (const std::string& failure : verdict) {
        std::cout << "FAILED: " << failure << '\n';
    }
    std::cout << (verdict.empty() ? "PASSED" : "FAILED") << std::endl;
    return verdict.empty() ? 0 : 1;
}
