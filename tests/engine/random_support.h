// Shared by the random-game tests (random_games, view, events): test scale, parameters over
// player counts and the shrine, and failure collection with context.
#pragma once

#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/state.h"

#include <algorithm>
#include <cstdlib>
#include <gtest/gtest.h>
#include <ostream>
#include <string>
#include <string_view>

namespace cor::test {

// Sanitizer builds set COR_TEST_SCALE=small and play a tenth of the games.
inline bool smallScale() {
    const char* scale = std::getenv("COR_TEST_SCALE");
    return scale != nullptr && std::string_view(scale) == "small";
}

inline int games(int normal) {
    return smallScale() ? std::max(1, normal / 10) : normal;
}

// Collects failures with their context and reports the first few at the end of a test, so a
// broken property gives a readable report instead of thousands of identical lines.
class Failures {
  public:
    void add(std::string what) {
        if (count_ < 8) {
            messages_ += "  " + what + "\n";
        }
        ++count_;
    }
    int count() const { return count_; }
    void report(std::string_view test) const {
        EXPECT_EQ(count_, 0) << test << ": " << count_ << " failures, the first:\n" << messages_;
    }

  private:
    int count_ = 0;
    std::string messages_;
};

struct Config {
    int players;
    bool shrine;
};

inline void PrintTo(const Config& config, std::ostream* os) {
    *os << config.players << " players" << (config.shrine ? " with the shrine" : "");
}

inline std::string configName(const ::testing::TestParamInfo<Config>& info) {
    return std::to_string(info.param.players) + "p" + (info.param.shrine ? "_shrine" : "");
}

inline GameSetup setupOf(const Config& config, std::uint64_t seed) {
    return GameSetup{config.players, seed, config.shrine};
}

inline Action pick(Rng& rng, const ActionList& legal) {
    return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

// Where a failure happened; viewer -2 means no viewer is involved.
inline std::string where(const GameSetup& setup, std::size_t step, int viewer = -2) {
    std::string text = "players " + std::to_string(setup.players) +
                       (setup.shrine ? " shrine" : "") + " seed " + std::to_string(setup.seed) +
                       " step " + std::to_string(step);
    if (viewer != -2) {
        text += " viewer " + std::to_string(viewer);
    }
    return text;
}

} // namespace cor::test
