// Settings: kept between runs, read back within their ranges; the language switches at once,
// and the models speak it.
#include "app/models/local_game.h"
#include "app/models/settings.h"
#include "tests/net/net_test_support.h"

#include <QSettings>
#include <QSignalSpy>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

TEST(Settings, AreKeptAndSignalled) {
    Settings& settings = *Settings::instance();
    QSignalSpy named(&settings, &Settings::playerNameChanged);
    settings.setPlayerName(QStringLiteral("  Octavia   Minor "));
    EXPECT_EQ(settings.playerName(), QStringLiteral("Octavia Minor"));
    EXPECT_EQ(named.count(), 1);
    EXPECT_EQ(QSettings().value(QStringLiteral("playerName")).toString(),
              QStringLiteral("Octavia Minor"));
    settings.setPlayerName(QStringLiteral("   "));
    EXPECT_EQ(settings.playerName(), QStringLiteral("Octavia Minor")) << "a name is never empty";

    QSignalSpy speed(&settings, &Settings::animationSpeedChanged);
    settings.setAnimationSpeed(Settings::Slow);
    settings.setAnimationSpeed(99);
    EXPECT_EQ(settings.animationSpeed(), int(Settings::Instant));
    EXPECT_EQ(speed.count(), 2);
    EXPECT_EQ(settings.botMoveMs(), 0);

    QSignalSpy scaled(&settings, &Settings::scaleChanged);
    settings.setScale(94);
    EXPECT_EQ(settings.scale(), 90) << "on a step";
    EXPECT_EQ(QSettings().value(QStringLiteral("scale")).toInt(), 90);
    settings.setScale(100);
    EXPECT_EQ(scaled.count(), 2);
}

// A name never chosen reads as a name in both languages ("Spieler ist an der Reihe" read as "the
// player is to act"): the system's user name, else a Roman name; never "Player" or "Spieler".
TEST(Settings, TheDefaultNameIsAName) {
    const QByteArray user = qgetenv("USER");
    const QByteArray userName = qgetenv("USERNAME");
    qputenv("USER", "cassia");
    EXPECT_EQ(Settings::defaultPlayerName(), QStringLiteral("Cassia"));
    qputenv("USER", "root");
    qunsetenv("USERNAME");
    EXPECT_EQ(Settings::defaultPlayerName(), QStringLiteral("Aurelia"));
    qunsetenv("USER");
    qputenv("USERNAME", "Quintus");
    EXPECT_EQ(Settings::defaultPlayerName(), QStringLiteral("Quintus"));
    qputenv("USERNAME", "1000");
    EXPECT_EQ(Settings::defaultPlayerName(), QStringLiteral("Aurelia"));
    user.isNull() ? qunsetenv("USER") : qputenv("USER", user);
    userName.isNull() ? qunsetenv("USERNAME") : qputenv("USERNAME", userName);
}

TEST(Settings, TheLanguageSwitchesAtOnceEvenInAGame) {
    Settings& settings = *Settings::instance();
    settings.setLanguage(QStringLiteral("en"));
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "easy"}};
    setup.seed = 4;
    local.start(setup);
    GameModel& game = *local.game();
    ASSERT_TRUE(waitFor([&] { return game.ready(); }));
    const QString english = game.status();
    QSignalSpy statusChanged(&game, &GameModel::statusChanged);
    QSignalSpy language(&settings, &Settings::languageChanged);
    settings.setLanguage(QStringLiteral("de"));
    EXPECT_EQ(language.count(), 1);
    EXPECT_EQ(statusChanged.count(), 1) << "the models tell their views to read again";
    EXPECT_NE(game.status(), english);
    EXPECT_TRUE(game.status().contains(QStringLiteral("Handkarte")) ||
                game.status().contains(QStringLiteral("Runde")))
        << game.status().toStdString();
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    settings.setLanguage(QStringLiteral("fr"));
    EXPECT_EQ(settings.language(), QStringLiteral("en")) << "unknown languages fall back";
    EXPECT_EQ(game.status(), english);
}

TEST(Settings, AreReadBackWithinTheirRangesWhateverTheFileSays) {
    QSettings file;
    file.setValue(QStringLiteral("language"), QStringLiteral("fr"));
    file.setValue(QStringLiteral("animationSpeed"), 99);
    file.setValue(QStringLiteral("volume"), -3);
    file.setValue(QStringLiteral("scale"), 1000);
    // Hand-edited: a control character, a tab, longer than a host takes.
    file.setValue(QStringLiteral("playerName"), QStringLiteral("\tMarcus\a Aurelius Antonin Pius"));
    const Settings::Stored stored = Settings::read();
    EXPECT_EQ(stored.language, QStringLiteral("en"));
    EXPECT_EQ(stored.animationSpeed, int(Settings::Instant));
    EXPECT_EQ(stored.volume, Settings::kMinimumVolume);
    EXPECT_EQ(stored.scale, Settings::kMaximumScale);
    file.setValue(QStringLiteral("scale"), 104);
    EXPECT_EQ(Settings::read().scale, 100) << "on a step the settings offer";
    EXPECT_EQ(stored.playerName, QStringLiteral("Marcus Aurelius Antonin"))
        << "no space at the cut";
    file.setValue(QStringLiteral("playerName"), QStringLiteral("\a \t"));
    EXPECT_TRUE(Settings::read().playerName.isEmpty()) << "no name a host refuses: the default";
    EXPECT_EQ(Settings::cleanName(QString(23, u'a') + QString::fromUtf8("\xF0\x9F\x8F\x9B")),
              QString(23, u'a'))
        << "not between the halves of a character";
    for (const char* key : {"language", "animationSpeed", "playerName", "volume", "scale"}) {
        file.remove(QLatin1String(key));
    }
}

} // namespace
} // namespace cor::app::test
