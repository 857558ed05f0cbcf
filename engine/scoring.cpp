#include "engine/scoring.h"

#include "engine/hot_path.h"

#include <algorithm>
#include <bit>

namespace cor {
namespace {

struct CityCensus {
    Bitboard residences[3]{}; // value 2, 3, 4
    Bitboard publics = 0;
    unsigned colours = 0; // bit per Colour present
    int stars = 0;
    int temples = 0;
    int production = 0;
    int residences2 = 0;
};

CityCensus takeCensus(const City& city) {
    CityCensus census;
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const CardInfo& card = info(city.cells[static_cast<std::size_t>(i)]);
        census.stars += card.stars;
        switch (card.category) {
        case Category::Residential:
            census.residences[card.residenceValue - 2] |= bit(i);
            break;
        case Category::Public:
            census.publics |= bit(i);
            census.colours |= 1u << static_cast<unsigned>(card.colour);
            break;
        case Category::Temple:
            ++census.temples;
            break;
        case Category::Production:
            ++census.production;
            break;
        default:
            break;
        }
    }
    census.residences2 = std::popcount(census.residences[0]);
    return census;
}

AreaScore scoreArea(const City& city, Bitboard area, int value) {
    AreaScore score{value, area, 0, 0, 0, 0};
    // The public building that counts for each colour: of the blue ones (the only ones with
    // point tokens) the thermal bath with the most.
    std::array<int, 5> chosen{-1, -1, -1, -1, -1};
    const Bitboard around = neighbours(area) & ~area;
    for (Bitboard rest = around & city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const CardInfo& card = info(city.cells[static_cast<std::size_t>(i)]);
        if (card.category != Category::Public) {
            continue;
        }
        int& counted = chosen[static_cast<std::size_t>(card.colour)];
        const int tokens = city.points[static_cast<std::size_t>(i)];
        if (counted < 0 || tokens > city.points[static_cast<std::size_t>(counted)]) {
            counted = i;
        }
        score.bathTokens = std::max(score.bathTokens, tokens);
    }
    for (const int cell : chosen) {
        if (cell >= 0) {
            score.counted |= bit(cell);
            ++score.colours;
        }
    }
    score.points =
        score.colours == 0 ? 0 : value * std::popcount(area) * score.colours + score.bathTokens;
    return score;
}

int aqueductPoints(const City& city) {
    return kAqueductPoints[static_cast<std::size_t>(std::min(4, std::popcount(city.aqueducts)))];
}

// Calls `visit(area)` for each orthogonally connected area of `cells`, lowest cell first.
template <typename Visit> void forEachArea(Bitboard cells, Visit visit) {
    while (cells != 0) {
        Bitboard area = cells & (~cells + 1);
        for (Bitboard previous = 0; previous != area;) {
            previous = area;
            area |= neighbours(area) & cells;
        }
        visit(area);
        cells &= ~area;
    }
}

int scoreResidences(const City& city, Bitboard cells, int value) {
    int points = 0;
    forEachArea(cells, [&](Bitboard area) { points += scoreArea(city, area, value).points; });
    return points;
}

// What a temple's rule counts in this city (`index`: the temple's cell, for the shrine's
// neighbours), and the count its points need (0: it scores per unit counted).
TempleCount countForTemple(TempleScoring rule, const City& city, int index,
                           const CityCensus& census, int coins) {
    switch (rule) {
    case TempleScoring::PointPerStar:
        return {census.stars, 0};
    case TempleScoring::FiveIfResidence4:
        return {std::popcount(census.residences[2]), 1};
    case TempleScoring::TwoPerResidence2:
        return {census.residences2, 0};
    case TempleScoring::TwoPerTemple:
        return {census.temples, 0};
    case TempleScoring::PointPerThreeCoins:
        return {coins, 0};
    case TempleScoring::TenIfSixteenBuildings:
        return {city.buildingCount(), 16};
    case TempleScoring::FifteenIfFourColours:
        return {std::popcount(census.colours), 4};
    case TempleScoring::TenIfFourResidences2:
        return {census.residences2, 4};
    case TempleScoring::TenIfFourTemples:
        return {census.temples, 4};
    case TempleScoring::FifteenIfFourProduction:
        return {census.production, 4};
    case TempleScoring::TwoPerNeighbour:
        return {index >= 0 ? city.neighbourCount(index) : 0, 0};
    case TempleScoring::None:
        break;
    }
    return {};
}

int templePoints(TempleScoring rule, TempleCount counted) {
    switch (rule) {
    case TempleScoring::PointPerStar:
        return counted.count;
    case TempleScoring::TwoPerResidence2:
    case TempleScoring::TwoPerTemple:
    case TempleScoring::TwoPerNeighbour:
        return 2 * counted.count;
    case TempleScoring::PointPerThreeCoins:
        return counted.count / 3;
    case TempleScoring::FiveIfResidence4:
        return counted.count >= counted.needed ? 5 : 0;
    case TempleScoring::TenIfSixteenBuildings:
    case TempleScoring::TenIfFourResidences2:
    case TempleScoring::TenIfFourTemples:
        return counted.count >= counted.needed ? 10 : 0;
    case TempleScoring::FifteenIfFourColours:
    case TempleScoring::FifteenIfFourProduction:
        return counted.count >= counted.needed ? 15 : 0;
    case TempleScoring::None:
        break;
    }
    return 0;
}

int scoreTemple(const City& city, int index, const CityCensus& census, int coins) {
    const TempleScoring rule = info(city.cells[static_cast<std::size_t>(index)]).temple;
    return templePoints(rule, countForTemple(rule, city, index, census, coins));
}

} // namespace

COR_HOT_PATH ScoreSheet scoreCity(const City& city, int coins, int influenceTokens,
                                  int influenceCardPoints) {
    const CityCensus census = takeCensus(city);
    ScoreSheet sheet;
    sheet.residential2 = scoreResidences(city, census.residences[0], 2);
    sheet.residential3 = scoreResidences(city, census.residences[1], 3);
    sheet.residential4 = scoreResidences(city, census.residences[2], 4);
    sheet.aqueducts = aqueductPoints(city);
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        if (isTemple(city.cells[static_cast<std::size_t>(i)])) {
            sheet.temples += scoreTemple(city, i, census, coins);
        }
    }
    sheet.coins = coins;
    sheet.influenceTokens = influenceTokens / 2;
    sheet.influenceCards = influenceCardPoints;
    sheet.total = sheet.residential2 + sheet.residential3 + sheet.residential4 + sheet.aqueducts +
                  sheet.temples + sheet.coins + sheet.influenceTokens + sheet.influenceCards;
    return sheet;
}

TempleCount templeCount(const City& city, Card temple, int coins) {
    int index = -1;
    for (Bitboard rest = city.occupied; rest != 0 && index < 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        index = city.cells[static_cast<std::size_t>(i)] == temple ? i : -1;
    }
    return countForTemple(info(temple).temple, city, index, takeCensus(city), coins);
}

int scoreTempleAt(const City& city, int index, int coins) {
    return scoreTemple(city, index, takeCensus(city), coins);
}

CityScoring scoreGroups(const City& city, int coins) {
    const CityCensus census = takeCensus(city);
    CityScoring scoring;
    for (int value = 2; value <= 4; ++value) {
        forEachArea(census.residences[value - 2],
                    [&](Bitboard area) { scoring.areas.push_back(scoreArea(city, area, value)); });
    }
    scoring.aqueducts = city.aqueducts;
    scoring.aqueductPoints = aqueductPoints(city);
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        if (isTemple(city.cells[static_cast<std::size_t>(i)])) {
            scoring.temples.push_back(TempleScore{i, scoreTemple(city, i, census, coins)});
        }
    }
    return scoring;
}

ScoreSheet scorePlayer(const PlayerState& player) {
    return scoreCity(player.city, player.coins, player.influence, player.influenceCardPoints());
}

std::vector<ScoreSheet> scoreSheets(const GameState& state) {
    std::vector<ScoreSheet> sheets;
    for (int seat = 0; seat < state.playerCount; ++seat) {
        sheets.push_back(scorePlayer(state.players[static_cast<std::size_t>(seat)]));
    }
    return sheets;
}

ScoreSheet scorePlayer(const PlayerPublicView& player) {
    return scoreCity(player.city, player.coins, player.influence,
                     influenceCardPoints(player.influenceCards));
}

std::vector<ScoreSheet> scoreSheets(const PlayerView& view) {
    std::vector<ScoreSheet> sheets;
    for (int seat = 0; seat < view.playerCount; ++seat) {
        sheets.push_back(scorePlayer(view.players[static_cast<std::size_t>(seat)]));
    }
    return sheets;
}

COR_HOT_PATH unsigned winners(const GameState& state) {
    struct Rank {
        int points, influence, coins;
        auto operator<=>(const Rank&) const = default;
    };
    Rank best{-1, -1, -1};
    unsigned mask = 0;
    for (int s = 0; s < state.playerCount; ++s) {
        const PlayerState& p = state.players[static_cast<std::size_t>(s)];
        const Rank rank{scorePlayer(p).total, p.influence, p.coins};
        if (rank > best) {
            best = rank;
            mask = 0;
        }
        if (rank == best) {
            mask |= 1u << s;
        }
    }
    return mask;
}

} // namespace cor
