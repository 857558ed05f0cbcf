// A bot at the table through a ClientSession, as a remote player would be: ready once seated,
// and whenever its view says it is to act, it thinks (off the event loop) and sends its
// choice. `cityofrome-cli play --bot` and the network tests use it.
#pragma once

#include "net/bot_runner.h"
#include "net/client_session.h"

#include <QObject>
#include <optional>
#include <string>

namespace cor::net {

class BotClient : public QObject {
    Q_OBJECT
  public:
    // Decisions are seeded from `seed` and the state id alone, so a game resumed after a
    // crash is played on as it would have been.
    BotClient(ClientSession& session, std::string bot, std::uint64_t seed,
              QObject* parent = nullptr);

    int decisions() const { return decisions_; }

  private:
    void onView();
    void onDecided(int seat, quint32 stateId, const Action& action);

    ClientSession& session_;
    std::string bot_;
    std::uint64_t seed_;
    BotRunner runner_;
    std::optional<std::uint32_t> askedFor_; // the state id it last thought about
    bool thinking_ = false;
    int readyAt_ = -1; // the seat it said ready at
    int decisions_ = 0;
};

} // namespace cor::net
