// cityofrome --watch (issue 38): while City of Rome is closed, a small process started at login
// (XDG autostart, while Settings' "Tell me when it is my turn" is on and the person sits at an
// online table) keeps the watch of their online tables and raises a desktop notification when
// it becomes their turn; its action opens the game at that table. One per person, and quiet
// while the app runs (the app tells of turns itself).
#pragma once

namespace cor::desktop {

// Watches until the person's session ends, or every table is over or gone; the exit code (0 at
// once where there is nothing to watch, the person does not want it, or another watcher of
// theirs runs).
int runTurnWatcher();

// The autostart entry and a running watcher follow the setting and the tables: as the app quits
// (`quitting`: a watcher is started now where one is wanted and none runs), and as the setting
// changes.
void keepTurnWatcher(bool quitting);

} // namespace cor::desktop
