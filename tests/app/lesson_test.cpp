// "Learn to play" played through to the end by following its own instructions, on the real
// game screen, in English and in German: "Got it" where a lesson asks for it; the move of the
// kind a lesson waits for; otherwise the first move offered. Every lesson is given, and each
// one, while it is shown, names an item that is on screen.
#include "app/models/desktop.h"
#include "app/models/landmarks.h"
#include "app/models/settings.h"
#include "tests/app/app_window.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <set>

// The QML modules are imported once for the executable, by screens_test.cpp.

namespace cor::app::test {
namespace {

using net::test::waitFor;

// The move of the kind `wait` names, where one is offered; false where none is.
bool moveOfKind(GameModel& game, Lesson::Wait wait) {
    switch (wait) {
    case Lesson::Wait::Draft:
        if (const auto pack = trueRows(*game.draftPack(), "playable"); !pack.empty()) {
            game.draft(pack.front());
            return true;
        }
        break;
    case Lesson::Wait::Place:
        if (const auto spaces = trueRows(*game.strip(), "placeable"); !spaces.empty()) {
            game.placeEmissary(spaces.front() + 1);
            return true;
        }
        break;
    case Lesson::Wait::Take:
        if (const auto offer = trueRows(*game.offer(), "playable"); !offer.empty()) {
            game.take(offer.front());
            return true;
        }
        break;
    case Lesson::Wait::Build:
        if (const auto hand = trueRows(*game.hand(), "playable"); !hand.empty()) {
            game.select(hand.front());
            game.moveCursor(1, 0);
            return game.confirm();
        }
        break;
    case Lesson::Wait::Produce:
        if (game.canProduce()) {
            game.produce();
            return true;
        }
        break;
    case Lesson::Wait::School:
        if (const QVariantList decks = game.deckChoices(); !decks.isEmpty()) {
            game.chooseDeck(decks.front().toMap().value("deck").toInt());
            return true;
        }
        break;
    case Lesson::Wait::Acknowledge:
        break;
    }
    return false;
}

class LearnToPlay : public AppWindow {};

// Where the item called `name` is shown in the window; empty where it is not.
QRectF shownRect(QQuickWindow& window, const QString& name) {
    const QQuickItem* item = Landmarks().find(window.contentItem(), name);
    if (item == nullptr || !item->isVisible() || item->width() <= 0 || item->height() <= 0) {
        return {};
    }
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// Every card of the offer is drawn, opaque (a positioner's add transition once left the cards
// of a new round transparent).
bool offerDrawn(QQuickWindow& window, GameModel& game) {
    QAbstractItemModel& offer = *game.offer();
    const int cardRole = offer.roleNames().key("card");
    for (int row = 0; row < offer.rowCount(); ++row) {
        const QString card = offer.data(offer.index(row, 0), cardRole).toString();
        const QQuickItem* item =
            Landmarks().find(window.contentItem(), QStringLiteral("offer-") + card);
        double opacity = 1.0;
        for (const QQuickItem* i = item; i != nullptr; i = i->parentItem()) {
            opacity *= i->isVisible() ? i->opacity() : 0.0;
        }
        if (item == nullptr || opacity < 0.99) {
            return false;
        }
    }
    return true;
}

// The item called `name` is shown, with a size, inside the window.
bool onScreen(QQuickWindow& window, const QString& name) {
    return shownRect(window, name).intersects(QRectF(0, 0, window.width(), window.height()));
}

TEST_F(LearnToPlay, TheLessonsArePlayedThroughByFollowingThemInBothLanguages) {
    std::map<Lesson::Topic, QString> english;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        SCOPED_TRACE(language.toStdString());
        Settings::instance()->useLanguageForThisRun(language);
        Settings::instance()->applyLanguage();
        LocalGame& local = *Desktop::instance()->local();
        Lesson& lesson = *local.lesson();
        GameModel& game = *local.game();
        local.startLesson();
        QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
        std::map<Lesson::Topic, QString> given;
        std::uint32_t acted = ~0u;
        const bool ended = waitFor(
            [&] {
                if (game.over()) {
                    return true;
                }
                if (lesson.shown()) {
                    const Lesson::Topic topic = *lesson.topic();
                    if (!given.contains(topic)) {
                        given[topic] = lesson.text();
                        if (topic == Lesson::Topic::Draft) {
                            // Two different cards: the choice is the player's, not assisted
                            // play's.
                            std::set<Card> cards;
                            for (const Action& action : game.choices()) {
                                cards.insert(action.card);
                            }
                            EXPECT_GE(cards.size(), 2u);
                        }
                        // Once laid out (a new screen has no size at first).
                        const QString target = lesson.target();
                        EXPECT_TRUE(waitFor([&] { return onScreen(*window_, target); }, 20'000))
                            << "lesson " << static_cast<int>(topic) << " points at "
                            << target.toStdString() << ", not on screen";
                        EXPECT_TRUE(waitFor(
                            [&] { return onScreen(*window_, QStringLiteral("lessonCallout")); },
                            20'000))
                            << "lesson " << static_cast<int>(topic);
                        // Where the callout has settled, it leaves what it points at in sight.
                        EXPECT_TRUE(waitFor(
                            [&] {
                                return !shownRect(*window_, QStringLiteral("lessonCallout"))
                                            .intersects(shownRect(*window_, target));
                            },
                            20'000))
                            << "lesson " << static_cast<int>(topic) << " hides "
                            << target.toStdString();
                        // Nor does it cover the story; a line leads from it to its ring.
                        EXPECT_FALSE(
                            shownRect(*window_, QStringLiteral("lessonCallout"))
                                .intersects(shownRect(*window_, QStringLiteral("storyPanel"))))
                            << "lesson " << static_cast<int>(topic) << " covers the story";
                        // (Once the callout stands apart from the ring: it may pass near it on
                        // its way while the table is laid out.)
                        EXPECT_TRUE(waitFor(
                            [&] { return onScreen(*window_, QStringLiteral("lessonLine")); },
                            20'000))
                            << "lesson " << static_cast<int>(topic) << " has no line to its ring";
                    }
                    if (lesson.waitsFor() == Lesson::Wait::Acknowledge) {
                        // "Got it" by its key, Space.
                        QTest::keyClick(window_, Qt::Key_Space);
                        return false;
                    }
                }
                if (!game.yourTurn() || game.pending() > 0 || game.feed()->bannerShown() ||
                    game.view()->stateId == acted) {
                    return false;
                }
                const ActionList& choices = game.choices();
                if (std::any_of(choices.begin(), choices.end(),
                                [](const Action& a) { return a.kind == ActionKind::Take; })) {
                    EXPECT_TRUE(waitFor([&] { return offerDrawn(*window_, game); }, 20'000))
                        << "a card of the offer is not drawn, round " << int{game.view()->round};
                }
                if (lesson.shown() && moveOfKind(game, lesson.waitsFor())) {
                    acted = game.view()->stateId;
                    return false;
                }
                act(game, acted);
                return false;
            },
            240'000);
        ASSERT_TRUE(ended) << "the lesson game did not end";
        EXPECT_FALSE(lesson.active()) << "every lesson was given";
        for (int topic = 0; topic < lesson.count(); ++topic) {
            EXPECT_TRUE(given.contains(static_cast<Lesson::Topic>(topic)))
                << "lesson " << topic << " was never given";
        }
        for (const auto& [topic, text] : given) {
            EXPECT_FALSE(text.isEmpty());
            if (language == QStringLiteral("en")) {
                english[topic] = text;
            } else {
                EXPECT_NE(text, english[topic]) << "translated: " << text.toStdString();
            }
        }
        local.stop();
    }
    Settings::instance()->useLanguageForThisRun(QStringLiteral("en"));
    Settings::instance()->applyLanguage();
}

TEST_F(LearnToPlay, SkippingEndsTheLessonsAndTheGameGoesOnAndItStartsAgain) {
    LocalGame& local = *Desktop::instance()->local();
    Lesson& lesson = *local.lesson();
    local.startLesson();
    ASSERT_TRUE(waitFor([&] { return lesson.shown(); }));
    EXPECT_EQ(lesson.topic(), Lesson::Topic::Draft);
    lesson.skip();
    EXPECT_FALSE(lesson.shown());
    EXPECT_FALSE(lesson.active());
    std::uint32_t acted = ~0u;
    ASSERT_TRUE(waitFor([&] {
        act(*local.game(), acted);
        return local.game()->phase() == GameModel::Phase::Actions;
    }));
    EXPECT_FALSE(lesson.shown()) << "no lesson after a skip";
    local.startLesson();
    ASSERT_TRUE(waitFor([&] { return lesson.shown(); }));
    EXPECT_EQ(lesson.topic(), Lesson::Topic::Draft) << "started again from the first";
    EXPECT_EQ(lesson.step(), 1);
    local.stop();
}

} // namespace
} // namespace cor::app::test
