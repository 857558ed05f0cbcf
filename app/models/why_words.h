// The reasons of a hint or a look back (engine/bots/why.h) in the player's language, each in
// the game's own terms: the score pad's row, the temple's rule and its count, the opponent by
// name, the production a build gains or gives up.
#pragma once

#include "engine/bots/why.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace cor::app {

class WhyWords {
    Q_DECLARE_TR_FUNCTIONS(WhyWords)

  public:
    // Whom a reason names: a seat's name.
    using SeatName = std::function<QString(int seat)>;
    // Which other action the reasons compare with: the next best (a hint) or the one played (the
    // look back).
    enum class Against { NextBest, Played };

    // "Why: Livia can build Temple of Jupiter and picks after you this round (about 6 points
    // less for her); …." ("" without reasons).
    static QString sentence(const std::vector<Why>& reasons, const SeatName& seatName,
                            Against against);
    static QString reason(const Why& why, const SeatName& seatName, Against against);
    // A temple's rule and what it counts now: "10 points with 16 buildings; you have 11", and
    // where it is going when `projected` is not 0: "…; you have 11, 14 by the end at this pace".
    static QString templeRule(Card temple, int count, int projected);
    // What one production building gives on produce: "1 coin", "a brick token".
    static QString production(Card card);
    // "Player 2": the name of a seat where no names are known (the command line).
    static QString seatNumber(int seat);
    // The names by seat, "Player N" where one is missing or empty.
    static SeatName namesOr(const QStringList& names);
};

} // namespace cor::app
