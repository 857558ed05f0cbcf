// The keyboard at the table, on the real game screen: Enter with nothing built or produced
// while either is still offered asks first; Esc keeps the turn, Enter again ends it.
#include "app/models/desktop.h"
#include "app/models/landmarks.h"
#include "tests/app/app_window.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QQuickItem>
#include <QTest>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

class TableKeys : public AppWindow {};

bool dialogShown(QQuickWindow& window) {
    const QQuickItem* button =
        Landmarks().find(window.contentItem(), QStringLiteral("endTurnAnyway"));
    return button != nullptr && button->isVisible();
}

TEST_F(TableKeys, EnterAsksBeforeEndingATurnWithNothingDone) {
    LocalGame& local = *Desktop::instance()->local();
    GameModel& game = *local.game();
    local.startLesson(); // a 2-player game against the beginner, lessons skipped
    local.lesson()->skip();
    QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
    std::uint32_t acted = ~0u;
    const auto settled = [&] {
        return game.yourTurn() && game.pending() == 0 && !game.feed()->bannerShown();
    };
    ASSERT_TRUE(waitFor(
        [&] {
            if (settled() && game.endingEarly()) {
                return true;
            }
            if (settled() && game.view()->stateId != acted) {
                act(game, acted);
            }
            return false;
        },
        60'000));
    const std::uint32_t before = game.view()->stateId;

    QTest::keyClick(window_, Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return dialogShown(*window_); }, 5'000));
    EXPECT_EQ(game.view()->stateId, before) << "asked, not ended";
    QTest::keyClick(window_, Qt::Key_Escape);
    ASSERT_TRUE(waitFor([&] { return !dialogShown(*window_); }, 5'000));
    EXPECT_EQ(game.view()->stateId, before) << "Esc keeps the turn";

    QTest::keyClick(window_, Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return dialogShown(*window_); }, 5'000));
    QTest::keyClick(window_, Qt::Key_Return);
    EXPECT_TRUE(waitFor([&] { return game.view()->stateId != before; }, 5'000))
        << "Enter again ends the turn";
    local.stop();
}

} // namespace
} // namespace cor::app::test
