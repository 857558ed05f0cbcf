// The English source texts of every card (name, face line, rule), translated at call time.
#include "app/models/card_texts.h"

#include <QCoreApplication>
#include <array>
#include <cstddef>

namespace cor::app {
namespace {

constexpr const char* kContext = "Cards";

struct CardSource {
    const char* name;
    const char* effect;
    const char* rule;
};

// Indexed by Card. Names as the English rulebook names the buildings, the residential ones
// shortened as its appendix does ("2-value residential": "Building" is implied, as for every
// card); the German ones are the German rulebook's (translations/cityofrome_de.ts). Effects
// per rules/CLARIFICATIONS.md §1.
constexpr std::array<CardSource, kCardKinds> kTexts{{
    // Card::None
    {"", "", ""},
    // Card::StartVegetableFarm
    {//: One of the two buildings every city starts with; the German rulebook calls these
     //: "Startgebäude".
     QT_TRANSLATE_NOOP("Cards", "Vegetable Farm (start)"),
     //: Face line of a vegetable farm: what the produce action gives for it.
     QT_TRANSLATE_NOOP("Cards", "Produce: +1 coin"),
     QT_TRANSLATE_NOOP("Cards", "Starting building: it is in your city from the start, so it has "
                                "no building cost. Otherwise it is a normal vegetable farm: when "
                                "you produce, take 1 coin for it.")},
    // Card::StartResidence2
    {//: One of the two buildings every city starts with; the German rulebook calls these
     //: "Startgebäude".
     QT_TRANSLATE_NOOP("Cards", "2-Value Residential (start)"),
     //: Face line of every 2-value residential building: its residential area scores the sum of
     //: its values times the number of different colours of adjacent public buildings.
     QT_TRANSLATE_NOOP("Cards", "Area: 2 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "Starting building: it is in your city from the start, so it has "
                                "no building cost. Otherwise it is a normal 2-value residential "
                                "building: touching 2-value residential buildings form a "
                                "residential area that scores the sum of its values × the number "
                                "of different colours of adjacent public buildings, plus the "
                                "point tokens of the best adjacent thermal bath.")},
    // Card::VegetableFarm
    {QT_TRANSLATE_NOOP("Cards", "Vegetable Farm"), QT_TRANSLATE_NOOP("Cards", "Produce: +1 coin"),
     QT_TRANSLATE_NOOP("Cards", "When you produce, take 1 coin for this vegetable farm.")},
    // Card::GrainFarm
    {QT_TRANSLATE_NOOP("Cards", "Grain Farm"),
     //: Face line of the grain farm: produce puts a brick token on it unless one lies there
     //: already (never more than one).
     QT_TRANSLATE_NOOP("Cards", "Produce: 1 brick token on it (max. 1)"),
     QT_TRANSLATE_NOOP("Cards", "When you produce, place a brick token on this grain farm if it "
                                "has none (never more than one). When you build, each brick token "
                                "you spend gives 1 brick, even in the turn it was placed. Brick "
                                "tokens remain on grain farms between rounds until they are "
                                "spent.")},
    // Card::SheepFarm
    {QT_TRANSLATE_NOOP("Cards", "Sheep Farm"),
     QT_TRANSLATE_NOOP("Cards", "Produce: +1 influence token"),
     QT_TRANSLATE_NOOP("Cards", "When you produce, take 1 influence token for this sheep farm.")},
    // Card::Vineyard
    {QT_TRANSLATE_NOOP("Cards", "Vineyard"),
     //: Face line of the vineyard: a coin, and a brick token on it unless one lies there already.
     QT_TRANSLATE_NOOP("Cards", "Produce: +1 coin, 1 brick token (max. 1)"),
     QT_TRANSLATE_NOOP("Cards", "When you produce, take 1 coin and place a brick token on the "
                                "vineyard if it has none (never more than one). When you build, "
                                "each brick token you spend gives 1 brick, even in the turn it "
                                "was placed. Brick tokens remain on the vineyard between rounds "
                                "until they are spent.")},
    // Card::Residence2
    {QT_TRANSLATE_NOOP("Cards", "2-Value Residential"),
     QT_TRANSLATE_NOOP("Cards", "Area: 2 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "2-value residential buildings that touch horizontally or "
                                "vertically form a residential area. At the end, each area scores "
                                "the sum of its values × the number of different colours of the "
                                "public buildings adjacent to it, plus the point tokens of the "
                                "adjacent thermal bath with the most. An area with no adjacent "
                                "public building scores nothing.")},
    // Card::Residence3
    {QT_TRANSLATE_NOOP("Cards", "3-Value Residential"),
     QT_TRANSLATE_NOOP("Cards", "Area: 3 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "3-value residential buildings that touch horizontally or "
                                "vertically form a residential area. At the end, each area scores "
                                "the sum of its values × the number of different colours of the "
                                "public buildings adjacent to it, plus the point tokens of the "
                                "adjacent thermal bath with the most. An area with no adjacent "
                                "public building scores nothing.")},
    // Card::Residence4
    {QT_TRANSLATE_NOOP("Cards", "4-Value Residential"),
     QT_TRANSLATE_NOOP("Cards", "Area: 4 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "4-value residential buildings that touch horizontally or "
                                "vertically form a residential area. At the end, each area scores "
                                "the sum of its values × the number of different colours of the "
                                "public buildings adjacent to it, plus the point tokens of the "
                                "adjacent thermal bath with the most. An area with no adjacent "
                                "public building scores nothing.")},
    // Card::LuxuryResidence2
    {QT_TRANSLATE_NOOP("Cards", "Luxury 2-Value Residential"),
     QT_TRANSLATE_NOOP("Cards", "Area: 2 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 1 influence token. Otherwise it is a normal "
                                "2-value residential building: touching 2-value residential "
                                "buildings form a residential area that scores the sum of its "
                                "values × the number of different colours of adjacent public "
                                "buildings, plus the point tokens of the best adjacent thermal "
                                "bath.")},
    // Card::LuxuryResidence3
    {QT_TRANSLATE_NOOP("Cards", "Luxury 3-Value Residential"),
     QT_TRANSLATE_NOOP("Cards", "Area: 3 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 1 influence token. Otherwise it is a normal "
                                "3-value residential building: touching 3-value residential "
                                "buildings form a residential area that scores the sum of its "
                                "values × the number of different colours of adjacent public "
                                "buildings, plus the point tokens of the best adjacent thermal "
                                "bath.")},
    // Card::LuxuryResidence4
    {QT_TRANSLATE_NOOP("Cards", "Luxury 4-Value Residential"),
     QT_TRANSLATE_NOOP("Cards", "Area: 4 × neighbouring public colours"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 1 influence token. Otherwise it is a normal "
                                "4-value residential building: touching 4-value residential "
                                "buildings form a residential area that scores the sum of its "
                                "values × the number of different colours of adjacent public "
                                "buildings, plus the point tokens of the best adjacent thermal "
                                "bath.")},
    // Card::Market
    {QT_TRANSLATE_NOOP("Cards", "Market"),
     //: Face line of a public building: what it gives once, when it is built.
     QT_TRANSLATE_NOOP("Cards", "+1 coin per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, take 1 coin for each building horizontally or "
                                "vertically adjacent to this market. At the end, it counts as a "
                                "yellow public building for adjacent residential areas.")},
    // Card::ForumRomanum
    {QT_TRANSLATE_NOOP("Cards", "Forum Romanum"),
     QT_TRANSLATE_NOOP("Cards", "+1 coin, +1 more per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, take 1 coin plus 1 coin for each building "
                                "horizontally or vertically adjacent to it. At the end, it counts "
                                "like a market: a yellow public building for adjacent residential "
                                "areas.")},
    // Card::Arena
    {QT_TRANSLATE_NOOP("Cards", "Arena"),
     QT_TRANSLATE_NOOP("Cards", "+1 influence per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, take 1 influence token for each building "
                                "horizontally or vertically adjacent to this arena. At the end, it "
                                "counts as a red public building for adjacent residential areas.")},
    // Card::Colosseum
    {QT_TRANSLATE_NOOP("Cards", "Colosseum"),
     QT_TRANSLATE_NOOP("Cards", "+1 influence, +1 more per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, take 1 influence token plus 1 for each "
                                "building horizontally or vertically adjacent to it. At the end, "
                                "it counts like an arena: a red public building for adjacent "
                                "residential areas.")},
    // Card::School
    {QT_TRANSLATE_NOOP("Cards", "School"),
     //: Face line of the school: draw one card per adjacent building (from a deck other than
     //: deck I), keep one of them in hand.
     QT_TRANSLATE_NOOP("Cards", "Draw 1 per neighbouring building, keep 1"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, choose a deck other than deck I and draw 1 "
                                "building from it for each building horizontally or vertically "
                                "adjacent to this school. Keep one of them in your hand and put "
                                "the rest under that deck in any order. At the end, it counts as "
                                "a green public building.")},
    // Card::University
    {QT_TRANSLATE_NOOP("Cards", "University"),
     //: Face line of the university: like the school, but draws one card more.
     QT_TRANSLATE_NOOP("Cards", "Draw 1, +1 per neighbouring building, keep 1"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, choose a deck other than deck I and draw 1 "
                                "building from it plus 1 for each building horizontally or "
                                "vertically adjacent to it. Keep one of them in your hand and put "
                                "the rest under that deck in any order. At the end, it counts like "
                                "a school: a green public building.")},
    // Card::ThermalBaths
    {QT_TRANSLATE_NOOP("Cards", "Thermal Baths"),
     //: Face line of the thermal baths: point tokens placed on the card when it is built.
     QT_TRANSLATE_NOOP("Cards", "1 point token per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, place 1 point token on it for each building "
                                "horizontally or vertically adjacent to it. At the end, each "
                                "adjacent residential area scores 1 extra point per token, but an "
                                "area counts only its adjacent thermal bath with the most tokens. "
                                "It is a blue public building.")},
    // Card::ImperialThermalBaths
    {QT_TRANSLATE_NOOP("Cards", "Imperial Thermal Baths"),
     QT_TRANSLATE_NOOP("Cards", "1 point token, +1 more per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "When you build it, place 1 point token on it plus 1 for each "
                                "building horizontally or vertically adjacent to it. At the end, "
                                "each adjacent residential area scores 1 extra point per token, "
                                "but an area counts only its adjacent thermal bath with the most "
                                "tokens. It is a blue public building.")},
    // Card::Aqueduct
    {QT_TRANSLATE_NOOP("Cards", "Aqueduct"),
     //: Face line of the aqueducts: at most one aqueduct in each row and each column of a city;
     //: an aqueduct may be built in place of a building of the city.
     QT_TRANSLATE_NOOP("Cards", "1 per row and column, may replace a building"),
     QT_TRANSLATE_NOOP("Cards", "Build it on an empty space as usual, or in place of any building "
                                "of your city, which leaves the game (a brick token on it may "
                                "first help pay for the aqueduct). There may be only one aqueduct "
                                "in each row and each column of your city. At the end, 1 / 2 / 3 "
                                "/ 4 aqueducts score 4 / 12 / 24 / 40 points.")},
    // Card::GrandAqueduct
    {QT_TRANSLATE_NOOP("Cards", "Grand Aqueduct"),
     QT_TRANSLATE_NOOP("Cards", "1 per row and column, may replace a building"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 1 influence token. Otherwise it is a normal "
                                "aqueduct: built on an empty space or in place of any building of "
                                "your city, at most one aqueduct in each row and each column; at "
                                "the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.")},
    // Card::TempleLuna
    {QT_TRANSLATE_NOOP("Cards", "Temple of Luna"),
     //: Face line of a temple: what it scores at the end of the game.
     QT_TRANSLATE_NOOP("Cards", "1 point per star in your city"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 1 influence token. At the end, score 1 point "
                                "for each star on the buildings in your city, the star of the "
                                "Temple of Luna included.")},
    // Card::TempleMars
    {QT_TRANSLATE_NOOP("Cards", "Temple of Mars"),
     QT_TRANSLATE_NOOP("Cards", "5 points if you have a 4-value residence"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 3 influence tokens. At the end, score 5 points "
                                "if your city has at least one 4-value residential building.")},
    // Card::TempleVenus
    {QT_TRANSLATE_NOOP("Cards", "Temple of Venus"),
     QT_TRANSLATE_NOOP("Cards", "2 points per 2-value residence"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 1 influence token. At the end, score 2 points "
                                "for each 2-value residential building in your city (the starting "
                                "and the luxury one included).")},
    // Card::TempleJupiter
    {QT_TRANSLATE_NOOP("Cards", "Temple of Jupiter"),
     QT_TRANSLATE_NOOP("Cards", "2 points per temple, this one included"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 2 influence tokens. At the end, score 2 points "
                                "for each temple in your city; the Temple of Jupiter itself and "
                                "the shrine count too.")},
    // Card::TempleMercury
    {QT_TRANSLATE_NOOP("Cards", "Temple of Mercury"),
     //: Face line: one point per three coins on top of the usual point per coin.
     QT_TRANSLATE_NOOP("Cards", "1 extra point per 3 coins"),
     QT_TRANSLATE_NOOP("Cards", "When built: take 2 influence tokens. At the end, score 1 point "
                                "for every 3 coins you have, in addition to the points normally "
                                "scored for coins.")},
    // Card::TempleMinerva
    {QT_TRANSLATE_NOOP("Cards", "Temple of Minerva"),
     QT_TRANSLATE_NOOP("Cards", "10 points if your city has 16 buildings"),
     QT_TRANSLATE_NOOP("Cards", "At the end, score 10 points if there are sixteen buildings in "
                                "your city (4×4).")},
    // Card::TempleFortuna
    {QT_TRANSLATE_NOOP("Cards", "Temple of Fortuna"),
     //: Face line: 15 points if the city has public buildings of all four colours.
     QT_TRANSLATE_NOOP("Cards", "15 points for all 4 public colours"),
     QT_TRANSLATE_NOOP("Cards", "At the end, score 15 points if you have at least one public "
                                "building of each colour in your city.")},
    // Card::TempleCupid
    {QT_TRANSLATE_NOOP("Cards", "Temple of Cupid"),
     QT_TRANSLATE_NOOP("Cards", "10 points for 4 or more 2-value residences"),
     QT_TRANSLATE_NOOP("Cards", "At the end, score 10 points if you have at least four 2-value "
                                "residential buildings in your city (the starting and the luxury "
                                "one included).")},
    // Card::TempleJuno
    {QT_TRANSLATE_NOOP("Cards", "Temple of Juno"),
     QT_TRANSLATE_NOOP("Cards", "10 points for 4 or more temples"),
     QT_TRANSLATE_NOOP("Cards", "At the end, score 10 points if you have at least four temples in "
                                "your city; the Temple of Juno itself and the shrine count too.")},
    // Card::TempleSaturn
    {QT_TRANSLATE_NOOP("Cards", "Temple of Saturn"),
     QT_TRANSLATE_NOOP("Cards", "15 points for 4 or more production buildings"),
     QT_TRANSLATE_NOOP("Cards", "At the end, score 15 points if you have at least four production "
                                "buildings in your city (the starting vegetable farm and the "
                                "vineyard included).")},
    // Card::Shrine
    {//: The building of the mini-expansion "The Shrine".
     QT_TRANSLATE_NOOP("Cards", "Shrine"),
     QT_TRANSLATE_NOOP("Cards", "2 points per neighbouring building"),
     QT_TRANSLATE_NOOP("Cards", "Mini-expansion: every player starts with the shrine in hand; it "
                                "costs no bricks and counts as a temple. At the end, score 2 "
                                "points for each building horizontally or vertically adjacent to "
                                "the shrine.")},
}};

// Seat colours, in the order of the players' colour index.
constexpr std::array<const char*, 4> kPlayerColours{
    //: Player colour, shown on its own (e.g. in the seat list).
    QT_TRANSLATE_NOOP("Cards", "purple"),
    //: Player colour, shown on its own (e.g. in the seat list).
    QT_TRANSLATE_NOOP("Cards", "orange"),
    //: Player colour, shown on its own (e.g. in the seat list).
    QT_TRANSLATE_NOOP("Cards", "white"),
    //: Player colour, shown on its own (e.g. in the seat list).
    QT_TRANSLATE_NOOP("Cards", "brown"),
};

// Indexed by Colour; None has no name.
constexpr std::array<const char*, 5> kPublicColours{
    "",
    //: Colour of public buildings (market, forum), shown on its own.
    QT_TRANSLATE_NOOP("Cards", "yellow"),
    //: Colour of public buildings (arena, colosseum), shown on its own.
    QT_TRANSLATE_NOOP("Cards", "red"),
    //: Colour of public buildings (school, university), shown on its own.
    QT_TRANSLATE_NOOP("Cards", "green"),
    //: Colour of public buildings (thermal baths), shown on its own.
    QT_TRANSLATE_NOOP("Cards", "blue"),
};

QString translated(const char* text) {
    return *text == '\0' ? QString() : QCoreApplication::translate(kContext, text);
}

} // namespace

CardTexts cardTexts(Card card) {
    const auto index = static_cast<std::size_t>(card);
    if (index >= kTexts.size()) {
        return {};
    }
    const CardSource& source = kTexts[index];
    return {translated(source.name), translated(source.effect), translated(source.rule)};
}

QString playerColourName(int colour) {
    if (colour < 0 || colour >= static_cast<int>(kPlayerColours.size())) {
        return {};
    }
    return translated(kPlayerColours[static_cast<std::size_t>(colour)]);
}

QString publicColourName(Colour colour) {
    const auto index = static_cast<std::size_t>(colour);
    return index < kPublicColours.size() ? translated(kPublicColours[index]) : QString();
}

} // namespace cor::app
