// The words of a hint (engine/bots/hint.h) in the player's language: what to do and what it
// changes now, the plan the search expects, and what that is worth against the next best
// choice. The look back explains a decision with the same words.
#pragma once

#include "app/models/why_words.h"
#include "engine/bots/hint.h"

#include <QCoreApplication>
#include <QString>

namespace cor::app {

class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)

  public:
    // "Take Temple of Mars. Why: …. Then build Temple of Mars (+4 points). About 3 points more
    // than the next best choice: take Market."
    // `place`: where a build goes, said where no glow shows it (the look back); `seatName`: the
    // names the reasons use.
    static QString line(const Hint& hint, const QString& place = {},
                        const WhyWords::SeatName& seatName = WhyWords::seatNumber);
    // What to do and what it changes now: "Place your emissary on space 3: 2 bricks and 1 cog
    // for your turn".
    static QString first(const Hint& hint, const QString& place = {});
    // The reasons, the plan and the worth, as one line ("" when none has anything to say).
    static QString why(const Hint& hint, const WhyWords::SeatName& seatName = WhyWords::seatNumber);
    // The plan after the first decision ("Then, next turn, build …."); "" when none is expected.
    static QString plan(const Hint& hint);
    // What the hint's action changes now, its reasons joined ("" when none).
    static QString changes(const Hint& hint);
    // The line against the next best choice; the only choice said as such.
    static QString worth(const Hint& hint);
    // The gesture alone: "Take Market", "Place your emissary on space 3".
    static QString deed(const Action& action);
    // The gesture inside a sentence: "take Market", "build Market (+3 points)".
    static QString step(const Action& action, int points = 0);
    // One reason: "+6 points in your value-3 residential area", "2 bricks and 1 cog for your
    // turn".
    static QString reason(const HintReason& reason);
};

} // namespace cor::app
