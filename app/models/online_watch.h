// How this app's online tables stand (issue 29), asked of their servers while the app runs: a
// short connection to each server every half minute (TableQuery: the code and this app's seat token
// of each of its tables there), whose answer says each table's stage, whose decision it is and
// the names at it. Continue lists the tables with it; the menu and the window's title count
// the tables where it is this app's player's turn, and a new one is announced on the desktop.
#pragma once

#include "app/models/online_tables.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class QSslSocket;

namespace cor::app {

struct TableStanding {
    enum class Stage { Unknown, Gone, Lobby, Playing, Over } stage = Stage::Unknown;
    int seat = -1;
    int toAct = -1;
    int round = 0;
    QStringList names;
    QDateTime lastMove; // invalid: not known
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

    // Asks every server now, and then every `intervalMs`.
    void start(int intervalMs = 30'000);
    int yourTurns() const;
    // Asks every server again in a moment (a game of this app's just changed: began, ended).
    void askSoon();
    // The table at `server` with `code`, as its server last said (Unknown before it answered).
    TableStanding standing(const QString& server, const QString& code) const;

  signals:
    void changed();
    // It became this app's player's turn at an online table (not at the first look): what a
    // desktop notification says of it, in the player's language.
    void turnCame(const QString& title, const QString& text);

  private:
    void ask(const QString& server, const std::vector<OnlineTable>& tables);
    void onAnswer(const QString& server, const QByteArray& payload);
    void askAll();

    QTimer timer_;
    QTimer soon_;
    QHash<QString, TableStanding> standings_; // by server + code
    bool looked_ = false;                     // the first answers came
};

} // namespace cor::app
