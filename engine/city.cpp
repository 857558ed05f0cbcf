#include "engine/city.h"

namespace cor {

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
        if (std::popcount(aqueducts & detail::kLines[static_cast<std::size_t>(i)]) != 1) {
            return false;
        }
    }
    return true;
}

bool City::isLegal() const {
    const Bitboard start = bit(cellIndex(0, 0)) | bit(cellIndex(1, 0));
    if ((occupied & start) != start || (occupied & ~detail::kGrid) != 0 ||
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
