// A player's city: a fixed coordinate grid stored as bitboards, so that placement checks and
// adjacency are a few bit operations and the whole city is a small trivially copyable value.
#pragma once

#include "engine/cards.h"

#include <array>
#include <bit>
#include <cstdint>

namespace cor {

// City coordinates are fixed for the whole game: the starting residence at 0,0 and the
// starting vegetable farm at 1,0, both never emptied (an aqueduct may replace them, which
// keeps the cell occupied). Hence every legal city lies within x -2..3 and y -3..3.
inline constexpr int kMinX = -2;
inline constexpr int kMaxX = 3;
inline constexpr int kMinY = -3;
inline constexpr int kMaxY = 3;
inline constexpr int kCitySide = 4;

using Bitboard = std::uint64_t;

constexpr bool inGrid(int x, int y) {
    return x >= kMinX && x <= kMaxX && y >= kMinY && y <= kMaxY;
}
constexpr int cellIndex(int x, int y) {
    return (y - kMinY) * 8 + (x - kMinX);
}
// index is 0..63: a mask and a shift, not a signed division.
constexpr int cellX(int index) {
    return (index & 7) + kMinX;
}
constexpr int cellY(int index) {
    return (index >> 3) + kMinY;
}
constexpr Bitboard bit(int index) {
    return Bitboard{1} << index;
}

namespace detail {
inline constexpr Bitboard kColumn0 = 0x0101010101010101ULL;
inline constexpr Bitboard kRow0 = 0xFFULL;
constexpr Bitboard makeGrid() {
    Bitboard grid = 0;
    for (int y = kMinY; y <= kMaxY; ++y) {
        for (int x = kMinX; x <= kMaxX; ++x) {
            grid |= bit(cellIndex(x, y));
        }
    }
    return grid;
}
inline constexpr Bitboard kGrid = makeGrid();
} // namespace detail

// Orthogonal neighbours of every cell in `cells`, within the grid.
constexpr Bitboard neighbours(Bitboard cells) {
    using detail::kColumn0;
    const Bitboard horizontal = ((cells << 1) & ~kColumn0) | ((cells >> 1) & ~(kColumn0 << 7));
    return (horizontal | (cells << 8) | (cells >> 8)) & detail::kGrid;
}

namespace detail {
constexpr std::array<Bitboard, 64> makeNeighbourMasks() {
    std::array<Bitboard, 64> masks{};
    for (int i = 0; i < 64; ++i) {
        masks[static_cast<std::size_t>(i)] = neighbours(bit(i));
    }
    return masks;
}
inline constexpr std::array<Bitboard, 64> kNeighbourMasks = makeNeighbourMasks();
} // namespace detail

namespace detail {
// The cells of whole rows (or columns) lo..hi of the 8x8 board, clipped to the board.
constexpr Bitboard linesBetween(int lo, int hi, Bitboard line0, int step) {
    Bitboard mask = 0;
    for (int c = lo; c <= hi; ++c) {
        if (c >= 0 && c < 8) {
            mask |= line0 << (step * c);
        }
    }
    return mask;
}

// [lo][hi]: for a city whose buildings span rows (or columns) lo..hi, the rows (columns) a
// building may use and keep the span at most 4.
constexpr std::array<std::array<Bitboard, 8>, 8> makeSpans(Bitboard line0, int step) {
    std::array<std::array<Bitboard, 8>, 8> spans{};
    for (int lo = 0; lo < 8; ++lo) {
        for (int hi = 0; hi < 8; ++hi) {
            spans[static_cast<std::size_t>(lo)][static_cast<std::size_t>(hi)] =
                linesBetween(hi - (kCitySide - 1), lo + (kCitySide - 1), line0, step) & kGrid;
        }
    }
    return spans;
}
inline constexpr auto kRowSpans = makeSpans(kRow0, 8);
inline constexpr auto kColumnSpans = makeSpans(kColumn0, 1);
} // namespace detail

namespace detail {
// The row and the column through each cell.
constexpr std::array<Bitboard, 64> makeLines() {
    std::array<Bitboard, 64> lines{};
    for (int i = 0; i < 64; ++i) {
        lines[static_cast<std::size_t>(i)] = (kRow0 << (8 * (i / 8))) | (kColumn0 << (i % 8));
    }
    return lines;
}
inline constexpr std::array<Bitboard, 64> kLines = makeLines();
} // namespace detail

// The orthogonal neighbours of one cell (a table: placement and yields ask this constantly).
constexpr Bitboard neighboursOf(int index) {
    return detail::kNeighbourMasks[static_cast<std::size_t>(index)];
}

struct City {
    std::array<Card, 64> cells{};
    std::array<std::uint8_t, 64> points{}; // point tokens on thermal baths
    Bitboard occupied = 0;
    Bitboard brickTokens = 0; // a brick token lies on a grain farm or the vineyard
    Bitboard aqueducts = 0;

    Card at(int x, int y) const { return inGrid(x, y) ? cells[cellIndex(x, y)] : Card::None; }
    int buildingCount() const { return std::popcount(occupied); }
    int brickTokenCount() const { return std::popcount(brickTokens); }
    int neighbourCount(int index) const { return std::popcount(neighboursOf(index) & occupied); }

    // Cells where a building keeps the city within 4x4 (inline: every build asks).
    Bitboard withinBounds() const {
        if (occupied == 0) {
            return detail::kGrid;
        }
        const auto minRow = static_cast<std::size_t>(std::countr_zero(occupied) / 8);
        const auto maxRow = static_cast<std::size_t>((63 - std::countl_zero(occupied)) / 8);
        Bitboard fold = occupied | (occupied >> 32);
        fold |= fold >> 16;
        fold |= fold >> 8;
        const auto columns = static_cast<unsigned>(fold & 0xFF);
        const auto minCol = static_cast<std::size_t>(std::countr_zero(columns));
        const auto maxCol = static_cast<std::size_t>(31 - std::countl_zero(columns));
        return detail::kRowSpans[minRow][maxRow] & detail::kColumnSpans[minCol][maxCol];
    }
    // Cells where `card` may be built (empty and adjacent; aqueducts may also replace).
    Bitboard buildableCells(Card card) const {
        return isAqueduct(card) ? aqueductCells() : emptyBuildableCells();
    }
    // Empty cells next to the city that keep it within 4x4: where any building but an
    // aqueduct may go.
    Bitboard emptyBuildableCells() const {
        return neighbours(occupied) & ~occupied & withinBounds();
    }
    // Where an aqueduct may go: an empty buildable cell or a building touching another one,
    // with no other aqueduct in its row or column. Inline: the move generator asks whenever
    // an aqueduct is in hand.
    Bitboard aqueductCells() const {
        // Any building that touches another building may be replaced too.
        const Bitboard candidates = emptyBuildableCells() | (occupied & neighbours(occupied));
        Bitboard blocked = 0; // cells sharing a row or column with an aqueduct other than their own
        for (Bitboard rest = aqueducts; rest != 0; rest &= rest - 1) {
            const int index = std::countr_zero(rest);
            blocked |= detail::kLines[static_cast<std::size_t>(index)] & ~bit(index);
        }
        return candidates & ~blocked;
    }

    // Places (or for an aqueduct, replaces); returns the card that was replaced, if any.
    Card place(Card card, int index) {
        const Card replaced = cells[static_cast<std::size_t>(index)];
        const Bitboard b = bit(index);
        cells[static_cast<std::size_t>(index)] = card;
        points[static_cast<std::size_t>(index)] = 0;
        occupied |= b;
        brickTokens &= ~b;
        aqueducts = isAqueduct(card) ? (aqueducts | b) : (aqueducts & ~b);
        return replaced;
    }

    bool isConnected() const;
    bool aqueductsApart() const; // at most one aqueduct in every row and column

    // A city is legal: both starting cells occupied, connected, within 4x4, one aqueduct per
    // row and column, tokens only where they may lie.
    bool isLegal() const;
    friend bool operator==(const City&, const City&) = default;
};

City startingCity();

} // namespace cor
