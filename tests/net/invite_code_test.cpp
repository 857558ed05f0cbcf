// Invite codes: easy to read aloud and type (no 0/O, 1/I/L; case, spaces and dashes do not
// matter when typed), and too many to guess.
#include "net/invite_code.h"

#include <cmath>
#include <gtest/gtest.h>
#include <set>

namespace cor::net {
namespace {

TEST(InviteCode, NewCodesAreTwoGroupsOfUnmistakableCharactersAndDoNotRepeat) {
    for (const char confusable : std::string_view("0O1IL")) {
        EXPECT_EQ(kInviteAlphabet.find(confusable), std::string_view::npos) << confusable;
    }
    // About 2^49.5 codes: with a limit on attempts, a table cannot be found by guessing.
    EXPECT_GT(static_cast<double>(kInviteLength) * std::log2(kInviteAlphabet.size()), 48.0);
    std::set<std::string> seen;
    std::set<char> used;
    for (int i = 0; i < 2000; ++i) {
        const std::string code = newInviteCode();
        ASSERT_EQ(code.size(), kInviteLength + 1) << code;
        EXPECT_EQ(code[kInviteLength / 2], '-') << code;
        for (std::size_t at = 0; at < code.size(); ++at) {
            if (at != kInviteLength / 2) {
                EXPECT_NE(kInviteAlphabet.find(code[at]), std::string_view::npos) << code;
                used.insert(code[at]);
            }
        }
        EXPECT_EQ(readInviteCode(code), code) << "a code reads as itself";
        EXPECT_TRUE(seen.insert(code).second) << "a code came twice: " << code;
    }
    EXPECT_EQ(used.size(), kInviteAlphabet.size()) << "every character is drawn";
}

TEST(InviteCode, TypedCodesReadWhateverTheirCaseSpacesAndDashes) {
    EXPECT_EQ(readInviteCode("K7QXM-2PR9D"), "K7QXM-2PR9D");
    EXPECT_EQ(readInviteCode("k7qxm2pr9d"), "K7QXM-2PR9D");
    EXPECT_EQ(readInviteCode(" k7q xm - 2pr 9d "), "K7QXM-2PR9D");
    EXPECT_EQ(readInviteCode("K7QX-M2PR-9D"), "K7QXM-2PR9D");
}

TEST(InviteCode, WhatCannotBeACodeIsRefused) {
    for (const char* typed :
         {"", "K7QXM-2PR9", "K7QXM-2PR9DD", "K7QXM-2PR0D", "K7QXM-2PROD", "K7QXM-2PR1D",
          "K7QXL-2PR9D", "K7QXI-2PR9D", "K7QXM_2PR9D", "K7QXM-2PR9\xC3\x84"}) {
        EXPECT_EQ(readInviteCode(typed), std::nullopt) << typed;
    }
}

} // namespace
} // namespace cor::net
