// The card catalogue of The Great City of Rome as data (rules/CLARIFICATIONS.md §1).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace cor {

enum class Card : std::uint8_t {
    None = 0,
    StartVegetableFarm,
    StartResidence2,
    VegetableFarm,
    GrainFarm,
    SheepFarm,
    Vineyard,
    Residence2,
    Residence3,
    Residence4,
    LuxuryResidence2,
    LuxuryResidence3,
    LuxuryResidence4,
    Market,
    ForumRomanum,
    Arena,
    Colosseum,
    School,
    University,
    ThermalBaths,
    ImperialThermalBaths,
    Aqueduct,
    GrandAqueduct,
    TempleLuna,
    TempleMars,
    TempleVenus,
    TempleJupiter,
    TempleMercury,
    TempleMinerva,
    TempleFortuna,
    TempleCupid,
    TempleJuno,
    TempleSaturn,
    Shrine,
};
inline constexpr int kCardKinds = static_cast<int>(Card::Shrine) + 1; // including None

enum class Category : std::uint8_t { None, Production, Residential, Public, Aqueduct, Temple };

// Public building colours; only "four different colours" matters to the rules.
enum class Colour : std::uint8_t { None, Yellow, Red, Green, Blue };

// What a built card does on the build action (public buildings) or on produce.
enum class Effect : std::uint8_t {
    None,
    CoinsPerNeighbour,     // market, forum (+bonus)
    InfluencePerNeighbour, // arena, colosseum (+bonus)
    DrawPerNeighbour,      // school, university (+bonus)
    PointsPerNeighbour,    // thermal baths (+bonus)
    ProduceCoin,           // vegetable farms
    ProduceBrick,          // grain farm
    ProduceInfluence,      // sheep farm
    ProduceCoinAndBrick,   // vineyard
};

// How a temple scores at the end of the game.
enum class TempleScoring : std::uint8_t {
    None,
    PointPerStar,            // luna
    FiveIfResidence4,        // mars
    TwoPerResidence2,        // venus
    TwoPerTemple,            // jupiter
    PointPerThreeCoins,      // mercury
    TenIfSixteenBuildings,   // minerva
    FifteenIfFourColours,    // fortuna
    TenIfFourResidences2,    // cupid
    TenIfFourTemples,        // juno
    FifteenIfFourProduction, // saturn
    TwoPerNeighbour,         // shrine
};

enum class DeckId : std::uint8_t { I = 0, II = 1, III = 2, IV = 3 };
inline constexpr int kDeckCount = 4;

struct CardInfo {
    std::string_view id;
    Category category;
    std::uint8_t cost;           // bricks; 0 for the starting buildings, which show none
    std::uint8_t stars;          // influence tokens when built; counted by temple_luna
    std::uint8_t residenceValue; // 2, 3, 4 for residential, else 0
    Colour colour;               // public buildings only
    Effect effect;
    std::uint8_t effectBonus; // +1 of the deck-I public buildings
    TempleScoring temple;
    std::array<std::uint8_t, kDeckCount> copies; // per deck I..IV
};

// Indexed by Card; defined in cards.cpp, read inline by info() on every hot path.
extern const std::array<CardInfo, kCardKinds> kCardCatalogue;
inline const CardInfo& info(Card card) {
    return kCardCatalogue[static_cast<std::size_t>(card)];
}
std::string_view cardId(Card card);
std::optional<Card> cardFromId(std::string_view id);

// Total copies of a card in a game's decks (not starting buildings or shrines).
inline int deckCopies(Card card, DeckId deck) {
    return info(card).copies[static_cast<std::size_t>(deck)];
}

// Influence cards: values 3, 4, 6, 8, 10, 14, addressed by index 0..5.
inline constexpr std::array<std::uint8_t, 6> kInfluenceValues{3, 4, 6, 8, 10, 14};
std::optional<int> influenceIndexFromValue(int value);
// The points of a set of influence cards (bit i: card kInfluenceValues[i]).
int influenceCardPoints(unsigned cards);

// The two buildings every city starts with; their cards show no cost.
inline bool isStartingBuilding(Card c) {
    return c == Card::StartResidence2 || c == Card::StartVegetableFarm;
}
inline bool isAqueduct(Card c) {
    return info(c).category == Category::Aqueduct;
}
inline bool isTemple(Card c) {
    return info(c).category == Category::Temple;
}
inline bool isPublic(Card c) {
    return info(c).category == Category::Public;
}
inline bool isProduction(Card c) {
    return info(c).category == Category::Production;
}
inline int residenceValue(Card c) {
    return info(c).residenceValue;
}

// Cards that exist at most once per city: deck cards with a single copy, starting buildings
// and the shrine.
int maxCopiesInOneCity(Card card);

} // namespace cor
