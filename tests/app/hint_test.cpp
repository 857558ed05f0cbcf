// Hints through the app's models: the hint is the search's choice among what the table offers,
// glows on the table and says why; what the seat cannot see changes nothing; it goes when the
// game moves on, an answer for a view that is gone is dropped; the hints asked are counted,
// saved with the game and shown on the score pad.
#include "app/models/hint_words.h"
#include "app/models/local_game.h"
#include "app/models/settings.h"
#include "engine/bots/bot.h"
#include "engine/bots/determinize.h"
#include "net/saved_game.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

// The rows of the table's models that glow for a hint.
std::size_t glowing(GameModel& game) {
    std::size_t rows = 0;
    for (QAbstractItemModel* model :
         std::initializer_list<QAbstractItemModel*>{game.strip(), game.offer(), game.draftPack(),
                                                    game.hand(), game.drawn(), game.city()}) {
        rows += trueRows(*model, "hinted").size();
    }
    return rows;
}

class Hints : public ::testing::Test {
  protected:
    void SetUp() override {
        Settings::instance()->setAnimationSpeed(Settings::Instant);
        // Assisted play would take some decisions itself while the expert thinks.
        Settings::instance()->setAssistedPlay(false);
    }
    void TearDown() override { Settings::instance()->setAssistedPlay(true); }
};

TEST_F(Hints, AreTheExpertsChoiceFromTheViewShownGoWithItAndAreCountedAndSaved) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hints.json"));
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "easy"}, {"Marcus", 2, "easy"}};
    setup.seed = 41;
    setup.savePath = path;
    local.start(setup);
    GameModel& game = *local.game();
    HintRequest& hints = *game.hints();
    const auto yourDecision = [&](std::uint32_t acted) {
        return waitFor(
            [&] { return game.yourTurn() && game.pending() == 0 && game.view()->stateId != acted; },
            30'000);
    };
    ASSERT_TRUE(yourDecision(~0u));
    ASSERT_TRUE(hints.available());
    EXPECT_EQ(glowing(game), 0u);

    hints.ask();
    EXPECT_TRUE(hints.busy());
    EXPECT_EQ(hints.count(), 1);
    ASSERT_TRUE(waitFor([&] { return hints.shown(); }, 5000));
    const PlayerView view = *game.view();
    const ActionList offered = game.choices();
    const Action hinted = hints.hint()->action;
    EXPECT_TRUE(offered.contains(hinted));
    EXPECT_EQ(*hints.hint(), hintFor(view, offered)) << "the search over what the table offers";
    EXPECT_FALSE(hints.text().isEmpty());
    EXPECT_EQ(glowing(game), hinted.kind == ActionKind::Build ? 2u : 1u)
        << "the card, the space (and a build's cell) glow";

    // A state that differs only in what the seat cannot see gives the same hint and words.
    Rng rng(7);
    const Hint same = hintFor(makeView(determinize(view, rng), view.viewer), offered);
    EXPECT_EQ(same, *hints.hint());
    EXPECT_EQ(HintWords::line(same), hints.text() + u' ' + hints.why());

    hints.ask(); // the hint shown already: nothing new
    EXPECT_FALSE(hints.busy());
    EXPECT_EQ(hints.count(), 1);

    std::uint32_t acted = ~0u;
    act(game, acted);
    ASSERT_TRUE(waitFor([&] { return game.view()->stateId != view.stateId; }, 5000));
    EXPECT_FALSE(hints.shown()) << "the hint goes when the player acts";
    EXPECT_EQ(glowing(game), 0u);

    // Asked, then the player acts before the answer: it is dropped.
    ASSERT_TRUE(yourDecision(acted));
    hints.ask();
    ASSERT_TRUE(hints.busy());
    const std::uint32_t asked = game.view()->stateId;
    act(game, acted);
    ASSERT_TRUE(waitFor([&] { return game.view()->stateId != asked; }, 5000));
    EXPECT_FALSE(hints.busy());
    waitFor([] { return false; }, 1500); // longer than the expert thinks
    EXPECT_FALSE(hints.shown());
    EXPECT_EQ(glowing(game), 0u);

    EXPECT_EQ(hints.count(), 2);
    EXPECT_EQ(local.host()->seats()[0].hints, 2);
    EXPECT_EQ(net::readSavedGame(path).seats[0].hints, 2) << "saved with the game";
    local.stop();
    LocalGame again;
    ASSERT_EQ(again.resume(path), QString());
    EXPECT_EQ(again.game()->hints()->counts()[0], 2) << "a continued game keeps its count";
}

TEST_F(Hints, NameOnlyWhatTheTableOffersWithAssistedPlay) {
    Settings::instance()->setAssistedPlay(true);
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "beginner"}};
    setup.seed = 43;
    local.start(setup);
    GameModel& game = *local.game();
    HintRequest& hints = *game.hints();
    // Decisions until one where assisted play hides a legal action from the table.
    std::uint32_t acted = ~0u;
    for (int decision = 0; decision < 200; ++decision) {
        ASSERT_TRUE(waitFor(
            [&] { return game.yourTurn() && game.pending() == 0 && game.view()->stateId != acted; },
            30'000));
        if (static_cast<int>(game.legal().size()) > game.choices().size()) {
            break;
        }
        act(game, acted);
    }
    ASSERT_GT(static_cast<int>(game.legal().size()), game.choices().size());
    hints.ask();
    ASSERT_TRUE(waitFor([&] { return hints.shown(); }, 5000));
    EXPECT_TRUE(game.choices().contains(hints.hint()->action));
    EXPECT_EQ(*hints.hint(), hintFor(*game.view(), game.choices()));
    local.stop();
}

TEST_F(Hints, TheScorePadShowsWhoAskedHowMany) {
    ScoreModel pad;
    pad.setSheets({ScoreSheet{}, ScoreSheet{}}, {1, 2}, {3, 4});
    EXPECT_EQ(pad.rowCount(), 11);
    pad.setHints({0, 0});
    EXPECT_EQ(pad.rowCount(), 11) << "nobody asked: no row";
    pad.setHints({0, 3});
    ASSERT_EQ(pad.rowCount(), 12);
    const QModelIndex last = pad.index(11);
    EXPECT_EQ(pad.data(last, ScoreModel::LabelRole).toString(), QStringLiteral("Hints"));
    EXPECT_EQ(pad.data(last, ScoreModel::ValuesRole).toList(), (QVariantList{QString(), 3}));
    pad.setSheets({ScoreSheet{}, ScoreSheet{}}, {1, 2}, {3, 4});
    EXPECT_EQ(pad.rowCount(), 11) << "a new game forgets them";
}

TEST_F(Hints, AreOffInALanGameUntilTheHostAllowsThem) {
    NetworkGame guest;
    EXPECT_FALSE(guest.game()->hints()->allowed());
    EXPECT_FALSE(guest.game()->hints()->available());
    EXPECT_FALSE(guest.game()->hints()->unavailableText().isEmpty());
}

} // namespace
} // namespace cor::app::test
