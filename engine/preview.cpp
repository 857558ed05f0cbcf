#include "engine/preview.h"

#include "engine/scoring.h"
#include "engine/yields.h"

namespace cor {
namespace {

int cityRows(const City& city, int coins) {
    const ScoreSheet sheet = scoreCity(city, coins, 0, 0);
    return sheet.residential2 + sheet.residential3 + sheet.residential4 + sheet.aqueducts +
           sheet.temples;
}

} // namespace

int buildPoints(const City& city, Card card, int index, int coins) {
    City after = city;
    const int pointTokens = buildYield(city, card, index).pointTokens;
    after.place(card, index);
    after.points[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(pointTokens);
    return cityRows(after, coins) - cityRows(city, coins);
}

} // namespace cor
