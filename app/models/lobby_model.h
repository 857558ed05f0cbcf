// The seats of a hosted game's lobby, as its host reports them.
//
// Roles: seat, kind ("open", "person", "bot"), name, colour, bot (a bot seat's level or
// kind), ready, connected, you (this client's seat), standIn (a bot playing for an absent
// player), label (what the seat shows, translated: "Open seat", "Bot (hard)", "Livia · you").
#pragma once

#include "app/models/list_sync.h"
#include "net/client_session.h"

#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

class LobbyModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the lobby comes from a NetworkGame")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        KindRole,
        NameRole,
        ColourRole,
        BotRole,
        ReadyRole,
        ConnectedRole,
        YouRole,
        StandInRole,
        LabelRole,
    };

    using SyncedListModel::SyncedListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(seats_.size()); }
    void update(const net::LobbyInfo& lobby);

  signals:
    void countChanged();

  private:
    static QString label(const net::LobbySeatInfo& seat);

    struct Row {
        int seat = 0;
        net::LobbySeatInfo info;
    };
    std::vector<Row> seats_;
};

} // namespace cor::app
