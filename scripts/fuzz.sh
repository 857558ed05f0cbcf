#!/usr/bin/env bash
# Fuzzes the doors from the outside world (tests/fuzz/): builds the fuzz preset (Clang 14,
# libFuzzer, ASan+UBSan), then runs the targets one after the other for SECONDS in all
# (default 600), each on every core (libFuzzer's -fork).
#   scripts/fuzz.sh [SECONDS] [TARGET...] [-- libFuzzer arguments]
# Targets: host (the network host), save (save files), score (the CLI's score input), frame
# (the frame decoder), announcement (LAN discovery), settings (the app's settings and saves
# folder read back); default all. Each keeps its corpus in $FUZZ_CORPUS/<target> (default
# build/fuzz/corpus/<target>) between runs, beside the generated seeds. Crashes land in
# build/fuzz/artifacts/. Reproduce one:
#   build/fuzz/tests/fuzz/save_fuzzer build/fuzz/artifacts/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-600}
shift || true
targets=()
while [[ $# -gt 0 && $1 != -- ]]; do
    targets+=("$1")
    shift
done
[[ ${1:-} == -- ]] && shift
[[ ${#targets[@]} -eq 0 ]] && targets=(host save score frame announcement settings)
corpora=${FUZZ_CORPUS:-build/fuzz/corpus}

cmake --preset fuzz
cmake --build --preset fuzz -j "$(nproc)"

seeds_of() {
    if [[ $1 == host ]]; then
        echo build/fuzz/tests/fuzz/seeds
    else
        echo "build/fuzz/tests/fuzz/seeds-of/$1"
    fi
}

# While fuzzing, ASan keeps no allocation stacks and a smaller quarantine: recording a stack at
# every allocation took a tenth of the host fuzzer's time. Every check stays; to see the stacks
# of a crash, run its file again (above), which uses ASan's defaults.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0:quarantine_size_mb=64}

share=$((seconds / ${#targets[@]}))
mkdir -p build/fuzz/artifacts
for target in "${targets[@]}"; do
    echo "== fuzzing $target for ${share} s"
    mkdir -p "$corpora/$target"
    # New inputs go into the first directory only, so the generated seeds stay as they are.
    # Entropic scheduling is off: with the host's tens of thousands of features it spends
    # most of the time on bookkeeping (a quarter of the inputs a second).
    "build/fuzz/tests/fuzz/${target}_fuzzer" "$corpora/$target" "$(seeds_of "$target")" \
        -fork="$(nproc)" -entropic=0 -max_total_time="$share" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix=build/fuzz/artifacts/ "$@"
done
