// What a view change means to a person at the table: the events of one action turned into
// what the screen presents — a one-line announcement of a seat's action ("Livia builds the
// Market: +3 coins") or a banner for a moment that changes the game (a new round and the
// cards it brings, an influence scoring, the end). Pure: events and names in, texts out, in
// the current language; the Feed paces them, the log and the turn summary read the same.
#pragma once

#include "engine/events.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace cor::app {

struct Presented {
    enum class Kind {
        Action,           // a seat's action: `seat`, `title` its line
        RoundStart,       // `title` "Round 5 of 14", `lines` what came up
        InfluenceScoring, // `title`, `lines`: who won what, or that it waits / is lost
        GameEnd,          // the final scoring
    };
    Kind kind = Kind::Action;
    int seat = -1;
    QString title;
    QStringList lines;
    // The action's main event (for the screen's motion): a card taken or built and where, the
    // space an emissary went to, and what the action gave.
    EventKind event = EventKind::GameEnded;
    Card card = Card::None;
    int x = 0;
    int y = 0;
    int space = 0;
    QString gained;
    int coinsGained = 0;
    // The events it presents (presented again, in another language, they make it again).
    EventLog events;

    bool banner() const { return kind != Kind::Action; }
};

using NameOf = std::function<QString(int seat)>;

// A seat's name while a bot stands in for its absent person: "Livia (bot)".
QString standInName(const QString& name);

// The presented items of one action's events, in order. `rounds`: the game's length, for
// "Round 5 of 14" and the last round. An undo presents nothing: what it took back goes (Feed).
std::vector<Presented> present(const EventLog& events, int rounds, const NameOf& nameOf);

class Presentation {
    Q_DECLARE_TR_FUNCTIONS(Presentation)
};

} // namespace cor::app
