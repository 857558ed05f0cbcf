// Helpers shared by the cli tests: run the program in-process, temporary files, test data.
#pragma once

#include "app/cli/cli.h"
#include "engine/json/save_file.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <vector>

namespace cor::cli::test {

struct RunResult {
    int code = -1;
    std::string out;
    std::string err;
};

// cityofrome-cli with `args` (no program name), in this process.
inline RunResult runCli(const std::vector<std::string>& args) {
    std::ostringstream out;
    std::ostringstream err;
    const int code = run(args, out, err);
    return {code, out.str(), err.str()};
}

inline std::filesystem::path dataDir() {
    return COR_CLI_TEST_DATA_DIR;
}

// An empty directory of its own for the running test.
inline std::filesystem::path freshTempDir() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    const auto dir = std::filesystem::path(COR_CLI_TEST_WORK_DIR) /
                     (std::string(test->test_suite_name()) + "." + test->name());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

inline void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

inline std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

// The keys of a JSON object, in their order.
inline std::vector<std::string> keysOf(const Json& object) {
    std::vector<std::string> keys;
    for (const auto& item : object.items()) {
        keys.push_back(item.key());
    }
    return keys;
}

} // namespace cor::cli::test
