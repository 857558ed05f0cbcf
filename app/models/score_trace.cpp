#include "app/models/score_trace.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <optional>

namespace cor::app {
namespace {

constexpr int kInfluenceTokensRow = 6;
constexpr int kInfluenceCardsRow = 7;

std::array<int, kSheetRows> rowsOf(const ScoreSheet& s) {
    return {s.residential2, s.residential3, s.residential4,    s.aqueducts,
            s.temples,      s.coins,        s.influenceTokens, s.influenceCards};
}

QString rowName(int row) {
    switch (row) {
    case 0:
    case 1:
    case 2:
        //: A row of the score in a log line: "residential areas of value 2 +4"
        return QCoreApplication::translate("cor::app::ScoreTrace", "residential areas of value %1")
            .arg(row + 2);
    case 3:
        return QCoreApplication::translate("cor::app::ScoreTrace", "aqueducts");
    case 4:
        return QCoreApplication::translate("cor::app::ScoreTrace", "temples");
    case 5:
        return QCoreApplication::translate("cor::app::ScoreTrace", "coins");
    case kInfluenceTokensRow:
        return QCoreApplication::translate("cor::app::ScoreTrace", "influence tokens");
    default:
        return QCoreApplication::translate("cor::app::ScoreTrace", "influence cards");
    }
}

// "+4", "−3" (a real minus sign, as printed).
QString signedNumber(int n) {
    return (n < 0 ? QStringLiteral("−") : QStringLiteral("+")) + QString::number(n < 0 ? -n : n);
}

// The first of `events` of `seat` (of `kind`, if given), or -1.
int firstOf(const EventLog& events, int seat, std::optional<EventKind> kind = std::nullopt) {
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].seat == seat && (!kind || events[i].kind == *kind)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// Puts the change of `rows` on `line`, if any; returns the score it came to from `was`.
int place(std::vector<std::vector<ScoreChange>>& lines, int line, int seat, int was,
          const std::array<int, kSheetRows>& rows) {
    ScoreChange change{seat, 0, was, rows};
    for (const int row : rows) {
        change.points += row;
    }
    change.total += change.points;
    if (change.rows != std::array<int, kSheetRows>{}) {
        lines[static_cast<std::size_t>(line)].push_back(change);
    }
    return change.total;
}

} // namespace

std::vector<std::vector<ScoreChange>> traceScores(const EventLog& events,
                                                  const std::vector<ScoreSheet>& before,
                                                  const std::vector<ScoreSheet>& after) {
    std::vector<std::vector<ScoreChange>> lines(events.size());
    if (events.empty() || before.size() != after.size()) {
        return lines;
    }
    for (std::size_t seat = 0; seat < before.size(); ++seat) {
        if (before[seat].total == after[seat].total) {
            continue; // the score stands (its rows may have traded points)
        }
        const int s = static_cast<int>(seat);
        const std::array<int, kSheetRows> was = rowsOf(before[seat]);
        const std::array<int, kSheetRows> is = rowsOf(after[seat]);
        std::array<int, kSheetRows> rows{};
        for (std::size_t row = 0; row < rows.size(); ++row) {
            rows[row] = is[row] - was[row];
        }
        const int move = std::max(0, firstOf(events, s));
        const int scoring = firstOf(events, s, EventKind::InfluenceAwarded);
        // The cards an influence scoring gave and the tokens it took back are its own; it
        // comes after the move's own events, so the move's line tells its part first.
        std::array<int, kSheetRows> influence{};
        if (scoring >= 0) {
            for (const int row : {kInfluenceTokensRow, kInfluenceCardsRow}) {
                std::swap(influence[static_cast<std::size_t>(row)],
                          rows[static_cast<std::size_t>(row)]);
            }
        }
        const int moved = place(lines, move, s, before[seat].total, rows);
        if (scoring >= 0) {
            place(lines, scoring, s, moved, influence);
        }
    }
    return lines;
}

QString scoreChangeText(const ScoreChange& change) {
    QStringList rows;
    for (std::size_t row = 0; row < change.rows.size(); ++row) {
        if (change.rows[row] != 0) {
            rows << rowName(static_cast<int>(row)) + QLatin1Char(' ') +
                        signedNumber(change.rows[row]);
        }
    }
    const QString points = change.points < 0
                               ? QCoreApplication::translate("cor::app::ScoreTrace", "−%n point(s)",
                                                             nullptr, -change.points)
                               : QCoreApplication::translate("cor::app::ScoreTrace", "+%n point(s)",
                                                             nullptr, change.points);
    //: Why a score changed, after a log line: "+1 point, now 17: coins +1"
    return QCoreApplication::translate("cor::app::ScoreTrace", "%1, now %2: %3")
        .arg(points, QString::number(change.total), rows.join(QStringLiteral(", ")));
}

} // namespace cor::app
