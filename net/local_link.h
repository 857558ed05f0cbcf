// Two Connections joined in one process, for local games: what one sends, the other receives,
// as the same frames a TCP peer would get, one event-loop turn later (never re-entrantly).
#pragma once

#include "net/connection.h"

#include <QPointer>
#include <utility>

namespace cor::net {

class LocalConnection final : public Connection {
    Q_OBJECT
  public:
    // The host's end first, then the client's; each has the frame limit of what it receives.
    static std::pair<LocalConnection*, LocalConnection*> createPair();

    void close() override;
    QString peerName() const override { return QStringLiteral("local"); }
    bool mayGoSilent() const override { return false; }

  protected:
    void write(const std::string& frame) override;

  private:
    explicit LocalConnection(std::uint32_t maxFrameBytes) : Connection(maxFrameBytes, nullptr) {}
    void finish();

    QPointer<LocalConnection> peer_;
    bool finished_ = false;
};

} // namespace cor::net
