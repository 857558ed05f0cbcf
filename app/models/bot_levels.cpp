#include "app/models/bot_levels.h"

#include "app/models/seat_names.h"
#include "app/models/settings.h"
#include "engine/bots/bot.h"

namespace cor::app {

BotLevels::BotLevels() {
    connect(Settings::instance(), &Settings::languageChanged, this, &BotLevels::choicesChanged);
}

QStringList BotLevels::keys() const {
    QStringList keys;
    for (std::string_view name : kDifficultyNames) {
        keys.append(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
    }
    return keys;
}

QStringList BotLevels::choices() const {
    QStringList choices;
    for (std::size_t i = 0; i < kDifficultyNames.size(); ++i) {
        const auto level = static_cast<Difficulty>(i);
        //: A bot level to choose, with its rating (Elo, as chess players know it):
        //: "Bot (expert) · ≈ 1650"; %1 is the level
        choices.append(tr("Bot (%1) · ≈ %2")
                           .arg(botLevelName(std::string(kDifficultyNames[i])))
                           .arg(difficultyRating(level)));
    }
    return choices;
}

} // namespace cor::app
