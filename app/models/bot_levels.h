// The bot levels the app offers, weakest first, each named with its rating as the engine's
// ladder measured it ("Bot (expert) · ≈ 1650"): the new-game screen's and the LAN lobby's
// seat menus.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class BotLevels : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The levels' names for the host and --bots: "beginner" ... "expert".
    Q_PROPERTY(QStringList keys READ keys CONSTANT)
    // Each level with its rating, in the language of the moment.
    Q_PROPERTY(QStringList choices READ choices NOTIFY choicesChanged)

  public:
    BotLevels();

    QStringList keys() const;
    QStringList choices() const;

  signals:
    void choicesChanged();
};

} // namespace cor::app
