// Why the host refused an action or a request, or cannot save the game, in the player's
// language.
#pragma once

#include "net/client_session.h"

#include <QString>
#include <QStringList>

namespace cor::app {

// allowedDecks: the decks the player may draw from now ("II", "III"), for a draw from another.
QString rejectionText(const net::Rejection& rejection, const QStringList& allowedDecks = {});
// Why the rules refuse an action, in the player's language ("" for ActionError::None).
QString actionErrorText(ActionError error);
// What the host said when it refused something (wire::ErrorCode), in the player's language.
QString hostErrorText(int code);
// Why the game cannot be saved (`why`: the system's reason), and that it goes on.
QString saveProblemText(const QString& why);

} // namespace cor::app
