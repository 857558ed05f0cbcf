// The table's sounds (resources/sounds, made by its make_sounds.py): short and quiet, for a
// card taken, a building placed, coins, a new round and your turn. Silent until the program
// allows them (the desktop app does; tests, --audit and --autoplay do not), then as the
// settings say: on or off, at their volume.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <functional>

class QJSEngine;
class QQmlEngine;
class QSoundEffect;

namespace cor::app {

class Sounds : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

  public:
    enum class Cue { Card, Build, Coins, Round, YourTurn };
    static constexpr int kCues = 5;
    // Plays `cue` at `volume` (percent).
    using Player = std::function<void(Cue cue, int volume)>;

    static Sounds* instance();
    static Sounds* create(QQmlEngine*, QJSEngine*);

    // Whether cues sound at all (the sounds load when first allowed).
    void setAllowed(bool allowed);
    // Loads the sounds without playing them (--measure counts them in).
    void load();
    bool allowed() const { return allowed_; }
    // Tests: `player` hears the cues instead of the speakers (empty: the speakers again).
    void setPlayer(Player player) { player_ = std::move(player); }
    // Sounds `cue` if allowed and on.
    static void play(Cue cue);
    // The volume as set, with one cue (the settings' slider let go).
    Q_INVOKABLE void preview() const;

  private:
    Sounds() = default;
    void sound(Cue cue) const;

    bool allowed_ = false;
    Player player_;
    std::array<QSoundEffect*, kCues> effects_{};
};

} // namespace cor::app
