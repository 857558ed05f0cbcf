#include "app/models/score_rows.h"

#include <QCoreApplication>

namespace cor::app {

QVariantList scoreRows(const ScoreSheet& s) {
    // The player panel's words, where they were first (translation context PlayersModel).
    const std::pair<const char*, int> rows[] = {
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Residential areas 2"), s.residential2},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Residential areas 3"), s.residential3},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Residential areas 4"), s.residential4},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Aqueducts"), s.aqueducts},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Temples"), s.temples},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Coins"), s.coins},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Influence tokens"), s.influenceTokens},
        {QT_TRANSLATE_NOOP("cor::app::PlayersModel", "Influence cards"), s.influenceCards},
    };
    QVariantList list;
    for (const auto& [label, points] : rows) {
        list << QVariantMap{
            {QStringLiteral("label"), QCoreApplication::translate("cor::app::PlayersModel", label)},
            {QStringLiteral("points"), points}};
    }
    return list;
}

} // namespace cor::app
