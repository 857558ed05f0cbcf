// The table's sizes (TableMetrics): a larger interface size never makes a card smaller, a
// larger window never either, the largest interface size makes cards larger where the window
// has the room, and the bars and the cards always fit in the window.
#include "app/models/settings.h"
#include "app/models/table_metrics.h"

#include <QSignalSpy>
#include <gtest/gtest.h>
#include <vector>

namespace cor::app::test {
namespace {

const std::vector<QSizeF> kWindows{{800, 500},   {960, 540},   {1280, 720},  {1280, 1024},
                                   {1600, 900},  {1920, 1080}, {1920, 1200}, {2560, 1440},
                                   {3840, 2160}, {3440, 1440}};

std::vector<int> scales() {
    std::vector<int> all;
    for (int scale = Settings::kMinimumScale; scale <= Settings::kMaximumScale;
         scale += Settings::kScaleStep) {
        all.push_back(scale);
    }
    return all;
}

TEST(TableMetrics, ALargerInterfaceSizeNeverMakesACardSmaller) {
    for (const QSizeF& window : kWindows) {
        TableSizes before = tableSizes(window, Settings::kMinimumScale);
        for (const int scale : scales()) {
            const TableSizes now = tableSizes(window, scale);
            SCOPED_TRACE(testing::Message()
                         << window.width() << "x" << window.height() << " at " << scale);
            EXPECT_GE(now.unit, before.unit);
            EXPECT_GE(now.cityCell, before.cityCell);
            EXPECT_GE(now.handCardHeight, before.handCardHeight);
            before = now;
        }
    }
}

TEST(TableMetrics, TheLargestInterfaceSizeMakesCardsLargerWhereTheWindowHasRoom) {
    for (const QSizeF window : {QSizeF(1920, 1080), QSizeF(2560, 1440), QSizeF(3840, 2160)}) {
        SCOPED_TRACE(testing::Message() << window.width() << "x" << window.height());
        EXPECT_GT(tableSizes(window, 150).cityCell, tableSizes(window, 100).cityCell);
        EXPECT_GT(tableSizes(window, 150).unit, tableSizes(window, 100).unit);
    }
    // The interface size grows the text at 1280x720 too, as far as the board leaves it room.
    EXPECT_GT(tableSizes({1280, 720}, 150).unit, tableSizes({1280, 720}, 100).unit * 1.2);
}

TEST(TableMetrics, ALargerWindowNeverMakesACardSmaller) {
    for (const int scale : scales()) {
        for (double factor = 1; factor < 3; factor += 0.25) {
            const TableSizes small = tableSizes({1280 * factor, 720 * factor}, scale);
            const TableSizes large =
                tableSizes({1280 * (factor + 0.25), 720 * (factor + 0.25)}, scale);
            SCOPED_TRACE(testing::Message() << factor << " at " << scale);
            EXPECT_GT(large.cityCell, small.cityCell);
            EXPECT_GE(large.unit, small.unit);
        }
    }
}

TEST(TableMetrics, TheBarsAndTheCardsFitInTheWindow) {
    for (const QSizeF& window : kWindows) {
        for (const int scale : scales()) {
            const TableSizes sizes = tableSizes(window, scale);
            SCOPED_TRACE(testing::Message()
                         << window.width() << "x" << window.height() << " at " << scale);
            // Down: the status bar, the board's margins, the strip, the city's title, four rows
            // of the city, the hand's bar.
            const double down = sizes.statusBar + 2 * sizes.unit + sizes.strip + 1.2 * sizes.unit +
                                sizes.cityTitle + 4 * sizes.cityCell + sizes.handBar;
            EXPECT_LE(down, window.height() + 1);
            // Across: the two columns, their margins, five columns of the city.
            const double across =
                sizes.playersWidth + sizes.offerWidth + 4 * sizes.unit + 5 * sizes.cityCell;
            EXPECT_LE(across, window.width() + 1);
            // The least rooms (at the largest interface size) hold a city of four by four at
            // this cell, and the offer's cards some room.
            EXPECT_GE(sizes.cityRoom.height(), 4 * sizes.cityCell);
            EXPECT_GE(sizes.cityRoom.width(), 4 * sizes.cityCell);
            EXPECT_GT(sizes.offerRoom.width(), 0);
            EXPECT_GT(sizes.offerRoom.height(), 0);
        }
    }
}

TEST(TableMetrics, EvenTheSmallestWindowKeepsTheNamesOnTheCards) {
    // A city's cell from 72 px and a hand card from 56 px wide show their names (CityView,
    // CardItem), in the smallest window (Main.qml's minimum) at the largest interface size.
    const TableSizes sizes = tableSizes({960, 540}, Settings::kMaximumScale);
    EXPECT_GE(sizes.cityCell, 72);
    EXPECT_GE(sizes.handCardHeight / 1.5, 56);
}

TEST(TableMetrics, TellsWhatChangedOnly) {
    TableMetrics metrics;
    metrics.setWindow({1280, 720});
    metrics.setScale(100);
    QSignalSpy unit(&metrics, &TableMetrics::unitChanged);
    QSignalSpy cell(&metrics, &TableMetrics::cityCellChanged);
    QSignalSpy offer(&metrics, &TableMetrics::offerWidthChanged);
    metrics.setScale(150);
    EXPECT_EQ(unit.count(), 1);
    EXPECT_EQ(metrics.unit(), tableSizes({1280, 720}, 150).unit);
    // At 1280x720 the cell is what the largest interface size leaves it at every size.
    EXPECT_EQ(cell.count(), 0);
    metrics.setWindow({1920, 1080});
    EXPECT_EQ(cell.count(), 1);
    EXPECT_EQ(offer.count(), 2);
    EXPECT_EQ(metrics.cityCell(), tableSizes({1920, 1080}, 150).cityCell);
}

} // namespace
} // namespace cor::app::test
