// Bots think on a worker thread of their own, so whoever runs them (the host, a bot client)
// stays responsive while a hard bot thinks. One decision at a time, in the order asked. Inline,
// they think at once on the caller's thread (the fuzzer: no thread, no waiting, and what
// happens depends on the input only); decided() still follows on a later event-loop turn. In the
// shared pool, the runners of many hosts (a table server's) think on the process's thread pool,
// as many at once as there are cores, rather than on a thread each.
#pragma once

#include "engine/action.h"
#include "engine/view.h"

#include <QObject>
#include <QThread>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cor::net {

struct BotJob {
    std::string bot; // a bot name (engine/bots/bot.h isBotName)
    std::uint64_t seed = 0;
    PlayerView view;
    std::vector<Action> legal; // non-empty
};

class BotRunner : public QObject {
    Q_OBJECT
  public:
    enum class Where : std::uint8_t { WorkerThread, Inline, SharedPool };
    // `beforeDeciding`, when set, runs where the bot thinks, before each decision: a test holds
    // the bot there to see what goes on while it thinks.
    explicit BotRunner(Where where = Where::WorkerThread, std::function<void()> beforeDeciding = {},
                       QObject* parent = nullptr);
    ~BotRunner() override;

    // Thinks about `job`; decided() follows on this object's thread, with the view's state id.
    void think(BotJob job);

  signals:
    void decided(int seat, quint32 stateId, const cor::Action& action);

  private:
    static Action decide(const BotJob& job, const std::function<void()>& beforeDeciding);

    std::function<void()> beforeDeciding_;
    QThread thread_;
    QObject* worker_ = nullptr; // lives on thread_
    Where where_;
};

} // namespace cor::net
