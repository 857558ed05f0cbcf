#include "app/cli/watch.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/core_application.h"
#include "engine/json/save_file.h"
#include "net/log.h"
#include "net/tables/table_watch_client.h"

#include <QCoreApplication>
#include <map>
#include <memory>
#include <ostream>

namespace cor::cli {

const char* const kWatchUsage =
    "usage: cityofrome-cli watch --connect HOST:PORT [--tls [--trust FINGERPRINT]]\n"
    "                            --token T [--token T ...]\n"
    "\n"
    "Watches the tables of these seat tokens (as `play` prints them: `seated seat N token T`) at\n"
    "a table server (cityofrome-server --tables) over one connection, and prints a line\n"
    "  {\"code\": ..., \"stage\": \"lobby|playing|over|gone\", \"round\": ..., \"to_act\": "
    "SEAT|null,\n"
    "   \"your_turn\": true|false, \"last_activity\": ...}\n"
    "for each table as soon as it is connected, then each time the server says that the table's\n"
    "standing changed (it never asks again on a timer). A token alone names its table. It runs\n"
    "until killed and watches again by itself after a lost connection.\n"
    "\n"
    "  --connect HOST:PORT   the table server\n"
    "  --token T             a seat token (32 hexadecimal digits); one per table, repeatable\n"
    "  --tls                 the server speaks TLS; its certificate must be signed by an\n"
    "                        authority this machine trusts, or be the one of --trust\n"
    "  --trust FINGERPRINT   trust the certificate of this SHA-256 fingerprint (AB:CD:...)\n"
    "  --log-level LEVEL     debug, info, warn (default), error or off\n"
    "\n"
    "Exit codes (it ends only on an error): 1 an untrusted or changed certificate, 2 bad\n"
    "arguments or a watch the server refuses (another protocol version, more than 64 tokens).\n";

namespace {

constexpr std::size_t kMaxTokens = 64; // as the server takes them

struct WatchOptions {
    net::TableWatchOptions watch;
    std::string logLevel = "warn";
};

// The parser takes an option once; --token may come many times, so it is taken out first.
std::vector<std::string> takeTokens(const std::vector<std::string>& args,
                                    std::vector<std::string>& tokens) {
    std::vector<std::string> rest;
    constexpr std::string_view kInline = "--token=";
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--token") {
            if (i + 1 == args.size()) {
                throw InputError("--token needs a value");
            }
            tokens.push_back(args[++i]);
        } else if (args[i].starts_with(kInline)) {
            tokens.push_back(args[i].substr(kInline.size()));
        } else {
            rest.push_back(args[i]);
        }
    }
    return rest;
}

WatchOptions parseWatchArgs(const ParsedArgs& parsed, const std::vector<std::string>& tokens) {
    WatchOptions options;
    const std::string& connect = parsed.required("--connect");
    const std::size_t colon = connect.rfind(':');
    if (colon == std::string::npos || colon == 0) {
        throw InputError("--connect: expected HOST:PORT, got \"" + connect + "\"");
    }
    options.watch.host = QString::fromStdString(connect.substr(0, colon));
    options.watch.port =
        static_cast<quint16>(parseUnsigned(connect.substr(colon + 1), "--connect port", 1, 65535));
    if (tokens.empty()) {
        throw InputError("missing --token");
    }
    if (tokens.size() > kMaxTokens) {
        throw InputError("at most 64 --token");
    }
    for (const std::string& text : tokens) {
        const auto token = net::tokenFromHex(text);
        if (!token) {
            throw InputError("--token: expected 32 hexadecimal digits, got \"" + text + "\"");
        }
        options.watch.tables.push_back({{}, *token});
    }
    options.watch.tls = parsed.has("--tls");
    if (const auto fingerprint = parsed.value("--trust")) {
        options.watch.trustedFingerprint = QString::fromStdString(*fingerprint);
    }
    if (const auto level = parsed.value("--log-level")) {
        options.logLevel = *level;
    }
    return options;
}

const char* stageName(wire::TableState::Stage stage) {
    switch (stage) {
    case wire::TableState::LOBBY:
        return "lobby";
    case wire::TableState::PLAYING:
        return "playing";
    case wire::TableState::OVER:
        return "over";
    default:
        return "gone";
    }
}

// One line of the contract; a table no token holds a seat at has no code to tell.
Json standingLine(const wire::TableState& state) {
    const bool playing = state.stage() == wire::TableState::PLAYING;
    Json line = Json::object();
    line["code"] = state.code().empty() ? Json(nullptr) : Json(state.code());
    line["stage"] = stageName(state.stage());
    line["round"] = state.round();
    line["to_act"] = playing && state.to_act() >= 0 ? Json(state.to_act()) : Json(nullptr);
    line["your_turn"] = playing && state.seat() >= 0 && state.to_act() == state.seat();
    line["last_activity"] = state.last_activity() > 0 ? Json(state.last_activity()) : Json(nullptr);
    return line;
}

int watch(const WatchOptions& options, std::ostream& out, std::ostream& err) {
    net::netLog().set_level(spdlog::level::from_str(options.logLevel));
    const auto app = coreApplicationIfNone();
    net::TableWatchClient client(options.watch);
    // What was printed of each token's table: after a reconnection the server says everything
    // again, and only what changed meanwhile is news.
    std::map<std::uint32_t, std::string> printed;
    QObject::connect(&client, &net::TableWatchClient::standing, &client,
                     [&](const wire::TableState& state) {
                         std::string line = standingLine(state).dump();
                         if (printed[state.key()] != line) {
                             out << line << std::endl;
                             printed[state.key()] = std::move(line);
                         }
                     });
    QObject::connect(&client, &net::TableWatchClient::failed, &client,
                     [&](const QString& why, bool refused) {
                         err << "error: " << why.toStdString() << std::endl;
                         QCoreApplication::exit(refused ? kExitBadInput : kExitFailure);
                     });
    client.start();
    return QCoreApplication::exec();
}

} // namespace

int watchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::vector<std::string> tokens;
    const std::vector<std::string> rest = takeTokens(args, tokens);
    const ParsedArgs parsed =
        parseArgs(rest, ArgSpec{{"--connect", "--trust", "--log-level"}, {"--tls"}});
    if (parsed.help) {
        out << kWatchUsage;
        return kExitOk;
    }
    return watch(parseWatchArgs(parsed, tokens), out, err);
}

} // namespace cor::cli
