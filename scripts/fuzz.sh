#!/usr/bin/env bash
# Fuzzes the network host (tests/fuzz/host_fuzzer.cpp): builds the fuzz preset (Clang 14,
# libFuzzer, ASan+UBSan), then runs host_fuzzer for SECONDS (default 600) on the corpus in
# $FUZZ_CORPUS (default build/fuzz/corpus/host, kept between runs) plus the generated seeds.
# Crashes land in build/fuzz/artifacts/. More arguments go to libFuzzer, e.g.
#   scripts/fuzz.sh 3600 -jobs=2 -workers=2
# Reproduce one crash: build/fuzz/tests/fuzz/host_fuzzer build/fuzz/artifacts/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-600}
shift || true
corpus=${FUZZ_CORPUS:-build/fuzz/corpus/host}

cmake --preset fuzz
cmake --build --preset fuzz -j "$(nproc)"

mkdir -p "$corpus" build/fuzz/artifacts
# New inputs go into the first directory only, so the generated seeds stay as they are.
build/fuzz/tests/fuzz/host_fuzzer "$corpus" build/fuzz/tests/fuzz/seeds \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix=build/fuzz/artifacts/ "$@"
