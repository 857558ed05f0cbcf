#include "app/cli/play.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/core_application.h"
#include "engine/bots/bot.h"
#include "engine/json/score_sheet_json.h"
#include "net/bot_client.h"
#include "net/client_session.h"
#include "net/invitation.h"
#include "net/invite_code.h"
#include "net/log.h"

#include <QCoreApplication>
#include <memory>
#include <ostream>

namespace cor::cli {

const char* const kPlayUsage =
    "usage: cityofrome-cli play --connect HOST:PORT --name NAME --bot KIND [--seat N]\n"
    "                           [--token T] [--seed S] [--tls [--trust FINGERPRINT]]\n"
    "                           [--code CODE | --new-table --players P [--bots KIND,...]\n"
    "                            [--shrine] [--hints] [--move-seconds S] [--table-name NAME]]\n"
    "       cityofrome-cli play --invite TEXT --name NAME --bot KIND [--seat N] [--token T] ...\n"
    "\n"
    "Joins a hosted game (cityofrome-server or a desktop app's host) and lets a bot play the\n"
    "seat to the end, then prints {\"scores\": [...], \"winners\": [...], \"over\": true}.\n"
    "Prints `seated seat N token T` to stderr once seated; after a lost connection it rejoins\n"
    "by itself, and `--token T` rejoins that seat from a new process.\n"
    "\n"
    "  --connect HOST:PORT   the host\n"
    "  --name NAME           the player's name\n"
    "  --bot KIND            a level (beginner, easy, normal, hard, expert) or a kind\n"
    "                        (random, greedy, ismcts, ismcts:K for K iterations a move)\n"
    "  --seat N              the seat to take (default: any open seat)\n"
    "  --token T             rejoin the seat this token was issued for\n"
    "  --seed S              the bot's seed (default 1)\n"
    "  --code CODE           the table of this invite code at a table server\n"
    "                        (cityofrome-server --tables)\n"
    "  --new-table           make a table at a table server and take its first seat; prints\n"
    "                        `table CODE`, then `invite LINK` (the table's invitation: a\n"
    "                        cityofrome:// link) to stderr before `seated ...`\n"
    "  --invite TEXT         join from an invitation: the link alone or any text holding it;\n"
    "                        the server, code and certificate's fingerprint come from it, and\n"
    "                        a certificate that differs from it is refused\n"
    "  --players P           the new table's seats (2, 3 or 4)\n"
    "  --bots LIST           the new table's bots, for its last seats\n"
    "  --shrine              the new table plays with the Shrine\n"
    "  --hints               the new table's players may ask for hints\n"
    "  --move-seconds S      the new table's time per move (default: none)\n"
    "  --table-name NAME     what the friends call the new table (\"Aurelia's table\")\n"
    "  --tls                 the server speaks TLS; its certificate must be signed by an\n"
    "                        authority this machine trusts, or be the one of --trust\n"
    "  --trust FINGERPRINT   trust the certificate of this SHA-256 fingerprint (AB:CD:...)\n"
    "  --log-level LEVEL     debug, info, warn (default), error or off\n"
    "\n"
    "Exit codes: 0 the game ended, 1 the connection failed (an untrusted or changed\n"
    "certificate too: the error names its fingerprint), 2 bad arguments or refused (another\n"
    "protocol version, a wrong token, the game full, a wrong or expired code).\n";

namespace {

struct PlayOptions {
    QString host;
    quint16 port = 0;
    net::ClientOptions client;
    std::string bot;
    std::uint64_t seed = 1;
    std::string logLevel = "warn";
};

// The player: name, bot, seat, token, seed, log level.
void readPlayerArgs(const ParsedArgs& parsed, PlayOptions& options) {
    options.client.name = parsed.required("--name");
    if (!parsed.value("--bot")) {
        throw InputError("play needs --bot; to play by hand, use the desktop app");
    }
    options.bot = *parsed.value("--bot");
    if (!isBotName(options.bot)) {
        throw InputError("--bot: unknown bot \"" + options.bot + "\" (known: " + botKindList() +
                         ")");
    }
    options.client.wantSeat = -1;
    if (const auto seat = parsed.value("--seat")) {
        options.client.wantSeat = static_cast<int>(parseUnsigned(*seat, "--seat", 0, 3));
    }
    if (const auto token = parsed.value("--token")) {
        options.client.token = net::tokenFromHex(*token);
        if (!options.client.token) {
            throw InputError("--token: expected 32 hexadecimal digits");
        }
    }
    if (const auto seed = parsed.value("--seed")) {
        options.seed = parseSeed(*seed);
    }
    if (const auto level = parsed.value("--log-level")) {
        options.logLevel = *level;
    }
}

// --invite TEXT: the server, the table and the certificate, all from the invitation's link.
void readInvitationArgs(const std::string& text, const ParsedArgs& parsed, PlayOptions& options) {
    for (const char* other : {"--connect", "--code", "--new-table", "--tls", "--trust"}) {
        if (parsed.value(other) || parsed.has(other)) {
            throw InputError(std::string("--invite: not with ") + other +
                             " (the invitation says where and which table)");
        }
    }
    const auto invitation = net::readInvitation(QString::fromStdString(text));
    if (!invitation) {
        throw InputError("--invite: no cityofrome:// link of a table in \"" + text + "\"");
    }
    options.host = invitation->host;
    options.port = invitation->port;
    options.client.tableCode = invitation->code;
    options.client.tls = invitation->tls;
    options.client.trustedFingerprint = invitation->fingerprint;
    options.client.requireFingerprint = !invitation->fingerprint.isEmpty();
}

// --connect HOST:PORT and the table to make or open there.
void readServerArgs(const ParsedArgs& parsed, PlayOptions& options) {
    const std::string& connect = parsed.required("--connect");
    const std::size_t colon = connect.rfind(':');
    if (colon == std::string::npos || colon == 0) {
        throw InputError("--connect: expected HOST:PORT, got \"" + connect + "\"");
    }
    options.host = QString::fromStdString(connect.substr(0, colon));
    options.port =
        static_cast<quint16>(parseUnsigned(connect.substr(colon + 1), "--connect port", 1, 65535));
    if (const auto code = parsed.value("--code")) {
        const auto read = net::readInviteCode(*code);
        if (!read) {
            throw InputError("--code: not an invite code: \"" + *code + "\"");
        }
        options.client.tableCode = *read;
    }
    if (parsed.has("--new-table")) {
        if (parsed.value("--code")) {
            throw InputError("give --code or --new-table, not both");
        }
        net::TableSettings table;
        table.players = parsePlayers(parsed.required("--players"));
        if (const auto bots = parsed.value("--bots")) {
            table.bots = splitList(*bots, "--bots");
        }
        table.shrine = parsed.has("--shrine");
        table.hints = parsed.has("--hints");
        table.name = parsed.value("--table-name").value_or("");
        if (const auto seconds = parsed.value("--move-seconds")) {
            table.moveSeconds =
                static_cast<int>(parseUnsigned(*seconds, "--move-seconds", 1, 30 * 24 * 3600));
        }
        options.client.newTable = table;
    }
    options.client.tls = parsed.has("--tls");
    if (const auto fingerprint = parsed.value("--trust")) {
        options.client.trustedFingerprint = QString::fromStdString(*fingerprint);
    }
}

PlayOptions parsePlayArgs(const ParsedArgs& parsed) {
    PlayOptions options;
    readPlayerArgs(parsed, options);
    if (const auto text = parsed.value("--invite")) {
        readInvitationArgs(*text, parsed, options);
    } else {
        readServerArgs(parsed, options);
    }
    return options;
}

int play(const PlayOptions& options, std::ostream& out, std::ostream& err) {
    net::netLog().set_level(spdlog::level::from_str(options.logLevel));
    const auto app = coreApplicationIfNone();
    net::ClientSession session(options.client);
    net::BotClient bot(session, options.bot, options.seed);
    int result = kExitFailure;
    QObject::connect(
        &session, &net::ClientSession::tableOpened, &session, [&](const QString& code) {
            err << "table " << code.toStdString() << std::endl;
            const net::Invitation invitation{options.host, options.port, code.toStdString(),
                                             options.client.tls, session.serverFingerprint()};
            err << "invite " << net::invitationLink(invitation).toStdString() << std::endl;
        });
    QObject::connect(&session, &net::ClientSession::seated, &session, [&](int seat) {
        err << "seated seat " << seat << " token " << net::tokenToHex(*session.token())
            << std::endl;
    });
    QObject::connect(&session, &net::ClientSession::gameEnded, &session, [&] {
        out << resultToJson(session.scores(), session.winners(), true).dump() << std::endl;
        result = kExitOk;
        session.disconnectFromHost();
        QCoreApplication::exit(kExitOk);
    });
    QObject::connect(&session, &net::ClientSession::stateChanged, &session,
                     [&](net::ClientSession::State state) {
                         if (state != net::ClientSession::State::Failed &&
                             state != net::ClientSession::State::Closed) {
                             return;
                         }
                         if (result == kExitOk) {
                             return;
                         }
                         // A refused hello is the caller's mistake; anything else a failure.
                         result = session.handshakeRefused() ? kExitBadInput : kExitFailure;
                         err << "error: "
                             << (session.lastErrorMessage().isEmpty()
                                     ? std::string("the connection was closed")
                                     : session.lastErrorMessage().toStdString())
                             << std::endl;
                         QCoreApplication::exit(result);
                     });
    session.connectTo(options.host, options.port);
    QCoreApplication::exec();
    return result;
}

} // namespace

int playCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const ParsedArgs parsed =
        parseArgs(args, ArgSpec{{"--connect", "--name", "--bot", "--seat", "--token", "--seed",
                                 "--log-level", "--code", "--players", "--bots", "--move-seconds",
                                 "--trust", "--invite", "--table-name"},
                                {"--new-table", "--shrine", "--hints", "--tls"}});
    if (parsed.help) {
        out << kPlayUsage;
        return kExitOk;
    }
    return play(parsePlayArgs(parsed), out, err);
}

} // namespace cor::cli
