#include "tests/app/play_support.h"

#include "tests/net/net_test_support.h"

#include <QDeadlineTimer>
#include <QMetaEnum>
#include <gtest/gtest.h>
#include <limits>

namespace cor::app {

std::ostream& operator<<(std::ostream& os, NetworkGame::State state) {
    return os << QMetaEnum::fromType<NetworkGame::State>().valueToKey(static_cast<int>(state));
}

} // namespace cor::app

namespace cor::app::test {

std::vector<int> trueRows(QAbstractItemModel& model, const QByteArray& role) {
    const int key = model.roleNames().key(role);
    std::vector<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.data(model.index(row, 0), key).toBool()) {
            rows.push_back(row);
        }
    }
    return rows;
}

void act(GameModel& game, std::uint32_t& acted) {
    const auto& view = game.view();
    if (!game.yourTurn() || game.pending() > 0 || !view || view->stateId == acted) {
        return;
    }
    acted = view->stateId;
    if (const auto pack = trueRows(*game.draftPack(), "playable"); !pack.empty()) {
        game.draft(pack.front());
    } else if (const auto spaces = trueRows(*game.strip(), "placeable"); !spaces.empty()) {
        game.placeEmissary(spaces.back() + 1);
    } else if (!game.deckChoices().isEmpty()) {
        game.chooseDeck(game.deckChoices().front().toMap().value("deck").toInt());
    } else if (game.keeping()) {
        game.keep(0);
        game.confirmKeep();
    } else if (const auto offer = trueRows(*game.offer(), "playable"); !offer.empty()) {
        game.take(offer.front());
    } else if (const auto hand = trueRows(*game.hand(), "playable"); !hand.empty()) {
        game.select(hand.front());
        game.moveCursor(1, 0);
        game.confirm();
    } else if (game.canProduce()) {
        game.produce();
    } else if (game.canEndTurn()) {
        game.endTurn();
    }
}

// A LAN game of three (the host, a guest, an easy bot) under way.
void startLanGame(NetworkGame& host, NetworkGame& guest, bool hints) {
    host.setServerProgram(QStringLiteral(COR_SERVER_BIN));
    host.setHostAddress(QHostAddress::LocalHost);
    host.setDiscoveryPort(net::test::freeUdpPort());
    host.host(QStringLiteral("Forum"), 3, false, hints);
    ASSERT_TRUE(
        net::test::waitFor([&] { return host.state() == NetworkGame::State::Lobby; }, 20'000))
        << host.state() << " " << host.error().toStdString();
    guest.join(QStringLiteral("127.0.0.1"), host.hostPort());
    ASSERT_TRUE(net::test::waitFor([&] { return guest.session()->seat() >= 0; }, 10'000));
    host.makeBot(2, QStringLiteral("easy"));
    host.setReady(true);
    guest.setReady(true);
    ASSERT_TRUE(net::test::waitFor([&] { return host.canStart(); }, 10'000));
    host.start();
    ASSERT_TRUE(net::test::waitFor([&] {
        return host.state() == NetworkGame::State::Playing &&
               guest.state() == NetworkGame::State::Playing;
    }));
}

// Both play until `done` holds.
bool playUntil(NetworkGame& host, NetworkGame& guest, const std::function<bool()>& done) {
    constexpr int kStillMs = 60'000;
    std::uint32_t hostActed = ~0u;
    std::uint32_t guestActed = ~0u;
    std::uint32_t seen = ~0u;
    QDeadlineTimer still(kStillMs);
    bool finished = false;
    net::test::waitFor(
        [&] {
            act(*host.game(), hostActed);
            act(*guest.game(), guestActed);
            // As long as the game moves on: a slow machine (or a sanitizer) takes its time.
            if (const auto& view = host.game()->view(); view && view->stateId != seen) {
                seen = view->stateId;
                still.setRemainingTime(kStillMs);
            }
            finished = done();
            return finished || still.hasExpired();
        },
        std::numeric_limits<int>::max()); // bounded by the standing still alone
    return finished;
}

} // namespace cor::app::test
