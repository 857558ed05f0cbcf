#include "app/models/move_clock.h"

#include <algorithm>

namespace cor::app {

MoveClock::MoveClock(QObject* parent) : QObject(parent) {
    ticker_.setInterval(1000);
    connect(&ticker_, &QTimer::timeout, this, &MoveClock::tick);
}

void MoveClock::setSession(net::ClientSession* session) {
    if (session_ != nullptr) {
        session_->disconnect(this);
    }
    session_ = session;
    if (session != nullptr) {
        connect(session, &net::ClientSession::viewChanged, this, &MoveClock::onView);
    }
    onView();
}

QString MoveClock::left() const {
    return running() ? clockText(secondsLeft_) : QString();
}

QString MoveClock::clockText(int seconds) {
    const int days = seconds / 86400;
    const int hours = seconds / 3600 % 24;
    const int minutes = seconds / 60 % 60;
    if (days > 0) {
        //: A clock of more than a day: "2 days 3 h"
        return tr("%n day(s)", nullptr, days) + (hours > 0 ? tr(" %1 h").arg(hours) : QString());
    }
    const QString mmss = QStringLiteral("%1:%2").arg(minutes).arg(seconds % 60, 2, 10, QChar(u'0'));
    return hours > 0 ? QStringLiteral("%1:%2:%3")
                           .arg(hours)
                           .arg(minutes, 2, 10, QChar(u'0'))
                           .arg(seconds % 60, 2, 10, QChar(u'0'))
                     : mmss;
}

int MoveClock::warningSeconds(int total) {
    return std::clamp(total / 5, 30, 3600);
}

void MoveClock::onView() {
    const net::ClientSession* session = session_.data();
    const auto& due = session != nullptr ? session->moveDue() : std::nullopt;
    if (!due) {
        ticker_.stop();
        secondsLeft_ = -1;
        warning_ = false;
        emit changed();
        return;
    }
    const auto& view = session->view();
    yours_ = view && view->viewer >= 0 && view->toAct == view->viewer;
    const auto left =
        std::chrono::ceil<std::chrono::seconds>(*due - std::chrono::steady_clock::now());
    total_ = static_cast<int>(std::max<std::int64_t>(0, left.count()));
    ticker_.start();
    tick();
}

void MoveClock::tick() {
    const net::ClientSession* session = session_.data();
    const auto& due = session != nullptr ? session->moveDue() : std::nullopt;
    if (!due) {
        return;
    }
    const auto left =
        std::chrono::ceil<std::chrono::seconds>(*due - std::chrono::steady_clock::now());
    secondsLeft_ = static_cast<int>(std::max<std::int64_t>(0, left.count()));
    warning_ = yours_ && secondsLeft_ <= warningSeconds(total_);
    if (secondsLeft_ == 0) {
        ticker_.stop(); // a bot decides now; the next view says what
    }
    emit changed();
}

} // namespace cor::app
