// Why the host refused an action, in the player's language.
#pragma once

#include "net/client_session.h"

#include <QString>

namespace cor::app {

QString rejectionText(const net::Rejection& rejection);

} // namespace cor::app
