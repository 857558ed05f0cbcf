// The largest part of a window where nothing is shown (for `cityofrome --audit`'s empty areas):
// the window is cut into square cells of `cell` px, a cell that any content rectangle touches is
// taken, and of the rectangles of free cells the largest by area is returned (empty where every
// cell is taken). Pure: no window needed.
#pragma once

#include <QRect>
#include <QRectF>
#include <QSize>
#include <vector>

namespace cor::desktop {

QRect largestEmptyArea(QSize window, const std::vector<QRectF>& content, int cell);

} // namespace cor::desktop
