// The program as a whole: help texts, unknown commands, exit codes, one-line errors.
#include "tests/cli/cli_test_support.h"

#include <gtest/gtest.h>

namespace cor::cli::test {
namespace {

TEST(Cli, HelpForTheProgramAndEveryCommand) {
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{"--help"},
                                               {"-h"},
                                               {"score", "--help"},
                                               {"selfplay", "--help"},
                                               {"replay", "--help"},
                                               {"selfplay", "--players", "9", "--help"}}) {
        const RunResult result = runCli(args);
        EXPECT_EQ(result.code, 0) << args[0];
        EXPECT_TRUE(result.out.starts_with("usage: cityofrome-cli")) << result.out;
        EXPECT_EQ(result.err, "");
    }
    EXPECT_NE(runCli({"--help"}).out.find("selfplay"), std::string::npos);
    EXPECT_NE(runCli({"selfplay", "--help"}).out.find("--save-dir"), std::string::npos);
    EXPECT_NE(runCli({"replay", "--help"}).out.find("--legal"), std::string::npos);
}

TEST(Cli, BadCommandLinesExitTwoWithOneLine) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {}, {"scores"}, {"--version"}, {"score"}, {"replay"}, {"selfplay"}}) {
        const RunResult result = runCli(args);
        EXPECT_EQ(result.code, 2);
        EXPECT_EQ(result.out, "");
        EXPECT_TRUE(result.err.starts_with("error: ")) << result.err;
        EXPECT_EQ(result.err.find('\n'), result.err.size() - 1) << result.err;
    }
}

} // namespace
} // namespace cor::cli::test
