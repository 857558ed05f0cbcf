#include "app/models/desktop.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickStyle>

namespace cor::app {

Desktop::Desktop() {
    saves_.setWatch(&online_);
    // Continue and the turn count follow an online game this app plays as it begins, ends and is
    // left (leaving, the game is no longer online when its state changes).
    connect(&network_, &NetworkGame::stateChanged, &online_, [this, wasOnline = false]() mutable {
        if (network_.online() || wasOnline) {
            online_.askSoon();
        }
        wasOnline = network_.online();
    });
}

Desktop* Desktop::instance() {
    static Desktop* desktop = new Desktop; // lives as long as the application
    return desktop;
}

Desktop* Desktop::create(QQmlEngine*, QJSEngine*) {
    Desktop* desktop = instance();
    QQmlEngine::setObjectOwnership(desktop, QQmlEngine::CppOwnership);
    return desktop;
}

void Desktop::useControlsStyle() {
    // Fusion takes the window's palette (our parchment colours) and draws its controls itself.
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
}

void Desktop::openInvitation(const QString& text) {
    if (network_.joinInvitation(text)) {
        emit invitationOpened();
    }
}

QString Desktop::version() const {
    return QCoreApplication::applicationVersion();
}

} // namespace cor::app
