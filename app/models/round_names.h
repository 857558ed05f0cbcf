// The name of a round in the player's language. Round 0 is the setup draft before the first
// round; saved games, the replay, the look back and the status bar all say it this way.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace cor::app {

class RoundNames {
    Q_DECLARE_TR_FUNCTIONS(RoundNames)

  public:
    // "Setup draft" for round 0, else "Round 3", or with `rounds` "Round 3 of 11".
    static QString name(int round, int rounds = 0);
};

} // namespace cor::app
