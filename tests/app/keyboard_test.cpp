// The keyboard at the table, on the real game screen: Tab and Enter keep a card of the setup
// draft and take one from the offer; Enter with nothing built or produced while either is
// still offered asks first, Esc keeps the turn, Enter again ends it; at a hot-seat table a
// strip space's key picks it and Enter places the emissary.
#include "app/models/desktop.h"
#include "app/models/landmarks.h"
#include "tests/app/app_window.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QQuickItem>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
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

// The row of `cards` lifted as selected, -1: none.
int selectedRow(const CardListModel& cards) {
    for (std::size_t i = 0; i < cards.cards().size(); ++i) {
        if (cards.cards()[i].selected) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// The viewer's turn, everything before it shown and no banner up.
bool settledTurn(GameModel& game) {
    return game.yourTurn() && game.pending() == 0 && !game.feed()->bannerShown();
}

bool inHand(GameModel& game, Card card) {
    const auto& hand = game.hand()->cards();
    return std::any_of(hand.begin(), hand.end(),
                       [&](const CardEntry& e) { return e.card == card; });
}

// By keyboard alone: Tab picks (the card lifts), Enter keeps or takes it.
TEST_F(TableKeys, TabAndEnterKeepADraftCardAndTakeOneFromTheOffer) {
    LocalGame& local = *Desktop::instance()->local();
    GameModel& game = *local.game();
    local.startLesson();
    local.lesson()->skip();
    QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
    const auto settled = [&] { return settledTurn(game); };
    ASSERT_TRUE(waitFor([&] { return settled() && game.draftPack()->rowCount() > 0; }, 30'000));
    QTest::keyClick(window_, Qt::Key_Tab);
    ASSERT_EQ(game.picked(), 0);
    ASSERT_EQ(selectedRow(*game.draftPack()), 0) << "the picked card is lifted";
    const Card kept = game.draftPack()->cards().front().card;
    QTest::keyClick(window_, Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return inHand(game, kept); }, 5'000)) << "Enter keeps it";

    std::uint32_t acted = ~0u;
    const auto takeable = [&] {
        const auto& offer = game.offer()->cards();
        return std::count_if(offer.begin(), offer.end(),
                             [](const CardEntry& e) { return e.playable; });
    };
    ASSERT_TRUE(waitFor(
        [&] {
            if (settled() && takeable() > 0) {
                return true;
            }
            if (settled() && game.view()->stateId != acted) {
                act(game, acted);
            }
            return false;
        },
        60'000));
    const auto& offer = game.offer()->cards();
    const int first = static_cast<int>(
        std::find_if(offer.begin(), offer.end(), [](const CardEntry& e) { return e.playable; }) -
        offer.begin());
    QTest::keyClick(window_, Qt::Key_Tab);
    ASSERT_EQ(selectedRow(*game.offer()), first) << "Tab reaches the offer first";
    const Card taken = offer[static_cast<std::size_t>(first)].card;
    QTest::keyClick(window_, Qt::Key_Return);
    EXPECT_TRUE(waitFor([&] { return inHand(game, taken); }, 5'000)) << "Enter takes it";
    local.stop();
}

TEST_F(TableKeys, EnterAsksBeforeEndingATurnWithNothingDone) {
    LocalGame& local = *Desktop::instance()->local();
    GameModel& game = *local.game();
    local.startLesson(); // a 2-player game against the beginner, lessons skipped
    local.lesson()->skip();
    QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
    std::uint32_t acted = ~0u;
    const auto settled = [&] { return settledTurn(game); };
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

// The row of the strip the keyboard picked (a space's number), 0: none.
int pickedSpace(StripModel& strip) {
    for (int row = 0; row < strip.rowCount(); ++row) {
        if (strip.data(strip.index(row), StripModel::PickedRole).toBool()) {
            return strip.data(strip.index(row), StripModel::SpaceRole).toInt();
        }
    }
    return 0;
}

// At a hot-seat table a space's key only picks the space (the emissary is the whole turn, and the
// next person's curtain would come down at once): Enter places it, also for the round's last
// emissary, which assisted play offers only the spaces worth having. Tab walks the free spaces.
TEST_F(TableKeys, AtAHotSeatTableASpacesKeyPicksItAndEnterPlaces) {
    LocalGame& local = *Desktop::instance()->local();
    GameModel& game = *local.game();
    local.start(QVariantList{QVariantMap{{"name", "Aurelia"}, {"colour", 0}, {"bot", ""}},
                             QVariantMap{{"name", "Brutus"}, {"colour", 1}, {"bot", ""}},
                             QVariantMap{{"name", "Livia"}, {"colour", 2}, {"bot", "easy"}}},
                false, 0);
    QMetaObject::invokeMethod(window_, "show", Q_ARG(QVariant, QStringLiteral("game")));
    std::uint32_t acted = ~0u;
    const auto settled = [&] { return settledTurn(game); };
    ASSERT_TRUE(waitFor(
        [&] {
            if (game.feed()->bannerShown()) {
                game.feed()->dismissBanner();
            } else if (!game.curtain().isEmpty()) {
                game.liftCurtain();
            } else if (settled() && game.view()->phase == Phase::Emissaries &&
                       game.view()->placements + 1 == game.view()->playerCount) {
                return true; // the round's last emissary (assisted play offers it fewer spaces)
            } else if (settled() && game.view()->stateId != acted) {
                act(game, acted);
            }
            return false;
        },
        60'000));
    StripModel& strip = *game.strip();
    // A space the rules allow that assisted play leaves out is refused, saying why, and not
    // picked; a space it offers is picked.
    int free = 0;
    int leftOut = 0;
    for (const Action& action : game.legal()) {
        if (action.kind != ActionKind::Place) {
            continue;
        }
        const bool offered =
            strip.data(strip.index(action.amount - 1), StripModel::PlaceableRole).toBool();
        (offered ? free : leftOut) = action.amount;
    }
    ASSERT_GT(free, 0);
    const std::uint32_t before = game.view()->stateId;
    const int person = game.viewer();
    if (leftOut > 0) {
        QSignalSpy refused(&game, &GameModel::refused);
        QTest::keyClick(window_, static_cast<Qt::Key>(Qt::Key_0 + leftOut));
        EXPECT_EQ(refused.count(), 1) << "a space that does not glow is refused";
        EXPECT_EQ(pickedSpace(strip), 0);
        EXPECT_EQ(game.view()->stateId, before);
    }
    QTest::keyClick(window_, static_cast<Qt::Key>(Qt::Key_0 + free));
    EXPECT_EQ(game.view()->stateId, before) << "the key only picks";
    EXPECT_EQ(pickedSpace(strip), free);
    QTest::keyClick(window_, Qt::Key_Tab);
    EXPECT_NE(pickedSpace(strip), 0) << "Tab walks the free spaces";
    if (pickedSpace(strip) != free) { // (the same key again would place)
        QTest::keyClick(window_, static_cast<Qt::Key>(Qt::Key_0 + free));
        EXPECT_EQ(pickedSpace(strip), free);
    }
    QTest::keyClick(window_, Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return game.view()->stateId != before; }, 5'000))
        << "Enter places the emissary";
    EXPECT_EQ(game.view()->emissaries[static_cast<std::size_t>(free - 1)], person)
        << "on the space picked";
    local.stop();
}

} // namespace
} // namespace cor::app::test
