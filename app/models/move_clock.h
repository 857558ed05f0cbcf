// The clock of a table with a time per move (issue 38), shown to everyone at the table: how long
// the player to decide has before a bot decides for them, and for that player a warning in the
// last stretch. It ticks only while a clock runs (no timer at a table without one).
#pragma once

#include "net/client_session.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class MoveClock : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the clock comes with its game")
    Q_PROPERTY(bool running READ running NOTIFY changed)
    // What is left, as a clock says it: "4:05", "1:02:30", "2 days 3 h".
    Q_PROPERTY(QString left READ left NOTIFY changed)
    // The decision is this screen's player's and little time is left: say so to them.
    Q_PROPERTY(bool warning READ warning NOTIFY changed)

  public:
    explicit MoveClock(QObject* parent = nullptr);

    void setSession(net::ClientSession* session);
    bool running() const { return secondsLeft_ >= 0; }
    QString left() const;
    bool warning() const { return warning_; }

    // "4:05" for 245 seconds; hours and days as a clock of days says them.
    static QString clockText(int seconds);
    // The last stretch of a decision of `total` seconds, in which its player is warned: a fifth
    // of it, at least 30 seconds, at most an hour.
    static int warningSeconds(int total);

  signals:
    void changed();

  private:
    void onView();
    void tick();

    QPointer<net::ClientSession> session_;
    QTimer ticker_;
    int secondsLeft_ = -1; // -1: no clock runs
    int total_ = 0;        // the decision's whole time, as it began for this screen
    bool yours_ = false;
    bool warning_ = false;
};

} // namespace cor::app
