#include "net/bot_runner.h"

#include "engine/bots/bot.h"

namespace cor::net {

BotRunner::BotRunner(Where where, std::function<void()> beforeDeciding, QObject* parent)
    : QObject(parent), beforeDeciding_(std::move(beforeDeciding)) {
    qRegisterMetaType<cor::Action>("cor::Action");
    if (where == Where::Inline) {
        return;
    }
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("bots"));
    thread_.start();
}

BotRunner::~BotRunner() {
    thread_.quit();
    thread_.wait();
}

Action BotRunner::decide(const BotJob& job) const {
    if (beforeDeciding_) {
        beforeDeciding_();
    }
    // One list per thread: a list is 20 KB, its every slot initialised when constructed.
    thread_local ActionList legal;
    legal.clear();
    for (const Action& action : job.legal) {
        legal.push(action);
    }
    const auto bot = makeNamedBot(job.bot, job.seed);
    return bot != nullptr ? bot->choose(job.view, legal) : job.legal.front();
}

void BotRunner::think(BotJob job) {
    if (worker_ == nullptr) {
        const Action choice = decide(job);
        QMetaObject::invokeMethod(
            this,
            [this, seat = job.view.viewer, stateId = job.view.stateId, choice] {
                emit decided(seat, stateId, choice);
            },
            Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(worker_, [this, job = std::move(job)] {
        // Queued to this object's thread; dropped if it is gone by then.
        emit decided(job.view.viewer, job.view.stateId, decide(job));
    });
}

} // namespace cor::net
