// What a person at the table is shown: every kind of moment presented with its words in both
// languages; the feed holds other seats' actions and banners at the pace chosen and tells the
// story since a seat's last decision; the hand bar shows the viewer's own resources; a refused
// gesture says why, where it was made; the table's sounds follow what it shows.
#include "app/models/feed.h"
#include "app/models/local_game.h"
#include "app/models/log_model.h"
#include "app/models/presentation.h"
#include "app/models/settings.h"
#include "app/models/sounds.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QFile>
#include <QSignalSpy>
#include <gtest/gtest.h>
#include <optional>
#include <vector>

namespace cor::app::test {
namespace {

using net::test::spin;
using net::test::waitFor;

QString nameOf(int seat) {
    return seat == 1 ? QStringLiteral("Livia") : QStringLiteral("Marcus");
}

Event event(EventKind kind, int seat = -1, Card card = Card::None, int value = 0, int amount = 0) {
    Event e;
    e.kind = kind;
    e.seat = static_cast<std::int8_t>(seat);
    e.card = card;
    e.value = static_cast<std::int16_t>(value);
    e.amount = static_cast<std::int16_t>(amount);
    return e;
}

Presented only(const EventLog& events) {
    const std::vector<Presented> items = present(events, 14, nameOf);
    EXPECT_EQ(items.size(), 1u);
    return items.empty() ? Presented{} : items.front();
}

struct Texts {
    QString take, build, produce, scoring, lost, round, lastRound, newCards, end;
};

Texts presentEveryKind() {
    Texts t;
    Presented p = only({event(EventKind::CardTaken, 1, Card::Market)});
    EXPECT_EQ(p.kind, Presented::Kind::Action);
    EXPECT_EQ(p.seat, 1);
    t.take = p.title;

    p = only(
        {event(EventKind::Built, 1, Card::Market, 2), event(EventKind::CoinsGained, 1, {}, 3)});
    EXPECT_EQ(p.event, EventKind::Built);
    EXPECT_EQ(p.card, Card::Market);
    t.build = p.title;

    p = only({event(EventKind::Produced, 2), event(EventKind::CoinsGained, 2, {}, 2),
              event(EventKind::InfluenceGained, 2, {}, 1)});
    EXPECT_EQ(p.seat, 2);
    t.produce = p.title;

    p = only({event(EventKind::InfluenceAwarded, 2, {}, 6, 5)});
    EXPECT_EQ(p.kind, Presented::Kind::InfluenceScoring);
    EXPECT_EQ(p.lines.size(), 1);
    t.scoring = p.lines.join(QLatin1Char(' '));

    p = only({event(EventKind::InfluencePostponed, -1, {}, 6, 1)});
    t.lost = p.lines.join(QLatin1Char(' '));

    p = only({event(EventKind::RoundStarted, -1, {}, 5, 0b01011),
              event(EventKind::CardRevealed, -1, Card::Arena),
              event(EventKind::InfluenceRevealed, -1, {}, 6)});
    EXPECT_EQ(p.kind, Presented::Kind::RoundStart);
    EXPECT_EQ(p.lines.size(), 3);
    t.round = p.title;
    t.newCards = p.lines.join(QLatin1Char(' '));

    t.lastRound = only({event(EventKind::RoundStarted, -1, {}, 14)}).title;

    p = only({event(EventKind::GameEnded)});
    EXPECT_EQ(p.kind, Presented::Kind::GameEnd);
    t.end = p.title;
    return t;
}

TEST(Presentation, EveryMomentIsPresentedWithItsWordsInBothLanguages) {
    Settings& settings = *Settings::instance();
    settings.setLanguage(QStringLiteral("en"));
    settings.applyLanguage(); // the English plural forms
    const Texts en = presentEveryKind();
    EXPECT_EQ(en.take, QStringLiteral("Livia takes Market"));
    EXPECT_EQ(en.build, QStringLiteral("Livia builds Market, paying 2 coins: +3 coins"));
    EXPECT_EQ(en.produce, QStringLiteral("Marcus produces: +2 coins, +1 influence"));
    EXPECT_TRUE(en.scoring.contains(QStringLiteral("Marcus"))) << en.scoring.toStdString();
    EXPECT_TRUE(en.scoring.contains(QStringLiteral("5 influence tokens")));
    EXPECT_TRUE(en.lost.contains(QStringLiteral("lost")))
        << "a tie in the last round loses the cards";
    EXPECT_EQ(en.round, QStringLiteral("Round 5 of 14"));
    EXPECT_TRUE(en.lastRound.contains(QStringLiteral("Last round")));
    EXPECT_TRUE(en.newCards.contains(QStringLiteral("Arena")));
    EXPECT_TRUE(en.newCards.contains(QStringLiteral("Influence card 6")));
    EXPECT_TRUE(en.newCards.contains(QStringLiteral("Action strip: ▰▰⚙▰⚙")))
        << en.newCards.toStdString();
    EXPECT_EQ(en.end, QStringLiteral("Final scoring"));

    settings.setLanguage(QStringLiteral("de"));
    const Texts de = presentEveryKind();
    settings.setLanguage(QStringLiteral("en"));
    EXPECT_TRUE(de.take.contains(QStringLiteral("Markt"))) << de.take.toStdString();
    EXPECT_TRUE(de.build.contains(QStringLiteral("Markt"))) << de.build.toStdString();
    EXPECT_TRUE(de.build.contains(QStringLiteral("+3 Geld")));
    EXPECT_TRUE(de.produce.contains(QStringLiteral("+1 Einfluss")));
    EXPECT_TRUE(de.scoring.contains(QStringLiteral("Einflussmarker")));
    EXPECT_TRUE(de.lost.contains(QStringLiteral("verfallen"))) << de.lost.toStdString();
    EXPECT_EQ(de.round, QStringLiteral("Runde 5 von 14"));
    EXPECT_TRUE(de.lastRound.contains(QStringLiteral("Letzte Runde")));
    EXPECT_TRUE(de.newCards.contains(QStringLiteral("Neu im Angebot")));
    EXPECT_TRUE(de.newCards.contains(QStringLiteral("Aktionsstreifen: ▰▰⚙▰⚙")));
    EXPECT_EQ(de.end, QStringLiteral("Schlusswertung"));
}

// A view where `toAct` is to act, seen by seat 0.
Update updateOf(EventLog events, int toAct) {
    Update update;
    update.view.viewer = 0;
    update.view.rounds = 14;
    update.view.toAct = static_cast<std::int8_t>(toAct);
    update.events = std::move(events);
    return update;
}

// The story's rows as "who: move · move" (seat), one string each.
QStringList storyRows(Feed& feed) {
    StoryModel* story = feed.story();
    QStringList rows;
    for (int row = 0; row < story->rowCount(); ++row) {
        const QModelIndex at = story->index(row);
        rows << QStringLiteral("%1 %2: %3")
                    .arg(story->data(at, StoryModel::SeatRole).toInt())
                    .arg(story->data(at, StoryModel::WhoRole).toString(),
                         story->data(at, StoryModel::MovesRole)
                             .toStringList()
                             .join(QStringLiteral(" · ")));
    }
    return rows;
}

// A bot standing in for the viewer's own seat (its person away): its moves are announced, and
// are news to the person, under the bot's name.
TEST(Feed, AStandInsMovesForTheViewersSeatAreNewsToThem) {
    Feed feed([](const Update&) {}, nameOf);
    feed.decided(0);
    Update update = updateOf({event(EventKind::CardTaken, 0, Card::Market)}, 1);
    update.by = net::Actor::StandIn;
    feed.push(update);
    EXPECT_TRUE(feed.announcement().contains(QStringLiteral("Market")))
        << feed.announcement().toStdString();
    EXPECT_EQ(storyRows(feed), QStringList{QStringLiteral("0 Marcus (bot): takes Market")});
}

// The story: every move since the viewer's last decision, a player's consecutive moves in one
// row, a new round a row of its own; it stays until the viewer decides (not when assisted
// play decides for them), however long the wait.
TEST(Feed, TheStoryTellsEveryMoveSinceTheViewersLastDecisionByPlayer) {
    Feed feed([](const Update&) {}, nameOf);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 1));
    feed.push(updateOf({event(EventKind::Produced, 1)}, 2));
    feed.push(updateOf(
        {event(EventKind::CardTaken, 2, Card::Arena), event(EventKind::RoundStarted, -1, {}, 2)},
        0));
    feed.push(updateOf({event(EventKind::CardTaken, 0, Card::Vineyard)}, 1)); // the viewer's own
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::GrainFarm)}, 1));
    const QStringList rows = storyRows(feed);
    ASSERT_EQ(rows.size(), 4) << rows.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(rows[0].startsWith(QStringLiteral("1 Livia: takes Market · ")))
        << rows[0].toStdString();
    EXPECT_EQ(rows[1], QStringLiteral("2 Marcus: takes Arena"));
    EXPECT_TRUE(rows[2].startsWith(QStringLiteral("-1 Round 2 of 14: "))) << rows[2].toStdString();
    EXPECT_TRUE(rows[3].startsWith(QStringLiteral("1 Livia: takes "))) << rows[3].toStdString();
    EXPECT_EQ(feed.story()->moves(), 5);

    feed.decided(0, true);
    EXPECT_EQ(feed.story()->moves(), 5) << "assisted play decided: the player has not read it";
    feed.decided(1);
    EXPECT_EQ(feed.story()->moves(), 5) << "another seat's decision is not the viewer's";
    feed.decided(0);
    EXPECT_EQ(feed.story()->rowCount(), 0);

    for (int i = 0; i < 30; ++i) {
        feed.push(updateOf({event(EventKind::Produced, 1 + i % 2)}, 1));
    }
    EXPECT_EQ(feed.story()->moves(), 30) << "all of them, not the newest few";
    EXPECT_EQ(feed.story()->rowCount(), 30) << "the players alternated";
}

// A seat that continues a game (or rejoins it) reads in its story what happened since its last
// decision, from the history the host kept, and the moves that follow.
TEST(Feed, AContinuedGamesStoryComesFromTheHistory) {
    Feed feed([](const Update&) {}, nameOf);
    const net::History history{net::HistoryEvent{event(EventKind::CardTaken, 1, Card::Market)},
                               net::HistoryEvent{event(EventKind::CardTaken, 0, Card::Arena)},
                               net::HistoryEvent{event(EventKind::Produced, 1)}};
    feed.recall(history, {0}, 14);
    feed.push(updateOf({event(EventKind::CardTaken, 2, Card::Vineyard)}, 0));
    const QStringList rows = storyRows(feed);
    ASSERT_EQ(rows.size(), 2) << rows.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(rows[0].startsWith(QStringLiteral("1 Livia: produces"))) << rows[0].toStdString();
    EXPECT_EQ(rows[1], QStringLiteral("2 Marcus: takes Vineyard"));
}

// Hot seat: the screen's eyes pass to another person, and the story and the ticker with them
// (the next person read the last one's, emptied by their decision, and an older move).
TEST(Feed, TheStoryIsThatOfThePersonWhoseEyesTheScreenHas) {
    Feed feed([](const Update&) {}, nameOf);
    Update update = updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 0);
    update.view.viewer = 1; // Livia's eyes: her own move is no news to her
    feed.push(update);
    EXPECT_TRUE(storyRows(feed).isEmpty());
    EXPECT_EQ(feed.announcementSeat(), -1) << "her own move is not announced to her";
    feed.follow(0);
    EXPECT_EQ(storyRows(feed), QStringList{QStringLiteral("1 Livia: takes Market")});
    // The ticker too is the next person's: the newest move they have not seen made.
    EXPECT_EQ(feed.announcementSeat(), 1);
    EXPECT_EQ(feed.announcement(), QStringLiteral("Livia takes Market"));

    // A move assisted play decided says so after it, the player's name first as ever.
    Update assisted = updateOf({event(EventKind::CardTaken, 0, Card::Arena)}, 1);
    assisted.by = net::Actor::Assisted;
    feed.push(assisted);
    feed.follow(1);
    EXPECT_EQ(storyRows(feed),
              QStringList{QStringLiteral("0 Marcus: takes Arena (assisted play)")});
}

TEST(Feed, WhatAssistedPlayDecidedIsAnnouncedUntilThePlayerMovesAgain) {
    Feed feed([](const Update&) {}, nameOf);
    Update assisted = updateOf({event(EventKind::CardTaken, 0, Card::Arena)}, 0);
    assisted.by = net::Actor::Assisted;
    feed.push(assisted);
    EXPECT_EQ(feed.announcementSeat(), 0);
    EXPECT_TRUE(feed.announcement().startsWith(QStringLiteral("Assisted play: ")))
        << feed.announcement().toStdString();
    feed.push(updateOf({event(EventKind::CardTaken, 0, Card::Market)}, 1));
    EXPECT_EQ(feed.announcementSeat(), -1);
    EXPECT_TRUE(feed.announcement().isEmpty()) << feed.announcement().toStdString();
}

// The story is told again in the language chosen: a new round, a move assisted play decided.
TEST(Feed, TheStoryIsToldAgainInANewLanguage) {
    Settings& settings = *Settings::instance();
    settings.setLanguage(QStringLiteral("en"));
    Feed feed([](const Update&) {}, nameOf);
    feed.push(updateOf(
        {event(EventKind::RoundStarted, -1, {}, 2), event(EventKind::CardTaken, 1, Card::Market)},
        0));
    Update assisted = updateOf({event(EventKind::CardTaken, 0, Card::Arena)}, 1);
    assisted.by = net::Actor::Assisted;
    feed.push(assisted);
    feed.follow(1);
    const QStringList english = storyRows(feed);
    ASSERT_EQ(english.size(), 2) << english.join(u'|').toStdString();
    EXPECT_TRUE(english[0].startsWith(QStringLiteral("-1 Round 2 of 14")));

    settings.setLanguage(QStringLiteral("de"));
    feed.retranslate();
    const QStringList german = storyRows(feed);
    settings.setLanguage(QStringLiteral("en"));
    ASSERT_EQ(german.size(), 2) << german.join(u'|').toStdString();
    EXPECT_TRUE(german[0].startsWith(QStringLiteral("-1 Runde 2 von 14")))
        << german[0].toStdString();
    EXPECT_TRUE(german[1].contains(QStringLiteral("Arena"))) << german[1].toStdString();
    EXPECT_FALSE(german[1].contains(QStringLiteral("assisted play"))) << german[1].toStdString();
    EXPECT_NE(german[1], english[1]) << "the move's words are German too";
}

// The ticker's line follows a new language as the story does (it stayed in the old one).
TEST(Feed, TheTickerSpeaksTheNewLanguage) {
    Settings& settings = *Settings::instance();
    settings.setLanguage(QStringLiteral("en"));
    Feed feed([](const Update&) {}, nameOf);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 0));
    const QString english = feed.announcement();
    ASSERT_TRUE(english.contains(QStringLiteral("Market"))) << english.toStdString();

    settings.setLanguage(QStringLiteral("de"));
    feed.retranslate();
    const QString german = feed.announcement();
    settings.setLanguage(QStringLiteral("en"));
    EXPECT_EQ(feed.announcementSeat(), 1);
    EXPECT_TRUE(german.contains(QStringLiteral("Markt"))) << german.toStdString();
    EXPECT_FALSE(german.contains(QStringLiteral("takes"))) << german.toStdString();
}

// One who only watches (no seat) reads the round under way.
TEST(Feed, AWatchersStoryIsTheRoundUnderWay) {
    Feed feed([](const Update&) {}, nameOf);
    Update update = updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 1);
    update.view.viewer = -1;
    feed.push(update);
    update.events = {event(EventKind::RoundStarted, -1, {}, 2),
                     event(EventKind::CardTaken, 2, Card::Arena)};
    feed.push(update);
    const QStringList rows = storyRows(feed);
    ASSERT_EQ(rows.size(), 2) << rows.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(rows[0].startsWith(QStringLiteral("-1 Round 2 of 14")));
    EXPECT_EQ(rows[1], QStringLiteral("2 Marcus: takes Arena"));
}

// Livia builds a card and takes the build back: the undo, which names nothing, takes the build
// out of the viewer's story, the ticker and the log; what she did before stays, and so does a
// chat line said meanwhile.
TEST(Feed, AnUndoTakesTheActionOutOfTheStoryTheTickerAndTheLog) {
    LogModel log(nameOf);
    Feed feed([&](const Update& u) { log.append(u.events, u.by); }, nameOf);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 1));
    feed.push(updateOf(
        {event(EventKind::Built, 1, Card::TempleMinerva), event(EventKind::CoinsGained, 1, {}, 2)},
        1));
    EXPECT_TRUE(feed.announcement().contains(QStringLiteral("Minerva")));
    log.appendChat(0, QStringLiteral("Marcus"), QStringLiteral("Nice temple"), false);
    Event undone = event(EventKind::Undone, 1);
    undone.secretFrom = 0b1101; // what another seat receives: only that the turn went back
    feed.push(updateOf({undone}, 1));
    EXPECT_EQ(storyRows(feed), QStringList{QStringLiteral("1 Livia: takes Market")});
    EXPECT_EQ(feed.announcement(), QStringLiteral("Livia takes Market"));
    QStringList lines;
    for (int row = 0; row < log.rowCount(); ++row) {
        lines << log.data(log.index(row), LogModel::TextRole).toString();
    }
    EXPECT_EQ(lines, (QStringList{QStringLiteral("Livia takes Market"),
                                  QStringLiteral("Marcus: Nice temple")}));

    feed.push(updateOf({undone}, 1)); // and the take
    EXPECT_TRUE(storyRows(feed).isEmpty());
    EXPECT_EQ(log.count(), 1) << "the chat line";
}

TEST(Feed, HoldsOtherSeatsActionsAndBannersAtThePace) {
    std::vector<int> released;
    Feed feed([&](const Update& u) { released.push_back(u.view.toAct); }, nameOf);
    feed.setPace(150);
    feed.decided(0);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 1));
    EXPECT_EQ(feed.announcement(), QStringLiteral("Livia takes Market"));
    EXPECT_EQ(feed.announcementSeat(), 1);
    EXPECT_FALSE(feed.idle()) << "another seat acts next: this action stays a moment";
    feed.push(updateOf({event(EventKind::Produced, 1)}, 1));
    feed.push(
        updateOf({event(EventKind::TurnEnded, 1), event(EventKind::RoundStarted, -1, {}, 2)}, 0));
    EXPECT_EQ(released.size(), 1u);
    EXPECT_EQ(feed.pending(), 2);
    EXPECT_TRUE(waitFor([&] { return released.size() == 2; }, 2000));
    EXPECT_TRUE(waitFor([&] { return released.size() == 3; }, 2000));
    EXPECT_TRUE(feed.bannerShown());
    EXPECT_EQ(feed.bannerTitle(), QStringLiteral("Round 2 of 14"));
    EXPECT_FALSE(feed.idle()) << "the banner holds the table";
    QSignalSpy idle(&feed, &Feed::becameIdle);
    feed.dismissBanner();
    EXPECT_FALSE(feed.bannerShown());
    EXPECT_EQ(idle.count(), 1);
    ASSERT_EQ(feed.history().size(), 4u);

    feed.setPace(0);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Arena)}, 1));
    feed.push(updateOf({event(EventKind::RoundStarted, -1, {}, 3)}, 1));
    EXPECT_TRUE(waitFor([&] { return feed.idle(); }, 100)) << "at the fastest pace nothing waits";
    EXPECT_FALSE(feed.bannerShown());
}

// A local game of a person against a bot, played by the first gesture offered until `done`.
bool playLocalUntil(LocalGame& local, const std::function<bool(GameModel&)>& done) {
    GameModel& game = *local.game();
    std::uint32_t acted = ~0u;
    return waitFor(
        [&] {
            if (done(game)) {
                return true;
            }
            act(game, acted);
            return false;
        },
        60'000);
}

class TableModels : public ::testing::Test {
  protected:
    void SetUp() override {
        Settings::instance()->setAnimationSpeed(Settings::Instant);
        LocalSetup setup;
        setup.seats = {{"Aurelia", 0, {}}, {"Livia", 1, "greedy"}};
        setup.seed = 41;
        local.start(setup);
    }
    LocalGame local;
};

TEST_F(TableModels, TheHandBarShowsTheViewersOwnResourcesWhateverIsShown) {
    GameModel& game = *local.game();
    const auto own = [&] { return int(game.view()->players[0].coins); };
    // Another seat's action turn: the turn's bricks and cogs are not the viewer's. Looked at
    // on every change (a poll could miss the moment between two updates).
    struct Figures {
        int bricks, cogs, coins, own;
    };
    std::optional<Figures> seen;
    QObject::connect(&game, &GameModel::updated, &game, [&] {
        const auto& v = game.view();
        if (!seen && v && v->phase == Phase::Actions && v->turn.seat == 1 && v->turn.bricks > 0) {
            seen = Figures{game.bricks(), game.cogs(), game.coins(), own()};
        }
    });
    ASSERT_TRUE(playLocalUntil(local, [&](GameModel&) { return seen.has_value(); }));
    EXPECT_EQ(seen->bricks, 0);
    EXPECT_EQ(seen->cogs, 0);
    EXPECT_EQ(seen->coins, seen->own);
    // The viewer's turn with the opponent's city shown: still the viewer's figures.
    ASSERT_TRUE(playLocalUntil(local, [](GameModel& g) {
        return g.yourTurn() && g.pending() == 0 && g.view()->phase == Phase::Actions &&
               g.view()->players[0].coins != g.view()->players[1].coins;
    }));
    game.showCity(1);
    EXPECT_EQ(game.shownSeat(), 1);
    EXPECT_EQ(game.coins(), own());
    EXPECT_EQ(game.bricks(), int(game.view()->turn.bricks));
    EXPECT_EQ(game.brickTokens(), game.view()->players[0].city.brickTokenCount());
}

TEST_F(TableModels, ARefusedGestureSaysWhyWhereItWasMade) {
    GameModel& game = *local.game();
    QSignalSpy refused(&game, &GameModel::refused);
    ASSERT_TRUE(playLocalUntil(local, [](GameModel& g) {
        return g.yourTurn() && g.pending() == 0 && g.view()->phase == Phase::Actions &&
               !g.view()->turn.took && g.hand()->count() > 0;
    }));
    game.select(0); // nothing taken yet: no card can be built
    ASSERT_EQ(refused.count(), 1);
    EXPECT_EQ(refused.at(0).at(0).toString(), QStringLiteral("Take a card from the offer first."));
    EXPECT_EQ(refused.at(0).at(1).value<GameModel::Place>(), GameModel::Place::Hand);
    EXPECT_LT(game.selectedCard(), 0);

    game.placeEmissary(1); // the host refuses: the emissaries are placed; the text says what now
    ASSERT_TRUE(waitFor([&] { return refused.count() == 2; }, 5000));
    EXPECT_EQ(refused.at(1).at(0).toString(),
              QStringLiteral("Not now. Take a card from the offer."));
    EXPECT_EQ(refused.at(1).at(1).value<GameModel::Place>(), GameModel::Place::Strip);

    const auto offer = trueRows(*game.offer(), "playable");
    ASSERT_FALSE(offer.empty());
    game.take(offer.front());
    ASSERT_TRUE(waitFor([&] { return game.view()->turn.took && game.pending() == 0; }, 5000));
    if (game.offer()->count() > 0) {
        game.take(0); // a second take
        ASSERT_TRUE(waitFor([&] { return refused.count() == 3; }, 5000));
        EXPECT_EQ(refused.at(2).at(0).toString(),
                  QStringLiteral("You have taken a card this turn already."));
        EXPECT_EQ(refused.at(2).at(1).value<GameModel::Place>(), GameModel::Place::Offer);
    }
}

// An empty space of the city clicked with no hand card selected says what it needs, where it was
// clicked, as a hand card says why it cannot be played (issue 40: it said nothing): a card to
// select, or what stands in the way of any build; a building clicked so says nothing.
TEST_F(TableModels, AnEmptySpaceClickedWithNoCardSelectedSaysWhatItNeeds) {
    GameModel& game = *local.game();
    QSignalSpy refused(&game, &GameModel::refused);
    CityModel& city = *game.city();
    const auto cellWhere = [&](bool built) {
        for (int row = 0; row < city.rowCount(); ++row) {
            const QModelIndex index = city.index(row, 0);
            if (city.data(index, CityModel::CardRole).toString().isEmpty() != built) {
                return std::pair{city.data(index, CityModel::XRole).toInt(),
                                 city.data(index, CityModel::YRole).toInt()};
            }
        }
        ADD_FAILURE() << "no " << (built ? "building" : "empty space");
        return std::pair{0, 0};
    };
    const auto clickedWithNoCard = [&](bool built) {
        if (game.selectedCard() >= 0) {
            game.select(game.selectedCard()); // (deselected)
        }
        refused.clear();
        const auto [x, y] = cellWhere(built);
        game.build(x, y);
        if (refused.isEmpty()) {
            return QString();
        }
        EXPECT_EQ(refused.at(0).at(1).value<GameModel::Place>(), GameModel::Place::City);
        return refused.at(0).at(0).toString();
    };
    const QString select = QStringLiteral("Select a card in your hand to build here.");

    ASSERT_TRUE(waitFor([&] { return game.ready() && game.pending() == 0; }, 5000));
    EXPECT_EQ(clickedWithNoCard(true), QString()) << "a building says nothing";
    const QString beforeTheActions = clickedWithNoCard(false);
    EXPECT_FALSE(beforeTheActions.isEmpty());
    EXPECT_TRUE(
        beforeTheActions ==
            QStringLiteral("You build in the action phase: select a card in your hand then.") ||
        beforeTheActions == QStringLiteral("It is not your turn."))
        << beforeTheActions.toStdString();

    ASSERT_TRUE(playLocalUntil(local, [](GameModel& g) {
        return g.yourTurn() && g.pending() == 0 && g.view()->phase == Phase::Actions &&
               !g.view()->turn.took && g.view()->offerSize > 0;
    }));
    EXPECT_EQ(clickedWithNoCard(false), QStringLiteral("Take a card from the offer first."));
    const auto offer = trueRows(*game.offer(), "playable");
    ASSERT_FALSE(offer.empty());
    game.take(offer.front());
    ASSERT_TRUE(waitFor([&] { return game.view()->turn.took && game.pending() == 0; }, 5000));
    EXPECT_EQ(clickedWithNoCard(false), select);
    EXPECT_EQ(clickedWithNoCard(true), QString());
}

// Hears the cues for one test, then gives the speakers back, silent.
class Sounds : public ::testing::Test {
  protected:
    void SetUp() override {
        app::Sounds::instance()->setPlayer([this](app::Sounds::Cue cue, int volume) {
            heard_.push_back({cue, volume});
        });
    }
    void TearDown() override {
        app::Sounds::instance()->setAllowed(false);
        app::Sounds::instance()->setPlayer({});
        Settings::instance()->setSound(true);
    }
    std::vector<app::Sounds::Cue> cues() const {
        std::vector<app::Sounds::Cue> cues;
        for (const auto& [cue, volume] : heard_) {
            cues.push_back(cue);
        }
        return cues;
    }
    std::vector<std::pair<app::Sounds::Cue, int>> heard_;
};

using Cue = app::Sounds::Cue;

TEST_F(Sounds, AreSilentUntilAllowedAndWhileOff) {
    app::Sounds::play(Cue::Card);
    EXPECT_TRUE(heard_.empty()) << "tests, --audit and --autoplay: nothing plays";
    app::Sounds::instance()->setAllowed(true);
    Settings::instance()->setVolume(30);
    app::Sounds::play(Cue::Card);
    ASSERT_EQ(heard_.size(), 1u);
    EXPECT_EQ(heard_.front().second, 30) << "at the volume set";
    Settings::instance()->setSound(false);
    app::Sounds::play(Cue::Build);
    EXPECT_EQ(heard_.size(), 1u) << "off: a muted game stays silent";
}

TEST_F(Sounds, FollowTheTableAsItShowsTheMoves) {
    app::Sounds::instance()->setAllowed(true);
    Feed feed([](const Update&) {}, nameOf);
    feed.setPace(1);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 0));
    EXPECT_EQ(cues(), std::vector<Cue>{Cue::Card});
    heard_.clear();
    feed.dismissBanner();
    feed.setPace(0);
    feed.push(updateOf({event(EventKind::CardTaken, 1, Card::Market)}, 0));
    EXPECT_TRUE(cues().empty()) << "the bots' moves at once: in silence";
    feed.push(updateOf(
        {event(EventKind::Built, 0, Card::Market), event(EventKind::CoinsGained, 0, Card::None, 3)},
        0));
    EXPECT_EQ(cues(), (std::vector<Cue>{Cue::Build, Cue::Coins})) << "your own move sounds";
}

TEST_F(Sounds, TheirFilesAreThere) {
    for (const char* name : {"card", "build", "coins", "round", "your_turn"}) {
        EXPECT_TRUE(QFile::exists(QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(name))))
            << name;
    }
}

} // namespace
} // namespace cor::app::test
