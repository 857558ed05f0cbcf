// A short soak in the test suite: a few games of cityofrome-server --rematch under faults.
// The full night (200 games, memory and descriptors judged) is the `soak` program; README,
// Soak, has its command and figures.
#include "tests/programs/program_support.h"
#include "tests/programs/soak.h"

#include <gtest/gtest.h>
#include <iostream>

namespace cor::programs {
namespace {

TEST(Soak, GamesUnderFaultsAllFinishAndReplayAndTheServerHoldsNoMoreDescriptors) {
    SoakOptions options;
    options.games = net::test::games(6);
    options.seed = 15;
    options.dir = scratchDir(QStringLiteral("soak"));
    const SoakReport report = runSoak(options);
    std::cout << soakSummary(report);
    for (const std::string& failure : soakVerdict(report, options.games)) {
        ADD_FAILURE() << failure;
    }
    EXPECT_GT(report.kills + report.drops + report.garbage + report.spectatorVisits, 0)
        << "no fault at all";
    EXPECT_GT(report.playerResults, 0) << "no player process saw an end";
}

} // namespace
} // namespace cor::programs
