#include "engine/cards.h"

namespace cor {
namespace {

using C = Category;
using K = Colour;
using E = Effect;
using T = TempleScoring;

} // namespace

// Indexed by Card. Copies per deck I / II / III / IV (CLARIFICATIONS §1). The starting
// buildings are never built, so they have no cost.
constinit const std::array<CardInfo, kCardKinds> kCardCatalogue{{
    {"", C::None, 0, 0, 0, K::None, E::None, 0, T::None, {0, 0, 0, 0}},
    {"start_vegetable_farm",
     C::Production,
     0,
     0,
     0,
     K::None,
     E::ProduceCoin,
     0,
     T::None,
     {0, 0, 0, 0}},
    {"start_residence_2", C::Residential, 0, 0, 2, K::None, E::None, 0, T::None, {0, 0, 0, 0}},
    {"vegetable_farm", C::Production, 2, 0, 0, K::None, E::ProduceCoin, 0, T::None, {0, 1, 1, 1}},
    {"grain_farm", C::Production, 2, 0, 0, K::None, E::ProduceBrick, 0, T::None, {0, 1, 1, 1}},
    {"sheep_farm", C::Production, 2, 0, 0, K::None, E::ProduceInfluence, 0, T::None, {0, 1, 1, 1}},
    {"vineyard", C::Production, 2, 0, 0, K::None, E::ProduceCoinAndBrick, 0, T::None, {1, 0, 0, 0}},
    {"residence_2", C::Residential, 1, 0, 2, K::None, E::None, 0, T::None, {0, 5, 3, 3}},
    {"residence_3", C::Residential, 2, 0, 3, K::None, E::None, 0, T::None, {0, 3, 3, 3}},
    {"residence_4", C::Residential, 3, 0, 4, K::None, E::None, 0, T::None, {0, 2, 1, 1}},
    {"luxury_residence_2", C::Residential, 1, 1, 2, K::None, E::None, 0, T::None, {1, 0, 0, 0}},
    {"luxury_residence_3", C::Residential, 2, 1, 3, K::None, E::None, 0, T::None, {1, 0, 0, 0}},
    {"luxury_residence_4", C::Residential, 3, 1, 4, K::None, E::None, 0, T::None, {1, 0, 0, 0}},
    {"market", C::Public, 3, 0, 0, K::Yellow, E::CoinsPerNeighbour, 0, T::None, {0, 1, 1, 1}},
    {"forum_romanum",
     C::Public,
     3,
     0,
     0,
     K::Yellow,
     E::CoinsPerNeighbour,
     1,
     T::None,
     {1, 0, 0, 0}},
    {"arena", C::Public, 3, 0, 0, K::Red, E::InfluencePerNeighbour, 0, T::None, {0, 1, 1, 1}},
    {"colosseum", C::Public, 3, 0, 0, K::Red, E::InfluencePerNeighbour, 1, T::None, {1, 0, 0, 0}},
    {"school", C::Public, 3, 0, 0, K::Green, E::DrawPerNeighbour, 0, T::None, {0, 1, 1, 1}},
    {"university", C::Public, 3, 0, 0, K::Green, E::DrawPerNeighbour, 1, T::None, {1, 0, 0, 0}},
    {"thermal_baths", C::Public, 3, 0, 0, K::Blue, E::PointsPerNeighbour, 0, T::None, {0, 1, 1, 1}},
    {"imperial_thermal_baths",
     C::Public,
     3,
     0,
     0,
     K::Blue,
     E::PointsPerNeighbour,
     1,
     T::None,
     {1, 0, 0, 0}},
    {"aqueduct", C::Aqueduct, 1, 0, 0, K::None, E::None, 0, T::None, {0, 4, 2, 2}},
    {"grand_aqueduct", C::Aqueduct, 1, 1, 0, K::None, E::None, 0, T::None, {1, 0, 0, 0}},
    {"temple_luna", C::Temple, 2, 1, 0, K::None, E::None, 0, T::PointPerStar, {1, 0, 0, 0}},
    {"temple_mars", C::Temple, 2, 3, 0, K::None, E::None, 0, T::FiveIfResidence4, {1, 0, 0, 0}},
    {"temple_venus", C::Temple, 2, 1, 0, K::None, E::None, 0, T::TwoPerResidence2, {1, 0, 0, 0}},
    {"temple_jupiter", C::Temple, 2, 2, 0, K::None, E::None, 0, T::TwoPerTemple, {1, 0, 0, 0}},
    {"temple_mercury",
     C::Temple,
     2,
     2,
     0,
     K::None,
     E::None,
     0,
     T::PointPerThreeCoins,
     {1, 0, 0, 0}},
    {"temple_minerva",
     C::Temple,
     3,
     0,
     0,
     K::None,
     E::None,
     0,
     T::TenIfSixteenBuildings,
     {0, 1, 0, 0}},
    {"temple_fortuna",
     C::Temple,
     3,
     0,
     0,
     K::None,
     E::None,
     0,
     T::FifteenIfFourColours,
     {0, 0, 1, 0}},
    {"temple_cupid",
     C::Temple,
     3,
     0,
     0,
     K::None,
     E::None,
     0,
     T::TenIfFourResidences2,
     {0, 0, 1, 0}},
    {"temple_juno", C::Temple, 3, 0, 0, K::None, E::None, 0, T::TenIfFourTemples, {0, 0, 0, 1}},
    {"temple_saturn",
     C::Temple,
     3,
     0,
     0,
     K::None,
     E::None,
     0,
     T::FifteenIfFourProduction,
     {0, 0, 0, 1}},
    {"shrine", C::Temple, 0, 0, 0, K::None, E::None, 0, T::TwoPerNeighbour, {0, 0, 0, 0}},
}};

std::string_view cardId(Card card) {
    return info(card).id;
}

std::optional<Card> cardFromId(std::string_view id) {
    for (int i = 1; i < kCardKinds; ++i) {
        if (kCardCatalogue[static_cast<std::size_t>(i)].id == id) {
            return static_cast<Card>(i);
        }
    }
    return std::nullopt;
}

std::optional<int> influenceIndexFromValue(int value) {
    for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
        if (kInfluenceValues[i] == value) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

int maxCopiesInOneCity(Card card) {
    const auto& c = info(card).copies;
    const int inDecks = c[0] + c[1] + c[2] + c[3];
    return inDecks > 0 ? inDecks : 1; // starting buildings and the shrine: one per player
}

int influenceCardPoints(unsigned cards) {
    int points = 0;
    for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
        points += (cards & (1u << i)) != 0 ? kInfluenceValues[i] : 0;
    }
    return points;
}

} // namespace cor
