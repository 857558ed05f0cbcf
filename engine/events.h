// What happened during apply(): the UI's game log and animations are built from these.
// Some events carry secrets of one seat; redactFor() removes them before they leave the host.
#pragma once

#include "engine/cards.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cor {

enum class EventKind : std::uint8_t {
    DraftPicked,       // seat, card (secret to seat and, for the last card, to the passer)
    RoundStarted,      // value = round, amount = strip pattern
    CardRevealed,      // card joined the offer from deck `value`
    InfluenceRevealed, // value = influence card value
    EmissaryPlaced,    // seat, value = space
    TurnStarted,       // seat, value = space, amount = bricks, extra = cogs
    CardTaken,         // seat, card
    Built, // seat, card at x,y; other = replaced card; value = coins paid, amount = tokens spent
    CoinsGained,        // seat, value
    InfluenceGained,    // seat, value
    PointTokensPlaced,  // seat, x,y, value
    Produced,           // seat, value = coins paid for cogs
    BrickTokenPlaced,   // seat, x,y
    SchoolDeckChosen,   // seat, value = deck index, amount = cards drawn; cards secret
    SchoolKept,         // seat, card secret, amount = cards returned
    TurnEnded,          // seat
    InfluenceAwarded,   // seat, value = points of the cards, amount = tokens returned
    InfluencePostponed, // value = points of the open cards; amount = 1: the last round, so lost
    GameEnded,
    // seat took back its newest action (its events from the one beginsUndoableAction on):
    // value = its ActionKind, card = its card; every other seat learns only that the seat's
    // turn went back.
    Undone,
};

struct Event {
    EventKind kind{};
    std::int8_t seat = -1;
    Card card = Card::None;
    Card other = Card::None;
    std::int8_t x = 0;
    std::int8_t y = 0;
    std::int16_t value = 0;
    std::int16_t amount = 0;
    std::int16_t extra = 0;
    std::array<Card, 5> cards{};
    std::uint8_t secretFrom = 0; // bitmask of seats that must not see card/cards
    friend bool operator==(const Event&, const Event&) = default;
};

using EventLog = std::vector<Event>;

// The event as `seat` may see it (-1: a spectator who may see no secrets).
Event redactFor(const Event& event, int seat);

// Whether `event` begins the events of an action its seat may take back (a take, a build or a
// produce). An Undone event of that seat takes back the newest such event and every event
// after it: whoever keeps a seat's events (a log, a story) drops them, and so nothing of an
// undone action stays with anyone.
bool beginsUndoableAction(const Event& event);

} // namespace cor
