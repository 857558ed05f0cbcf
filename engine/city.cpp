#include "engine/city.h"

namespace cor {
namespace {

constexpr Bitboard kColumn0 = 0x0101010101010101ULL;
constexpr Bitboard kRow0 = 0xFFULL;

constexpr Bitboard makeGrid() {
    Bitboard grid = 0;
    for (int y = kMinY; y <= kMaxY; ++y) {
        for (int x = kMinX; x <= kMaxX; ++x) {
            grid |= bit(cellIndex(x, y));
        }
    }
    return grid;
}
constexpr Bitboard kGrid = makeGrid();

constexpr Bitboard columnsBetween(int lowCol, int highCol) {
    Bitboard mask = 0;
    for (int c = lowCol; c <= highCol; ++c) {
        if (c >= 0 && c < 8) {
            mask |= kColumn0 << c;
        }
    }
    return mask;
}

constexpr Bitboard rowsBetween(int lowRow, int highRow) {
    Bitboard mask = 0;
    for (int r = lowRow; r <= highRow; ++r) {
        if (r >= 0 && r < 8) {
            mask |= kRow0 << (8 * r);
        }
    }
    return mask;
}

constexpr Bitboard rowOf(int index) {
    return kRow0 << (8 * (index / 8));
}
constexpr Bitboard columnOf(int index) {
    return kColumn0 << (index % 8);
}

} // namespace

Bitboard neighbours(Bitboard cells) {
    const Bitboard horizontal = ((cells << 1) & ~kColumn0) | ((cells >> 1) & ~(kColumn0 << 7));
    return (horizontal | (cells << 8) | (cells >> 8)) & kGrid;
}

Bitboard City::withinBounds() const {
    if (occupied == 0) {
        return kGrid;
    }
    const int minRow = std::countr_zero(occupied) / 8;
    const int maxRow = (63 - std::countl_zero(occupied)) / 8;
    Bitboard fold = occupied | (occupied >> 32);
    fold |= fold >> 16;
    fold |= fold >> 8;
    const auto columns = static_cast<unsigned>(fold & 0xFF);
    const int minCol = std::countr_zero(columns);
    const int maxCol = 31 - std::countl_zero(columns);
    return rowsBetween(maxRow - (kCitySide - 1), minRow + (kCitySide - 1)) &
           columnsBetween(maxCol - (kCitySide - 1), minCol + (kCitySide - 1)) & kGrid;
}

Bitboard City::buildableCells(Card card) const {
    Bitboard candidates = neighbours(occupied) & ~occupied & withinBounds();
    if (!isAqueduct(card)) {
        return candidates;
    }
    // An aqueduct may also replace any building that touches another building.
    candidates |= occupied & neighbours(occupied);
    Bitboard allowed = 0;
    for (Bitboard rest = candidates; rest != 0; rest &= rest - 1) {
        const int index = std::countr_zero(rest);
        const Bitboard others = aqueducts & ~bit(index);
        if ((others & (rowOf(index) | columnOf(index))) == 0) {
            allowed |= bit(index);
        }
    }
    return allowed;
}

Card City::place(Card card, int index) {
    const Card replaced = cells[index];
    const Bitboard b = bit(index);
    cells[index] = card;
    points[index] = 0;
    occupied |= b;
    brickTokens &= ~b;
    aqueducts = isAqueduct(card) ? (aqueducts | b) : (aqueducts & ~b);
    return replaced;
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
