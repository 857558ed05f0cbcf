// The signals a server answers: SIGTERM and SIGINT stop it as its owner's request does (the game
// saved, every player told, exit 0), on the event loop, not inside the handler; SIGPIPE is
// ignored, so that a server whose app died (its stderr now a broken pipe) plays on.
#pragma once

#include <QSocketNotifier>
#include <functional>
#include <memory>

namespace cor::server {

class StopSignals {
  public:
    // Installs the handlers; `stop` runs on the event loop at the first SIGTERM or SIGINT.
    explicit StopSignals(std::function<void()> stop);
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

  private:
    std::unique_ptr<QSocketNotifier> notifier_;
};

} // namespace cor::server
