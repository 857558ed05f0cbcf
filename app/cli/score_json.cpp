#include "app/cli/score_json.h"

#include "app/cli/cli_error.h"

#include <array>
#include <bit>

namespace cor::cli {
namespace {

// Far beyond any real game, small enough that no sum overflows.
constexpr int kMaxCount = 1'000'000;
// City::points holds a byte per cell.
constexpr int kMaxPointTokens = 255;

std::string cellName(int row, int column) {
    return "city[" + std::to_string(row) + "][" + std::to_string(column) + "]";
}

int engineCell(int row, int column) {
    return cellIndex(column + kGridOriginX, row + kGridOriginY);
}
int gridRow(int index) {
    return cellY(index) - kGridOriginY;
}
int gridColumn(int index) {
    return cellX(index) - kGridOriginX;
}
std::string cellName(int index) {
    return cellName(gridRow(index), gridColumn(index));
}

struct GridCell {
    Card card = Card::None;
    int points = 0;
};

Card cardFromJson(const Json& id, const std::string& where) {
    if (!id.is_string()) {
        throw InputError(where + ": expected a card id, got " + id.dump());
    }
    const auto card = cardFromId(id.get<std::string>());
    if (!card) {
        throw InputError(where + ": unknown card id " + id.dump());
    }
    return *card;
}

GridCell cellFromJson(const Json& cell, const std::string& where) {
    if (cell.is_null()) {
        return {};
    }
    if (cell.is_string()) {
        return {cardFromJson(cell, where), 0};
    }
    if (!cell.is_object()) {
        throw InputError(where +
                         ": expected null, a card id or {\"card\": id, \"points\": n}, got " +
                         cell.dump());
    }
    if (!cell.contains("card")) {
        throw InputError(where + ": missing \"card\"");
    }
    GridCell parsed{cardFromJson(cell["card"], where), 0};
    if (cell.contains("points")) {
        parsed.points = nonNegativeInt(cell["points"], where + ".points", kMaxPointTokens);
    }
    // Point tokens only ever lie on a thermal bath (CLARIFICATIONS §1).
    if (parsed.points > 0 && info(parsed.card).effect != Effect::PointsPerNeighbour) {
        throw InputError(where + ": point tokens on " + inQuotes(cardId(parsed.card)) +
                         ", which is not a thermal bath");
    }
    return parsed;
}

// Names the first aqueduct (in reading order) that shares a row or column with `index`.
std::string aqueductPartner(const City& city, int index) {
    for (Bitboard rest = city.aqueducts & ~bit(index); rest != 0; rest &= rest - 1) {
        const int other = std::countr_zero(rest);
        if (gridRow(other) == gridRow(index)) {
            return "row " + std::to_string(gridRow(index)) + " already holds one at " +
                   cellName(other);
        }
        if (gridColumn(other) == gridColumn(index)) {
            return "column " + std::to_string(gridColumn(index)) + " already holds one at " +
                   cellName(other);
        }
    }
    return "its row or column already holds one";
}

// The engine decides whether the city is connected; this only finds a cell to name.
std::string disconnectedCell(const City& city) {
    Bitboard reached = city.occupied & (~city.occupied + 1); // first building in reading order
    for (Bitboard previous = 0; previous != reached;) {
        previous = reached;
        reached |= neighbours(reached) & city.occupied;
    }
    const int anchor = std::countr_zero(city.occupied);
    const int stray = std::countr_zero(city.occupied & ~reached);
    return cellName(stray) + ": not orthogonally connected to " + cellName(anchor);
}

City cityFromJson(const Json& grid) {
    if (!grid.is_array() || grid.size() != kCitySide) {
        throw InputError("city: expected an array of 4 rows");
    }
    City city;
    std::array<int, kCardKinds> copies{};
    for (int row = 0; row < kCitySide; ++row) {
        const Json& cells = grid[static_cast<std::size_t>(row)];
        if (!cells.is_array() || cells.size() != kCitySide) {
            throw InputError("city[" + std::to_string(row) + "]: expected an array of 4 cells");
        }
        for (int column = 0; column < kCitySide; ++column) {
            const std::string where = cellName(row, column);
            const GridCell cell = cellFromJson(cells[static_cast<std::size_t>(column)], where);
            if (cell.card == Card::None) {
                continue;
            }
            const int copiesAllowed = maxCopiesInOneCity(cell.card);
            if (++copies[static_cast<std::size_t>(cell.card)] > copiesAllowed) {
                throw InputError(where + ": " + inQuotes(cardId(cell.card)) +
                                 (copiesAllowed == 1
                                      ? " is unique and appears twice"
                                      : " appears more often than its " +
                                            std::to_string(copiesAllowed) + " copies"));
            }
            const int index = engineCell(row, column);
            city.place(cell.card, index);
            city.points[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(cell.points);
            if (!city.aqueductsApart()) {
                throw InputError(where + ": a second aqueduct: " + aqueductPartner(city, index));
            }
        }
    }
    if (!city.isConnected()) {
        throw InputError(disconnectedCell(city));
    }
    return city;
}

int influenceCardsFromJson(const Json& cards) {
    if (!cards.is_array()) {
        throw InputError("influence_cards: expected an array of card values, got " + cards.dump());
    }
    unsigned held = 0;
    int points = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string where = "influence_cards[" + std::to_string(i) + "]";
        const int value = nonNegativeInt(cards[i], where, kMaxCount);
        const auto index = influenceIndexFromValue(value);
        if (!index) {
            throw InputError(where + ": " + std::to_string(value) +
                             " is not an influence card (3, 4, 6, 8, 10 or 14)");
        }
        if ((held & (1u << *index)) != 0) {
            throw InputError(where + ": the influence card " + std::to_string(value) +
                             " appears twice");
        }
        held |= 1u << *index;
        points += value;
    }
    return points;
}

} // namespace

ScoreInput scoreInputFromJson(const Json& input) {
    if (!input.is_object()) {
        throw InputError("expected a JSON object with \"city\", got " +
                         std::string(input.type_name()));
    }
    if (!input.contains("city")) {
        throw InputError("city: missing");
    }
    ScoreInput parsed;
    parsed.city = cityFromJson(input["city"]);
    if (input.contains("coins")) {
        parsed.coins = nonNegativeInt(input["coins"], "coins", kMaxCount);
    }
    if (input.contains("influence_tokens")) {
        parsed.influenceTokens =
            nonNegativeInt(input["influence_tokens"], "influence_tokens", kMaxCount);
    }
    if (input.contains("influence_cards")) {
        parsed.influenceCardPoints = influenceCardsFromJson(input["influence_cards"]);
    }
    return parsed;
}

ScoreSheet score(const ScoreInput& input) {
    return scoreCity(input.city, input.coins, input.influenceTokens, input.influenceCardPoints);
}

} // namespace cor::cli
