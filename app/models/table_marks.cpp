#include "app/models/table_marks.h"

#include "engine/table.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <set>

namespace cor::app {
namespace {

class TableMarksText {
    Q_DECLARE_TR_FUNCTIONS(TableMarks)
};

// "the draft, rounds 6–11, 13": runs of rounds as ranges (round 0 is the setup draft).
QString roundsText(const std::set<int>& rounds) {
    QStringList parts;
    for (auto it = rounds.begin(); it != rounds.end();) {
        const int first = *it++;
        if (first == 0) {
            parts << TableMarksText::tr("the draft");
            continue;
        }
        int last = first;
        while (it != rounds.end() && *it == last + 1) {
            last = *it++;
        }
        parts << (first == last ? TableMarksText::tr("round %1").arg(first)
                                //: A run of rounds a bot played for an absent player
                                : TableMarksText::tr("rounds %1–%2").arg(first).arg(last));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

bool TableMarks::any() const {
    return std::any_of(standIns.begin(), standIns.end(),
                       [](const QString& s) { return !s.isEmpty(); }) ||
           std::any_of(assisted.begin(), assisted.end(), [](int n) { return n > 0; });
}

TableMarks tableMarks(const GameRecord& record, const std::vector<net::Actor>& actors) {
    const auto players = static_cast<std::size_t>(record.setup.players);
    std::vector<std::set<int>> rounds(players);
    TableMarks marks;
    marks.assisted.assign(players, 0);
    Table table(record.setup);
    for (std::size_t i = 0; i < record.actions.size() && i < actors.size(); ++i) {
        const int seat = table.toAct();
        const int round = table.state().round;
        if (seat < 0 || table.submit(seat, record.actions[i]) != ActionError::None) {
            break;
        }
        const auto at = static_cast<std::size_t>(seat);
        if (actors[i] == net::Actor::StandIn) {
            rounds[at].insert(round);
        } else if (actors[i] == net::Actor::Assisted) {
            ++marks.assisted[at];
        }
    }
    for (const std::set<int>& played : rounds) {
        marks.standIns.push_back(roundsText(played));
    }
    return marks;
}

} // namespace cor::app
