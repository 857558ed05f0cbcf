#include "app/models/city_model.h"

#include "app/models/card_list_model.h"
#include "app/models/card_texts.h"
#include "engine/scoring.h"

#include <QCoreApplication>
#include <algorithm>

namespace cor::app {

namespace {

// One part of what a build gives: its amount, its icon ("": said in words only) and its words.
struct YieldPart {
    int amount = 0;
    const char* icon = "";
    QString words;
};

std::vector<YieldPart> yieldParts(const Yield& yield) {
    std::vector<YieldPart> parts;
    if (yield.coins > 0) {
        parts.push_back(
            {yield.coins, "coin",
             QCoreApplication::translate("Yield", "+%n coin(s)", nullptr, yield.coins)});
    }
    if (yield.influence > 0) {
        parts.push_back(
            {yield.influence, "influence_token",
             QCoreApplication::translate("Yield", "+%n influence", nullptr, yield.influence)});
    }
    if (yield.brickTokens > 0) {
        parts.push_back({yield.brickTokens, "brick_token",
                         QCoreApplication::translate("Yield", "+%n brick token(s)", nullptr,
                                                     yield.brickTokens)});
    }
    if (yield.pointTokens > 0) {
        parts.push_back({yield.pointTokens, "point_token",
                         QCoreApplication::translate("Yield", "+%n point token(s)", nullptr,
                                                     yield.pointTokens)});
    }
    if (yield.schoolDraws > 0) {
        parts.push_back(
            {yield.schoolDraws, "card_draw",
             QCoreApplication::translate("Yield", "draw %n card(s)", nullptr, yield.schoolDraws)});
    }
    return parts;
}

// What a build gives, for a small space: icons with their amounts ("+3" and a coin).
QVariantList yieldIcons(const Yield& yield) {
    QVariantList gains;
    for (const YieldPart& part : yieldParts(yield)) {
        const bool icon = *part.icon != '\0';
        gains << QVariantMap{
            {QStringLiteral("icon"), QLatin1String(part.icon)},
            {QStringLiteral("text"), icon ? QStringLiteral("+%1").arg(part.amount) : part.words}};
    }
    return gains;
}

// The coins a build pays, as its glow shows them: "−2", or nothing where it pays none.
QString priceText(int coins) {
    return coins > 0 ? QStringLiteral("−%1").arg(coins) : QString();
}

// The sign a build's points are shown with; "" where none are shown (no points to a new space).
QString pointsSign(int points, bool replaces) {
    if (points != 0) {
        return points > 0 ? QStringLiteral("+") : QStringLiteral("−");
    }
    // A building replaced by one worth as many points: said, not left blank.
    return replaces ? QStringLiteral("±") : QString();
}

} // namespace

QString yieldText(const Yield& yield) {
    QStringList words;
    for (const YieldPart& part : yieldParts(yield)) {
        words << part.words;
    }
    return words.join(QStringLiteral(", "));
}

int CityModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(cells_.size());
}

QVariant CityModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Cell& cell = cells_[static_cast<std::size_t>(index.row())];
    const bool built = cell.card != Card::None;
    switch (role) {
    case XRole:
        return cellX(cell.index);
    case YRole:
        return cellY(cell.index);
    case CardRole:
        return built ? cardIdText(cell.card) : QString();
    case NameRole:
        return built ? faceName(cell.card) : QString();
    case ShortNameRole:
        return built ? shortFaceName(cell.card) : QString();
    case EffectRole:
        return built ? cardTexts(cell.card).effect : QString();
    case RuleRole:
        return built ? cardTexts(cell.card).rule : QString();
    case CostRole:
        return built ? cardFaceData(cell.card, CardListModel::CostRole) : QVariant(0);
    case CategoryRole:
        return built ? categoryName(cell.card) : QString();
    case ColourRole:
        return built ? colourKey(cell.card) : QString();
    case ValueRole:
        return built ? residenceValue(cell.card) : 0;
    case StarsRole:
        return built ? int(info(cell.card).stars) : 0;
    case PointsRole:
        return cell.points;
    case BrickRole:
        return cell.brick;
    case TemplePointsRole:
        return cell.templePoints;
    case BuildableRole:
        return cell.buildable;
    case ReplaceRole:
        return cell.buildable && built;
    case TokensRole:
        return cell.option.tokens;
    case CoinsRole:
        return cell.option.coins;
    case PriceRole:
        return cell.buildable ? priceText(cell.option.coins) : QString();
    case PreviewRole:
        return cell.buildable ? yieldText(cell.option.yield) : QString();
    case GainsRole:
        return cell.buildable ? yieldIcons(cell.option.yield) : QVariantList();
    case GainPointsRole:
        return cell.buildable ? cell.option.points : 0;
    case PointsSignRole:
        return cell.buildable ? pointsSign(cell.option.points, built) : QString();
    case CursorRole:
        return cell.index == cursor_;
    case HintedRole:
        return cell.hinted;
    case PlayedRole:
        return cell.played;
    default:
        return {};
    }
}

QHash<int, QByteArray> CityModel::roleNames() const {
    return {{XRole, "cellX"},
            {YRole, "cellY"},
            {CardRole, "card"},
            {NameRole, "name"},
            {ShortNameRole, "shortName"},
            {EffectRole, "effect"},
            {RuleRole, "rule"},
            {CostRole, "cost"},
            {CategoryRole, "category"},
            {ColourRole, "colour"},
            {ValueRole, "value"},
            {StarsRole, "stars"},
            {PointsRole, "points"},
            {BrickRole, "brick"},
            {TemplePointsRole, "templePoints"},
            {BuildableRole, "buildable"},
            {ReplaceRole, "replace"},
            {TokensRole, "tokens"},
            {CoinsRole, "coins"},
            {PriceRole, "price"},
            {PreviewRole, "preview"},
            {GainsRole, "gains"},
            {GainPointsRole, "gainPoints"},
            {PointsSignRole, "pointsSign"},
            {CursorRole, "cursor"},
            {HintedRole, "hinted"},
            {PlayedRole, "played"}};
}

std::vector<int> CityModel::buildableCells() const {
    std::vector<int> cells;
    for (const Cell& cell : cells_) {
        if (cell.buildable) {
            cells.push_back(cell.index);
        }
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

void CityModel::setCursor(int cellIndex) {
    if (cellIndex != cursor_) {
        cursor_ = cellIndex;
        refreshAll();
    }
}

CityModel::Frame CityModel::frameOf(Bitboard cells) {
    int minX = kMaxX;
    int maxX = kMinX;
    int minY = kMaxY;
    int maxY = kMinY;
    for (Bitboard rest = cells; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        minX = std::min(minX, cellX(i));
        maxX = std::max(maxX, cellX(i));
        minY = std::min(minY, cellY(i));
        maxY = std::max(maxY, cellY(i));
    }
    return cells == 0 ? Frame{} : Frame{minX, minY, maxX - minX + 1, maxY - minY + 1};
}

void CityModel::update(int seat, const City& city, const std::map<int, BuildOption>& options,
                       int coins, int hinted, int played) {
    // The buildings and the empty cells beside them where the city may still grow.
    const Bitboard shown = city.occupied | (neighbours(city.occupied) & city.withinBounds());
    const Frame frame = frameOf(shown);
    const Frame built = frameOf(city.occupied);
    std::vector<Cell> next;
    for (int y = frame.top; y < frame.top + frame.rows; ++y) {
        for (int x = frame.left; x < frame.left + frame.columns; ++x) {
            const int index = cellIndex(x, y);
            if ((shown & bit(index)) == 0) {
                continue;
            }
            Cell cell;
            cell.index = index;
            cell.card = city.cells[static_cast<std::size_t>(index)];
            cell.points = city.points[static_cast<std::size_t>(index)];
            cell.brick = (city.brickTokens & bit(index)) != 0;
            cell.templePoints = isTemple(cell.card) ? scoreTempleAt(city, index, coins) : -1;
            cell.hinted = index == hinted;
            cell.played = index == played;
            if (const auto found = options.find(index); found != options.end()) {
                cell.buildable = true;
                cell.option = found->second;
            }
            next.push_back(cell);
        }
    }
    const bool reshaped = frame.left != left_ || frame.top != top_ || frame.columns != columns_ ||
                          frame.rows != rows_ || !(built == built_) || seat != seat_;
    left_ = frame.left;
    top_ = frame.top;
    columns_ = frame.columns;
    rows_ = frame.rows;
    built_ = built;
    seat_ = seat;
    if (reshaped) {
        emit shapeChanged();
    }
    sync(cells_, std::move(next), [](const Cell& c) { return c.index; });
}

} // namespace cor::app
