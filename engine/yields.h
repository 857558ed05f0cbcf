// What an action gives, before it is taken: the yields of producing and of building a card on a
// cell. apply() uses them, and the app shows them ("Produce +2 coins") from the same source.
#pragma once

#include "engine/city.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace cor {

struct Yield {
    int coins = 0;
    int influence = 0;
    int brickTokens = 0; // new brick tokens on grain farms and the vineyard
    int pointTokens = 0; // on a thermal bath
    int schoolDraws = 0; // cards a school or university draws (if a deck has any)
    friend bool operator==(const Yield&, const Yield&) = default;
};

// Coins producing costs: the missing of the two cogs it needs, bought at 1 coin each.
inline constexpr int kProduceCogs = 2;
inline int producePrice(int cogs) {
    return cogs >= kProduceCogs ? 0 : kProduceCogs - cogs;
}

namespace detail {
// What one building gives on produce, by its effect: a coin, an influence token, a brick token.
struct Produces {
    std::uint8_t coin = 0;
    std::uint8_t influence = 0;
    std::uint8_t brick = 0;
};
inline constexpr auto kProduces = [] {
    std::array<Produces, static_cast<std::size_t>(Effect::ProduceCoinAndBrick) + 1> table{};
    table[static_cast<std::size_t>(Effect::ProduceCoin)] = {1, 0, 0};
    table[static_cast<std::size_t>(Effect::ProduceBrick)] = {0, 0, 1};
    table[static_cast<std::size_t>(Effect::ProduceInfluence)] = {0, 1, 0};
    table[static_cast<std::size_t>(Effect::ProduceCoinAndBrick)] = {1, 0, 1};
    return table;
}();
} // namespace detail

// Producing with this city. Inline, as buildYield: apply() asks on every produce and build.
inline Yield produceYield(const City& city) {
    Yield yield;
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const detail::Produces& p = detail::kProduces[static_cast<std::size_t>(
            info(city.cells[static_cast<std::size_t>(i)]).effect)];
        yield.coins += p.coin;
        yield.influence += p.influence;
        yield.brickTokens += (city.brickTokens & bit(i)) == 0 ? p.brick : 0;
    }
    return yield;
}

// Building `card` at cell `index` of this city (placement and payment are checked elsewhere).
inline Yield buildYield(const City& city, Card card, int index) {
    const CardInfo& c = info(card);
    const int neighbours = std::popcount(neighboursOf(index) & city.occupied & ~bit(index));
    const int amount = neighbours + c.effectBonus;
    Yield yield;
    yield.influence = c.stars;
    switch (c.effect) {
    case Effect::CoinsPerNeighbour:
        yield.coins = amount;
        break;
    case Effect::InfluencePerNeighbour:
        yield.influence += amount;
        break;
    case Effect::PointsPerNeighbour:
        yield.pointTokens = amount;
        break;
    case Effect::DrawPerNeighbour:
        yield.schoolDraws = amount;
        break;
    default:
        break;
    }
    return yield;
}

} // namespace cor
