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
    connect(&online_, &OnlineWatch::changed, this, &Desktop::countTurns);
    connect(&network_, &NetworkGame::stateChanged, this, &Desktop::countTurns);
    connect(network_.game(), &GameModel::yourTurnChanged, this, &Desktop::countTurns);
}

void Desktop::countTurns() {
    // An online table's turn is its server's word (OnlineWatch); a LAN game's, its game's.
    const bool lanTurn = !network_.online() && network_.state() == NetworkGame::State::Playing &&
                         network_.game()->yourTurn();
    const int turns = online_.yourTurns() + (lanTurn ? 1 : 0);
    if (turns != yourTurns_) {
        yourTurns_ = turns;
        emit yourTurnsChanged();
    }
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
