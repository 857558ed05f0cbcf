// Brings a list model's rows from one list to another with the fewest removals and
// insertions (longest common subsequence of keys), so views animate what really moved.
#pragma once

#include <QAbstractListModel>
#include <concepts>
#include <functional>
#include <utility>
#include <vector>

namespace cor::app {

class SyncedListModel : public QAbstractListModel {
  public:
    using QAbstractListModel::QAbstractListModel;

  protected:
    // Replaces `rows` by `next`: rows with equal keys that keep their order stay (their data
    // refreshed), the others are removed and inserted.
    template <typename Row, typename Key>
    void sync(std::vector<Row>& rows, std::vector<Row> next, Key key) {
        const std::size_t n = rows.size();
        const std::size_t m = next.size();
        std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
        for (std::size_t i = n; i-- > 0;) {
            for (std::size_t j = m; j-- > 0;) {
                lcs[i][j] = key(rows[i]) == key(next[j]) ? lcs[i + 1][j + 1] + 1
                                                         : std::max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        std::vector<bool> keepOld(n, false);
        std::vector<bool> keepNew(m, false);
        for (std::size_t i = 0, j = 0; i < n && j < m;) {
            if (key(rows[i]) == key(next[j])) {
                keepOld[i++] = true;
                keepNew[j++] = true;
            } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
                ++i;
            } else {
                ++j;
            }
        }
        for (std::size_t i = n; i-- > 0;) {
            if (!keepOld[i]) {
                beginRemoveRows({}, static_cast<int>(i), static_cast<int>(i));
                rows.erase(rows.begin() + static_cast<std::ptrdiff_t>(i));
                endRemoveRows();
            }
        }
        for (std::size_t j = 0; j < m; ++j) {
            if (!keepNew[j]) {
                beginInsertRows({}, static_cast<int>(j), static_cast<int>(j));
                rows.insert(rows.begin() + static_cast<std::ptrdiff_t>(j), next[j]);
                endInsertRows();
            }
        }
        // The rows whose data differs, told once the new rows are in place (a view reads them).
        const std::vector<std::pair<int, int>> changed = changedRuns(rows, next);
        rows = std::move(next);
        for (const auto& [first, last] : changed) {
            emit dataChanged(index(first), index(last));
        }
    }

    // The runs of rows whose data differs between `rows` and `next` (in the same order now),
    // or every row where rows cannot be compared. A view re-reads every role of every row it
    // is told of, which for a city's cells on every move was most of an update.
    template <typename Row>
    static std::vector<std::pair<int, int>> changedRuns(const std::vector<Row>& rows,
                                                        const std::vector<Row>& next) {
        const int count = static_cast<int>(next.size());
        if constexpr (!std::equality_comparable<Row>) {
            return count > 0 ? std::vector<std::pair<int, int>>{{0, count - 1}}
                             : std::vector<std::pair<int, int>>{};
        } else {
            std::vector<std::pair<int, int>> runs;
            const auto same = [&](int row) {
                const auto at = static_cast<std::size_t>(row);
                return rows[at] == next[at];
            };
            for (int first = 0; first < count; ++first) {
                if (same(first)) {
                    continue;
                }
                int last = first;
                while (last + 1 < count && !same(last + 1)) {
                    ++last;
                }
                runs.emplace_back(first, last);
                first = last;
            }
            return runs;
        }
    }

    // Every row's text again, in the new language.
    void refreshAll() {
        if (rowCount() > 0) {
            emit dataChanged(index(0), index(rowCount() - 1));
        }
    }
};

} // namespace cor::app
