#!/usr/bin/env bash
# Builds and runs every test: the release build, then the ASan+UBSan build.
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

heading "All tests passed"
