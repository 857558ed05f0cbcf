// Our own deterministic generator and sampling: the standard library's distributions differ
// between implementations, and a game must replay byte for byte everywhere.
#pragma once

#include <cstdint>
#include <utility>

namespace cor {

// SplitMix64: seeds the main generator and derives per-game seeds.
constexpr std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Seed of game `index` in a series started from `seed` (selfplay, arena).
constexpr std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t index) {
    std::uint64_t s = seed ^ (index * 0xD1B54A32D192ED03ULL);
    splitMix64(s);
    return splitMix64(s);
}

// xoshiro256**: small, fast, good statistical quality.
class Rng {
  public:
    explicit constexpr Rng(std::uint64_t seed) {
        std::uint64_t s = seed;
        for (auto& word : state_) {
            word = splitMix64(s);
        }
    }

    constexpr std::uint64_t next() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform in [0, bound) for bound > 0, without modulo bias (Lemire's method).
    constexpr std::uint32_t below(std::uint32_t bound) {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    // Fisher–Yates over [first, first + count).
    template <typename T> constexpr void shuffle(T* first, std::uint32_t count) {
        for (std::uint32_t i = count; i > 1; --i) {
            const std::uint32_t j = below(i);
            std::swap(first[i - 1], first[j]);
        }
    }

  private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) {
        return (x << k) | (x >> (64 - k));
    }
    std::uint64_t state_[4]{};
};

} // namespace cor
