#include "engine/yields.h"

#include "engine/hot_path.h"

namespace cor {

COR_HOT_PATH Yield produceYield(const City& city) {
    Yield yield;
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const Effect effect = info(city.cells[static_cast<std::size_t>(i)]).effect;
        yield.coins +=
            effect == Effect::ProduceCoin || effect == Effect::ProduceCoinAndBrick ? 1 : 0;
        yield.influence += effect == Effect::ProduceInfluence ? 1 : 0;
        const bool makesBricks =
            effect == Effect::ProduceBrick || effect == Effect::ProduceCoinAndBrick;
        yield.brickTokens += makesBricks && (city.brickTokens & bit(i)) == 0 ? 1 : 0;
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
