#include "app/models/sounds.h"

#include "app/models/settings.h"

#include <QQmlEngine>
#include <QSoundEffect>
#include <QUrl>

namespace cor::app {
namespace {

constexpr std::array<const char*, Sounds::kCues> kFiles{"card", "build", "coins", "round",
                                                        "your_turn"};

} // namespace

Sounds* Sounds::instance() {
    static Sounds* sounds = new Sounds; // lives as long as the application
    return sounds;
}

Sounds* Sounds::create(QQmlEngine*, QJSEngine*) {
    Sounds* sounds = instance();
    QQmlEngine::setObjectOwnership(sounds, QQmlEngine::CppOwnership);
    return sounds;
}

void Sounds::setAllowed(bool allowed) {
    allowed_ = allowed;
    if (allowed_ && !player_) {
        load();
    }
}

void Sounds::load() {
    for (std::size_t i = 0; i < effects_.size(); ++i) {
        if (effects_[i] == nullptr) {
            effects_[i] = new QSoundEffect(this);
            effects_[i]->setSource(
                QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(kFiles[i]))));
        }
    }
}

void Sounds::play(Cue cue) {
    const Sounds* sounds = instance();
    if (sounds->allowed_ && Settings::instance()->sound()) {
        sounds->sound(cue);
    }
}

void Sounds::preview() const {
    if (allowed_) {
        sound(Cue::Coins);
    }
}

void Sounds::sound(Cue cue) const {
    const int volume = Settings::instance()->volume();
    if (player_) {
        player_(cue, volume);
        return;
    }
    QSoundEffect* effect = effects_[static_cast<std::size_t>(cue)];
    if (effect == nullptr) {
        return; // allowed while a test's player listened: nothing loaded
    }
    // Perceived loudness follows the logarithm: the slider's middle sounds like the middle.
    effect->setVolume(QAudio::convertVolume(volume / 100.0, QAudio::LogarithmicVolumeScale,
                                            QAudio::LinearVolumeScale));
    effect->play();
}

} // namespace cor::app
