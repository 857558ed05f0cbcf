#include "net/bot_runner.h"

#include "engine/bots/bot.h"

namespace cor::net {

BotRunner::BotRunner(QObject* parent) : QObject(parent) {
    qRegisterMetaType<cor::Action>("cor::Action");
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

void BotRunner::think(BotJob job) {
    QMetaObject::invokeMethod(worker_, [this, job = std::move(job)] {
        ActionList legal;
        for (const Action& action : job.legal) {
            legal.push(action);
        }
        const auto bot = makeNamedBot(job.bot, job.seed);
        const Action choice = bot != nullptr ? bot->choose(job.view, legal) : job.legal.front();
        // Queued to this object's thread; dropped if it is gone by then.
        emit decided(job.view.viewer, job.view.stateId, choice);
    });
}

} // namespace cor::net
