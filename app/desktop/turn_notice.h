// A desktop notification when it becomes this app's player's turn at an online table (issue 29),
// where the desktop offers notifications (org.freedesktop.Notifications on the session bus); a
// desktop without them still has the badge in the menu and the window's title.
#pragma once

#include <QString>

namespace cor::desktop {

void announceTurn(const QString& title, const QString& text);

} // namespace cor::desktop
