#include "app/models/settings.h"

#include "net/host.h"
#include "net/seats.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <limits>

namespace cor::app {
namespace {

// Our two languages; anything else falls back to English.
QString supported(const QString& language) {
    return language == QLatin1String("de") ? language : QStringLiteral("en");
}

// A scale the settings offer: within the range, on a step.
int snappedScale(int percent) {
    const int clamped = std::clamp(percent, Settings::kMinimumScale, Settings::kMaximumScale);
    return Settings::kMinimumScale +
           (clamped - Settings::kMinimumScale + Settings::kScaleStep / 2) / Settings::kScaleStep *
               Settings::kScaleStep;
}

} // namespace

Settings::Stored Settings::read() {
    const QSettings file;
    const QString system = QLocale::system().name().left(2);
    Stored stored;
    stored.language = supported(file.value(QStringLiteral("language"), system).toString());
    stored.playerName = cleanName(file.value(QStringLiteral("playerName")).toString());
    stored.playerColour = std::clamp(file.value(QStringLiteral("playerColour"), -1).toInt(), -1,
                                     net::kColourCount - 1);
    stored.assistedPlay = file.value(QStringLiteral("assistedPlay"), true).toBool();
    stored.assistLastEmissary = file.value(QStringLiteral("assistLastEmissary"), false).toBool();
    stored.animationSpeed = std::clamp(
        file.value(QStringLiteral("animationSpeed"), int(Normal)).toInt(), int(Slow), int(Instant));
    stored.sound = file.value(QStringLiteral("sound"), true).toBool();
    stored.volume =
        std::clamp(file.value(QStringLiteral("volume"), 50).toInt(), kMinimumVolume, 100);
    stored.scale = snappedScale(file.value(QStringLiteral("scale"), 100).toInt());
    stored.turnWatcher = file.value(QStringLiteral("turnWatcher"), true).toBool();
    return stored;
}

QString Settings::cleanName(const QString& name) {
    const int length = net::HostLimits{}.maxNameLength;
    QString clean =
        QString::fromStdString(net::cleanName(net::withoutDirectionControls(name).toStdString(),
                                              std::numeric_limits<int>::max())
                                   .value_or(""));
    if (clean.size() > length) {
        // Not between the two halves of a character beyond the 16-bit ones.
        clean.truncate(clean.at(length).isLowSurrogate() ? length - 1 : length);
        clean = clean.simplified(); // a space at the cut
    }
    return clean;
}

QString Settings::defaultPlayerName() {
    QString user = cleanName(qEnvironmentVariable("USER"));
    if (user.isEmpty()) {
        user = cleanName(qEnvironmentVariable("USERNAME")); // Windows
    }
    // An administrator's account or a login like "u1000" says no one's name.
    const bool aName = !user.isEmpty() && user.at(0).isLetter() &&
                       user.compare(QLatin1String("root"), Qt::CaseInsensitive) != 0 &&
                       user.compare(QLatin1String("administrator"), Qt::CaseInsensitive) != 0;
    if (!aName) {
        return QStringLiteral("Aurelia");
    }
    user[0] = user.at(0).toUpper();
    return user;
}

Settings::Settings() {
    const Stored stored = read();
    language_ = stored.language;
    playerName_ = stored.playerName;
    playerColour_ = stored.playerColour;
    assistedPlay_ = stored.assistedPlay;
    assistLastEmissary_ = stored.assistLastEmissary;
    animationSpeed_ = stored.animationSpeed;
    sound_ = stored.sound;
    volume_ = stored.volume;
    scale_ = stored.scale;
    turnWatcher_ = stored.turnWatcher;
}

Settings* Settings::instance() {
    static Settings* settings = new Settings; // lives as long as the application
    return settings;
}

Settings* Settings::create(QQmlEngine* engine, QJSEngine*) {
    Settings* settings = instance();
    QQmlEngine::setObjectOwnership(settings, QQmlEngine::CppOwnership);
    settings->setEngine(engine);
    return settings;
}

void Settings::setLanguage(const QString& language) {
    const QString chosen = supported(language);
    if (chosen == language_) {
        return;
    }
    language_ = chosen;
    QSettings().setValue(QStringLiteral("language"), language_);
    applyLanguage();
    emit languageChanged();
}

void Settings::useLanguageForThisRun(const QString& language) {
    language_ = supported(language);
    emit languageChanged();
}

void Settings::applyLanguage() {
    QCoreApplication::removeTranslator(&translator_);
    // English too: its file gives the plural forms of the English source texts.
    if (translator_.load(QStringLiteral(":/i18n/cityofrome_") + language_)) {
        QCoreApplication::installTranslator(&translator_);
    }
    if (engine_ != nullptr) {
        engine_->retranslate();
    }
}

QString Settings::playerName() const {
    return playerName_.isEmpty() ? defaultPlayerName() : playerName_;
}

void Settings::setPlayerName(const QString& name) {
    const QString trimmed = cleanName(name);
    // (A name the player gives is kept, their default name too.)
    if (trimmed.isEmpty() || trimmed == playerName_) {
        return;
    }
    playerName_ = trimmed;
    QSettings().setValue(QStringLiteral("playerName"), playerName_);
    emit playerNameChanged();
}

void Settings::setPlayerColour(int colour) {
    colour = std::clamp(colour, -1, net::kColourCount - 1);
    if (colour == playerColour_) {
        return;
    }
    playerColour_ = colour;
    QSettings().setValue(QStringLiteral("playerColour"), colour);
    emit playerColourChanged();
}

void Settings::setAssistLastEmissary(bool on) {
    if (on == assistLastEmissary_) {
        return;
    }
    assistLastEmissary_ = on;
    QSettings().setValue(QStringLiteral("assistLastEmissary"), on);
    emit assistLastEmissaryChanged();
}

void Settings::setAssistedPlay(bool on) {
    if (on == assistedPlay_) {
        return;
    }
    assistedPlay_ = on;
    QSettings().setValue(QStringLiteral("assistedPlay"), on);
    emit assistedPlayChanged();
}

void Settings::setSound(bool on) {
    if (on == sound_) {
        return;
    }
    sound_ = on;
    QSettings().setValue(QStringLiteral("sound"), on);
    emit soundChanged();
}

void Settings::setVolume(int percent) {
    percent = std::clamp(percent, kMinimumVolume, 100);
    if (percent == volume_) {
        return;
    }
    volume_ = percent;
    QSettings().setValue(QStringLiteral("volume"), percent);
    emit volumeChanged();
}

void Settings::setScale(int percent) {
    percent = snappedScale(percent);
    if (percent == scale_) {
        return;
    }
    scale_ = percent;
    QSettings().setValue(QStringLiteral("scale"), percent);
    emit scaleChanged();
}

void Settings::setAnimationSpeed(int speed) {
    speed = std::clamp(speed, int(Slow), int(Instant));
    if (speed == animationSpeed_) {
        return;
    }
    animationSpeed_ = speed;
    QSettings().setValue(QStringLiteral("animationSpeed"), speed);
    emit animationSpeedChanged();
}

int Settings::botMoveMs() const {
    static constexpr int kMs[] = {1200, 600, 250, 0};
    return kMs[animationSpeed_];
}

void Settings::setTurnWatcher(bool on) {
    if (on == turnWatcher_) {
        return;
    }
    turnWatcher_ = on;
    QSettings().setValue(QStringLiteral("turnWatcher"), on);
    emit turnWatcherChanged();
}

} // namespace cor::app
