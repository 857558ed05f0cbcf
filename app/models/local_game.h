// A game on this machine: the host runs in-process, bots are its seats, and every person at
// the table plays through a ClientSession over an in-process link, so a local game keeps the
// same hidden-information discipline as a LAN game. With several people (hot seat) the screen
// shows what everyone may know until the person to act lifts the curtain (the game model's
// Audience decides); then that person's session shows.
#pragma once

#include "app/models/game_table.h"
#include "app/models/lesson.h"
#include "net/host.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>
#include <vector>

namespace cor::app {

struct LocalSeat {
    std::string name;
    int colour = 0;
    std::string bot; // empty: a person at this machine
};

struct LocalSetup {
    std::vector<LocalSeat> seats;
    bool shrine = false;
    int startingPlayer = -1; // -1: drawn
    std::optional<std::uint64_t> seed;
    QString savePath;
    bool watch = false; // no person: watch the bots as a spectator
};

// The base named in full: Qt 6.4's type registrar finds it only so (a QML base type).
class LocalGame : public cor::app::GameTable {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)

  public:
    explicit LocalGame(QObject* parent = nullptr);
    ~LocalGame() override;

    // "Learn to play": the lessons of the game started by startLesson() (off in any other).
    Lesson* lesson() override { return &lesson_; }
    bool running() const { return host_ != nullptr; }
    const net::Host* host() const { return host_.get(); }
    bool rematchOffered() const override { return true; }
    bool replayOffered() const override { return true; }
    QString leaveMeaning() const override;
    std::optional<net::SavedGame> playedGame() const override;

    void start(LocalSetup setup);
    // From QML: [{name, colour, bot}] with bot "" for a person, or easy / normal / hard.
    Q_INVOKABLE void start(const QVariantList& seats, bool shrine, int startingPlayer);
    // Continues the game saved at `path` (where it goes on being saved); the reason it
    // cannot, translated, or "".
    Q_INVOKABLE QString resume(const QString& path);
    // "Learn to play": the player against a gentle bot on a prepared deal, with the lessons on.
    // Each call starts it afresh.
    Q_INVOKABLE void startLesson();
    void rematch() override;
    // The game stays saved (Continue takes it up again).
    void leave() override { stop(); }
    void stop();

  signals:
    void runningChanged();

  private:
    // The people's sessions for the host just made (`tokens`: their seats' tokens, by seat,
    // to rejoin a resumed game).
    void seatPeople(const std::vector<std::optional<net::SeatToken>>& tokens);
    // The person at `seat` lifted the curtain: their session shows.
    void showPerson(int seat);

    LocalSetup setup_;
    std::unique_ptr<net::Host> host_;
    std::vector<std::unique_ptr<net::ClientSession>> sessions_; // one per person, by seat order
    std::vector<int> sessionSeats_;
    Lesson lesson_{game_};
};

} // namespace cor::app
