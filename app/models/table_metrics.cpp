#include "app/models/table_metrics.h"

#include "app/models/settings.h"

#include <algorithm>
#include <cmath>

namespace cor::app {
namespace {

// The unit at 1280x720 and 100 %, and never less (the smallest window, the smallest size).
constexpr double kBaseUnit = 8;
constexpr double kMinimumUnit = 6;
// How fast text follows the window: 1.5 times the window, 1.36 times the text.
constexpr double kTextGrowth = 0.75;
// The text may take no more than this: the window's height and width in units. (At 1280x720 the
// largest interface size stops at 10 units, the board keeping its room.)
constexpr double kMostUnitsHigh = 72;
constexpr double kMostUnitsWide = 128;

// The bars, in units (the QML lays them out at these heights).
constexpr double kStatusBar = 3.4;
constexpr double kBoardMargin = 1;     // round the board, and between its columns
constexpr double kColumnSpacing = 0.6; // between the strip, the city's title and the city
constexpr double kCityTitle = 3.2;
constexpr double kStripWide = 6.8;
constexpr double kStripNarrow = 8.4; // a space's bricks and cogs one under the other
constexpr double kStripNarrowBelow = 56;
constexpr double kHandMargins = 1.6;
// The side columns: as wide as their words need, never more than their share of the window.
constexpr double kPlayersUnits = 36;
constexpr double kPlayersShare = 0.28;
constexpr double kOfferUnits = 34;
constexpr double kOfferShare = 0.25;

// The board's rows: a city of four rows (its frame rarely has five) and the hand, whose cards
// are a fifth taller than a city's cell is high (a portrait card: its name and picture as large
// as a building's). Its columns: up to five with the spaces it may grow into.
constexpr double kCityRows = 4;
constexpr double kHandRows = 1.2;
constexpr double kCityColumns = 5;
// As large as a person wants a city's cell at an interface size, in units; yet at least this
// share of the room the cards have (on a large window small text left a band of bare table).
constexpr double kCellUnits = 14;
constexpr double kLeastRoomShare = 0.9;
// The offer's column round its open cards (OfferPanel): its margins, the title with the decks
// (the decks under the title where the column is narrow), the influence cards' line and the
// lines of deck I and of the strips to come at their longest, and the spaces between them.
constexpr double kOfferWords = 2 + 12 + 6.6 + 5.4 + 5.4 + 4 * 0.8;

double unitFor(QSizeF window, int scalePercent) {
    const double growth = std::min(window.width() / 1280.0, window.height() / 720.0);
    const double wanted = kBaseUnit * std::pow(growth, kTextGrowth) * scalePercent / 100.0;
    const double most = std::min(window.height() / kMostUnitsHigh, window.width() / kMostUnitsWide);
    return std::max(kMinimumUnit, std::min(wanted, most));
}

// The centre column's width (the strip, the city) between the side columns and the margins.
double centreWidth(QSizeF window, const TableSizes& sizes) {
    return window.width() - sizes.playersWidth - sizes.offerWidth - 4 * kBoardMargin * sizes.unit;
}

// Everything but the cards, at `unit`.
TableSizes bars(QSizeF window, double unit) {
    TableSizes sizes;
    sizes.unit = unit;
    sizes.statusBar = std::round(kStatusBar * unit);
    sizes.cityTitle = std::round(kCityTitle * unit);
    sizes.playersWidth = std::floor(std::min(kPlayersUnits * unit, kPlayersShare * window.width()));
    sizes.offerWidth = std::floor(std::min(kOfferUnits * unit, kOfferShare * window.width()));
    sizes.strip = std::round(
        (centreWidth(window, sizes) < kStripNarrowBelow * unit ? kStripNarrow : kStripWide) * unit);
    return sizes;
}

// The room of the city and the hand's cards with bars at `unit`: the centre column's width,
// the height the bars leave.
QSizeF boardRoom(QSizeF window, double unit) {
    const TableSizes sizes = bars(window, unit);
    const double barsHeight = sizes.statusBar + 2 * kBoardMargin * unit + sizes.strip +
                              2 * kColumnSpacing * unit + sizes.cityTitle + kHandMargins * unit;
    return {centreWidth(window, sizes), window.height() - barsHeight};
}

} // namespace

TableSizes tableSizes(QSizeF window, int scalePercent) {
    const double unit = unitFor(window, scalePercent);
    TableSizes sizes = bars(window, unit);
    // The room at the largest interface size: the most text there is never takes a card's room.
    const double largestUnit = unitFor(window, Settings::kMaximumScale);
    sizes.largestUnit = largestUnit;
    // (Two pixels to spare for the layouts' rounding.)
    const QSizeF room = boardRoom(window, largestUnit) - QSizeF(2, 2);
    const double cell =
        std::min(room.height() / (kCityRows + kHandRows), room.width() / kCityColumns);
    const auto cellAt = [cell](double atUnit) {
        return std::max(
            1.0, std::floor(std::min(cell, std::max(kCellUnits * atUnit, kLeastRoomShare * cell))));
    };
    sizes.cityCell = cellAt(unit);
    sizes.handCardHeight = std::floor(kHandRows * sizes.cityCell);
    sizes.handBar = std::round(sizes.handCardHeight + kHandMargins * unit);
    // What the hand leaves the city at the largest interface size (its cards the tallest).
    sizes.cityRoom = {std::floor(room.width()),
                      std::floor(room.height() - std::floor(kHandRows * cellAt(largestUnit)))};
    const TableSizes largest = bars(window, largestUnit);
    sizes.offerRoom = {std::floor(largest.offerWidth - 2 * largestUnit) - 2,
                       std::floor(window.height() - largest.statusBar -
                                  2 * kBoardMargin * largestUnit - kOfferWords * largestUnit) -
                           2};
    return sizes;
}

TableMetrics::TableMetrics(QObject* parent)
    : QObject(parent), sizes_(tableSizes(window_, scale_)) {}

void TableMetrics::setWindow(QSizeF window) {
    if (window == window_) {
        return;
    }
    window_ = window;
    emit windowChanged();
    update();
}

void TableMetrics::setScale(int percent) {
    if (percent == scale_) {
        return;
    }
    scale_ = percent;
    emit scaleChanged();
    update();
}

void TableMetrics::update() {
    const TableSizes was = sizes_;
    sizes_ = tableSizes(window_, scale_);
    // Each size that changed says so (one signal per property).
    const auto tell = [&](auto TableSizes::*size, void (TableMetrics::*changed)()) {
        if (was.*size != sizes_.*size) {
            emit(this->*changed)();
        }
    };
    tell(&TableSizes::unit, &TableMetrics::unitChanged);
    tell(&TableSizes::largestUnit, &TableMetrics::largestUnitChanged);
    tell(&TableSizes::statusBar, &TableMetrics::statusBarChanged);
    tell(&TableSizes::strip, &TableMetrics::stripChanged);
    tell(&TableSizes::cityTitle, &TableMetrics::cityTitleChanged);
    tell(&TableSizes::playersWidth, &TableMetrics::playersWidthChanged);
    tell(&TableSizes::offerWidth, &TableMetrics::offerWidthChanged);
    tell(&TableSizes::cityCell, &TableMetrics::cityCellChanged);
    tell(&TableSizes::cityRoom, &TableMetrics::cityRoomChanged);
    tell(&TableSizes::offerRoom, &TableMetrics::offerRoomChanged);
    tell(&TableSizes::handCardHeight, &TableMetrics::handCardHeightChanged);
    tell(&TableSizes::handBar, &TableMetrics::handBarChanged);
}

} // namespace cor::app
