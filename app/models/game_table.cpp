#include "app/models/game_table.h"

#include "app/models/settings.h"

namespace cor::app {

GameTable::GameTable(QObject* parent) : QObject(parent) {
    const Settings* settings = Settings::instance();
    connect(settings, &Settings::assistedPlayChanged, this,
            [this, settings] { game_.setAssisted(settings->assistedPlay()); });
    connect(settings, &Settings::assistLastEmissaryChanged, this,
            [this, settings] { game_.setAssistLastEmissary(settings->assistLastEmissary()); });
    game_.setAssistLastEmissary(settings->assistLastEmissary());
    connect(settings, &Settings::animationSpeedChanged, this,
            [this, settings] { game_.setPace(settings->botMoveMs()); });
    connect(settings, &Settings::languageChanged, &game_, &GameModel::retranslate);
}

void GameTable::setSaveProblem(const QString& problem) {
    if (problem != saveProblem_) {
        saveProblem_ = problem;
        emit saveProblemChanged();
    }
}

} // namespace cor::app
