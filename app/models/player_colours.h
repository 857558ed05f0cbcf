// The players' colours by name, in the order of the engine's colour numbers, in the language of
// the moment: the one list the new-game screen, the settings and the LAN lobby offer.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class PlayerColours : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)
    // The colour a player may ask for in a LAN game's lobby: "Any" (no wish), then the names.
    Q_PROPERTY(QStringList wishes READ wishes NOTIFY namesChanged)

  public:
    PlayerColours();

    QStringList names() const;
    QStringList wishes() const;

  signals:
    void namesChanged();
};

} // namespace cor::app
