// One person's seat in the soak: a `cityofrome-cli play --bot` process that reaches the host
// through a relay the soak can cut (a dropped network: the process rejoins by itself), or is
// killed with SIGKILL and replaced by a new process that rejoins with the seat's token.
#pragma once

#include "engine/json/save_file.h"
#include "tests/programs/program_support.h"

#include <QDeadlineTimer>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cor::programs {

class SoakSeat {
  public:
    SoakSeat(int seat, quint16 hostPort, std::string bot);

    // Starts a process now (the first one asks for the seat, later ones present its token).
    void start();
    // SIGKILL now, and a new process after `restartAfterMs` (see poll()); false when no
    // process was running.
    bool kill(int restartAfterMs);
    // Cuts the process's connection; it rejoins by itself.
    void drop();
    void cancelRestart() { restartAt_.reset(); }

    // Reaps an ended process and starts one that is due; returns what went wrong, if anything.
    std::optional<std::string> poll();
    // No process runs and none is due.
    bool idle() const { return process_ == nullptr && !restartAt_; }
    bool hasProcess() const { return process_ != nullptr; }
    bool hasToken() const { return !token_.isEmpty(); }
    // "running", "restart due" or "none" (for a report of a stuck game).
    std::string state() const;
    // The results (`play` prints the final score sheets) since the last call.
    std::vector<Json> takeResults() { return std::exchange(results_, {}); }
    // New processes the host refused because it had not yet seen the old one's connection go.
    int refusedInUse() const { return refusedInUse_; }

  private:
    std::optional<std::string> reap();

    int seat_;
    std::string bot_;
    net::test::TcpRelay relay_;
    QString token_;
    std::unique_ptr<Program> process_;
    std::optional<QDeadlineTimer> restartAt_;
    std::vector<Json> results_;
    int refusedInUse_ = 0;
};

} // namespace cor::programs
