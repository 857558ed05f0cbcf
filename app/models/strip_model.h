// This round's action strip: its five spaces from the emperor outward.
//
// Roles: space (1..5), brick (the space's own symbol is a brick, else a cog), bricks and cogs
// (what an emissary there gets: the symbols of spaces 1..space), emissary (the seat standing
// there, or -1), placeable (the viewer may place an emissary there now), hinted (the hint
// shown places it there).
#pragma once

#include "app/models/list_sync.h"
#include "engine/state.h"

#include <QtQml/qqmlregistration.h>
#include <array>
#include <vector>

namespace cor::app {

class StripModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the strip comes from a GameModel")

  public:
    enum Role {
        SpaceRole = Qt::UserRole + 1,
        BrickRole,
        BricksRole,
        CogsRole,
        EmissaryRole,
        PlaceableRole,
        HintedRole,
        PickedRole,
        PlayedRole
    };

    using SyncedListModel::SyncedListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // `placeable`: bit k set when space k+1 may be chosen now; `hinted`: the space the hint
    // shown names, `picked` the one the keyboard picked, `played` the one the look back says
    // was played (0: none).
    void update(std::uint8_t pattern, const std::array<std::int8_t, kStripSpaces>& emissaries,
                unsigned placeable, int hinted = 0, int picked = 0, int played = 0);

  private:
    struct Row {
        int space = 0;
        std::uint8_t pattern = 0;
        int emissary = -1;
        bool placeable = false;
        bool hinted = false;
        bool picked = false;
        bool played = false;
        friend bool operator==(const Row&, const Row&) = default;
    };
    std::vector<Row> rows_;
};

// A strip as symbols from the emperor's end: "▰▰⚙▰⚙" (▰ bricks, ⚙ cogs).
QString stripText(std::uint8_t pattern);

} // namespace cor::app
