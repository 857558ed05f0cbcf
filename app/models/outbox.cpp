#include "app/models/outbox.h"

namespace cor::app {

Outbox::Outbox(QObject* parent) : QObject(parent) {}

void Outbox::setSession(net::ClientSession* session) {
    if (session_ != nullptr) {
        session_->disconnect(this);
    }
    session_ = session;
    setWaiting(std::nullopt);
    setNotice({});
    yourTurnLost_ = false;
    onState();
    if (session == nullptr) {
        return;
    }
    connect(session, &net::ClientSession::stateChanged, this, &Outbox::onState);
    connect(session, &net::ClientSession::viewChanged, this, &Outbox::onView);
}

void Outbox::send(const Action& action, bool automatic, const QString& words) {
    net::ClientSession* session = session_.data();
    if (session == nullptr || !session->view()) {
        return;
    }
    Move move{action, automatic, words, session->view()->stateId, -1};
    if (!offline_) {
        session->submit(action, automatic);
        move.connection = connection_;
    }
    setWaiting(std::move(move));
}

void Outbox::refused() {
    setWaiting(std::nullopt);
}

void Outbox::dismissNotice() {
    setNotice({});
}

void Outbox::onState() {
    const net::ClientSession* session = session_.data();
    const bool joined = session == nullptr || session->state() == net::ClientSession::State::Joined;
    if (joined == !offline_) {
        return;
    }
    offline_ = !joined;
    if (joined) {
        ++connection_;
    } else if (const auto& view = session->view()) {
        yourTurnLost_ = view->viewer >= 0 && view->toAct == view->viewer;
        lostAt_ = view->stateId;
    }
    emit offlineChanged();
}

void Outbox::onView() {
    net::ClientSession* session = session_.data();
    if (session == nullptr || !session->view()) {
        return;
    }
    const std::uint32_t now = session->view()->stateId;
    if (yourTurnLost_ && !offline_) {
        yourTurnLost_ = false;
        // The game went on from the seat's turn, and not by a move of its own that was under
        // way as the connection went: the host decided for it.
        const bool ownMoveUnderWay =
            waiting_ && waiting_->connection >= 0 && waiting_->stateId == lostAt_;
        if (now != lostAt_ && !ownMoveUnderWay) {
            setNotice(tr("While the connection was lost, your time for the move ran out and a "
                         "bot moved for you. The log says what it did."));
        }
    }
    if (!waiting_) {
        return;
    }
    if (now != waiting_->stateId) {
        setWaiting(std::nullopt); // answered: the move was made, or the game went on without it
    } else if (waiting_->connection != connection_ && !offline_) {
        // The game stands where the move was chosen: it goes now.
        session->submit(waiting_->action, waiting_->automatic);
        waiting_->connection = connection_;
    }
}

void Outbox::setWaiting(std::optional<Move> move) {
    const QString before = waiting();
    waiting_ = std::move(move);
    if (waiting() != before) {
        emit waitingChanged();
    }
}

void Outbox::setNotice(const QString& notice) {
    if (notice_ != notice) {
        notice_ = notice;
        emit noticeChanged();
    }
}

} // namespace cor::app
