#include "app/models/why_words.h"

#include "app/models/card_names.h"

#include <QStringList>

namespace cor::app {
namespace {

// What a payment comes to: "nothing", "4 coins", "2 coins and 1 brick token".
QString payment(int coins, int tokens) {
    if (coins == 0 && tokens == 0) {
        //: What a choice pays now: nothing at all
        return WhyWords::tr("nothing");
    }
    const QString money = WhyWords::tr("%n coin(s)", "", coins);
    const QString bricks = WhyWords::tr("%n brick token(s)", "", tokens);
    if (tokens == 0) {
        return money;
    }
    //: A payment: "2 coins and 1 brick token"
    return coins == 0 ? bricks : WhyWords::tr("%1 and %2").arg(money, bricks);
}

QString bricksAndCogs(int bricks, int cogs) {
    //: What an emissary's space gives for the turn: "3 bricks and 2 cogs"
    return WhyWords::tr("%1 and %2")
        .arg(WhyWords::tr("%n brick(s)", "", bricks), WhyWords::tr("%n cog(s)", "", cogs));
}

QString other(WhyWords::Against against) {
    return against == WhyWords::Against::Played
               //: The look back compares the better move with the one played
               ? WhyWords::tr("your move")
               //: A hint compares its choice with the next best one
               : WhyWords::tr("the next best choice");
}

QString scores(const Why& why) {
    switch (why.row) {
    case ScoreRow::Residential2:
    case ScoreRow::Residential3:
    case ScoreRow::Residential4:
        //: A reason: the score pad's rows of residential areas end higher; %1 the value (2..4)
        return WhyWords::tr("about %n point(s) more for your value-%1 residential areas", "",
                            why.points)
            .arg(static_cast<int>(why.row) + 2);
    case ScoreRow::Aqueducts:
        //: A reason: %1 the aqueducts the city has now
        return WhyWords::tr("about %n point(s) more for your aqueducts (you have %1; 1, 2, 3, 4 "
                            "aqueducts score 4, 12, 24, 40)",
                            "", why.points)
            .arg(why.count);
    case ScoreRow::Temples:
        if (why.card != Card::None) {
            //: A reason: %1 the temple, %2 its rule and count ("10 points with 16 buildings;
            //: you have 11")
            return WhyWords::tr("%1 (%2): about %n point(s) more for your temples", "", why.points)
                .arg(faceName(why.card), WhyWords::templeRule(why.card, why.count, why.projected));
        }
        return WhyWords::tr("about %n point(s) more for your temples", "", why.points);
    case ScoreRow::Coins:
        //: A reason: coins left at the end score a point each
        return WhyWords::tr("about %n coin(s) more at the end, a point each", "", why.points);
    case ScoreRow::InfluenceTokens:
        return WhyWords::tr("about %n point(s) more for your influence tokens", "", why.points);
    case ScoreRow::InfluenceCards:
        return WhyWords::tr("about %n point(s) more from influence cards", "", why.points);
    }
    return {};
}

QString denies(const Why& why, const QString& name) {
    if (why.thisRound) {
        //: A reason: taking the card keeps it from an opponent; %1 their name, %2 the card
        return WhyWords::tr("%1 can build %2 and picks after you this round (about %n point(s) "
                            "less for them)",
                            "", why.points)
            .arg(name, faceName(why.card));
    }
    //: A reason: taking the card keeps it from an opponent in a later round; %1 their name,
    //: %2 the card
    return WhyWords::tr("%1 can build %2 in a later round (about %n point(s) less for them)", "",
                        why.points)
        .arg(name, faceName(why.card));
}

QString income(const Why& why, WhyWords::Against against) {
    const QString card = faceName(why.card);
    const QString gives = WhyWords::production(why.card);
    if (why.change < 0) {
        //: A reason against: the build replaces a production building; %1 the building, %2
        //: what it gave ("1 coin"), %3 how many of that kind are left
        return WhyWords::tr("though it replaces your %1: %2 less whenever you produce (%3 of "
                            "them left)")
            .arg(card, gives)
            .arg(why.count);
    }
    if (why.kept) {
        //: A reason: the other choice's aqueduct would replace a production building; %1 the
        //: building, %2 what it gives ("1 coin"), %3 the next best choice or "your move"
        return WhyWords::tr("it keeps your %1 (%2 whenever you produce), which %3 replaces")
            .arg(card, gives, other(against));
    }
    //: A reason: a new production building; %1 the building, %2 what it gives ("1 coin")
    return WhyWords::tr("a new %1: %2 more whenever you produce").arg(card, gives);
}

} // namespace

QString WhyWords::seatNumber(int seat) {
    //: A seat where no names are known: "Player 2"
    return tr("Player %1").arg(seat + 1);
}

WhyWords::SeatName WhyWords::namesOr(const QStringList& names) {
    return [names](int seat) {
        return seat >= 0 && seat < names.size() && !names[seat].isEmpty() ? names[seat]
                                                                          : seatNumber(seat);
    };
}

QString WhyWords::sentence(const std::vector<Why>& reasons, const SeatName& seatName,
                           Against against) {
    QStringList said;
    for (const Why& why : reasons) {
        said << reason(why, seatName, against);
    }
    if (said.isEmpty()) {
        return {};
    }
    //: The reasons that carried a decision, joined by "; "
    return tr("Why: %1.").arg(said.join(QStringLiteral("; ")));
}

QString WhyWords::reason(const Why& why, const SeatName& seatName, Against against) {
    const QString name = why.seat >= 0 ? seatName(why.seat) : QString();
    switch (why.kind) {
    case WhyKind::Scores:
        return scores(why);
    case WhyKind::Denies:
        return denies(why, name);
    case WhyKind::Order:
        if (why.share >= 50) {
            //: A reason: otherwise an opponent takes the card first; %1 their name, %2 the card
            return tr("otherwise %1 picks before your next turn and would likely take %2")
                .arg(name, faceName(why.card));
        }
        //: A reason: otherwise an opponent may take the card first; %1 their name, %2 the card
        return tr("otherwise %1 picks before your next turn and might take %2")
            .arg(name, faceName(why.card));
    case WhyKind::Income:
        return income(why, against);
    case WhyKind::Influence:
        //: A reason: after the choice the player has the most influence tokens; %1 the next
        //: most's name, %2 the points of the open influence cards
        return tr("%n influence token(s) more than %1 for the open influence cards (%2 points) at "
                  "the end of the round",
                  "", why.count)
            .arg(name)
            .arg(why.points);
    case WhyKind::Cost:
        //: A reason: what the choice pays now against the other; %1 and %3 payments ("4
        //: coins"), %2 the next best choice or "your move"
        return tr("it pays %1 where %2 pays %3")
            .arg(payment(why.coins, why.brickTokens), other(against),
                 payment(why.otherCoins, why.otherBrickTokens));
    case WhyKind::Turn:
        //: A reason: what an emissary's space gives for the turn against the other's; %1 and %3
        //: "3 bricks and 2 cogs", %2 the next best choice or "your move"
        return tr("it gives %1 for your turn where %2 gives %3")
            .arg(bricksAndCogs(why.bricks, why.cogs), other(against),
                 bricksAndCogs(why.otherBricks, why.otherCogs));
    case WhyKind::Later:
        //: A reason: what a choice leaves for later rounds, beyond the points on the score pad
        return tr("about %n point(s) more for later rounds: cards in hand, brick tokens, room to "
                  "build",
                  "", why.points);
    case WhyKind::Spread:
        //: A reason: no single row of the score pad gains a point, but together they do
        return tr("small gains on several rows of the score pad, about %n point(s) in all", "",
                  why.points);
    }
    return {};
}

QString WhyWords::templeRule(Card temple, int count, int projected) {
    switch (info(temple).temple) {
    case TempleScoring::PointPerStar:
        //: Temple of Luna's rule and its count now
        return tr("1 point per star in your city, its own included; you have %1").arg(count);
    case TempleScoring::FiveIfResidence4:
        return tr("5 points with a value-4 residence; you have %1").arg(count);
    case TempleScoring::TwoPerResidence2:
        return tr("2 points per value-2 residence; you have %1").arg(count);
    case TempleScoring::TwoPerTemple:
        return tr("2 points per temple, itself included; you have %1").arg(count);
    case TempleScoring::PointPerThreeCoins:
        return tr("1 point per 3 coins; you have %1").arg(count);
    case TempleScoring::TenIfSixteenBuildings:
        if (projected != 0) {
            //: Temple of Minerva's rule, the buildings now and at the end if the player goes
            //: on building as in the rounds so far
            return tr("10 points with 16 buildings; you have %1, %2 by the end at this pace")
                .arg(count)
                .arg(projected);
        }
        return tr("10 points with 16 buildings; you have %1").arg(count);
    case TempleScoring::FifteenIfFourColours:
        return tr("15 points with public buildings of 4 colours; you have %1").arg(count);
    case TempleScoring::TenIfFourResidences2:
        return tr("10 points with 4 value-2 residences; you have %1").arg(count);
    case TempleScoring::TenIfFourTemples:
        return tr("10 points with 4 temples, itself included; you have %1").arg(count);
    case TempleScoring::FifteenIfFourProduction:
        return tr("15 points with 4 production buildings; you have %1").arg(count);
    case TempleScoring::TwoPerNeighbour:
        return tr("2 points per neighbouring building");
    case TempleScoring::None:
        break;
    }
    return {};
}

QString WhyWords::production(Card card) {
    switch (info(card).effect) {
    case Effect::ProduceCoin:
        return tr("1 coin");
    case Effect::ProduceBrick:
        return tr("a brick token");
    case Effect::ProduceInfluence:
        return tr("1 influence token");
    case Effect::ProduceCoinAndBrick:
        return tr("1 coin and a brick token");
    default:
        break;
    }
    return {};
}

} // namespace cor::app
