// The games this app can go back to, for the "Continue" screen: local and hosted games from
// the saves folder (finished ones too, for their replay) and LAN games joined as a guest.
// Newest first.
//
// Roles: kind ("local", "hosted", "joined", "played": a LAN game this app played as a guest,
// kept once over for its replay, or "damaged": a file in the saves folder that
// cannot be continued, with the reason in problem), name (the game's), title (what the game is:
// a local game's players, "Aurelia vs Livia (bot, easy)"; a LAN game's name and host),
// players (names, bots marked with their level), round, rounds, over, when (the last save or
// join, as text in the language's format), path (a saved game's file), address and port (a
// joined game's host), problem (why a damaged file cannot be continued, in the player's
// language; empty otherwise), running (a hosted game whose server runs now, in the background
// of this app or left by one that stopped: continuing it goes back to that server, and its file
// cannot be deleted under it). Online tables (kind "online") have their server in address, their
// code and how they stand (standing: "Your turn", "Livia's turn · Round 3", as their server last
// said), as OnlineWatch asked; a game this app hosts on the LAN says whose turn it is as its
// save does (the owner's seat is the first).
#pragma once

#include "net/seats.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QFileInfo>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

class SavedGamesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the saved games come from Desktop")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Games that can be continued (not over).
    Q_PROPERTY(int unfinished READ unfinished NOTIFY countChanged)

  public:
    enum Role {
        KindRole = Qt::UserRole + 1,
        NameRole,
        TitleRole,
        PlayersRole,
        RoundRole,
        RoundsRole,
        RoundNameRole,
        OverRole,
        WhenRole,
        PathRole,
        AddressRole,
        PortRole,
        ProblemRole,
        RunningRole,
        CodeRole,
        StandingRole,
    };

    explicit SavedGamesModel(QObject* parent = nullptr);
    // Where the online tables' standings come from; the list follows its news.
    void setWatch(class OnlineWatch* watch);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(games_.size()); }
    int unfinished() const;

    // Reads the saves folder and the joined games again.
    Q_INVOKABLE void refresh();
    // Deletes the saved game's file (not while its server runs), or forgets the joined game.
    Q_INVOKABLE void remove(int row);

  signals:
    void countChanged();

  private:
    struct Entry {
        QString kind;
        QString name;
        std::vector<net::Seat> seats;
        int round = 0;
        int rounds = 0;
        bool over = false;
        QDateTime when;
        QString path;
        QString address;
        int port = 0;
        QString problem;
        bool running = false;
        QString code;        // an online table's
        bool online = false; // a game played at an online table
        int toAct = -1;      // a hosted game's seat to decide, as its save says; -1 none
    };

    static Entry damaged(const QFileInfo& file, const QString& problem);
    static QString title(const Entry& game);

    QString standing(const Entry& game) const;

    std::vector<Entry> games_;
    class OnlineWatch* watch_ = nullptr;
};

} // namespace cor::app
