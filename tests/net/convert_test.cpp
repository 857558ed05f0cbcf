// Engine <-> wire conversion: every view, legal action and event of thousands of random games
// survives encoding, the bytes and decoding unchanged; malformed messages are refused.
#include "engine/rng.h"
#include "engine/table.h"
#include "net/convert.h"
#include "tests/net/net_test_support.h"

#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

template <typename Message> Message throughBytes(const Message& message) {
    Message parsed;
    EXPECT_TRUE(parsed.ParseFromString(message.SerializeAsString()));
    return parsed;
}

TEST(Convert, EveryViewActionAndEventOfRandomGamesRoundTrips) {
    int views = 0;
    int actions = 0;
    int events = 0;
    ActionList legal;
    for (int g = 0; g < games(400); ++g) {
        const GameSetup setup{2 + g % 3, deriveSeed(4242, static_cast<std::uint64_t>(g)),
                              g % 4 == 1};
        Table table(setup);
        Rng rng(setup.seed);
        EventLog log;
        while (!table.over()) {
            for (int viewer = -1; viewer < setup.players; ++viewer) {
                const PlayerView view = table.view(viewer);
                wire::PlayerView encoded;
                toWire(view, encoded);
                const std::optional<PlayerView> decoded = fromWire(throughBytes(encoded));
                ASSERT_TRUE(decoded.has_value()) << "seed " << setup.seed << " viewer " << viewer;
                ASSERT_EQ(*decoded, view) << "seed " << setup.seed << " viewer " << viewer;
                ++views;
            }
            table.legal(table.toAct(), legal);
            for (const Action& action : legal) {
                wire::Action encoded;
                toWire(action, encoded);
                ASSERT_EQ(fromWire(throughBytes(encoded)), action) << toText(action);
                ++actions;
            }
            log.clear();
            ASSERT_EQ(
                table.submit(
                    table.toAct(),
                    legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))],
                    &log),
                ActionError::None);
            for (const Event& event : log) {
                for (int seat = -1; seat < setup.players; ++seat) {
                    const Event redacted = redactFor(event, seat);
                    wire::Event encoded;
                    toWire(redacted, encoded);
                    const std::optional<Event> decoded = fromWire(throughBytes(encoded));
                    ASSERT_EQ(decoded, redacted);
                    // What a seat received can still be taken down to what everyone knows (a
                    // hot-seat screen shows several people's events).
                    ASSERT_EQ(redactFor(*decoded, -1), redactFor(event, -1));
                    ++events;
                }
            }
        }
        const std::vector<ScoreSheet> sheets = table.scores();
        for (const ScoreSheet& sheet : sheets) {
            wire::ScoreSheet encoded;
            toWire(sheet, encoded);
            ASSERT_EQ(fromWire(throughBytes(encoded)), sheet);
        }
        wire::GameRecord record;
        toWire(table.record(), record);
        const std::optional<GameRecord> decoded = fromWire(throughBytes(record));
        ASSERT_TRUE(decoded.has_value());
        ASSERT_EQ(decoded->setup, table.record().setup);
        ASSERT_EQ(decoded->actions, table.record().actions);
    }
    EXPECT_GT(views, 10'000);
    EXPECT_GT(actions, 10'000);
    EXPECT_GT(events, 10'000);
}

TEST(Convert, MalformedActionsAreRefused) {
    const auto refused = [](const std::function<void(wire::Action&)>& spoil) {
        wire::Action action;
        toWire(Action::take(Card::Market), action);
        spoil(action);
        return !fromWire(action).has_value();
    };
    EXPECT_TRUE(refused([](wire::Action& a) { a.set_kind(99); }));
    EXPECT_TRUE(refused([](wire::Action& a) { a.set_card(200); }));
    EXPECT_TRUE(refused([](wire::Action& a) { a.set_x(1000); }));
    EXPECT_TRUE(refused([](wire::Action& a) { a.set_amount(256); }));
    EXPECT_TRUE(refused([](wire::Action& a) {
        for (int i = 0; i < 5; ++i) {
            a.add_returned(1);
        }
    }));
    EXPECT_FALSE(refused([](wire::Action&) {}));
}

TEST(Convert, MalformedRecordsAreRefused) {
    GameRecord game{GameSetup{3, 7, false, 2}, {Action::take(Card::Market)}};
    const auto refused = [&](const std::function<void(wire::GameRecord&)>& spoil) {
        wire::GameRecord record;
        toWire(game, record);
        spoil(record);
        return !fromWire(record).has_value();
    };
    EXPECT_TRUE(refused([](wire::GameRecord& r) { r.set_players(5); }));
    EXPECT_TRUE(refused([](wire::GameRecord& r) { r.set_players(1); }));
    EXPECT_TRUE(refused([](wire::GameRecord& r) { r.set_starting_player(3); }));
    EXPECT_TRUE(refused([](wire::GameRecord& r) { r.set_starting_player(-2); }));
    EXPECT_TRUE(refused([](wire::GameRecord& r) { r.mutable_actions(0)->set_kind(99); }));
    EXPECT_FALSE(refused([](wire::GameRecord&) {}));
}

TEST(Convert, MalformedViewsAreRefused) {
    const Table table(GameSetup{4, 9, false});
    const auto refused = [&](const std::function<void(wire::PlayerView&)>& spoil) {
        wire::PlayerView view;
        toWire(table.view(0), view);
        spoil(view);
        return !fromWire(view).has_value();
    };
    EXPECT_FALSE(refused([](wire::PlayerView&) {}));
    EXPECT_TRUE(refused([](wire::PlayerView& v) { v.set_player_count(7); }));
    EXPECT_TRUE(refused([](wire::PlayerView& v) { v.set_viewer(5); }));
    EXPECT_TRUE(refused([](wire::PlayerView& v) { v.clear_strips(); }));
    EXPECT_TRUE(refused([](wire::PlayerView& v) { v.add_offer(300); }));
    EXPECT_TRUE(refused([](wire::PlayerView& v) {
        wire::Building& b = *v.mutable_players(0)->add_city();
        b.set_x(0);
        b.set_y(0); // the starting residence is there already
        b.set_card(static_cast<std::uint32_t>(Card::Market));
    }));
    EXPECT_TRUE(refused([](wire::PlayerView& v) {
        for (int i = 0; i < 40; ++i) {
            v.mutable_players(1)->add_hand();
        }
    }));
    EXPECT_TRUE(refused([](wire::PlayerView& v) { v.mutable_turn()->set_school_deck(9); }));
}

} // namespace
} // namespace cor::net::test
