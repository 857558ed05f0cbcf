#include "app/models/player_colours.h"

#include "app/models/settings.h"

namespace cor::app {

PlayerColours::PlayerColours() {
    connect(Settings::instance(), &Settings::languageChanged, this, &PlayerColours::namesChanged);
}

QStringList PlayerColours::names() const {
    //: The four players' colours, as the rulebook's components name them
    return {tr("Purple"), tr("Orange"), tr("White"), tr("Brown")};
}

QStringList PlayerColours::wishes() const {
    //: The colour asked for in a LAN game's lobby; the first entry: no wish
    return QStringList{tr("Any")} + names();
}

} // namespace cor::app
