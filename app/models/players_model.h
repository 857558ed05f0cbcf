// The players around the table, one row per seat, as the viewer sees them.
//
// Roles: seat, name, colour (0 purple, 1 orange, 2 white, 3 brown), bot (a bot plays the
// seat), you (the viewer's seat), toAct, firstPlayer (holds the first player marker), connected,
// standIn (a bot plays for an absent person), coins, influence (tokens), influenceCards
// (their values, e.g. "3 · 10"), brickTokens, handSize, hand (a CardListModel: faces the
// viewer knows, backs otherwise), city (a CityModel of the seat's city, without build options),
// score (the score pad's total as things stand), scoreRows (the pad's rows that make it: a list
// of {label, points}, residential areas 2/3/4, aqueducts, temples, coins, influence tokens,
// influence cards), scoring (the groups those rows count in the seat's city, marked and counted:
// scoring_marks.h).
#pragma once

#include "app/models/card_list_model.h"
#include "app/models/city_model.h"
#include "app/models/list_sync.h"
#include "engine/scoring.h"
#include "engine/view.h"

#include <QtQml/qqmlregistration.h>
#include <memory>
#include <vector>

namespace cor::app {

struct SeatInfo {
    QString name;
    int colour = 0;
    bool bot = false;
    bool connected = true;
    bool standIn = false;
    friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

class PlayersModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the players come from a GameModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        ColourRole,
        BotRole,
        YouRole,
        ToActRole,
        FirstPlayerRole,
        ConnectedRole,
        StandInRole,
        CoinsRole,
        InfluenceRole,
        InfluenceCardsRole,
        BrickTokensRole,
        HandSizeRole,
        HandRole,
        CityRole,
        ScoreRole,
        ScoreRowsRole,
        ScoringRole,
    };

    using SyncedListModel::SyncedListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(rows_.size()); }
    void update(const PlayerView& view, const std::vector<SeatInfo>& seats);
    const SeatInfo& seat(int seat) const;
    void retranslate();

  signals:
    void countChanged();

  private:
    struct Row {
        int seat = 0;
        SeatInfo info;
        PlayerPublicView player;
        bool you = false;
        bool toAct = false;
        bool firstPlayer = false;
        ScoreSheet score;
        // Every role of a row comes from these (its hand and city are models of their own).
        friend bool operator==(const Row&, const Row&) = default;
    };
    std::vector<Row> rows_;
    std::vector<std::unique_ptr<CardListModel>> hands_;
    std::vector<std::unique_ptr<CityModel>> cities_;
};

} // namespace cor::app
