#include "app/desktop/turn_notice.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusReply>
#include <QVariantMap>

namespace cor::desktop {
namespace {

const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kOpen = QStringLiteral("default"); // a click on the notification itself

} // namespace

TurnNotices::TurnNotices(std::function<void(const QString& link)> open) : open_(std::move(open)) {
    QDBusConnection bus = QDBusConnection::sessionBus();
    bus.connect(kService, kPath, kService, QStringLiteral("ActionInvoked"), this,
                SLOT(onAction(uint, QString)));
    bus.connect(kService, kPath, kService, QStringLiteral("NotificationClosed"), this,
                SLOT(onClosed(uint, uint)));
}

void TurnNotices::announce(const QString& title, const QString& text, const QString& link) {
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        return; // no desktop to tell: the badge says it
    }
    QDBusMessage notify =
        QDBusMessage::createMethodCall(kService, kPath, kService, QStringLiteral("Notify"));
    //: The action of the notification that it is the player's turn
    const QStringList actions{kOpen, tr("Open the table")};
    notify << QStringLiteral("City of Rome") << 0U << QStringLiteral("cityofrome") << title << text
           << (link.isEmpty() ? QStringList() : actions) << QVariantMap() << -1;
    const QDBusReply<uint> shown = bus.call(notify, QDBus::Block, 2000);
    if (shown.isValid() && !link.isEmpty()) {
        links_[shown.value()] = link;
    }
}

void TurnNotices::onAction(uint id, const QString& action) {
    const auto found = links_.find(id);
    if (found != links_.end() && action == kOpen) {
        open_(found->second);
    }
}

void TurnNotices::onClosed(uint id, uint /*reason*/) {
    links_.erase(id);
}

} // namespace cor::desktop
