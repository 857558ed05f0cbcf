// The player's settings, kept by QSettings: language (switched at once, no restart), name and
// colour (what a LAN game's lobby starts from), assisted play (CLARIFICATIONS §7), the
// animation speed, sound (on or off, its volume) and the interface scale.
#pragma once

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QJSEngine;

namespace cor::app {

class Settings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString playerName READ playerName WRITE setPlayerName NOTIFY playerNameChanged)
    // The colour the player asks for in a LAN game (0 purple, 1 orange, 2 white, 3 brown), -1
    // none in particular.
    Q_PROPERTY(int playerColour READ playerColour WRITE setPlayerColour NOTIFY playerColourChanged)
    Q_PROPERTY(bool assistedPlay READ assistedPlay WRITE setAssistedPlay NOTIFY assistedPlayChanged)
    // Assisted play places the round's last emissary where one sensible space is left (off
    // unless asked for: the player may want another space).
    Q_PROPERTY(bool assistLastEmissary READ assistLastEmissary WRITE setAssistLastEmissary NOTIFY
                   assistLastEmissaryChanged)
    Q_PROPERTY(
        int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged)
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY soundChanged)
    // Percent, kMinimumVolume..100.
    Q_PROPERTY(int volume READ volume WRITE setVolume NOTIFY volumeChanged)
    // Percent of the size the window gives, kMinimumScale..kMaximumScale in steps of kScaleStep.
    Q_PROPERTY(int scale READ scale WRITE setScale NOTIFY scaleChanged)
    // While the app is closed, a watcher started at login says when it is the player's turn at an
    // online table (only while they sit at one).
    Q_PROPERTY(bool turnWatcher READ turnWatcher WRITE setTurnWatcher NOTIFY turnWatcherChanged)
    Q_PROPERTY(int minimumScale READ minimumScale CONSTANT)
    Q_PROPERTY(int maximumScale READ maximumScale CONSTANT)
    Q_PROPERTY(int scaleStep READ scaleStep CONSTANT)

  public:
    // Animation speeds: how long a bot's move stays before the next one shows.
    enum Speed { Slow, Normal, Fast, Instant };
    Q_ENUM(Speed)
    static constexpr int kMinimumVolume = 5;
    static constexpr int kMinimumScale = 80;
    static constexpr int kMaximumScale = 150;
    static constexpr int kScaleStep = 10;

    // What the settings file says, every value within its range whatever the file holds
    // (edited by hand, damaged, another version's): what a run starts from.
    struct Stored {
        QString language;   // "en" or "de"
        QString playerName; // a name every host takes (cleanName), or empty: never chosen
        int playerColour = -1;
        bool assistedPlay = true;
        bool assistLastEmissary = false;
        int animationSpeed = Normal; // a Speed
        bool sound = true;
        int volume = 50;
        int scale = 100;
        bool turnWatcher = true;
    };
    static Stored read();
    // The name as a host takes it (net::cleanName): single spaces, no control characters,
    // cut to the host's length; empty when nothing is left.
    static QString cleanName(const QString& name);
    // The name of a player who never chose one: one that reads as a name in every language
    // ("Spieler" read as "the player"): the system's user name where there is one, else a Roman
    // name.
    static QString defaultPlayerName();

    static Settings* instance();
    static Settings* create(QQmlEngine* engine, QJSEngine*);

    QString language() const { return language_; }
    void setLanguage(const QString& language);
    // This run only (--lang): not saved.
    void useLanguageForThisRun(const QString& language);
    QString playerName() const;
    void setPlayerName(const QString& name);
    int playerColour() const { return playerColour_; }
    void setPlayerColour(int colour);
    bool assistedPlay() const { return assistedPlay_; }
    void setAssistedPlay(bool on);
    bool assistLastEmissary() const { return assistLastEmissary_; }
    void setAssistLastEmissary(bool on);
    int animationSpeed() const { return animationSpeed_; }
    void setAnimationSpeed(int speed);
    bool sound() const { return sound_; }
    void setSound(bool on);
    int volume() const { return volume_; }
    void setVolume(int percent);
    int scale() const { return scale_; }
    void setScale(int percent);
    bool turnWatcher() const { return turnWatcher_; }
    void setTurnWatcher(bool on);
    static int minimumScale() { return kMinimumScale; }
    static int maximumScale() { return kMaximumScale; }
    static int scaleStep() { return kScaleStep; }
    // Milliseconds a bot's move is shown for at the current speed.
    int botMoveMs() const;

    // The engine to retranslate when the language changes.
    void setEngine(QQmlEngine* engine) { engine_ = engine; }
    // Installs the translator of the current language (at start and on every change).
    void applyLanguage();

  signals:
    void languageChanged();
    void playerNameChanged();
    void playerColourChanged();
    void assistedPlayChanged();
    void assistLastEmissaryChanged();
    void animationSpeedChanged();
    void soundChanged();
    void volumeChanged();
    void scaleChanged();
    void turnWatcherChanged();

  private:
    Settings();

    QString language_;
    QString playerName_; // empty: never chosen (defaultPlayerName)
    int playerColour_ = -1;
    bool assistedPlay_ = true;
    bool assistLastEmissary_ = false;
    int animationSpeed_ = Normal;
    bool sound_ = true;
    int volume_ = 50;
    int scale_ = 100;
    bool turnWatcher_ = true;
    QTranslator translator_;
    QPointer<QQmlEngine> engine_; // gone with its window: nothing left to retranslate
};

} // namespace cor::app
