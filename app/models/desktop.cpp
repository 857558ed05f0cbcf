#include "app/models/desktop.h"

#include <QCoreApplication>
#include <QQmlEngine>

namespace cor::app {

Desktop* Desktop::instance() {
    static Desktop* desktop = new Desktop; // lives as long as the application
    return desktop;
}

Desktop* Desktop::create(QQmlEngine*, QJSEngine*) {
    Desktop* desktop = instance();
    QQmlEngine::setObjectOwnership(desktop, QQmlEngine::CppOwnership);
    return desktop;
}

QString Desktop::version() const {
    return QCoreApplication::applicationVersion();
}

} // namespace cor::app
