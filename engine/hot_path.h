// COR_HOT_PATH marks an entry point of the hot paths (move generation, apply, scoring, the
// bots' search), which count and scan bitboards constantly; plain x86-64 has no POPCNT, LZCNT
// or BMI (std::popcount is a library call there). With GCC on x86-64 Linux such a function is
// compiled three times, for x86-64-v3 (BMI1/2, LZCNT, AVX2: single-instruction bit scans and
// shifts), with POPCNT only, and for any x86-64; the loader picks the best this CPU runs
// (function multiversioning, an ifunc), so the binary still runs everywhere. It also inlines
// all it can (flatten), so its helpers share its clone. Elsewhere (other compilers, sanitizer
// builds, a target with POPCNT anyway) it is nothing.
#pragma once

#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__) &&       \
    !defined(__POPCNT__) && !defined(__SANITIZE_ADDRESS__)
#define COR_HOT_PATH __attribute__((target_clones("arch=x86-64-v3", "popcnt", "default"), flatten))
#else
#define COR_HOT_PATH
#endif
