// The card catalogue, influence cards and action strips against rules/CLARIFICATIONS.md §1-§2
// and the rulebook's appendix ("Building cards by deck").
#include "engine/invariants.h"
#include "tests/engine/rules_fixtures.h"

#include <gtest/gtest.h>
#include <map>
#include <set>

namespace cor::test::rules {
namespace {

int deckSize(DeckId d) {
    int n = 0;
    for (int c = 1; c < kCardKinds; ++c) {
        n += deckCopies(static_cast<Card>(c), d);
    }
    return n;
}

struct Row {
    const char* id;
    Category category;
    int cost;
    int stars;
    int value;
    std::array<int, 4> copies;
};

// CLARIFICATIONS §1, row by row.
const std::vector<Row>& clarificationsTable() {
    using C = Category;
    static const std::vector<Row> rows{
        {"start_vegetable_farm", C::Production, -1, 0, 0, {0, 0, 0, 0}},
        {"start_residence_2", C::Residential, -1, 0, 2, {0, 0, 0, 0}},
        {"vegetable_farm", C::Production, 2, 0, 0, {0, 1, 1, 1}},
        {"grain_farm", C::Production, 2, 0, 0, {0, 1, 1, 1}},
        {"sheep_farm", C::Production, 2, 0, 0, {0, 1, 1, 1}},
        {"vineyard", C::Production, 2, 0, 0, {1, 0, 0, 0}},
        {"residence_2", C::Residential, 1, 0, 2, {0, 5, 3, 3}},
        {"residence_3", C::Residential, 2, 0, 3, {0, 3, 3, 3}},
        {"residence_4", C::Residential, 3, 0, 4, {0, 2, 1, 1}},
        {"luxury_residence_2", C::Residential, 1, 1, 2, {1, 0, 0, 0}},
        {"luxury_residence_3", C::Residential, 2, 1, 3, {1, 0, 0, 0}},
        {"luxury_residence_4", C::Residential, 3, 1, 4, {1, 0, 0, 0}},
        {"market", C::Public, 3, 0, 0, {0, 1, 1, 1}},
        {"forum_romanum", C::Public, 3, 0, 0, {1, 0, 0, 0}},
        {"arena", C::Public, 3, 0, 0, {0, 1, 1, 1}},
        {"colosseum", C::Public, 3, 0, 0, {1, 0, 0, 0}},
        {"school", C::Public, 3, 0, 0, {0, 1, 1, 1}},
        {"university", C::Public, 3, 0, 0, {1, 0, 0, 0}},
        {"thermal_baths", C::Public, 3, 0, 0, {0, 1, 1, 1}},
        {"imperial_thermal_baths", C::Public, 3, 0, 0, {1, 0, 0, 0}},
        {"aqueduct", C::Aqueduct, 1, 0, 0, {0, 4, 2, 2}},
        {"grand_aqueduct", C::Aqueduct, 1, 1, 0, {1, 0, 0, 0}},
        {"temple_luna", C::Temple, 2, 1, 0, {1, 0, 0, 0}},
        {"temple_mars", C::Temple, 2, 3, 0, {1, 0, 0, 0}},
        {"temple_venus", C::Temple, 2, 1, 0, {1, 0, 0, 0}},
        {"temple_jupiter", C::Temple, 2, 2, 0, {1, 0, 0, 0}},
        {"temple_mercury", C::Temple, 2, 2, 0, {1, 0, 0, 0}},
        {"temple_minerva", C::Temple, 3, 0, 0, {0, 1, 0, 0}},
        {"temple_fortuna", C::Temple, 3, 0, 0, {0, 0, 1, 0}},
        {"temple_cupid", C::Temple, 3, 0, 0, {0, 0, 1, 0}},
        {"temple_juno", C::Temple, 3, 0, 0, {0, 0, 0, 1}},
        {"temple_saturn", C::Temple, 3, 0, 0, {0, 0, 0, 1}},
        {"shrine", C::Temple, 0, 0, 0, {0, 0, 0, 0}},
    };
    return rows;
}

Card card(const char* id) {
    const auto c = cardFromId(id);
    EXPECT_TRUE(c.has_value()) << id;
    return c.value_or(Card::None);
}

TEST(RulesCards, DeckSizesAre14_22_18_18And72InAll) {
    EXPECT_EQ(deckSize(DeckId::I), 14);
    EXPECT_EQ(deckSize(DeckId::II), 22);
    EXPECT_EQ(deckSize(DeckId::III), 18);
    EXPECT_EQ(deckSize(DeckId::IV), 18);
    EXPECT_EQ(deckSize(DeckId::I) + deckSize(DeckId::II) + deckSize(DeckId::III) +
                  deckSize(DeckId::IV),
              72);
}

TEST(RulesCards, EveryCardMatchesTheClarificationsTable) {
    const auto& rows = clarificationsTable();
    EXPECT_EQ(static_cast<int>(rows.size()), kCardKinds - 1)
        << "a card kind is missing from the table";
    for (const Row& row : rows) {
        SCOPED_TRACE(row.id);
        const Card c = card(row.id);
        const CardInfo& i = info(c);
        EXPECT_EQ(i.id, row.id);
        EXPECT_EQ(i.category, row.category);
        // "–" in the table: a starting building, which shows no cost.
        EXPECT_EQ(isStartingBuilding(c), row.cost < 0);
        EXPECT_EQ(i.cost, std::max(row.cost, 0));
        EXPECT_EQ(i.stars, row.stars);
        EXPECT_EQ(i.residenceValue, row.value);
        EXPECT_EQ(residenceValue(c), row.value);
        for (int d = 0; d < kDeckCount; ++d) {
            EXPECT_EQ(deckCopies(c, static_cast<DeckId>(d)),
                      row.copies[static_cast<std::size_t>(d)])
                << "deck " << d;
        }
    }
}

TEST(RulesCards, IdsRoundTripAndUnknownIdsAreRejected) {
    std::set<std::string_view> ids;
    for (int k = 1; k < kCardKinds; ++k) {
        const auto c = static_cast<Card>(k);
        EXPECT_EQ(cardFromId(cardId(c)), c);
        EXPECT_TRUE(ids.insert(cardId(c)).second) << "duplicate id " << cardId(c);
    }
    EXPECT_FALSE(cardFromId("").has_value());
    EXPECT_FALSE(cardFromId("Market").has_value());
    EXPECT_FALSE(cardFromId("market ").has_value());
    EXPECT_FALSE(cardFromId("temple").has_value());
    EXPECT_FALSE(cardFromId("influence_3").has_value());
}

// Rulebook appendix: composition of each deck by building type.
TEST(RulesCards, AppendixCompositionByDeck) {
    struct Tally {
        int production = 0, r2 = 0, r3 = 0, r4 = 0, publics = 0, aqueducts = 0, temples = 0;
    };
    std::array<Tally, 4> t{};
    std::array<std::set<Colour>, 4> colours{};
    for (int k = 1; k < kCardKinds; ++k) {
        const auto c = static_cast<Card>(k);
        for (int d = 0; d < kDeckCount; ++d) {
            const int n = deckCopies(c, static_cast<DeckId>(d));
            Tally& x = t[static_cast<std::size_t>(d)];
            switch (info(c).category) {
            case Category::Production:
                x.production += n;
                break;
            case Category::Residential:
                (residenceValue(c) == 2 ? x.r2 : residenceValue(c) == 3 ? x.r3 : x.r4) += n;
                break;
            case Category::Public:
                x.publics += n;
                if (n > 0) {
                    colours[static_cast<std::size_t>(d)].insert(info(c).colour);
                }
                break;
            case Category::Aqueduct:
                x.aqueducts += n;
                break;
            case Category::Temple:
                x.temples += n;
                break;
            case Category::None:
                break;
            }
        }
    }
    const std::array<std::array<int, 7>, 4> expected{{
        {1, 1, 1, 1, 4, 1, 5},
        {3, 5, 3, 2, 4, 4, 1},
        {3, 3, 3, 1, 4, 2, 2},
        {3, 3, 3, 1, 4, 2, 2},
    }};
    for (std::size_t d = 0; d < 4; ++d) {
        SCOPED_TRACE("deck " + std::string(deckName(static_cast<DeckId>(d))));
        const Tally& x = t[d];
        EXPECT_EQ(
            (std::array<int, 7>{x.production, x.r2, x.r3, x.r4, x.publics, x.aqueducts, x.temples}),
            expected[d]);
        EXPECT_EQ(colours[d].size(), 4u) << "one public building of each colour";
    }
    // Rulebook component counts: 11 plain + 4 starting 2-value residences, 9 of value 3, 4 of 4,
    // 8 aqueducts, 3 of each standard public building, 3 of each farm type.
    EXPECT_EQ(deckCopies(Card::Residence2, DeckId::II) + deckCopies(Card::Residence2, DeckId::III) +
                  deckCopies(Card::Residence2, DeckId::IV),
              11);
    for (Card c : {Card::Residence3}) {
        EXPECT_EQ(
            deckCopies(c, DeckId::II) + deckCopies(c, DeckId::III) + deckCopies(c, DeckId::IV), 9);
    }
    EXPECT_EQ(deckCopies(Card::Residence4, DeckId::II) + deckCopies(Card::Residence4, DeckId::III) +
                  deckCopies(Card::Residence4, DeckId::IV),
              4);
    EXPECT_EQ(deckCopies(Card::Aqueduct, DeckId::II) + deckCopies(Card::Aqueduct, DeckId::III) +
                  deckCopies(Card::Aqueduct, DeckId::IV),
              8);
    for (Card c : {Card::Market, Card::Arena, Card::School, Card::ThermalBaths, Card::VegetableFarm,
                   Card::GrainFarm, Card::SheepFarm}) {
        EXPECT_EQ(
            deckCopies(c, DeckId::II) + deckCopies(c, DeckId::III) + deckCopies(c, DeckId::IV), 3)
            << cardId(c);
    }
}

TEST(RulesCards, PublicColoursAndDeckIBonuses) {
    EXPECT_EQ(info(Card::Market).colour, info(Card::ForumRomanum).colour);
    EXPECT_EQ(info(Card::Arena).colour, info(Card::Colosseum).colour);
    EXPECT_EQ(info(Card::School).colour, info(Card::University).colour);
    EXPECT_EQ(info(Card::ThermalBaths).colour, info(Card::ImperialThermalBaths).colour);
    const std::set<Colour> four{info(Card::Market).colour, info(Card::Arena).colour,
                                info(Card::School).colour, info(Card::ThermalBaths).colour};
    EXPECT_EQ(four.size(), 4u);
    EXPECT_EQ(four.count(Colour::None), 0u);
    for (Card c : {Card::Market, Card::Arena, Card::School, Card::ThermalBaths}) {
        EXPECT_EQ(info(c).effectBonus, 0) << cardId(c);
    }
    for (Card c :
         {Card::ForumRomanum, Card::Colosseum, Card::University, Card::ImperialThermalBaths}) {
        EXPECT_EQ(info(c).effectBonus, 1) << cardId(c);
    }
    // Non-public buildings have no colour.
    for (int k = 1; k < kCardKinds; ++k) {
        const auto c = static_cast<Card>(k);
        EXPECT_EQ(info(c).colour == Colour::None, !isPublic(c)) << cardId(c);
    }
}

TEST(RulesCards, StarsOnlyOnLuxuryResidencesGrandAqueductAndDeckITemples) {
    std::map<std::string_view, int> stars;
    int total = 0;
    for (int k = 1; k < kCardKinds; ++k) {
        const auto c = static_cast<Card>(k);
        if (info(c).stars > 0) {
            stars[cardId(c)] = info(c).stars;
            total += info(c).stars;
        }
    }
    const std::map<std::string_view, int> expected{
        {"luxury_residence_2", 1}, {"luxury_residence_3", 1}, {"luxury_residence_4", 1},
        {"grand_aqueduct", 1},     {"temple_luna", 1},        {"temple_mars", 3},
        {"temple_venus", 1},       {"temple_jupiter", 2},     {"temple_mercury", 2},
    };
    EXPECT_EQ(stars, expected);
    EXPECT_EQ(total, 13);
}

TEST(RulesCards, EveryTempleIsUniqueAndScoresItsOwnWay) {
    std::set<TempleScoring> kinds;
    for (int k = 1; k < kCardKinds; ++k) {
        const auto c = static_cast<Card>(k);
        if (!isTemple(c)) {
            EXPECT_EQ(info(c).temple, TempleScoring::None) << cardId(c);
            continue;
        }
        EXPECT_NE(info(c).temple, TempleScoring::None) << cardId(c);
        EXPECT_TRUE(kinds.insert(info(c).temple).second) << cardId(c);
        EXPECT_EQ(maxCopiesInOneCity(c), 1) << cardId(c);
    }
    EXPECT_EQ(kinds.size(), 11u); // ten temples and the shrine
    EXPECT_EQ(maxCopiesInOneCity(Card::StartResidence2), 1);
    EXPECT_EQ(maxCopiesInOneCity(Card::StartVegetableFarm), 1);
    EXPECT_EQ(maxCopiesInOneCity(Card::Residence2), 11);
    EXPECT_EQ(maxCopiesInOneCity(Card::Aqueduct), 8);
}

TEST(RulesCards, EffectsMatchTheBuildingReference) {
    EXPECT_EQ(info(Card::StartVegetableFarm).effect, Effect::ProduceCoin);
    EXPECT_EQ(info(Card::VegetableFarm).effect, Effect::ProduceCoin);
    EXPECT_EQ(info(Card::GrainFarm).effect, Effect::ProduceBrick);
    EXPECT_EQ(info(Card::SheepFarm).effect, Effect::ProduceInfluence);
    EXPECT_EQ(info(Card::Vineyard).effect, Effect::ProduceCoinAndBrick);
    EXPECT_EQ(info(Card::Market).effect, Effect::CoinsPerNeighbour);
    EXPECT_EQ(info(Card::ForumRomanum).effect, Effect::CoinsPerNeighbour);
    EXPECT_EQ(info(Card::Arena).effect, Effect::InfluencePerNeighbour);
    EXPECT_EQ(info(Card::Colosseum).effect, Effect::InfluencePerNeighbour);
    EXPECT_EQ(info(Card::School).effect, Effect::DrawPerNeighbour);
    EXPECT_EQ(info(Card::University).effect, Effect::DrawPerNeighbour);
    EXPECT_EQ(info(Card::ThermalBaths).effect, Effect::PointsPerNeighbour);
    EXPECT_EQ(info(Card::ImperialThermalBaths).effect, Effect::PointsPerNeighbour);
    for (Card c : {Card::Residence2, Card::LuxuryResidence4, Card::Aqueduct, Card::GrandAqueduct,
                   Card::TempleLuna, Card::Shrine, Card::StartResidence2}) {
        EXPECT_EQ(info(c).effect, Effect::None) << cardId(c);
    }
}

TEST(RulesCards, SixInfluenceCards) {
    EXPECT_EQ(kInfluenceValues.size(), 6u);
    EXPECT_EQ((std::vector<int>(kInfluenceValues.begin(), kInfluenceValues.end())),
              (std::vector<int>{3, 4, 6, 8, 10, 14}));
    for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
        EXPECT_EQ(influenceIndexFromValue(kInfluenceValues[i]), static_cast<int>(i));
    }
    for (int v : {0, 1, 2, 5, 7, 9, 11, 12, 13, 15}) {
        EXPECT_FALSE(influenceIndexFromValue(v).has_value()) << v;
    }
    PlayerState p;
    p.influenceCards = 0b111111;
    EXPECT_EQ(p.influenceCardPoints(), 45);
}

TEST(RulesCards, CardsInGamePerSetup) {
    const auto four = cardsInGame(setupFor(4, 1, true));
    const auto three = cardsInGame(setupFor(3));
    const auto two = cardsInGame(setupFor(2));
    const auto total = [](const std::array<int, kCardKinds>& a) {
        int n = 0;
        for (int x : a) {
            n += x;
        }
        return n;
    };
    EXPECT_EQ(total(four), 72 + 8 + 4);
    EXPECT_EQ(total(three), 14 + 22 + 18 + 6);
    EXPECT_EQ(total(two), 14 + 22 + 4);
    EXPECT_EQ(four[static_cast<std::size_t>(Card::Shrine)], 4);
    EXPECT_EQ(three[static_cast<std::size_t>(Card::Shrine)], 0);
    EXPECT_EQ(two[static_cast<std::size_t>(Card::TempleJuno)], 0);
    EXPECT_EQ(two[static_cast<std::size_t>(Card::TempleFortuna)], 0);
    EXPECT_EQ(three[static_cast<std::size_t>(Card::TempleFortuna)], 1);
    EXPECT_EQ(three[static_cast<std::size_t>(Card::TempleSaturn)], 0);
}

// CLARIFICATIONS §2: six double-sided strips that show every arrangement of 3 bricks and 2
// cogs; the back is the front read in the other direction.
TEST(RulesStrips, SixStripsCoverEveryArrangementAndBackIsReversedFront) {
    const std::vector<std::pair<std::string, std::string>> table{
        {"BBBCC", "CCBBB"}, {"BBCBC", "CBCBB"}, {"BCBBC", "CBBCB"},
        {"BBCCB", "BCCBB"}, {"CBBBC", "CBBBC"}, {"BCBCB", "BCBCB"},
    };
    std::set<std::string> sides;
    for (const auto& [front, back] : table) {
        EXPECT_EQ(stripText(flipStrip(stripFromText(front))), back);
        EXPECT_EQ(stripText(flipStrip(stripFromText(back))), front);
        sides.insert(front);
        sides.insert(back);
    }
    std::set<std::string> arrangements;
    for (unsigned p = 0; p < 32; ++p) {
        if (std::popcount(p) == 3) {
            arrangements.insert(stripText(static_cast<std::uint8_t>(p)));
        }
    }
    EXPECT_EQ(arrangements.size(), 10u);
    EXPECT_EQ(sides, arrangements);

    for (int players = 2; players <= 4; ++players) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const GameState s = newGame(setupFor(players, seed));
            std::multiset<std::string> strips;
            for (std::uint8_t strip : s.strips) {
                const std::string a = stripText(strip);
                const std::string b = stripText(flipStrip(strip));
                strips.insert(std::min(a, b) + "/" + std::max(a, b));
            }
            std::multiset<std::string> expected;
            for (const auto& [front, back] : table) {
                expected.insert(std::min(front, back) + "/" + std::max(front, back));
            }
            EXPECT_EQ(strips, expected) << players << " players, seed " << seed;
        }
    }
}

TEST(RulesStrips, SpaceKGivesTheSymbolsOfSpaces1ToK) {
    const std::uint8_t bbcbc = stripFromText("BBCBC");
    const std::array<std::pair<int, int>, 5> expected{{{1, 0}, {2, 0}, {2, 1}, {3, 1}, {3, 2}}};
    for (int space = 1; space <= 5; ++space) {
        EXPECT_EQ(stripBricks(bbcbc, space), expected[static_cast<std::size_t>(space - 1)].first)
            << space;
        EXPECT_EQ(stripCogs(bbcbc, space), expected[static_cast<std::size_t>(space - 1)].second)
            << space;
    }
    const std::uint8_t ccbbb = stripFromText("CCBBB");
    EXPECT_EQ(stripBricks(ccbbb, 1), 0);
    EXPECT_EQ(stripCogs(ccbbb, 1), 1);
    EXPECT_EQ(stripBricks(ccbbb, 2), 0);
    EXPECT_EQ(stripCogs(ccbbb, 2), 2);
    EXPECT_EQ(stripBricks(ccbbb, 5), 3);
    EXPECT_EQ(stripCogs(ccbbb, 5), 2);
}

} // namespace
} // namespace cor::test::rules
