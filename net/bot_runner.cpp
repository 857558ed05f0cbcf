#include "net/bot_runner.h"

#include "engine/bots/bot.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace cor::net {

BotRunner::BotRunner(Where where, std::function<void()> beforeDeciding, QObject* parent)
    : QObject(parent), beforeDeciding_(std::move(beforeDeciding)), where_(where) {
    qRegisterMetaType<cor::Action>("cor::Action");
    if (where != Where::WorkerThread) {
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

Action BotRunner::decide(const BotJob& job, const std::function<void()>& beforeDeciding) {
    if (beforeDeciding) {
        beforeDeciding();
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
    if (where_ == Where::SharedPool) {
        // The watcher is this runner's: gone with it, it reports nothing. The job thinks on
        // with copies of its own, touching nothing of the runner's.
        auto* watcher = new QFutureWatcher<Action>(this);
        connect(watcher, &QFutureWatcher<Action>::finished, this,
                [this, watcher, seat = job.view.viewer, stateId = job.view.stateId] {
                    watcher->deleteLater();
                    emit decided(seat, stateId, watcher->result());
                });
        watcher->setFuture(QtConcurrent::run(
            [job = std::move(job), before = beforeDeciding_] { return decide(job, before); }));
        return;
    }
    if (worker_ == nullptr) {
        const Action choice = decide(job, beforeDeciding_);
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
        emit decided(job.view.viewer, job.view.stateId, decide(job, beforeDeciding_));
    });
}

} // namespace cor::net
