// The player's settings, kept by QSettings: language (switched at once, no restart), name and
// colour (what a LAN game's lobby starts from), assisted play (CLARIFICATIONS §7) and the
// animation speed.
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

  public:
    // Animation speeds: how long a bot's move stays before the next one shows.
    enum Speed { Slow, Normal, Fast, Instant };
    Q_ENUM(Speed)

    // What the settings file says, every value within its range whatever the file holds
    // (edited by hand, damaged, another version's): what a run starts from.
    struct Stored {
        QString language;   // "en" or "de"
        QString playerName; // a name every host takes (cleanName), or empty: never chosen
        int playerColour = -1;
        bool assistedPlay = true;
        bool assistLastEmissary = false;
        int animationSpeed = Normal; // a Speed
    };
    static Stored read();
    // The name as a host takes it (net::cleanName): single spaces, no control characters,
    // cut to the host's length; empty when nothing is left.
    static QString cleanName(const QString& name);

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

  private:
    Settings();

    QString language_;
    QString playerName_; // empty: never chosen, "Player" in the language of the moment
    int playerColour_ = -1;
    bool assistedPlay_ = true;
    bool assistLastEmissary_ = false;
    int animationSpeed_ = Normal;
    QTranslator translator_;
    QPointer<QQmlEngine> engine_; // gone with its window: nothing left to retranslate
};

} // namespace cor::app
