// COR_HOT_PATH marks an entry point of the hot paths (move generation, apply, scoring, the
// bots' search), which count bitboards constantly; plain x86-64 has no POPCNT instruction, so
// std::popcount is a library call there. With GCC on x86-64 Linux such a function is compiled
// twice, with and without POPCNT, and the loader picks the one this CPU runs (function
// multiversioning, an ifunc): one instruction where the CPU has it, and the binary still runs
// on any x86-64. It also inlines all it can (flatten), so its helpers share its clone.
// Elsewhere (other compilers, sanitizer builds, a target with POPCNT anyway) it is nothing.
#pragma once

#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__) &&       \
    !defined(__POPCNT__) && !defined(__SANITIZE_ADDRESS__)
#define COR_HOT_PATH __attribute__((target_clones("popcnt", "default"), flatten))
#else
#define COR_HOT_PATH
#endif
