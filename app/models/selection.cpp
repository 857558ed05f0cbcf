#include "app/models/selection.h"

#include <algorithm>

namespace cor::app {

int cycle(const std::vector<int>& items, int current, int step) {
    if (items.empty()) {
        return -1;
    }
    const int count = static_cast<int>(items.size());
    const auto at = std::find(items.begin(), items.end(), current);
    const int here = at == items.end() ? (step > 0 ? -1 : 0) : static_cast<int>(at - items.begin());
    return items[static_cast<std::size_t>(((here + step) % count + count) % count)];
}

} // namespace cor::app
