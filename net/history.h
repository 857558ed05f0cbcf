// What a table remembers beside the game's record: who made each move (the seat's person, a bot
// seat, a bot standing in for an absent person, or assisted play), when a person dropped and came
// back or a bot stood in, and the table talk. And the history a seat reads when it (re)joins:
// every event of the game so far as that seat could see it then, marked with who made its move,
// among the notes and the chat lines where they happened.
#pragma once

#include "engine/events.h"
#include "engine/record.h"
#include "engine/scoring.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace cor::net {

// Who made a move (wire::Actor).
enum class Actor : std::uint8_t { Person, Bot, StandIn, Assisted };

struct ChatLine {
    int seat = -1; // -1: a spectator
    std::string name;
    std::string text;
    int actions = 0; // the game's actions before it was said
    int notes = 0;   // the table's notes before it was said (its place among those of `actions`)
    friend bool operator==(const ChatLine&, const ChatLine&) = default;
};

// What happened at the table beside the moves (wire::NoteKind).
enum class NoteKind : std::uint8_t {
    Dropped,  // the seat's person lost the connection
    Back,     // the seat's person is back
    StandIn,  // a bot plays for the seat's absent person
    HandBack, // the bot stops; the seat waits for its person
    Left,     // the seat's person left on purpose (the seat stays theirs)
};

struct TableNote {
    int seat = 0;
    NoteKind kind = NoteKind::Dropped;
    int actions = 0; // the game's actions before it happened
    friend bool operator==(const TableNote&, const TableNote&) = default;
};

// A host keeps the newest lines of its table's talk, and its first notes.
inline constexpr std::size_t kMaxChatLines = 500;
inline constexpr std::size_t kMaxTableNotes = 500;

// An event of the game, and who made the move it is the decision of (on the first event of a
// move only). A move's first event also carries every seat's score sheet after the move (scores
// are public), and before it where that is not the previous move's after (the game's first
// move), so that its lines tell the score changes as they did live; none from an older host.
struct HistoryEvent {
    Event event;
    Actor by = Actor::Person;
    std::vector<ScoreSheet> scoresBefore{};
    std::vector<ScoreSheet> scoresAfter{};
    friend bool operator==(const HistoryEvent&, const HistoryEvent&) = default;
};

using HistoryItem = std::variant<HistoryEvent, ChatLine, TableNote>;
using History = std::vector<HistoryItem>;

// `record`'s events (none without a record) redacted for `seat`, each move's first marked with
// its maker (`actors`, one per action; a move it does not cover was a person's) and the score
// sheets, with the `chat` lines and `notes` among them after the actions they followed.
History historyOf(const GameRecord* record, const std::vector<Actor>& actors,
                  const std::vector<ChatLine>& chat, const std::vector<TableNote>& notes, int seat);

} // namespace cor::net
