#include "app/desktop/audit_space.h"

#include <algorithm>
#include <cmath>

namespace cor::desktop {

QRect largestEmptyArea(QSize window, const std::vector<QRectF>& content, int cell) {
    if (cell <= 0 || window.isEmpty()) {
        return {};
    }
    const int columns = (window.width() + cell - 1) / cell;
    const int rows = (window.height() + cell - 1) / cell;
    std::vector<char> taken(static_cast<std::size_t>(columns * rows), 0);
    for (const QRectF& rect : content) {
        const QRectF inside = rect.intersected(QRectF(QPointF(), QSizeF(window)));
        if (inside.isEmpty()) {
            continue;
        }
        const int left = static_cast<int>(std::floor(inside.left() / cell));
        const int right =
            std::min(columns - 1, static_cast<int>(std::ceil(inside.right() / cell)) - 1);
        const int top = static_cast<int>(std::floor(inside.top() / cell));
        const int bottom =
            std::min(rows - 1, static_cast<int>(std::ceil(inside.bottom() / cell)) - 1);
        for (int y = top; y <= bottom; ++y) {
            for (int x = left; x <= right; ++x) {
                taken[static_cast<std::size_t>(y * columns + x)] = 1;
            }
        }
    }
    // Row by row, the free cells above each column (a histogram), and the largest rectangle
    // under it with a stack of rising heights.
    std::vector<int> height(static_cast<std::size_t>(columns), 0);
    QRect best;
    long bestArea = 0;
    std::vector<int> rising;
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < columns; ++x) {
            const auto at = static_cast<std::size_t>(x);
            height[at] = taken[static_cast<std::size_t>(y * columns + x)] != 0 ? 0 : height[at] + 1;
        }
        rising.clear();
        for (int x = 0; x <= columns; ++x) {
            const int h = x < columns ? height[static_cast<std::size_t>(x)] : 0;
            while (!rising.empty() && height[static_cast<std::size_t>(rising.back())] >= h) {
                const int top = height[static_cast<std::size_t>(rising.back())];
                rising.pop_back();
                const int left = rising.empty() ? 0 : rising.back() + 1;
                const long area = static_cast<long>(top) * (x - left);
                if (area > bestArea) {
                    bestArea = area;
                    best = QRect(left * cell, (y - top + 1) * cell, (x - left) * cell, top * cell);
                }
            }
            rising.push_back(x);
        }
    }
    return best.intersected(QRect(QPoint(), window));
}

} // namespace cor::desktop
