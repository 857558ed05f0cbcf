// A game at this app's table as the game and end screens see it, however it is played: on
// this machine (LocalGame: bots and hot seat) or over the LAN (NetworkGame). The screens bind
// to this shape alone, so there is one game screen and one end screen; each kind of game says
// what it offers (a lesson, chat, stepping away, a stand-in bot, a rematch, a replay) and what
// leaving it means. (A replay is not one: nobody plays it, and its screen has its own
// transport; it opens from any table's played game.)
#pragma once

#include "app/models/chat_model.h"
#include "app/models/game_model.h"
#include "net/saved_game.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace cor::app {

class Lesson;

class GameTable : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a game table is a local or a LAN game")
    Q_PROPERTY(cor::app::GameModel* game READ game CONSTANT)
    // "Learn to play"'s lessons; null where a table has none.
    Q_PROPERTY(cor::app::Lesson* lesson READ lesson CONSTANT)
    // The link to the game's host: Lost says why in linkError (the seat is kept).
    Q_PROPERTY(Link link READ link NOTIFY linkChanged)
    Q_PROPERTY(QString linkError READ linkError NOTIFY linkChanged)
    // The host's owner stopped hosting (the game is saved and goes on when hosted again).
    Q_PROPERTY(bool hostEnded READ hostEnded NOTIFY linkChanged)
    // Why the game cannot be saved, said once when saving starts failing (the game goes on in
    // memory and is saved again after the next move that can be); "" once it works again.
    Q_PROPERTY(QString saveProblem READ saveProblem NOTIFY saveProblemChanged)
    // The players talk at this table (in its log); its lines, null where nobody talks.
    Q_PROPERTY(bool chatOffered READ chatOffered CONSTANT)
    Q_PROPERTY(cor::app::ChatModel* chat READ chat CONSTANT)
    // This app hosts the game for others: its player may step away while it goes on.
    Q_PROPERTY(bool stepAwayOffered READ stepAwayOffered NOTIFY offersChanged)
    // This app may let a bot play an absent person's seat, and hand it back.
    Q_PROPERTY(bool standInOffered READ standInOffered NOTIFY offersChanged)
    Q_PROPERTY(bool rematchOffered READ rematchOffered NOTIFY offersChanged)
    // The game that ended can be watched again (and looked back on).
    Q_PROPERTY(bool replayOffered READ replayOffered NOTIFY offersChanged)
    // What leaving the table means, for the dialog that asks.
    Q_PROPERTY(QString leaveMeaning READ leaveMeaning NOTIFY offersChanged)

  public:
    enum class Link { Live, Reconnecting, Lost };
    Q_ENUM(Link)

    // The table's game follows the settings (assisted play, pace, language) as they change.
    explicit GameTable(QObject* parent = nullptr);

    GameModel* game() { return &game_; }
    virtual Lesson* lesson() { return nullptr; }
    virtual Link link() const { return Link::Live; }
    virtual QString linkError() const { return {}; }
    virtual bool hostEnded() const { return false; }
    QString saveProblem() const { return saveProblem_; }
    virtual bool chatOffered() const { return false; }
    virtual ChatModel* chat() { return nullptr; }
    virtual bool stepAwayOffered() const { return false; }
    virtual bool standInOffered() const { return false; }
    virtual bool rematchOffered() const = 0;
    virtual bool replayOffered() const = 0;
    virtual QString leaveMeaning() const = 0;
    // The game as played so far, with its seats, for its replay; nullopt: none to watch.
    virtual std::optional<net::SavedGame> playedGame() const = 0;

    // Done with this table: the game stays saved, a seat kept (a LAN host stops hosting).
    Q_INVOKABLE virtual void leave() = 0;
    // The host's player steps away: a bot plays their seat, the others play on.
    Q_INVOKABLE virtual void stepAway() {}
    // The same seats again, a new deal.
    Q_INVOKABLE virtual void rematch() = 0;
    Q_INVOKABLE virtual void standIn(int /*seat*/, const QString& /*level*/) {}
    Q_INVOKABLE virtual void handBack(int /*seat*/) {}
    Q_INVOKABLE virtual void sendChat(const QString& /*text*/) {}
    Q_INVOKABLE void dismissSaveProblem() { setSaveProblem({}); }

  signals:
    void linkChanged();
    void offersChanged();
    void saveProblemChanged();

  protected:
    void setSaveProblem(const QString& problem);

    GameModel game_;

  private:
    QString saveProblem_;
};

} // namespace cor::app
