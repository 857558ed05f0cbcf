// The argument parser shared by the commands.
#include "app/cli/args.h"
#include "app/cli/cli_error.h"

#include <gtest/gtest.h>
#include <limits>

namespace cor::cli::test {
namespace {

const ArgSpec kSpec{{"--players", "--seed"}, {"--jsonl"}, 0, 1, "FILE"};

TEST(Args, OptionsFlagsAndPositionals) {
    const ParsedArgs parsed =
        parseArgs({"--players", "3", "file.json", "--jsonl", "--seed=7"}, kSpec);
    EXPECT_FALSE(parsed.help);
    EXPECT_EQ(parsed.required("--players"), "3");
    EXPECT_EQ(parsed.value("--seed"), "7");
    EXPECT_TRUE(parsed.has("--jsonl"));
    EXPECT_EQ(parsed.positional, std::vector<std::string>{"file.json"});
    EXPECT_FALSE(parseArgs({}, kSpec).has("--jsonl"));
    EXPECT_EQ(parseArgs({}, kSpec).value("--seed"), std::nullopt);
}

TEST(Args, DashAloneIsPositional) {
    EXPECT_EQ(parseArgs({"-"}, kSpec).positional, std::vector<std::string>{"-"});
}

TEST(Args, HelpWinsOverMistakes) {
    EXPECT_TRUE(parseArgs({"--bogus", "--help"}, kSpec).help);
    EXPECT_TRUE(parseArgs({"-h"}, kSpec).help);
}

TEST(Args, Mistakes) {
    EXPECT_THROW(parseArgs({"--bogus"}, kSpec), InputError);
    EXPECT_THROW(parseArgs({"--players"}, kSpec), InputError);
    EXPECT_THROW(parseArgs({"--players", "2", "--players", "3"}, kSpec), InputError);
    EXPECT_THROW(parseArgs({"--jsonl", "--jsonl"}, kSpec), InputError);
    EXPECT_THROW(parseArgs({"--jsonl=1"}, kSpec), InputError);
    EXPECT_THROW(parseArgs({"a", "b"}, kSpec), InputError);
    EXPECT_THROW(parseArgs({}, ArgSpec{{}, {}, 1, 1, "FILE"}), InputError);
    EXPECT_THROW(parseArgs({}, kSpec).required("--seed"), InputError);
}

TEST(Args, Unsigned) {
    EXPECT_EQ(parseUnsigned("42", "--n", 0, 100), 42u);
    EXPECT_EQ(parseUnsigned("18446744073709551615", "--seed", 0,
                            std::numeric_limits<std::uint64_t>::max()),
              std::numeric_limits<std::uint64_t>::max());
    for (const char* bad : {"", "-1", "+1", "1x", " 1", "101", "18446744073709551616", "0x10"}) {
        EXPECT_THROW(parseUnsigned(bad, "--n", 0, 100), InputError) << bad;
    }
    try {
        parseUnsigned("9", "--players", 2, 4);
        FAIL();
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "--players: expected an integer from 2 to 4, got \"9\"");
    }
}

TEST(Args, Lists) {
    EXPECT_EQ(splitList("random", "--bots"), std::vector<std::string>{"random"});
    EXPECT_EQ(splitList("random,greedy", "--bots"), (std::vector<std::string>{"random", "greedy"}));
    EXPECT_THROW(splitList("", "--bots"), InputError);
    EXPECT_THROW(splitList("random,", "--bots"), InputError);
    EXPECT_THROW(splitList(",random", "--bots"), InputError);
}

} // namespace
} // namespace cor::cli::test
