// The words of the status bar and the hint line: where the game stands, who is to act, and
// what the player may still do now (from the choices the table offers them).
#pragma once

#include "app/models/selection.h"
#include "engine/rules.h"
#include "engine/view.h"

#include <QCoreApplication>
#include <QString>

namespace cor::app {

class TurnTexts {
    Q_DECLARE_TR_FUNCTIONS(TurnTexts)

  public:
    // "Round 5 of 14 · Actions · Livia is to act"; `actor`: the name of the seat to act.
    static QString status(const PlayerView* view, bool yourTurn, const QString& actor);
    // What the player may do now, or "" when it is not their turn.
    static QString hint(const PlayerView& view, bool yourTurn, const ActionList& choices,
                        const Selection& selection);
    // What producing gives the viewer and what it costs: "+2 coins, pay 1 coin for cogs".
    static QString produce(const PlayerView& view, int cogs);
};

} // namespace cor::app
