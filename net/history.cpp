#include "net/history.h"

#include "engine/table.h"

#include <limits>

namespace cor::net {

History historyOf(const GameRecord* record, const std::vector<Actor>& actors,
                  const std::vector<ChatLine>& chat, const std::vector<TableNote>& notes,
                  int seat) {
    History history;
    auto line = chat.begin();
    auto note = notes.begin();
    // What was said or noted before the game's `actions`-th move, in its order.
    const auto upTo = [&](int actions) {
        while ((line != chat.end() && line->actions <= actions) ||
               (note != notes.end() && note->actions <= actions)) {
            const auto noted = static_cast<int>(note - notes.begin());
            const bool lineFirst =
                note == notes.end() ||
                (line != chat.end() && (line->actions < note->actions ||
                                        (line->actions == note->actions && line->notes <= noted)));
            if (lineFirst) {
                history.emplace_back(*line++);
            } else {
                history.emplace_back(*note++);
            }
        }
    };
    if (record != nullptr) {
        Table table(record->setup);
        EventLog events;
        std::vector<ScoreSheet> before = table.scores();
        std::vector<ScoreSheet> told; // the sheets after the last move told
        for (std::size_t i = 0; i < record->actions.size(); ++i) {
            upTo(static_cast<int>(i));
            events.clear();
            if (table.submit(table.toAct(), record->actions[i], &events) != ActionError::None) {
                break; // a host's own record always replays
            }
            std::vector<ScoreSheet> after = table.scores();
            if (!events.empty()) {
                // The decision, its first event, is its maker's; what follows is the rules'.
                const Actor by = i < actors.size() ? actors[i] : Actor::Person;
                history.emplace_back(
                    HistoryEvent{redactFor(events.front(), seat), by,
                                 before != told ? before : std::vector<ScoreSheet>{}, after});
                for (auto event = events.begin() + 1; event != events.end(); ++event) {
                    history.emplace_back(HistoryEvent{redactFor(*event, seat)});
                }
                told = after;
            }
            before = std::move(after);
        }
    }
    upTo(std::numeric_limits<int>::max());
    return history;
}

} // namespace cor::net
