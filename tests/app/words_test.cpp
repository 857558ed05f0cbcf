// The words around the game: the saved games named by their players and dated in the
// language's format, bot levels translated wherever a seat is named and offered with their
// ratings, and a refused draw that says which decks it may come from.
#include "app/models/bot_levels.h"
#include "app/models/card_names.h"
#include "app/models/game_memory.h"
#include "app/models/hint_words.h"
#include "app/models/reasons.h"
#include "app/models/saved_games_model.h"
#include "app/models/seat_names.h"
#include "app/models/settings.h"
#include "app/models/turn_texts.h"
#include "app/models/why_words.h"
#include "engine/bots/bot.h"
#include "engine/rules.h"
#include "net/saved_game.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSignalSpy>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

class Words : public ::testing::Test {
  protected:
    void SetUp() override {
        QDir(savesFolder()).removeRecursively();
        QDir().mkpath(savesFolder());
    }
    void TearDown() override {
        Settings::instance()->setLanguage(QStringLiteral("en"));
        QDir(savesFolder()).removeRecursively();
    }

    static QString roleOf(SavedGamesModel& model, const QByteArray& name) {
        return model.data(model.index(0, 0), model.roleNames().key(name)).toString();
    }

    // A local game just dealt: Aurelia at this computer against two bots.
    static QString saveLocalGame() {
        net::SavedGame game;
        game.record.setup.players = 3;
        game.record.setup.seed = 5;
        game.gameName = "Local game";
        game.seats = {net::openSeat(0), net::botSeat("easy", 1), net::botSeat("hard", 2)};
        game.seats[0].name = "Aurelia";
        game.seats[1].name = "Livia";
        const QString path = newSavePath(QStringLiteral("local"));
        EXPECT_TRUE(net::writeSavedGame(path, game));
        return path;
    }
};

TEST_F(Words, ASavedGameSaysWhoPlaysAndWhenInTheLanguage) {
    const QString path = saveLocalGame();
    const QDateTime when = QFileInfo(path).lastModified();
    SavedGamesModel saves;
    Settings::instance()->setLanguage(QStringLiteral("en"));
    saves.refresh();
    ASSERT_EQ(saves.count(), 1);
    EXPECT_EQ(roleOf(saves, "title"), QStringLiteral("Aurelia vs Livia (bot, easy), Bot (hard)"));
    EXPECT_EQ(roleOf(saves, "when"),
              QLocale(QStringLiteral("en")).toString(when, QLocale::ShortFormat));

    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_EQ(roleOf(saves, "title"),
              QStringLiteral("Aurelia gegen Livia (Bot, leicht), Bot (schwer)"));
    EXPECT_EQ(roleOf(saves, "players"),
              QStringLiteral("Aurelia, Livia (Bot, leicht), Bot (schwer)"));
    const QString german = roleOf(saves, "when");
    EXPECT_EQ(german, QLocale(QStringLiteral("de")).toString(when, QLocale::ShortFormat));
    EXPECT_TRUE(german.contains(QString::number(when.date().day()) + QLatin1Char('.')))
        << german.toStdString() << ": day first, as Germans write dates";
}

TEST_F(Words, TheProduceButtonKeepsEachAmountWithItsWord) {
    PlayerView view;
    view.viewer = 0;
    City& city = view.players[0].city;
    const int cell = cellIndex(1, 1);
    city.cells[static_cast<std::size_t>(cell)] = Card::Vineyard;
    city.occupied |= bit(cell);
    Settings::instance()->setLanguage(QStringLiteral("de"));
    const QString text = TurnTexts::produce(view, 1);
    EXPECT_EQ(text,
              QStringLiteral("+1\u00A0Geld, +1\u00A0Baupunktmarker, Produktion kostet 1 Geld"));
}

TEST_F(Words, BotLevelsAreTranslated) {
    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_EQ(seatName("", true, "hard"), QStringLiteral("Bot (schwer)"));
    EXPECT_EQ(seatName("", true, "easy"), QStringLiteral("Bot (leicht)"));
    EXPECT_EQ(seatDescription("Marcus", true, "normal"), QStringLiteral("Marcus (Bot, mittel)"));
    EXPECT_EQ(seatName("", true, "expert"), QStringLiteral("Bot (Experte)"));
    EXPECT_EQ(seatDescription("Aurelia", false, ""), QStringLiteral("Aurelia"));
    Settings::instance()->setLanguage(QStringLiteral("en"));
    EXPECT_EQ(seatName("", true, "hard"), QStringLiteral("Bot (hard)"));
    EXPECT_EQ(botLevelName("ismcts"), QStringLiteral("ismcts")) << "a tool's bot kind as it is";
}

TEST_F(Words, BotLevelChoicesCarryTheirRatingsInTheLanguageOfTheMoment) {
    Settings::instance()->setLanguage(QStringLiteral("en"));
    BotLevels levels;
    QSignalSpy switched(&levels, &BotLevels::choicesChanged);
    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_EQ(switched.count(), 1);
    ASSERT_EQ(levels.keys(), QStringList({QStringLiteral("beginner"), QStringLiteral("easy"),
                                          QStringLiteral("normal"), QStringLiteral("hard"),
                                          QStringLiteral("expert")}));
    EXPECT_EQ(levels.choices().front(), QStringLiteral("Bot (Anfänger) · ≈ 1000"));
    EXPECT_EQ(levels.choices().back(),
              QStringLiteral("Bot (Experte) · ≈ %1").arg(difficultyRating(Difficulty::Expert)));
    Settings::instance()->setLanguage(QStringLiteral("en"));
    EXPECT_EQ(levels.choices()[3],
              QStringLiteral("Bot (hard) · ≈ %1").arg(difficultyRating(Difficulty::Hard)));
    for (std::size_t i = 1; i < kDifficultyNames.size(); ++i) {
        EXPECT_GT(difficultyRating(static_cast<Difficulty>(i)),
                  difficultyRating(static_cast<Difficulty>(i - 1)))
            << "the ladder climbs";
    }
}

// Minerva's reason says where the city's building count is going, in the rulebook's words.
TEST_F(Words, MinervasReasonSaysTheBuildingsByTheEndAtThisPace) {
    const Why minerva{.kind = WhyKind::Scores,
                      .row = ScoreRow::Temples,
                      .points = 9,
                      .card = Card::TempleMinerva,
                      .count = 11,
                      .needed = 16,
                      .projected = 14};
    const auto said = [&] {
        return WhyWords::reason(minerva, WhyWords::namesOr({}), WhyWords::Against::NextBest);
    };
    Settings::instance()->setLanguage(QStringLiteral("en"));
    EXPECT_TRUE(said().contains(
        QStringLiteral("10 points with 16 buildings; you have 11, 14 by the end at this pace")))
        << said().toStdString();
    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_TRUE(said().contains(QStringLiteral("16 Karten")) &&
                said().contains(QStringLiteral("14 bei Spielende")))
        << said().toStdString();
}

TEST_F(Words, ARefusedDrawNamesTheDecksAllowed) {
    net::Rejection refused;
    refused.reason = cor::wire::REJECT_RULES;
    refused.ruleError = std::string(errorCode(ActionError::DeckNotAllowed));
    Settings::instance()->setLanguage(QStringLiteral("en"));
    EXPECT_EQ(
        rejectionText(refused, {QStringLiteral("II"), QStringLiteral("III"), QStringLiteral("IV")}),
        QStringLiteral("Choose deck II, III or IV for this draw."));
    EXPECT_EQ(rejectionText(refused, {QStringLiteral("III")}),
              QStringLiteral("This draw can come from deck III only."));
    EXPECT_FALSE(rejectionText(refused).contains(QStringLiteral("school"), Qt::CaseInsensitive))
        << "a university draws too";
    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_EQ(rejectionText(refused, {QStringLiteral("II"), QStringLiteral("IV")}),
              QStringLiteral("Ziehe vom Stapel II oder IV."));
}

} // namespace
} // namespace cor::app::test

namespace cor::app::test {
namespace {

// A hint never names its own choice as the next best: the same card built elsewhere, paid
// otherwise, or kept with the others put back in another order is said as such.
TEST(HintWordsTest, TheNextBestChoiceIsNeverTheHintsOwnInOtherWords) {
    const auto worthOf = [](const Action& action, const Action& next) {
        Hint hint;
        hint.action = action;
        hint.nextBest = next;
        return HintWords::worth(hint);
    };
    const QString mercury = faceName(Card::TempleMercury);
    Action kept = Action::keep(Card::TempleMercury, {Card::Market, Card::Arena});
    Action otherOrder = Action::keep(Card::TempleMercury, {Card::Arena, Card::Market});
    EXPECT_TRUE(worthOf(kept, otherOrder).contains(QStringLiteral("another order")))
        << worthOf(kept, otherOrder).toStdString();
    EXPECT_TRUE(worthOf(Action::build(Card::TempleMercury, 1, 0, 0),
                        Action::build(Card::TempleMercury, 0, 1, 0))
                    .contains(QStringLiteral("on another space")));
    EXPECT_TRUE(worthOf(Action::build(Card::TempleMercury, 1, 0, 1),
                        Action::build(Card::TempleMercury, 1, 0, 0))
                    .contains(QStringLiteral("there with 0 brick token")));
    EXPECT_TRUE(
        worthOf(Action::take(Card::Market), Action::take(Card::TempleMercury)).contains(mercury));
}

// A plan's later take may find the card gone (others pick first), and a lone choice is assisted
// play's, not the rules'.
TEST(HintWordsTest, APlansTakeMayFindTheCardGoneAndALoneChoiceIsAssistedPlays) {
    Settings::instance()->setLanguage(QStringLiteral("en"));
    Hint hint;
    hint.action = Action::place(4);
    hint.line = {HintStep{.action = hint.action},
                 HintStep{.action = Action::take(Card::Market), .contested = true},
                 HintStep{.action = Action::build(Card::Market, 1, 0, 0)}};
    EXPECT_TRUE(HintWords::plan(hint).startsWith(
        QStringLiteral("Then take %1 if it is still there, then build")
            .arg(faceName(Card::Market))))
        << HintWords::plan(hint).toStdString();
    EXPECT_TRUE(HintWords::worth(hint).startsWith(QStringLiteral("Assisted play offers only")))
        << HintWords::worth(hint).toStdString();
    // Where nobody picks before it, the card is where it is.
    hint.line[1].contested = false;
    EXPECT_FALSE(HintWords::plan(hint).contains(QStringLiteral("still there")))
        << HintWords::plan(hint).toStdString();
}

} // namespace
} // namespace cor::app::test
