// What the rules and the host allow, for the screens' choices and fields: how many play, how
// long a player's name, a game's name and a chat line may be. (The host checks them again.)
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class GameLimits : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The numbers of players a game may have, fewest first: [2, 3, 4].
    Q_PROPERTY(QVariantList playerCounts READ playerCounts CONSTANT)
    Q_PROPERTY(int nameLength READ nameLength CONSTANT)
    Q_PROPERTY(int gameNameLength READ gameNameLength CONSTANT)
    Q_PROPERTY(int chatLength READ chatLength CONSTANT)

  public:
    static QVariantList playerCounts();
    static int nameLength();
    static int gameNameLength();
    static int chatLength();
};

} // namespace cor::app
