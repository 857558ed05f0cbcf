// "Learn to play": a game in which each part of the rules is explained at the table when it
// first comes up (the setup draft, the emissaries on the action strip, the order of the turns,
// taking and building, residential buildings, public buildings, temples, aqueducts, the farms
// and producing, brick tokens, a school's draw, the Shrine, influence scoring, the last round,
// the 2-player rule). Each lesson names the item on screen to look at (its objectName) and waits
// either for "Got it" or for the player's own move of the kind it explains; the game stays in
// the player's hands throughout, and the lessons can be skipped at any moment.
#pragma once

#include "app/models/game_model.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <bitset>
#include <optional>

namespace cor::app {

class Lesson : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a Lesson comes from a LocalGame")

    // A lesson is shown now (false between lessons, after the last one and once skipped).
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    // The lessons are on (a lesson game, not skipped, not all of them given yet).
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The objectName of the item on the game screen the lesson is about.
    Q_PROPERTY(QString target READ target NOTIFY changed)
    Q_PROPERTY(Wait waitsFor READ waitsFor NOTIFY changed)
    // The lessons given so far (the one shown included), of `count`.
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int count READ count CONSTANT)

  public:
    // What ends the lesson shown: "Got it", or the player's move of that kind.
    enum class Wait { Acknowledge, Draft, Place, Take, Build, Produce, School };
    Q_ENUM(Wait)
    // In the order they are given when several could be at once.
    enum class Topic {
        Draft,
        Emissaries,
        TwoPlayers,
        TurnOrder,   // the first action turn: turns go by the emissaries' spaces
        Residential, // the cards in sight, before one is taken
        Public,
        Temple,
        Aqueduct,
        Take,
        Build,
        Farms, // the city's production buildings, before the first produce
        Produce,
        BrickTokens,
        School,
        Shrine, // after the first build: the Shrine to build, or the one built
        Influence,
        LastRound,
    };
    static constexpr int kTopics = static_cast<int>(Topic::LastRound) + 1;

    explicit Lesson(GameModel& game, QObject* parent = nullptr);

    // Starts the lessons from the first (a new lesson game) or ends them (any other game).
    void begin(bool on);
    Q_INVOKABLE void acknowledge();
    // Ends the lessons; the game goes on as any other.
    Q_INVOKABLE void skip();

    bool shown() const { return current_.has_value(); }
    bool active() const { return on_ && !given_.all(); }
    QString text() const;
    QString target() const;
    Wait waitsFor() const;
    int step() const { return static_cast<int>(given_.count()) + (shown() ? 1 : 0); }
    int count() const { return kTopics; }
    // The topic shown (for tests).
    std::optional<Topic> topic() const { return current_; }

  signals:
    void changed();

  private:
    // The first topic not given yet whose moment this is. A lesson hides when its moment has
    // passed (the move cannot be made, the card is gone) and comes back with the next one, so
    // what it points at is always on screen.
    void refresh();
    bool due(Topic topic) const;
    void finish();

    GameModel& game_;
    bool on_ = false;
    std::bitset<kTopics> given_;
    std::optional<Topic> current_;
};

} // namespace cor::app
