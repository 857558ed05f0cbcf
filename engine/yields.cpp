#include "engine/yields.h"

#include "engine/hot_path.h"

#include <array>
#include <cstdint>

namespace cor {

namespace {

// What one building gives on produce, by its effect: a coin, an influence token, a brick token.
struct Produces {
    std::uint8_t coin = 0;
    std::uint8_t influence = 0;
    std::uint8_t brick = 0;
};
constexpr auto kProduces = [] {
    std::array<Produces, static_cast<std::size_t>(Effect::ProduceCoinAndBrick) + 1> table{};
    table[static_cast<std::size_t>(Effect::ProduceCoin)] = {1, 0, 0};
    table[static_cast<std::size_t>(Effect::ProduceBrick)] = {0, 0, 1};
    table[static_cast<std::size_t>(Effect::ProduceInfluence)] = {0, 1, 0};
    table[static_cast<std::size_t>(Effect::ProduceCoinAndBrick)] = {1, 0, 1};
    return table;
}();

} // namespace

COR_HOT_PATH Yield produceYield(const City& city) {
    Yield yield;
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const Produces& p = kProduces[static_cast<std::size_t>(
            info(city.cells[static_cast<std::size_t>(i)]).effect)];
        yield.coins += p.coin;
        yield.influence += p.influence;
        yield.brickTokens += (city.brickTokens & bit(i)) == 0 ? p.brick : 0;
    }
    return yield;
}

COR_HOT_PATH Yield buildYield(const City& city, Card card, int index) {
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
