// A desktop notification when it becomes this person's turn at an online table (issues 29 and
// 38), where the desktop offers notifications (org.freedesktop.Notifications on the session
// bus), with an action that opens the game at that table; a desktop without them still has the
// badge in the menu and the window's title.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <map>

namespace cor::desktop {

class TurnNotices : public QObject {
    Q_OBJECT
  public:
    // `open` opens the table of an invitation's link (this app, or a new start of it).
    explicit TurnNotices(std::function<void(const QString& link)> open);

    // Says on the desktop that it is the player's turn; its action opens `link`.
    void announce(const QString& title, const QString& text, const QString& link);

  private slots:
    void onAction(uint id, const QString& action);
    void onClosed(uint id, uint reason);

  private:
    std::function<void(const QString&)> open_;
    std::map<uint, QString> links_; // by notification
};

} // namespace cor::desktop
