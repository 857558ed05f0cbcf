#include "app/desktop/turn_notice.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QVariantMap>

namespace cor::desktop {

void announceTurn(const QString& title, const QString& text) {
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        return; // no desktop to tell: the badge says it
    }
    QDBusMessage notify = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.Notifications"),
        QStringLiteral("/org/freedesktop/Notifications"),
        QStringLiteral("org.freedesktop.Notifications"), QStringLiteral("Notify"));
    notify << QStringLiteral("City of Rome") << 0U << QStringLiteral("cityofrome") << title << text
           << QStringList() << QVariantMap() << -1;
    bus.call(notify, QDBus::NoBlock); // no answer awaited
}

} // namespace cor::desktop
