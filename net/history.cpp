#include "net/history.h"

#include "engine/table.h"

#include <limits>

namespace cor::net {

History historyOf(const GameRecord* record, const std::vector<ChatLine>& chat, int seat) {
    History history;
    auto line = chat.begin();
    const auto chatUpTo = [&](int actions) {
        for (; line != chat.end() && line->actions <= actions; ++line) {
            history.emplace_back(*line);
        }
    };
    if (record != nullptr) {
        Table table(record->setup);
        EventLog events;
        for (std::size_t i = 0; i < record->actions.size(); ++i) {
            chatUpTo(static_cast<int>(i));
            events.clear();
            if (table.submit(table.toAct(), record->actions[i], &events) != ActionError::None) {
                break; // a host's own record always replays
            }
            for (const Event& event : events) {
                history.emplace_back(redactFor(event, seat));
            }
        }
    }
    chatUpTo(std::numeric_limits<int>::max());
    return history;
}

} // namespace cor::net
