#include "app/models/reasons.h"

#include "engine/rules.h"

#include <QCoreApplication>

namespace cor::app {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("Reasons", text);
}

QString ruleText(ActionError error) {
    switch (error) {
    case ActionError::None:
        return {};
    case ActionError::GameOver:
        return tr("The game is over.");
    case ActionError::NotYourTurn:
        return tr("It is not your turn.");
    case ActionError::WrongPhase:
        return tr("That is not possible now.");
    case ActionError::NotInDraft:
        return tr("That card is not among the cards you draft from.");
    case ActionError::InvalidSpace:
        return tr("There is no such space on the action strip.");
    case ActionError::SpaceTaken:
        return tr("Another emissary stands on that space.");
    case ActionError::NotInOffer:
        return tr("That card is not on offer.");
    case ActionError::AlreadyTook:
        return tr("You have taken a card this turn already.");
    case ActionError::MustTakeFirst:
        return tr("Take a card from the offer first.");
    case ActionError::AlreadyBuilt:
        return tr("You have built this turn already.");
    case ActionError::AlreadyProduced:
        return tr("You have produced this turn already.");
    case ActionError::NotInHand:
        return tr("That card is not in your hand.");
    case ActionError::OutsideCity:
        return tr("Your city may be at most 4 wide and 4 tall.");
    case ActionError::CellOccupied:
        return tr("That space is taken; only an aqueduct may replace a building.");
    case ActionError::NotAdjacent:
        return tr("A building must be next to one of your buildings.");
    case ActionError::SecondAqueduct:
        return tr("Only one aqueduct per row and per column.");
    case ActionError::NotEnoughBrickTokens:
        return tr("You do not have that many brick tokens.");
    case ActionError::TooManyBrickTokens:
        return tr("That is more brick tokens than bricks are missing.");
    case ActionError::NotEnoughCoins:
        return tr("You do not have enough coins.");
    case ActionError::SchoolPending:
        return tr("Finish the school's draw first.");
    case ActionError::NoSchoolDecision:
        return tr("There is no school draw to decide.");
    case ActionError::DeckNotAllowed:
        return tr("A school draws from decks II, III and IV only.");
    case ActionError::DeckEmpty:
        return tr("That deck is empty.");
    case ActionError::DeckAlreadyChosen:
        return tr("The deck is chosen already.");
    case ActionError::DeckNotChosen:
        return tr("Choose a deck first.");
    case ActionError::NotDrawn:
        return tr("Keep one of the drawn cards and put all the others back.");
    case ActionError::Malformed:
        break;
    }
    return tr("That action is not possible.");
}

} // namespace

QString rejectionText(const net::Rejection& rejection) {
    switch (rejection.reason) {
    case cor::wire::REJECT_RULES:
        for (int e = 0; e <= static_cast<int>(ActionError::Malformed); ++e) {
            if (errorCode(static_cast<ActionError>(e)) == rejection.ruleError) {
                return ruleText(static_cast<ActionError>(e));
            }
        }
        break;
    case cor::wire::REJECT_NOT_YOUR_TURN:
        return ruleText(ActionError::NotYourTurn);
    case cor::wire::REJECT_STALE:
        return tr("The game had moved on; here is how it stands now.");
    case cor::wire::REJECT_CANNOT_UNDO:
        return tr("That can no longer be taken back.");
    case cor::wire::REJECT_NOT_SEATED:
        return tr("You are watching; you have no seat.");
    default:
        break;
    }
    return ruleText(ActionError::Malformed);
}

} // namespace cor::app
