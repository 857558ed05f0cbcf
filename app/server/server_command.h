// `cityofrome-server`: one headless, authoritative host of one game (spec/CLI.md). Persons
// join over TCP, bot seats play in the server, the game starts once every seat is taken and
// ready, and the program exits 0 after the end was sent to every client.
#pragma once

#include "net/seats.h"

#include <QHostAddress>
#include <QString>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace cor::server {

struct ServerOptions {
    quint16 port = 0;
    QHostAddress bind = QHostAddress::Any;
    int players = 4;
    std::vector<std::string> bots;
    std::optional<std::uint64_t> seed;
    bool shrine = false;
    bool hints = false;
    QString save;
    QString resume;
    std::string gameName = "City of Rome";
    bool announce = true;
    QHostAddress announceAddress; // null: broadcast, or loopback when bound to loopback
    quint16 announcePort = 0;     // 0: the discovery port
    std::optional<net::SeatToken> adminToken;
    std::optional<std::string> owner; // the first seat is the owner's (its token: adminToken)
    int ownerColour = -1;             // -1: the seat's default
    int standInAfterMs = -1;
    bool waitForStart = false; // the admin starts the game (a desktop app's host)
    bool rematch = false;      // after the end the admin may ask for another game
    std::string logLevel = "info";
};

// Throws cli::InputError for bad arguments; `help` is set when --help was given.
ServerOptions parseServerArgs(const std::vector<std::string>& args, bool& help);

// Runs the host until the game is over (needs a QCoreApplication); returns the exit code.
int runServer(const ServerOptions& options, std::ostream& err);

// The whole program behind main(): arguments in, exit code out (0, 1, or 2 with one
// `error: …` line on `err`).
int serverMain(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const char* const kServerUsage;
// Where the owner's token comes from when no --admin-token-file is given.
inline constexpr const char* kAdminTokenVariable = "CITYOFROME_ADMIN_TOKEN";

} // namespace cor::server
