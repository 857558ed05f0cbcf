// The engine's hot path allocates nothing: legalActions and apply (without an event log) run
// on the caller's fixed-size values. Counted with a replaced global operator new.
#include "engine/rng.h"
#include "engine/rules.h"

#include <cstdlib>
#include <gtest/gtest.h>
#include <memory>
#include <new>

namespace {
thread_local long allocations = 0;
} // namespace

// GCC 12 at -O1 (the sanitizer build) takes the free() below for a mismatch with operator new,
// which is itself malloc.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

void* operator new(std::size_t size) {
    ++allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) {
        return p;
    }
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
// The nothrow pair too (std::stable_sort's buffer), so every delete meets its own new.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    ++allocations;
    return std::malloc(size == 0 ? 1 : size);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
    std::free(p);
}

namespace cor::test {
namespace {

TEST(Allocation, LegalActionsAndApplyAllocateNothing) {
    const long start = allocations;
    const auto legal = std::make_unique<ActionList>();
    ASSERT_EQ(allocations - start, 1) << "the counter must see allocations";
    for (int players = 2; players <= 4; ++players) {
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            GameState state = newGame(GameSetup{players, seed, seed % 2 == 0});
            Rng rng(seed);
            const long before = allocations;
            while (!isOver(state)) {
                legalActions(state, *legal);
                const Action& a = (*legal)[static_cast<int>(
                    rng.below(static_cast<std::uint32_t>(legal->size())))];
                ASSERT_EQ(apply(state, seatToAct(state), a), ActionError::None);
            }
            EXPECT_EQ(allocations - before, 0) << players << " players, seed " << seed;
        }
    }
}

} // namespace
} // namespace cor::test
