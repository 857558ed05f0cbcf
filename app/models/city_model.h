// One player's city as a grid: its buildings and the empty cells it could still grow into (the
// ones beside it within a 4x4 frame), with tokens, and, for the card the viewer has selected,
// where it may go and at what price.
//
// Roles: cellX, cellY (the engine's fixed coordinates), card (id or ""), name (as on the face),
// shortName (for a tiny space: shortFaceName), effect, rule, cost (-1 for a starting building),
// category, colour, value, stars, points (point tokens), brick (a brick token lies there),
// templePoints (what the temple there scores now; -1 if no temple), buildable (the selected card
// may go there), replace (an aqueduct would replace the building there), tokens and coins (the
// brick tokens and coins that build would spend), price (the coins as shown, "−2"; "" where it
// pays none: "no coins" read as gaining none), preview (what it would give, e.g. "+3 coins"),
// gains (the same for a small space: a list of {icon, text}, "+3" beside the coin's icon),
// gainPoints (what it would add to the score pad's city rows), pointsSign (the sign the points
// are shown with: "+", "−", "±" where an aqueduct replaces a building worth as much; "": not
// shown), cursor (the keyboard's cursor is on it), hinted (the hint shown builds there).
#pragma once

#include "app/models/list_sync.h"
#include "engine/city.h"
#include "engine/preview.h" // BuildOption::points comes from buildPoints
#include "engine/yields.h"

#include <QtQml/qqmlregistration.h>
#include <map>
#include <vector>

namespace cor::app {

struct BuildOption {
    int tokens = 0;
    int coins = 0;
    Yield yield;
    int points = 0; // engine/preview.h buildPoints
    friend bool operator==(const BuildOption&, const BuildOption&) = default;
};

class CityModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a city comes from a GameModel")
    // The cells shown: `columns` by `rows`, the top left one at x = left, y = top. Views place
    // cells by their coordinates, so when the city grows the frame moves and they follow.
    Q_PROPERTY(int left READ left NOTIFY shapeChanged)
    Q_PROPERTY(int top READ top NOTIFY shapeChanged)
    Q_PROPERTY(int columns READ columns NOTIFY shapeChanged)
    Q_PROPERTY(int rows READ rows NOTIFY shapeChanged)
    Q_PROPERTY(int seat READ seat NOTIFY shapeChanged)
    // The buildings alone: a small view of the city shows only these cells.
    Q_PROPERTY(int builtLeft READ builtLeft NOTIFY shapeChanged)
    Q_PROPERTY(int builtTop READ builtTop NOTIFY shapeChanged)
    Q_PROPERTY(int builtColumns READ builtColumns NOTIFY shapeChanged)
    Q_PROPERTY(int builtRows READ builtRows NOTIFY shapeChanged)

  public:
    enum Role {
        XRole = Qt::UserRole + 1,
        YRole,
        CardRole,
        NameRole,
        ShortNameRole,
        EffectRole,
        RuleRole,
        CostRole,
        CategoryRole,
        ColourRole,
        ValueRole,
        StarsRole,
        PointsRole,
        BrickRole,
        TemplePointsRole,
        BuildableRole,
        ReplaceRole,
        TokensRole,
        CoinsRole,
        PriceRole,
        PreviewRole,
        GainsRole,
        GainPointsRole,
        PointsSignRole,
        CursorRole,
        HintedRole,
        PlayedRole,
    };

    using SyncedListModel::SyncedListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int left() const { return left_; }
    int top() const { return top_; }
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    int seat() const { return seat_; }
    int builtLeft() const { return built_.left; }
    int builtTop() const { return built_.top; }
    int builtColumns() const { return built_.columns; }
    int builtRows() const { return built_.rows; }
    // `options`: by cell index, where the selected card may be built; `coins`: the player's
    // (a temple of Mercury scores by them); `hinted`: the cell the hint shown builds on,
    // `played` the one the look back says was built on (-1: none).
    void update(int seat, const City& city, const std::map<int, BuildOption>& options,
                int coins = 0, int hinted = -1, int played = -1);
    void retranslate() { refreshAll(); }
    // The cells the selected card may go on, in reading order (by cell index).
    std::vector<int> buildableCells() const;
    void setCursor(int cellIndex);

  signals:
    void shapeChanged();

  private:
    struct Cell {
        int index = 0;
        Card card = Card::None;
        int points = 0;
        bool brick = false;
        bool buildable = false;
        int templePoints = -1;
        bool hinted = false;
        bool played = false;
        BuildOption option;
        // Every role of a cell comes from these (and the cursor, which refreshes on its own).
        friend bool operator==(const Cell&, const Cell&) = default;
    };
    struct Frame {
        int left = 0;
        int top = 0;
        int columns = 0;
        int rows = 0;
        friend bool operator==(const Frame&, const Frame&) = default;
    };
    static Frame frameOf(Bitboard cells);
    std::vector<Cell> cells_;
    int cursor_ = -1;
    int left_ = 0;
    int top_ = 0;
    int columns_ = 0;
    int rows_ = 0;
    Frame built_;
    int seat_ = -1;
};

// What a build or produce gives, in words: "+3 coins, +1 influence".
QString yieldText(const Yield& yield);

} // namespace cor::app
