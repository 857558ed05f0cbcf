#!/usr/bin/env bash
# Builds and runs every test: the release build, then the ASan+UBSan build, then a short
# fuzz run of every fuzz target (Clang 14 + libFuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."

heading() {
    printf '\n==== %s ====\n' "$*"
}

heading "Installing dependencies"
bash scripts/install-deps.sh

heading "Formatting (clang-format)"
git ls-files -z -- '*.cpp' '*.h' | xargs -0 --no-run-if-empty clang-format --dry-run --Werror

for preset in release asan-ubsan; do
    heading "[$preset] configure"
    cmake --preset "$preset"
    heading "[$preset] build"
    cmake --build --preset "$preset" -j "$(nproc)"
    heading "[$preset] test"
    ctest --preset "$preset"
done

# Two minutes of fuzzing (Clang 14, libFuzzer, ASan+UBSan), shared by the six targets, from an
# empty scratch corpus and the generated seeds; longer runs: scripts/fuzz.sh SECONDS [TARGET].
heading "[fuzz] configure, build and fuzz every target, 120 s in all"
rm -rf build/fuzz/corpus/ci
FUZZ_CORPUS=build/fuzz/corpus/ci bash scripts/fuzz.sh 120 -- -seed=1

heading "All tests passed"
