#include "app/models/seat_names.h"

#include <QCoreApplication>

namespace cor::app {

QString seatName(const std::string& name, bool bot, const std::string& level) {
    if (!name.empty() || !bot) {
        return QString::fromStdString(name);
    }
    //: A bot's seat without a name: "Bot (hard)"
    return QCoreApplication::translate("SeatNames", "Bot (%1)").arg(QString::fromStdString(level));
}

} // namespace cor::app
