// Why the host refused an action or a request, in the player's language.
#pragma once

#include "net/client_session.h"

#include <QString>

namespace cor::app {

QString rejectionText(const net::Rejection& rejection);
// Why the rules refuse an action, in the player's language ("" for ActionError::None).
QString actionErrorText(ActionError error);
// What the host said when it refused something (wire::ErrorCode), in the player's language.
QString hostErrorText(int code);

} // namespace cor::app
