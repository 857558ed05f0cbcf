#include "app/models/scoring_marks.h"

#include "app/models/card_texts.h"
#include "engine/scoring.h"

#include <QCoreApplication>
#include <bit>

namespace cor::app {
namespace {

QVariantList places(Bitboard cells) {
    QVariantList list;
    for (; cells != 0; cells &= cells - 1) {
        const int i = std::countr_zero(cells);
        list << QVariantMap{{QStringLiteral("x"), cellX(i)}, {QStringLiteral("y"), cellY(i)}};
    }
    return list;
}

// As the rulebook's scoring example counts an area: "6 × 3 + 4 = 22".
QString areaCount(const AreaScore& area) {
    if (area.colours == 0) {
        //: A residential area with no public building beside it, on the final score pad
        return QCoreApplication::translate("cor::app::ScoringMarks",
                                           "no public building beside it: 0");
    }
    const int values = area.value * std::popcount(area.cells);
    //: How a residential area scores: the sum of its values × the colours beside it (+ the
    //: point tokens of the best thermal bath) = points, as in the rulebook's example
    return area.bathTokens > 0
               ? QCoreApplication::translate("cor::app::ScoringMarks", "%1 × %2 + %3 = %4")
                     .arg(values)
                     .arg(area.colours)
                     .arg(area.bathTokens)
                     .arg(area.points)
               : QCoreApplication::translate("cor::app::ScoringMarks", "%1 × %2 = %3")
                     .arg(values)
                     .arg(area.colours)
                     .arg(area.points);
}

QVariantMap mark(const char* kind, int value, Bitboard cells, Bitboard counted, int points,
                 const QString& count) {
    return {{QStringLiteral("kind"), QString::fromLatin1(kind)},
            {QStringLiteral("value"), value},
            {QStringLiteral("cells"), places(cells)},
            {QStringLiteral("counted"), places(counted)},
            {QStringLiteral("points"), points},
            {QStringLiteral("count"), count}};
}

} // namespace

QVariantList scoringMarks(const City& city, int coins) {
    const CityScoring scoring = scoreGroups(city, coins);
    QVariantList marks;
    for (const AreaScore& area : scoring.areas) {
        marks << mark("area", area.value, area.cells, area.counted, area.points, areaCount(area));
    }
    if (scoring.aqueducts != 0) {
        const int aqueducts = std::popcount(scoring.aqueducts);
        //: The aqueducts of a final city: "2 aqueducts = 12"
        const QString count = QCoreApplication::translate(
            "cor::app::ScoringMarks", "%n aqueduct(s) = %1", nullptr, aqueducts);
        marks << mark("aqueducts", 0, scoring.aqueducts, 0, scoring.aqueductPoints,
                      count.arg(scoring.aqueductPoints));
    }
    for (const TempleScore& temple : scoring.temples) {
        const Card card = city.cells[static_cast<std::size_t>(temple.cell)];
        //: A temple of a final city and what it scores: "Temple of Luna = 4"
        const QString count = QCoreApplication::translate("cor::app::ScoringMarks", "%1 = %2");
        marks << mark("temple", 0, bit(temple.cell), 0, temple.points,
                      count.arg(cardTexts(card).name, QString::number(temple.points)));
    }
    return marks;
}

} // namespace cor::app
