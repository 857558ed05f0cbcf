// Where the window opens and how big: the size asked for on the command line, else where the
// player last left it (size, place, maximised), else 80% of the screen (at least 1280x720
// where the screen has room), centred. Runs for tests and docs (screenshots, autoplay, the
// audit) neither read nor keep the player's placement: they open at the size asked or
// 1280x720.
#pragma once

#include <QObject>
#include <QRect>
#include <QSize>
#include <QVariantMap>

class QQuickWindow;

namespace cor::desktop {

class WindowPlacement : public QObject {
  public:
    // The window's x, y, width and height to create it with (before it shows): `asked`, or
    // with `remember` the placement kept from the last run (or the first one), or 1280x720.
    static QVariantMap initialProperties(QSize asked, bool remember);
    // The first size and place for a screen with this free area.
    static QRect firstPlacement(const QRect& available);

    // With `remember` maximises the window if it was, and keeps its placement at the end.
    WindowPlacement(QQuickWindow& window, bool remember);
    ~WindowPlacement() override;

  private:
    void track();
    void keep() const;

    QQuickWindow& window_;
    bool remember_;
    QRect normal_; // the last geometry while neither maximised nor full screen
};

} // namespace cor::desktop
