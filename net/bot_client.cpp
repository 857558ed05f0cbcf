#include "net/bot_client.h"

#include "engine/rng.h"

namespace cor::net {

BotClient::BotClient(ClientSession& session, std::string bot, std::uint64_t seed, QObject* parent)
    : QObject(parent), session_(session), bot_(std::move(bot)), seed_(seed) {
    connect(&session_, &ClientSession::lobbyChanged, this, [this] {
        const LobbyInfo& lobby = session_.lobby();
        const int seat = session_.seat();
        if (!lobby.started && seat >= 0 && seat != readyAt_) {
            readyAt_ = seat;
            session_.setReady(true);
        }
    });
    connect(&session_, &ClientSession::viewChanged, this, &BotClient::onView);
    // A rematch: ready again for the new game.
    connect(&session_, &ClientSession::rematched, this, [this] {
        askedFor_.reset();
        readyAt_ = session_.seat();
        session_.setReady(true);
    });
    // After a rejoin the host has not seen what it sent before: think again, and say ready
    // again in the lobby (the host forgets a leaver's ready flag).
    connect(&session_, &ClientSession::welcomed, this, [this] {
        askedFor_.reset();
        readyAt_ = -1;
    });
    connect(&runner_, &BotRunner::decided, this, &BotClient::onDecided);
    // The session may hold a view already, which no later signal will repeat.
    QMetaObject::invokeMethod(this, &BotClient::onView, Qt::QueuedConnection);
}

void BotClient::onView() {
    const auto& view = session_.view();
    if (thinking_ || !view || session_.legal().empty() || view->toAct != view->viewer ||
        askedFor_ == view->stateId) {
        return;
    }
    askedFor_ = view->stateId;
    thinking_ = true;
    runner_.think(BotJob{bot_, deriveSeed(seed_, view->stateId), *view, session_.legal()});
}

void BotClient::onDecided(int, quint32 stateId, const Action& action) {
    thinking_ = false;
    const auto& view = session_.view();
    if (view && view->stateId == stateId) {
        ++decisions_;
        session_.submit(action);
    }
    onView(); // the view may have moved on while it thought
}

} // namespace cor::net
