// How this app's online tables stand (issues 29 and 38), as their servers say it while the app
// runs: one watch connection to each server (net::TableWatchClient: the code and this app's seat
// token of each of its tables there), over which the server pushes every change of a table's
// stage, whose decision it is and the names at it; after a lost connection it watches again by
// itself, waiting longer after each failure. Nothing asks again on a timer. Continue lists the
// tables with it; the menu and the window's title count the tables where it is this app's
// player's turn, and a new one is announced on the desktop.
#pragma once

#include "app/models/online_tables.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <map>
#include <memory>
#include <vector>

namespace cor::wire {
class TableState;
}
namespace cor::net {
class TableWatchClient;
}

namespace cor::app {

struct TableStanding {
    enum class Stage { Unknown, Gone, Lobby, Playing, Over } stage = Stage::Unknown;
    int seat = -1;
    int toAct = -1;
    int round = 0;
    QStringList names;
    QDateTime lastMove; // invalid: not known
    QString name;       // as its owner named the table; "" none
    bool yourTurn() const { return stage == Stage::Playing && toAct == seat && seat >= 0; }
};

class OnlineWatch : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the watch comes from Desktop")
    // Online tables where it is this app's player's turn.
    Q_PROPERTY(int yourTurns READ yourTurns NOTIFY changed)

  public:
    explicit OnlineWatch(QObject* parent = nullptr);
    ~OnlineWatch() override;

    // Watches every server of this app's tables from now on. `announceFirstLook`: a turn that is
    // already the player's when a server first answers is announced too (the watcher that runs
    // while the app is closed; the app itself shows such turns in Continue).
    void start(bool announceFirstLook = false);
    int yourTurns() const;
    // The tables this app sits at may have changed (a game began, ended, was left or forgotten):
    // in a moment, the servers whose tables changed are watched anew, and a forgotten table's
    // standing goes.
    void askSoon();
    // The table at `server` with `code`, as its server last said (Unknown before it answered).
    TableStanding standing(const QString& server, const QString& code) const;

  signals:
    void changed();
    // It became this app's player's turn at the table `code` at `server` (not at the first look,
    // unless asked): what a desktop notification says of it, in the player's language.
    void turnCame(const QString& title, const QString& text, const QString& server,
                  const QString& code);

  private:
    struct ServerWatch {
        std::vector<OnlineTable> tables;
        bool secure = true;
        QString trusted; // the fingerprint trusted for the server when the watch began
        std::unique_ptr<net::TableWatchClient> client;
    };

    void watchAll();
    void watch(const QString& server, std::vector<OnlineTable> tables);
    void onStanding(const QString& server, const wire::TableState& state);

    std::map<QString, ServerWatch> watches_;
    QTimer soon_;
    QHash<QString, TableStanding> standings_; // by server + code
    bool started_ = false;
    bool announceFirstLook_ = false;
};

} // namespace cor::app
