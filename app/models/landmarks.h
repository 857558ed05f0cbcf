// Finds a visible item by its objectName under another item, for the motions over the table
// ("offer-<card>", "cell-<seat>-<x>-<y>", ...). The walk is in C++: a JS walk over `children`
// made garbage enough for the collector to stall a busy game.
#pragma once

#include <QObject>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class Landmarks : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

  public:
    // The first visible item called `name` in `under`'s tree (depth first), or null.
    Q_INVOKABLE QQuickItem* find(QQuickItem* under, const QString& name) const;
};

} // namespace cor::app
