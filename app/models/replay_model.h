// A finished (or saved) game played back, for QML: a save file — a hosted or local game's, with
// its seats' names and colours, or the engine's plain one — or the local game just played,
// stepped forwards and backwards, any step one click away. At step i the GameModel shows the
// engine's view after the first i actions for the chosen seat (or a spectator) and the log of
// every event so far, redacted for that seat. The engine replays the record once and every
// state is kept, so a step is a view and a log away. Whose eyes it may open is the Audience's
// to say: before the end only what the people at this screen knew (their own seat in a solo or
// LAN game, the spectator's view in hot seat); every seat's once the game is over.
#pragma once

#include "app/models/audience.h"
#include "app/models/game_model.h"
#include "app/models/look_back_model.h"
#include "app/models/replay_steps_model.h"
#include "engine/state.h"
#include "net/saved_game.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

class GameTable;

class ReplayModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the replay comes from Desktop")
    Q_PROPERTY(cor::app::GameModel* game READ game CONSTANT)
    Q_PROPERTY(cor::app::ReplayStepsModel* stepList READ stepList CONSTANT)
    // "How did I play?" for the game open.
    Q_PROPERTY(cor::app::LookBackModel* lookBack READ lookBack CONSTANT)
    // A game is open.
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    // The number of actions; step runs from 0 (as dealt) to steps (after the last action).
    Q_PROPERTY(int steps READ steps NOTIFY loadedChanged)
    Q_PROPERTY(int step READ step NOTIFY stepChanged)
    // "Step 12 of 148 · Round 3", translated.
    Q_PROPERTY(QString position READ position NOTIFY stepChanged)
    // Whose eyes: a seat, or -1 for a spectator (what every player knows).
    Q_PROPERTY(int seat READ seat NOTIFY seatChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY loadedChanged)
    // The eyes this replay may open: -1 (a spectator's) and the seats allowed.
    Q_PROPERTY(QVariantList eyes READ eyes NOTIFY loadedChanged)
    // Some seat's decisions may be looked back at (a seat's eyes may open).
    Q_PROPERTY(bool canLookBack READ canLookBack NOTIFY loadedChanged)
    Q_PROPERTY(QVariantList seatColours READ seatColours NOTIFY loadedChanged)
    // The game's name (a hosted game's) or the save file's name.
    Q_PROPERTY(QString title READ title NOTIFY loadedChanged)
    // Why the last open failed, translated; empty after a successful one.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // What the look back says about the decision the seat shown takes at this step, when it
    // cost points ("Mistake, 6.2 points lost. Played: … Better: …"); "" otherwise.
    Q_PROPERTY(QString advice READ advice NOTIFY adviceChanged)
    // The step whose decision the advice judges (the next one: the table shows the position it
    // was taken in); -1 without advice.
    Q_PROPERTY(int judgedStep READ judgedStep NOTIFY adviceChanged)

  public:
    explicit ReplayModel(QObject* parent = nullptr);

    GameModel* game() { return &game_; }
    ReplayStepsModel* stepList() { return &stepList_; }
    LookBackModel* lookBack() { return &lookBack_; }
    bool loaded() const { return !states_.empty(); }
    int steps() const { return loaded() ? static_cast<int>(states_.size()) - 1 : 0; }
    int step() const { return step_; }
    QString position() const;
    int seat() const { return seat_; }
    QStringList seatNames() const;
    QVariantList eyes() const;
    bool canLookBack() const;
    // The game's last step is its end.
    bool over() const;
    // This replay may show what `seat` saw (-1: a spectator).
    bool mayOpen(int seat) const { return audience_.mayOpen(seat, over()); }
    QVariantList seatColours() const;
    QString title() const { return title_; }
    QString error() const { return error_; }
    QString advice() const { return lookBack_.advice(step_, seat_); }
    int judgedStep() const { return lookBack_.advised(step_, seat_) ? step_ + 1 : -1; }
    // The engine's state after `step` actions.
    const GameState& state(int step) const { return states_.at(static_cast<std::size_t>(step)); }
    // The game open.
    const GameRecord& record() const { return record_; }
    QString seatName(int seat) const;
    int seatColour(int seat) const;
    // The first seat a person played that may be opened (else the first that may); -1: none.
    int firstPerson() const;

    // Reads a save file; false (and error set, the replay shown unchanged) when it cannot. Who
    // sat at this screen comes from the save and this app's memory of it (game_memory.h).
    Q_INVOKABLE bool open(const QString& path);
    // The game a table is playing or has played (a LAN game: once its host sent the whole).
    Q_INVOKABLE bool openTable(cor::app::GameTable* table);
    // Opens a record with its seats (empty: "Player 1..n"), as seen by `audience`; false and
    // error set when the record does not replay.
    bool openGame(const net::SavedGame& game, const QString& title, Audience audience);

    Q_INVOKABLE void stepTo(int step);
    Q_INVOKABLE void next() { stepTo(step_ + 1); }
    Q_INVOKABLE void previous() { stepTo(step_ - 1); }
    Q_INVOKABLE void first() { stepTo(0); }
    Q_INVOKABLE void last() { stepTo(steps()); }
    Q_INVOKABLE void setSeat(int seat);

  signals:
    void loadedChanged();
    void stepChanged();
    void seatChanged();
    void errorChanged();
    void adviceChanged();

  private:
    struct SeatLook {
        std::string name; // empty: "Player n" (or a bot's level) in the current language
        int colour = 0;
        bool bot = false;
        std::string level; // a bot's
    };

    void show();
    void fail(const QString& why);
    void retranslate();
    void sendSeats();

    GameRecord record_;
    std::vector<GameState> states_;  // after 0, 1, ... steps() actions
    std::vector<EventLog> events_;   // what action i + 1 did, unredacted
    std::vector<net::Actor> actors_; // who made action i + 1 (none: the seats' own)
    std::vector<SeatLook> seats_;
    Audience audience_;
    int step_ = 0;
    int seat_ = -1;
    QString title_;
    QString error_;
    ReplayStepsModel stepList_;
    GameModel game_;
    LookBackModel lookBack_; // last: its worker stops before the rest goes
};

} // namespace cor::app
