#include "app/models/reasons.h"

#include "engine/rules.h"

#include <QCoreApplication>

namespace cor::app {
namespace {

QString reason(const char* text) {
    return QCoreApplication::translate("Reasons", text);
}

// "II, III or IV": the decks a draw may come from, or the rulebook's three when unknown.
QString deckList(const QStringList& decks) {
    if (decks.isEmpty()) {
        return deckList({QStringLiteral("II"), QStringLiteral("III"), QStringLiteral("IV")});
    }
    if (decks.size() == 1) {
        return decks.front();
    }
    //: The last two of a list of choices: "II, III or IV"
    return reason(QT_TRANSLATE_NOOP("Reasons", "%1 or %2"))
        .arg(decks.mid(0, decks.size() - 1).join(QStringLiteral(", ")), decks.back());
}

QString ruleText(ActionError error, const QStringList& allowedDecks) {
    switch (error) {
    case ActionError::None:
        return {};
    case ActionError::GameOver:
        return reason(QT_TRANSLATE_NOOP("Reasons", "The game is over."));
    case ActionError::NotYourTurn:
        return reason(QT_TRANSLATE_NOOP("Reasons", "It is not your turn."));
    case ActionError::WrongPhase:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That is not possible now."));
    case ActionError::NotInDraft:
        return reason(
            QT_TRANSLATE_NOOP("Reasons", "That card is not among the cards you draft from."));
    case ActionError::InvalidSpace:
        return reason(QT_TRANSLATE_NOOP("Reasons", "There is no such space on the action strip."));
    case ActionError::SpaceTaken:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Another emissary stands on that space."));
    case ActionError::NotInOffer:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That card is not on offer."));
    case ActionError::AlreadyTook:
        return reason(QT_TRANSLATE_NOOP("Reasons", "You have taken a card this turn already."));
    case ActionError::MustTakeFirst:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Take a card from the offer first."));
    case ActionError::AlreadyBuilt:
        return reason(QT_TRANSLATE_NOOP("Reasons", "You have built this turn already."));
    case ActionError::AlreadyProduced:
        return reason(QT_TRANSLATE_NOOP("Reasons", "You have produced this turn already."));
    case ActionError::NotInHand:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That card is not in your hand."));
    case ActionError::OutsideCity:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Your city may be at most 4 wide and 4 tall."));
    case ActionError::CellOccupied:
        return reason(QT_TRANSLATE_NOOP(
            "Reasons", "That space is taken; only an aqueduct may replace a building."));
    case ActionError::NotAdjacent:
        return reason(
            QT_TRANSLATE_NOOP("Reasons", "A building must be next to one of your buildings."));
    case ActionError::SecondAqueduct:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Only one aqueduct per row and per column."));
    case ActionError::NotEnoughBrickTokens:
        return reason(QT_TRANSLATE_NOOP("Reasons", "You do not have that many brick tokens."));
    case ActionError::TooManyBrickTokens:
        return reason(
            QT_TRANSLATE_NOOP("Reasons", "That is more brick tokens than bricks are missing."));
    case ActionError::NotEnoughCoins:
        return reason(QT_TRANSLATE_NOOP("Reasons", "You do not have enough coins."));
    case ActionError::SchoolPending:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Finish drawing cards first."));
    case ActionError::NoSchoolDecision:
        return reason(QT_TRANSLATE_NOOP("Reasons", "There is no draw to decide."));
    case ActionError::DeckNotAllowed:
        if (allowedDecks.size() == 1) {
            //: A school's or university's draw; %1 is the one deck it may draw from
            return reason(QT_TRANSLATE_NOOP("Reasons", "This draw can come from deck %1 only."))
                .arg(allowedDecks.front());
        }
        //: A school's or university's draw; %1 lists the decks: "II, III or IV"
        return reason(QT_TRANSLATE_NOOP("Reasons", "Choose deck %1 for this draw."))
            .arg(deckList(allowedDecks));
    case ActionError::DeckEmpty:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That deck is empty."));
    case ActionError::DeckAlreadyChosen:
        return reason(QT_TRANSLATE_NOOP("Reasons", "The deck is chosen already."));
    case ActionError::DeckNotChosen:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Choose a deck first."));
    case ActionError::NotDrawn:
        return reason(QT_TRANSLATE_NOOP(
            "Reasons", "Keep one of the drawn cards and put all the others back."));
    case ActionError::Malformed:
        break;
    }
    return reason(QT_TRANSLATE_NOOP("Reasons", "That action is not possible."));
}

} // namespace

QString actionErrorText(ActionError error) {
    return error == ActionError::None ? QString() : ruleText(error, {});
}

QString rejectionText(const net::Rejection& rejection, const QStringList& allowedDecks) {
    switch (rejection.reason) {
    case cor::wire::REJECT_RULES:
        for (int e = 0; e <= static_cast<int>(ActionError::Malformed); ++e) {
            if (errorCode(static_cast<ActionError>(e)) == rejection.ruleError) {
                return ruleText(static_cast<ActionError>(e), allowedDecks);
            }
        }
        break;
    case cor::wire::REJECT_NOT_YOUR_TURN:
        return ruleText(ActionError::NotYourTurn, allowedDecks);
    case cor::wire::REJECT_STALE:
        return reason(
            QT_TRANSLATE_NOOP("Reasons", "The game had moved on; here is how it stands now."));
    case cor::wire::REJECT_CANNOT_UNDO:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That can no longer be taken back."));
    case cor::wire::REJECT_NOT_SEATED:
        return reason(QT_TRANSLATE_NOOP("Reasons", "You are watching; you have no seat."));
    default:
        break;
    }
    return ruleText(ActionError::Malformed, allowedDecks);
}

QString hostErrorText(int code) {
    switch (code) {
    case cor::wire::ERROR_VERSION:
        return reason(
            QT_TRANSLATE_NOOP("Reasons", "That game runs another version of City of Rome."));
    case cor::wire::ERROR_GAME_FULL:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That game has no free seat."));
    case cor::wire::ERROR_BAD_TOKEN:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That game does not know your seat."));
    case cor::wire::ERROR_SEAT_IN_USE:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Your seat is in use by another connection."));
    case cor::wire::ERROR_SEAT_TAKEN:
        return reason(QT_TRANSLATE_NOOP("Reasons", "That seat is taken."));
    case cor::wire::ERROR_NOT_ALLOWED:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Only the host may do that, or not now."));
    case cor::wire::ERROR_BAD_NAME:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Please choose a name of 1 to 24 characters."));
    case cor::wire::ERROR_CHAT:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Chat: too long, or too fast."));
    case cor::wire::ERROR_TIMEOUT:
        return reason(QT_TRANSLATE_NOOP("Reasons", "The connection timed out."));
    case cor::wire::ERROR_SERVER_FULL:
        return reason(QT_TRANSLATE_NOOP("Reasons", "The host takes no more connections."));
    case cor::wire::ERROR_NOT_READY:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Every seat must be taken and ready."));
    case cor::wire::ERROR_HOST_ENDED:
        return reason(QT_TRANSLATE_NOOP("Reasons", "The host ended the game; it is saved and "
                                                   "continues when the host hosts it again."));
    case cor::wire::ERROR_COLOUR_TAKEN:
        return reason(QT_TRANSLATE_NOOP("Reasons", "Another player has that colour."));
    case cor::wire::ERROR_NO_TABLE:
        return reason(QT_TRANSLATE_NOOP(
            "Reasons", "No table has that code: check it, or it expired after weeks unplayed."));
    case cor::wire::ERROR_TOO_MANY_TRIES:
        return reason(QT_TRANSLATE_NOOP(
            "Reasons", "Too many wrong codes from here. Please wait a few minutes."));
    case cor::wire::ERROR_TABLE_LIMIT:
        return reason(QT_TRANSLATE_NOOP(
            "Reasons", "The server holds as many tables as it may now. Finish one first."));
    default:
        return reason(QT_TRANSLATE_NOOP("Reasons", "The host refused."));
    }
}

QString saveProblemText(const QString& why) {
    //: Saving the game failed (a full disk, a folder that cannot be written); %1 the
    //: system's reason
    return reason(QT_TRANSLATE_NOOP("Reasons", "The game cannot be saved (%1). It goes on, and is "
                                               "saved again as soon as that works."))
        .arg(why);
}

} // namespace cor::app
