#include "app/models/players_model.h"

#include "app/models/score_rows.h"
#include "app/models/scoring_marks.h"

namespace cor::app {

int PlayersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant PlayersModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case SeatRole:
        return row.seat;
    case NameRole:
        return row.info.name;
    case ColourRole:
        return row.info.colour;
    case BotRole:
        return row.info.bot;
    case YouRole:
        return row.you;
    case ToActRole:
        return row.toAct;
    case FirstPlayerRole:
        return row.firstPlayer;
    case ConnectedRole:
        return row.info.connected;
    case StandInRole:
        return row.info.standIn;
    case CoinsRole:
        return int(row.player.coins);
    case InfluenceRole:
        return int(row.player.influence);
    case InfluenceCardsRole: {
        QStringList values;
        for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
            if ((row.player.influenceCards & (1u << i)) != 0) {
                values << QString::number(kInfluenceValues[i]);
            }
        }
        return values.join(QStringLiteral(" · "));
    }
    case BrickTokensRole:
        return row.player.city.brickTokenCount();
    case HandSizeRole:
        return int(row.player.handSize);
    case HandRole:
        return QVariant::fromValue(
            static_cast<QObject*>(hands_[static_cast<std::size_t>(index.row())].get()));
    case CityRole:
        return QVariant::fromValue(
            static_cast<QObject*>(cities_[static_cast<std::size_t>(index.row())].get()));
    case ScoreRole:
        return row.score.total;
    case ScoreRowsRole:
        return scoreRows(row.score);
    case ScoringRole:
        return scoringMarks(row.player.city, row.player.coins);
    default:
        return {};
    }
}

QHash<int, QByteArray> PlayersModel::roleNames() const {
    return {{SeatRole, "seat"},
            {NameRole, "name"},
            {ColourRole, "colour"},
            {BotRole, "bot"},
            {YouRole, "you"},
            {ToActRole, "toAct"},
            {FirstPlayerRole, "firstPlayer"},
            {ConnectedRole, "connected"},
            {StandInRole, "standIn"},
            {CoinsRole, "coins"},
            {InfluenceRole, "influence"},
            {InfluenceCardsRole, "influenceCards"},
            {BrickTokensRole, "brickTokens"},
            {HandSizeRole, "handSize"},
            {HandRole, "hand"},
            {CityRole, "city"},
            {ScoreRole, "score"},
            {ScoreRowsRole, "scoreRows"},
            {ScoringRole, "scoring"}};
}

void PlayersModel::update(const PlayerView& view, const std::vector<SeatInfo>& seats) {
    std::vector<Row> next;
    for (int seat = 0; seat < view.playerCount; ++seat) {
        Row row;
        row.seat = seat;
        row.info = seat < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(seat)]
                                                         : SeatInfo{};
        row.player = view.players[static_cast<std::size_t>(seat)];
        row.you = seat == view.viewer;
        row.toAct = seat == view.toAct;
        row.firstPlayer = seat == view.firstPlayer;
        row.score = scorePlayer(row.player);
        next.push_back(row);
    }
    while (hands_.size() < next.size()) {
        hands_.push_back(std::make_unique<CardListModel>());
        cities_.push_back(std::make_unique<CityModel>());
    }
    for (std::size_t i = 0; i < next.size(); ++i) {
        std::vector<CardEntry> hand;
        for (int c = 0; c < next[i].player.handSize; ++c) {
            const ViewHandCard& h = next[i].player.hand[static_cast<std::size_t>(c)];
            hand.push_back(CardEntry{h.card, h.back, h.open, false, false});
        }
        hands_[i]->setCards(std::move(hand));
        cities_[i]->update(next[i].seat, next[i].player.city, {}, next[i].player.coins);
    }
    const int before = count();
    sync(rows_, std::move(next), [](const Row& r) { return r.seat; });
    if (count() != before) {
        emit countChanged();
    }
}

const SeatInfo& PlayersModel::seat(int seat) const {
    static const SeatInfo kNobody;
    return seat >= 0 && seat < count() ? rows_[static_cast<std::size_t>(seat)].info : kNobody;
}

void PlayersModel::retranslate() {
    refreshAll();
    for (const auto& hand : hands_) {
        hand->retranslate();
    }
    for (const auto& city : cities_) {
        city->retranslate();
    }
}

} // namespace cor::app
