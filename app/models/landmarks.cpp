#include "app/models/landmarks.h"

namespace cor::app {

QQuickItem* Landmarks::find(QQuickItem* under, const QString& name) const {
    if (under == nullptr || !under->isVisible()) {
        return nullptr;
    }
    if (under->objectName() == name) {
        return under;
    }
    for (QQuickItem* child : under->childItems()) {
        if (QQuickItem* found = find(child, name)) {
            return found;
        }
    }
    return nullptr;
}

} // namespace cor::app
