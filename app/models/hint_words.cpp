#include "app/models/hint_words.h"

#include "app/models/card_names.h"

#include <QStringList>

namespace cor::app {

QString HintWords::line(const Hint& hint, const QString& place,
                        const WhyWords::SeatName& seatName) {
    const QString rest = why(hint, seatName);
    return first(hint, place) + QLatin1Char('.') +
           (rest.isEmpty() ? QString() : QLatin1Char(' ') + rest);
}

QString HintWords::why(const Hint& hint, const WhyWords::SeatName& seatName) {
    QStringList sentences;
    for (const QString& sentence :
         {WhyWords::sentence(hint.why, seatName, WhyWords::Against::NextBest), plan(hint),
          worth(hint)}) {
        if (!sentence.isEmpty()) {
            sentences << sentence;
        }
    }
    return sentences.join(QLatin1Char(' '));
}

QString HintWords::first(const Hint& hint, const QString& place) {
    //: A build and where ("Build Market (left of Forum)"), where no glow shows the space
    const QString what =
        place.isEmpty() ? deed(hint.action) : tr("%1 (%2)").arg(deed(hint.action), place);
    const QString now = changes(hint);
    if (now.isEmpty()) {
        return what;
    }
    //: A hint: %1 what to do, %2 what it changes now ("Build Market: +3 coins now")
    return tr("%1: %2").arg(what, now);
}

QString HintWords::changes(const Hint& hint) {
    QStringList reasons;
    for (int i = 0; i < hint.reasonCount; ++i) {
        reasons << reason(hint.reasons[static_cast<std::size_t>(i)]);
    }
    return reasons.join(QStringLiteral("; "));
}

QString HintWords::plan(const Hint& hint) {
    if (hint.line.size() < 2) {
        return {};
    }
    QStringList steps;
    for (std::size_t i = 1; i < hint.line.size(); ++i) {
        const HintStep& before = hint.line[i - 1];
        const HintStep& s = hint.line[i];
        QString what = step(s.action, s.points);
        if (s.contested) {
            //: A take in a hint's plan: %1 "take Market"
            what = tr("%1 if it is still there").arg(what);
        }
        if (s.space > 0) {
            //: A take in a hint's plan with two emissaries a player: which of the player's
            //: turns it begins; %1 the emissary's space, %2 the take ("take Market")
            what = tr("on your turn at space %1, %2").arg(s.space).arg(what);
        }
        if (s.round != before.round) {
            //: When a step of a hint's plan comes: %1 the round, %2 the step ("build Market")
            steps << tr("in round %1, %2").arg(s.round).arg(what);
        } else if (s.turnsLater != before.turnsLater && s.space == 0) { // (the space says it)
            //: A step of a hint's plan on the player's next turn of this round
            steps << tr("next turn, %1").arg(what);
        } else {
            steps << what;
        }
    }
    //: The plan a hint expects after its first step: "Then take Market, then build Market."
    return tr("Then %1.").arg(steps.join(tr(", then ")));
}

QString HintWords::worth(const Hint& hint) {
    if (!hint.nextBest) {
        //: A hint where assisted play offers one choice only: the rules allow others, which are
        //: plainly worse (a space that gives less and picks later, say)
        return tr("Assisted play offers only this choice: the others the rules allow are plainly "
                  "worse.");
    }
    const Action& next = *hint.nextBest;
    const bool sameCard = next.kind == ActionKind::Build && hint.action.kind == ActionKind::Build &&
                          next.card == hint.action.card;
    const bool sameSpace = sameCard && next.x == hint.action.x && next.y == hint.action.y;
    const bool sameKeep = next.kind == ActionKind::Keep && hint.action.kind == ActionKind::Keep &&
                          next.card == hint.action.card;
    QString other = step(next);
    if (sameKeep) {
        //: A hint's next best choice: the same card kept from a school's draw, the others put
        //: back under the deck in another order
        other = tr("keep %1 and put the others back in another order").arg(faceName(next.card));
    } else if (sameSpace) {
        //: A hint's next best choice: the same build on the same space, paid otherwise; %1 the
        //: card, %n the brick tokens it spends
        other =
            tr("build %1 there with %n brick token(s)", "", next.amount).arg(faceName(next.card));
    } else if (sameCard) {
        //: A hint's next best choice: the same card built on another space of the city
        other = tr("build %1 on another space").arg(faceName(next.card));
    }
    if (hint.worth() == 0) {
        //: %1 the next best choice ("take Market")
        return tr("The next best choice, %1, is about as good.").arg(other);
    }
    //: %1 the next best choice ("take Market")
    return tr("About %n point(s) more than the next best choice: %1.", "", hint.worth()).arg(other);
}

QString HintWords::deed(const Action& action) {
    switch (action.kind) {
    case ActionKind::Place:
        return tr("Place your emissary on space %1").arg(action.amount);
    case ActionKind::Draft:
        //: The setup draft: the card to keep in hand
        return tr("Keep %1").arg(faceName(action.card));
    case ActionKind::Take:
        return tr("Take %1").arg(faceName(action.card));
    case ActionKind::Build:
        // Where glows on the table (the look back's replay shows the moment, not the cell).
        return tr("Build %1").arg(faceName(action.card));
    case ActionKind::Produce:
        return tr("Produce");
    case ActionKind::Pass:
        return tr("End your turn");
    case ActionKind::School:
        return tr("Draw from deck %1").arg(deckText(static_cast<DeckId>(action.amount)));
    case ActionKind::Keep:
        //: A school's draw: the card to keep
        return tr("Keep %1").arg(faceName(action.card));
    }
    return {};
}

QString HintWords::step(const Action& action, int points) {
    switch (action.kind) {
    case ActionKind::Place:
        //: A step inside a hint's sentence
        return tr("place an emissary on space %1").arg(action.amount);
    case ActionKind::Draft:
    case ActionKind::Keep:
        //: A step inside a hint's sentence: the card to keep
        return tr("keep %1").arg(faceName(action.card));
    case ActionKind::Take:
        //: A step inside a hint's sentence
        return tr("take %1").arg(faceName(action.card));
    case ActionKind::Build:
        if (points > 0) {
            //: A step inside a hint's sentence: %1 the card; the points its city gains
            return tr("build %1 (+%n point(s))", "", points).arg(faceName(action.card));
        }
        //: A step inside a hint's sentence
        return tr("build %1").arg(faceName(action.card));
    case ActionKind::Produce:
        //: A step inside a hint's sentence
        return tr("produce");
    case ActionKind::Pass:
        //: A step inside a hint's sentence
        return tr("end the turn");
    case ActionKind::School:
        //: A step inside a hint's sentence
        return tr("draw from deck %1").arg(deckText(static_cast<DeckId>(action.amount)));
    }
    return {};
}

QString HintWords::reason(const HintReason& r) {
    switch (r.kind) {
    case HintReasonKind::Residential:
        if (r.value < 0) {
            //: Points a build takes from the residential areas (it replaces a building); %1 the
            //: area's value
            return tr("−%n point(s) in your value-%1 residential area", "", -r.value).arg(r.detail);
        }
        //: Points a build adds to the score pad's rows of residential areas; %1 the area's value
        return tr("+%n point(s) in your value-%1 residential area", "", r.value).arg(r.detail);
    case HintReasonKind::Aqueducts:
        return tr("+%n point(s) for your aqueducts", "", r.value);
    case HintReasonKind::Temples:
        if (r.value < 0) {
            //: Points a build takes from the temples (it replaces one)
            return tr("−%n point(s) for your temples", "", -r.value);
        }
        return tr("+%n point(s) for your temples", "", r.value);
    case HintReasonKind::Coins:
        return tr("+%n coin(s) now", "", r.value);
    case HintReasonKind::BrickTokens:
        return tr("+%n brick token(s)", "", r.value);
    case HintReasonKind::Influence:
        return tr("+%n influence token(s)", "", r.value);
    case HintReasonKind::InfluenceLead:
        //: Gaining influence tokens gives the player the most at the table
        return tr("+%n influence token(s): the most at the table", "", r.value);
    case HintReasonKind::Space:
        if (r.value > 0 && r.detail > 0) {
            //: What an emissary space gives this round: "2 bricks and 1 cog for your turn"
            return tr("%1 and %2 for your turn")
                .arg(tr("%n brick(s)", "", r.value), tr("%n cog(s)", "", r.detail));
        }
        if (r.value == 0 && r.detail == 0) {
            //: An emissary space that gives no bricks and no cogs this round
            return tr("no bricks and no cogs for your turn");
        }
        //: What an emissary space gives this round: "1 brick for your turn"
        return tr("%1 for your turn")
            .arg(r.value > 0 ? tr("%n brick(s)", "", r.value) : tr("%n cog(s)", "", r.detail));
    }
    return {};
}

} // namespace cor::app
