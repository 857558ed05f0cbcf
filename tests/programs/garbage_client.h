// A client that sends a host what no honest client would: random bytes, a frame over the
// limit, a frame that is not a message, messages before the hello or a host's own, a hello of
// another version, name or token, refused requests and a chat flood, half a hello. The host
// must drop it (half a frame or a few random bytes it may also wait for) and play on.
#pragma once

#include "engine/rng.h"

#include <QObject>
#include <QTcpSocket>
#include <QTimer>

namespace cor::programs {

enum class Garbage {
    RandomBytes,
    OversizedFrame,
    NotAMessage,
    NoHello,
    WrongVersion,
    LongName,
    WrongToken,
    HostMessage,
    HelloThenJunk,
    Mischief,
    HalfAHello,
};
inline constexpr int kGarbageKinds = static_cast<int>(Garbage::HalfAHello) + 1;

class GarbageClient : public QObject {
  public:
    // Connects to 127.0.0.1:port and sends `kind` at once, drawing its bytes from `rng`.
    GarbageClient(quint16 port, Garbage kind, Rng& rng);

    // The host must close this connection: everything but a few random bytes or half a frame.
    bool mustBeDropped() const;
    // The host closed it (rather than we, after waiting long enough).
    bool droppedByHost() const { return droppedByHost_; }
    bool finished() const { return socket_.state() == QAbstractSocket::UnconnectedState; }

  private:
    void giveUp();

    Garbage kind_;
    QTcpSocket socket_;
    QTimer patience_;
    bool droppedByHost_ = false;
    bool gaveUp_ = false;
};

} // namespace cor::programs
