#include "app/models/seat_names.h"

#include <QCoreApplication>

namespace cor::app {
namespace {

QString seatText(const char* text) {
    return QCoreApplication::translate("SeatNames", text);
}

} // namespace

QString botLevelName(const std::string& level) {
    if (level == "beginner") {
        //: A bot's level
        return seatText(QT_TRANSLATE_NOOP("SeatNames", "beginner"));
    }
    if (level == "expert") {
        //: A bot's level
        return seatText(QT_TRANSLATE_NOOP("SeatNames", "expert"));
    }
    if (level == "easy") {
        //: A bot's level
        return seatText(QT_TRANSLATE_NOOP("SeatNames", "easy"));
    }
    if (level == "normal") {
        //: A bot's level
        return seatText(QT_TRANSLATE_NOOP("SeatNames", "normal"));
    }
    if (level == "hard") {
        //: A bot's level
        return seatText(QT_TRANSLATE_NOOP("SeatNames", "hard"));
    }
    return QString::fromStdString(level);
}

QString seatName(const std::string& name, bool bot, const std::string& level) {
    if (!name.empty() || !bot) {
        return QString::fromStdString(name);
    }
    //: A bot's seat without a name: "Bot (hard)"; %1 is its level
    return seatText(QT_TRANSLATE_NOOP("SeatNames", "Bot (%1)")).arg(botLevelName(level));
}

QString seatDescription(const std::string& name, bool bot, const std::string& level) {
    if (bot && !name.empty()) {
        //: A named bot in a list of players: "Livia (bot, easy)"; %2 is its level
        return seatText(QT_TRANSLATE_NOOP("SeatNames", "%1 (bot, %2)"))
            .arg(QString::fromStdString(name), botLevelName(level));
    }
    return seatName(name, bot, level);
}

} // namespace cor::app
