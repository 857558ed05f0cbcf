// A Connection over a connected QTcpSocket, which it owns.
#pragma once

#include "net/connection.h"

#include <QTcpSocket>

namespace cor::net {

class TcpConnection final : public Connection {
    Q_OBJECT
  public:
    // A peer that lets this much pile up unread is dropped.
    static constexpr qint64 kMaxUnsentBytes = 8 * 1024 * 1024;

    TcpConnection(QTcpSocket* socket, std::uint32_t maxFrameBytes, QObject* parent = nullptr);
    void close() override;
    QString peerName() const override { return peerName_; }
    void flush() override;

  protected:
    void write(const std::string& frame) override;

  private:
    void finish();

    QTcpSocket* socket_;
    QString peerName_;
    bool finished_ = false;
};

} // namespace cor::net
