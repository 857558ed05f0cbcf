// What this screen's player chose that the host has not answered yet (issue 38: nothing decided
// offline is lost). A move made while the connection is down, or sent just before it went, waits
// here and is shown as waiting; once the app has rejoined, it goes again if the game still stands
// where it was chosen, and otherwise the player is told plainly what came instead (their time per
// move ran out and a bot moved for them).
#pragma once

#include "engine/action.h"
#include "net/client_session.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace cor::app {

class Outbox : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the outbox comes with its game")
    // The connection to the host is lost (the app is rejoining by itself): nothing is decided.
    Q_PROPERTY(bool offline READ offline NOTIFY offlineChanged)
    // The move that waits for the connection, in words ("Build Market"); "" none.
    Q_PROPERTY(QString waiting READ waiting NOTIFY waitingChanged)
    // What the host decided while the connection was lost; "" nothing to tell.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

  public:
    explicit Outbox(QObject* parent = nullptr);

    void setSession(net::ClientSession* session);
    bool offline() const { return offline_; }
    QString waiting() const { return waiting_ ? waiting_->words : QString(); }
    QString notice() const { return notice_; }

    // Sends the player's move, or keeps it while the connection is down; `words` say it.
    void send(const Action& action, bool automatic, const QString& words);
    // The host refused the last move: it is answered.
    void refused();
    Q_INVOKABLE void dismissNotice();

  signals:
    void offlineChanged();
    void waitingChanged();
    void noticeChanged();

  private:
    struct Move {
        Action action;
        bool automatic = false;
        QString words;
        std::uint32_t stateId = 0; // the game as it stood when the move was chosen
        int connection = -1;       // the connection it went out on; -1 not sent
    };
    void onState();
    void onView();
    void setWaiting(std::optional<Move> move);
    void setNotice(const QString& notice);

    QPointer<net::ClientSession> session_;
    std::optional<Move> waiting_;
    bool offline_ = false;
    int connection_ = 0;        // counts the joins of this session
    bool yourTurnLost_ = false; // the connection went while it was this seat's turn
    std::uint32_t lostAt_ = 0;  // the state it went at
    QString notice_;
};

} // namespace cor::app
