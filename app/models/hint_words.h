// The words of a hint: what to do and, in one line, why, from the parts of the position the
// engine says it changes (engine/bots/hint.h), in the player's language.
#pragma once

#include "engine/bots/hint.h"

#include <QCoreApplication>
#include <QString>

namespace cor::app {

class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)

  public:
    // "Build Market on the glowing space: +3 coins now"; the deed alone without reasons.
    static QString line(const Hint& hint);
    // The gesture alone: "Take Market", "Place your emissary on space 3".
    static QString deed(const Action& action);
    // One reason: "+6 points in your value-3 residential area", "2 bricks and 1 cog for your
    // turn", "to build on a later turn" (a card taken or kept, which the deed names).
    static QString reason(const HintReason& reason);
};

} // namespace cor::app
