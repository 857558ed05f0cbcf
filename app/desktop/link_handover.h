// One app per person for invitations (issue 38): a click on a cityofrome:// link in a chat
// program starts `cityofrome LINK` (the .desktop file registers the scheme); when this person's
// app already runs, the new start hands the link to it over a local socket and exits, and the
// running app opens the table.
#pragma once

#include <QLocalServer>
#include <QString>
#include <functional>

namespace cor::desktop {

class LinkHandover {
  public:
    // True when this person's running app took `link`: this start has nothing left to do.
    static bool handToRunningApp(const QString& link);
    // This person's app runs (and takes links).
    static bool appRuns();
    // Takes the links of later starts from now on, to `open`; false when another app of this
    // person's already does.
    bool listen(std::function<void(const QString&)> open);

  private:
    QLocalServer server_;
};

} // namespace cor::desktop
