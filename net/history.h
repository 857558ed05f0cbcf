// The table talk and the game's history, as a seat reads them when it (re)joins: every event of
// the game so far as that seat could see it then, and the chat lines where they were said.
#pragma once

#include "engine/events.h"
#include "engine/record.h"

#include <string>
#include <variant>
#include <vector>

namespace cor::net {

struct ChatLine {
    int seat = -1; // -1: a spectator
    std::string name;
    std::string text;
    int actions = 0; // the game's actions before it was said
    friend bool operator==(const ChatLine&, const ChatLine&) = default;
};

// A host keeps the newest lines of its table's talk.
inline constexpr std::size_t kMaxChatLines = 500;

using HistoryItem = std::variant<Event, ChatLine>;
using History = std::vector<HistoryItem>;

// `record`'s events (none without a record) redacted for `seat`, with the `chat` lines among
// them after the actions they followed.
History historyOf(const GameRecord* record, const std::vector<ChatLine>& chat, int seat);

} // namespace cor::net
