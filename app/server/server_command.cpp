#include "app/server/server_command.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/server/listen_or_fail.h"
#include "app/server/stop_signals.h"
#include "app/server/tables_command.h"
#include "engine/bots/bot.h"
#include "engine/json/save_file.h"
#include "engine/rules.h"
#include "net/host.h"
#include "net/host_announcer.h"
#include "net/log.h"
#include "net/save_lock.h"
#include "net/tcp_listener.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <ostream>

namespace cor::server {

using cli::InputError;

const char* const kServerUsage =
    "usage: cityofrome-server --port P [--bind ADDR] --players 2|3|4 [--bots KIND,...]\n"
    "                         [--seed S] [--shrine] [--hints] [--save FILE] [--resume FILE]\n"
    "                         [--announce|--no-announce] [--name NAME] [...]\n"
    "\n"
    "Hosts one game of City of Rome. Persons join with `cityofrome-cli play` or the desktop\n"
    "app; the game starts when every seat is taken and ready. Prints `listening on ADDR:PORT`\n"
    "to stderr when ready and exits 0 once the end was sent to every client.\n"
    "\n"
    "  --port P              TCP port; 0 picks a free one (printed as above)\n"
    "  --bind ADDR           address to listen on (default: all interfaces)\n"
    "  --players P           2, 3 or 4 seats\n"
    "  --bots LIST           bots for the last seats: a level (beginner, easy, normal, hard,\n"
    "                        expert) or a kind (random, greedy, ismcts, ismcts:K)\n"
    "  --seed S              the game's seed (default: from the system)\n"
    "  --shrine              play with the Shrine mini-expansion\n"
    "  --hints               players may ask their apps for hints (the lobby says so)\n"
    "  --save FILE           keep FILE current after every action (written atomically)\n"
    "  --resume FILE         continue the game saved in FILE (and keep saving there unless\n"
    "                        --save says otherwise); players rejoin with their tokens\n"
    "  --announce            announce the game on the LAN by UDP (the default; a server bound\n"
    "                        to a loopback address announces to loopback only)\n"
    "  --no-announce         do not announce\n"
    "  --announce-address A  where announcements go (default: broadcast, and 127.0.0.1 for\n"
    "                        this machine's apps when the server listens on all interfaces)\n"
    "  --announce-port P     their UDP port (default 45654)\n"
    "  --name NAME           the game's name in the lobby (default \"City of Rome\")\n"
    "  --admin-token-file F  the owner's token (32 hex digits) from file F, or else from the\n"
    "                        environment variable CITYOFROME_ADMIN_TOKEN (never on the command\n"
    "                        line): a client presenting it may configure seats, hand an absent\n"
    "                        player's seat to a bot and back, and stop hosting\n"
    "  --owner NAME          the first seat is the owner's, reserved before the game is\n"
    "                        announced: its seat token is the owner's token\n"
    "  --owner-colour C      the owner's colour (0 purple, 1 orange, 2 white, 3 brown)\n"
    "  --wait-for-start      the admin starts the game (default: once every seat is ready)\n"
    "  --rematch             after the end the admin may ask for a rematch (the same seats,\n"
    "                        saved to FILE-2.json, FILE-3.json...); the server then exits\n"
    "                        once every client has left\n"
    "  --stand-in-after S    a bot plays for a player gone longer than S seconds (default:\n"
    "                        never), until the player rejoins\n"
    "  --log-level LEVEL     debug, info (default), warn, error or off\n"
    "\n"
    "The save is held by one server at a time (FILE.lock; FILE.server says the holder's\n"
    "process and port): a second server refuses it. SIGTERM or SIGINT, or the owner's\n"
    "request, stops hosting: the game is saved and every player is told.\n"
    "\n"
    "Exit codes: 0 the game ended or hosting stopped, 1 failure (the save is held by another\n"
    "server), 2 bad arguments.\n"
    "\n"
    "cityofrome-server --tables ... hosts many games for players anywhere, behind invite codes:\n"
    "cityofrome-server --tables --help says how.\n";

namespace {

QHostAddress address(const std::string& text, std::string_view what) {
    QHostAddress parsed;
    if (!parsed.setAddress(QString::fromStdString(text))) {
        throw InputError(std::string(what) + ": not an IP address: \"" + text + "\"");
    }
    return parsed;
}

quint16 port(const std::string& text, std::string_view what) {
    return static_cast<quint16>(cli::parseUnsigned(text, what, 0, 65535));
}

// The owner's token: from `file` when given, else from CITYOFROME_ADMIN_TOKEN; never from the
// command line, which every user of the machine can read.
std::optional<net::SeatToken> adminToken(const std::optional<std::string>& file) {
    QByteArray hex;
    if (file) {
        QFile in(QString::fromStdString(*file));
        if (!in.open(QIODevice::ReadOnly)) {
            throw InputError("--admin-token-file: cannot read " + *file + ": " +
                             in.errorString().toStdString());
        }
        hex = in.read(256).trimmed();
    } else {
        hex = qgetenv(kAdminTokenVariable).trimmed();
        if (hex.isEmpty()) {
            return std::nullopt;
        }
    }
    const auto token = net::tokenFromHex(hex.toStdString());
    if (!token) {
        throw InputError(std::string(file ? "--admin-token-file" : kAdminTokenVariable) +
                         ": expected 32 hexadecimal digits");
    }
    return token;
}

} // namespace

ServerOptions parseServerArgs(const std::vector<std::string>& args, bool& help) {
    const cli::ParsedArgs parsed =
        cli::parseArgs(args, cli::ArgSpec{{"--port", "--bind", "--players", "--bots", "--seed",
                                           "--save", "--resume", "--name", "--announce-address",
                                           "--announce-port", "--admin-token-file", "--owner",
                                           "--owner-colour", "--stand-in-after", "--log-level"},
                                          {"--shrine", "--hints", "--announce", "--no-announce",
                                           "--wait-for-start", "--rematch"}});
    help = parsed.help;
    ServerOptions options;
    if (help) {
        return options;
    }
    options.port = port(parsed.required("--port"), "--port");
    if (const auto bind = parsed.value("--bind")) {
        options.bind = address(*bind, "--bind");
    }
    if (const auto resume = parsed.value("--resume")) {
        options.resume = QString::fromStdString(*resume);
        options.save = options.resume;
    } else {
        options.players = cli::parsePlayers(parsed.required("--players"));
    }
    if (const auto players = parsed.value("--players")) {
        options.players = cli::parsePlayers(*players);
    }
    if (const auto bots = parsed.value("--bots")) {
        options.bots = cli::splitList(*bots, "--bots");
        for (const std::string& bot : options.bots) {
            if (!isBotName(bot)) {
                throw InputError("--bots: unknown bot \"" + bot + "\" (known: " + botKindList() +
                                 ", easy, normal, hard)");
            }
        }
        if (static_cast<int>(options.bots.size()) > options.players) {
            throw InputError("--bots: more bots than --players");
        }
    }
    if (const auto seed = parsed.value("--seed")) {
        options.seed = cli::parseSeed(*seed);
    }
    options.shrine = parsed.has("--shrine");
    options.hints = parsed.has("--hints");
    options.waitForStart = parsed.has("--wait-for-start");
    options.rematch = parsed.has("--rematch");
    options.adminToken = adminToken(parsed.value("--admin-token-file"));
    if (options.rematch && !options.adminToken) {
        throw InputError("--rematch needs the owner's token: someone must ask for it");
    }
    if (options.waitForStart && !options.adminToken) {
        throw InputError("--wait-for-start needs the owner's token: someone must start the game");
    }
    if (const auto owner = parsed.value("--owner")) {
        options.owner = net::cleanName(*owner, 24);
        if (!options.owner) {
            throw InputError("--owner: " + net::whyNotClean(*owner, 24, "a name"));
        }
        if (!options.adminToken || !options.resume.isEmpty()) {
            throw InputError("--owner needs the owner's token, and a new game (not --resume)");
        }
    }
    if (const auto colour = parsed.value("--owner-colour")) {
        options.ownerColour = static_cast<int>(
            cli::parseUnsigned(*colour, "--owner-colour", 0, net::kColourCount - 1));
    }
    if (const auto save = parsed.value("--save")) {
        options.save = QString::fromStdString(*save);
    }
    if (const auto name = parsed.value("--name")) {
        const auto clean = net::cleanName(*name, net::kMaxGameNameLength);
        if (!clean) {
            throw InputError("--name: " +
                             net::whyNotClean(*name, net::kMaxGameNameLength, "a game's name"));
        }
        options.gameName = *clean;
    }
    if (parsed.has("--announce") && parsed.has("--no-announce")) {
        throw InputError("give --announce or --no-announce, not both");
    }
    options.announce = !parsed.has("--no-announce");
    if (const auto target = parsed.value("--announce-address")) {
        options.announceAddress = address(*target, "--announce-address");
    }
    if (const auto target = parsed.value("--announce-port")) {
        options.announcePort = port(*target, "--announce-port");
    }
    if (const auto seconds = parsed.value("--stand-in-after")) {
        options.standInAfterMs =
            static_cast<int>(cli::parseUnsigned(*seconds, "--stand-in-after", 0, 86'400)) * 1000;
    }
    if (const auto level = parsed.value("--log-level")) {
        if (spdlog::level::from_str(*level) == spdlog::level::off && *level != "off") {
            throw InputError("--log-level: expected debug, info, warn, error or off");
        }
        options.logLevel = *level;
    }
    return options;
}

int runServer(const ServerOptions& options, std::ostream& err) {
    net::netLog().set_level(spdlog::level::from_str(options.logLevel));
    net::HostConfig config;
    config.gameName = options.gameName;
    config.players = options.players;
    config.shrine = options.shrine;
    config.hints = options.hints;
    config.seed = options.seed;
    config.bots = options.bots;
    config.appVersion = QCoreApplication::applicationVersion().toStdString();
    config.adminToken = options.adminToken;
    config.autoStart = !options.waitForStart;
    config.rematch = options.rematch;
    config.savePath = options.save;
    config.standInAfterMs = options.standInAfterMs;
    if (options.owner) {
        // The owner's seat is taken before anyone can join: it is theirs however fast a guest is.
        config.seats = net::newSeats(options.players, options.bots);
        net::seatOwner(config.seats, *options.owner, options.ownerColour, *options.adminToken);
    }
    std::optional<net::SavedGame> resumed;
    if (!options.resume.isEmpty()) {
        try {
            resumed = net::readSavedGame(options.resume);
        } catch (const SaveError& e) {
            throw InputError(std::string("--resume: ") + e.what());
        }
    }
    // One server at a time holds the save.
    std::unique_ptr<net::SaveLock> lock;
    if (!options.save.isEmpty()) {
        lock = std::make_unique<net::SaveLock>(options.save);
        if (!lock->acquire()) {
            throw cli::Failure(lock->whyNot());
        }
    }
    net::Host host(config);
    if (resumed) {
        try {
            host.resume(*resumed);
        } catch (const SaveError& e) {
            throw InputError(std::string("--resume: ") + e.what());
        }
        if (host.over()) {
            err << "the saved game is over already\n";
            return cli::kExitOk;
        }
    }
    net::TcpListener listener(host);
    listenOrFail(listener, options.bind, options.port, err);
    if (lock) {
        lock->announce(listener.port());
    }
    // A rematch is saved to a file of its own: that one is held now.
    QObject::connect(&host, &net::Host::rematched, &host, [&] {
        if (lock) {
            lock = std::make_unique<net::SaveLock>(host.config().savePath);
            if (lock->acquire()) {
                lock->announce(listener.port());
            } else {
                net::netLog().error("{}", lock->whyNot());
            }
        }
    });
    const StopSignals stopSignals([&host] { host.stop(); });
    QObject::connect(&host, &net::Host::stopped, &host, [&] { listener.close(); });
    std::unique_ptr<net::HostAnnouncer> announcer;
    if (options.announce) {
        // By default the LAN's machines by broadcast and, when it listens there too, this
        // machine's apps by loopback, which a broadcast does not reach without a network up.
        std::vector<QHostAddress> targets{options.announceAddress};
        if (options.announceAddress.isNull() && options.bind.isLoopback()) {
            targets = {options.bind};
        } else if (options.announceAddress.isNull()) {
            targets = {QHostAddress(QHostAddress::Broadcast)};
            if (options.bind == QHostAddress::Any || options.bind == QHostAddress::AnyIPv4) {
                targets.emplace_back(QHostAddress::LocalHost);
            }
        }
        announcer = std::make_unique<net::HostAnnouncer>(
            host, listener.port(), targets,
            options.announcePort != 0 ? options.announcePort : net::kDiscoveryPort);
    }
    host.startIfReady();

    if (options.rematch) { // the end may not be the end: the last client out ends it
        QObject::connect(&host, &net::Host::lobbyChanged, &host, [&] {
            if (host.over() && host.connectionCount() == 0) {
                listener.close();
                host.closeAll();
            }
        });
    } else {
        QObject::connect(&host, &net::Host::gameOver, &host, [&] {
            listener.close();
            host.closeAll();
        });
    }
    QObject::connect(
        &host, &net::Host::allClosed, QCoreApplication::instance(),
        [] { QCoreApplication::exit(cli::kExitOk); }, Qt::QueuedConnection);
    return QCoreApplication::exec();
}

int serverMain(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    try {
        if (std::find(args.begin(), args.end(), "--tables") != args.end()) {
            return tablesCommand(args, out, err);
        }
        bool help = false;
        const ServerOptions options = parseServerArgs(args, help);
        if (help) {
            out << kServerUsage;
            return cli::kExitOk;
        }
        return runServer(options, err);
    } catch (const InputError& e) {
        err << "error: " << e.what() << '\n';
        return cli::kExitBadInput;
    } catch (const std::exception& e) {
        err << "error: " << e.what() << '\n';
        return cli::kExitFailure;
    }
}

} // namespace cor::server
