#include "engine/city.h"

namespace cor {
namespace {

using detail::kColumn0;
using detail::kGrid;
using detail::kRow0;

constexpr Bitboard rowOf(int index) {
    return kRow0 << (8 * (index / 8));
}
constexpr Bitboard columnOf(int index) {
    return kColumn0 << (index % 8);
}

// The row and the column through each cell.
constexpr std::array<Bitboard, 64> makeLines() {
    std::array<Bitboard, 64> lines{};
    for (int i = 0; i < 64; ++i) {
        lines[static_cast<std::size_t>(i)] = rowOf(i) | columnOf(i);
    }
    return lines;
}
constexpr std::array<Bitboard, 64> kLines = makeLines();

} // namespace

Bitboard City::aqueductCells() const {
    // Any building that touches another building may be replaced too.
    const Bitboard candidates = emptyBuildableCells() | (occupied & neighbours(occupied));
    Bitboard blocked = 0; // cells sharing a row or column with an aqueduct other than their own
    for (Bitboard rest = aqueducts; rest != 0; rest &= rest - 1) {
        const int index = std::countr_zero(rest);
        blocked |= kLines[static_cast<std::size_t>(index)] & ~bit(index);
    }
    return candidates & ~blocked;
}

bool City::isConnected() const {
    if (occupied == 0) {
        return true;
    }
    Bitboard reached = occupied & (~occupied + 1); // lowest occupied cell
    for (Bitboard previous = 0; previous != reached;) {
        previous = reached;
        reached |= neighbours(reached) & occupied;
    }
    return reached == occupied;
}

bool City::aqueductsApart() const {
    for (Bitboard rest = aqueducts; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        if (std::popcount(aqueducts & (rowOf(i) | columnOf(i))) != 1) {
            return false;
        }
    }
    return true;
}

bool City::isLegal() const {
    const Bitboard start = bit(cellIndex(0, 0)) | bit(cellIndex(1, 0));
    if ((occupied & start) != start || (occupied & ~kGrid) != 0 ||
        (withinBounds() & occupied) != occupied || !isConnected() || !aqueductsApart()) {
        return false;
    }
    for (int i = 0; i < 64; ++i) {
        const bool filled = (occupied & bit(i)) != 0;
        if (filled != (cells[i] != Card::None) ||
            isAqueduct(cells[i]) != ((aqueducts & bit(i)) != 0)) {
            return false;
        }
        if ((brickTokens & bit(i)) != 0 && cells[i] != Card::GrainFarm &&
            cells[i] != Card::Vineyard) {
            return false;
        }
        if (points[i] != 0 && info(cells[i]).effect != Effect::PointsPerNeighbour) {
            return false;
        }
    }
    return true;
}

City startingCity() {
    City city;
    city.place(Card::StartResidence2, cellIndex(0, 0));
    city.place(Card::StartVegetableFarm, cellIndex(1, 0));
    return city;
}

} // namespace cor
