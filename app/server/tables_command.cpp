#include "app/server/tables_command.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/server/listen_or_fail.h"
#include "app/server/stop_signals.h"
#include "net/log.h"
#include "net/tables/table_listener.h"
#include "net/tables/table_server.h"
#include "net/tls_trust.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QSslCertificate>
#include <QStandardPaths>
#include <ostream>

namespace cor::server {

using cli::InputError;

const char* const kTablesUsage =
    "usage: cityofrome-server --tables --port P [--bind ADDR] [--data DIR]\n"
    "                         [--tls-cert FILE --tls-key FILE] [--max-tables N]\n"
    "                         [--max-tables-per-address N] [--max-connections-per-address N]\n"
    "                         [--expire-after DURATION]\n"
    "                         [--log-level LEVEL]\n"
    "\n"
    "An online table server: hosts many games at once for players anywhere, each behind an\n"
    "invite code. A player's app (Play online) or `cityofrome-cli play --new-table` makes a\n"
    "table and gets its code; friends join with the code. Every table keeps its seats, tokens\n"
    "(as digests), rejoin, stand-in bots, chat and rematch as a LAN game does. Tables live in\n"
    "DIR (an SQLite database, tables.sqlite, and the games' saves in DIR/tables); a server\n"
    "started again on DIR continues every table, and the players rejoin by themselves. Prints\n"
    "`listening on ADDR:PORT` to stderr when ready.\n"
    "\n"
    "  --port P                    TCP port; 0 picks a free one (printed as above)\n"
    "  --bind ADDR                 address to listen on (default: all interfaces)\n"
    "  --data DIR                  the tables' folder (default: the user's data folder,\n"
    "                              ~/.local/share/cityofrome-server); one server at a time\n"
    "  --tls-cert FILE             every connection is TLS with this PEM certificate (chain)\n"
    "  --tls-key FILE              and this PEM private key. Without an authority's\n"
    "                              certificate, players are shown its fingerprint to trust\n"
    "                              (invitations carry it); printed to stderr as\n"
    "                              `certificate fingerprint AB:CD:...` when it starts\n"
    "  --max-tables N              tables at once (default 10000)\n"
    "  --max-tables-per-address N  open tables one address may make (default 20)\n"
    "  --max-connections-per-address N\n"
    "                              connections from one address at once (default 32; more\n"
    "                              where many players share one address)\n"
    "  --expire-after DURATION     a table nobody played at this long is gone, its saves too:\n"
    "                              N followed by d, h, m or s (default 30d)\n"
    "  --log-level LEVEL           debug, info (default), warn, error or off\n"
    "\n"
    "Limits: 10 wrong codes per address in 10 minutes, a message\n"
    "in 10 seconds at the door, and each table's limits on chat and messages.\n"
    "\n"
    "As a service: resources/cityofrome-tables.service is a systemd unit with a user of its\n"
    "own and /var/lib/cityofrome-tables for DIR; the log goes to the journal\n"
    "(journalctl -u cityofrome-tables). SIGTERM or SIGINT stops the server: every table is\n"
    "saved already, and continues when it starts again.\n"
    "\n"
    "Exit codes: 0 stopped by a signal, 1 cannot start (the port, DIR in use, the\n"
    "certificate), 2 bad arguments.\n";

namespace {

struct TablesOptions {
    quint16 port = 0;
    QHostAddress bind = QHostAddress::Any;
    QString dataDir;
    QString tlsCert;
    QString tlsKey;
    net::TableServerConfig config;
    std::string logLevel = "info";
};

qint64 parseDuration(const std::string& text) {
    const char unit = text.empty() ? '\0' : text.back();
    const qint64 seconds = unit == 'd' ? 86'400 : unit == 'h' ? 3'600 : unit == 'm' ? 60 : 1;
    const std::string number = unit == 'd' || unit == 'h' || unit == 'm' || unit == 's'
                                   ? text.substr(0, text.size() - 1)
                                   : text;
    return static_cast<qint64>(cli::parseUnsigned(number, "--expire-after", 1, 3650 * 86'400)) *
           seconds;
}

TablesOptions parseTablesArgs(const cli::ParsedArgs& parsed) {
    TablesOptions options;
    options.port =
        static_cast<quint16>(cli::parseUnsigned(parsed.required("--port"), "--port", 0, 65535));
    if (const auto bind = parsed.value("--bind")) {
        if (!options.bind.setAddress(QString::fromStdString(*bind))) {
            throw InputError("--bind: not an IP address: \"" + *bind + "\"");
        }
    }
    options.config.dataDir =
        parsed.value("--data")
            ? QString::fromStdString(*parsed.value("--data"))
            : QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                  QStringLiteral("/cityofrome-server");
    if (parsed.value("--tls-cert").has_value() != parsed.value("--tls-key").has_value()) {
        throw InputError("--tls-cert and --tls-key go together");
    }
    options.tlsCert = QString::fromStdString(parsed.value("--tls-cert").value_or(""));
    options.tlsKey = QString::fromStdString(parsed.value("--tls-key").value_or(""));
    if (const auto max = parsed.value("--max-tables")) {
        options.config.maxTables =
            static_cast<int>(cli::parseUnsigned(*max, "--max-tables", 1, 1'000'000));
    }
    if (const auto max = parsed.value("--max-tables-per-address")) {
        options.config.maxTablesPerAddress =
            static_cast<int>(cli::parseUnsigned(*max, "--max-tables-per-address", 1, 1'000'000));
    }
    if (const auto max = parsed.value("--max-connections-per-address")) {
        options.config.maxConnectionsPerAddress = static_cast<int>(
            cli::parseUnsigned(*max, "--max-connections-per-address", 1, 1'000'000));
    }
    if (const auto expiry = parsed.value("--expire-after")) {
        options.config.expireAfterSeconds = parseDuration(*expiry);
    }
    // Checked often enough for the shortest expiry, at most once a minute.
    options.config.expiryCheckMs =
        static_cast<int>(std::min<qint64>(60, options.config.expireAfterSeconds) * 1000);
    if (const auto level = parsed.value("--log-level")) {
        if (spdlog::level::from_str(*level) == spdlog::level::off && *level != "off") {
            throw InputError("--log-level: expected debug, info, warn, error or off");
        }
        options.logLevel = *level;
    }
    options.config.appVersion = QCoreApplication::applicationVersion().toStdString();
    return options;
}

int runTables(TablesOptions options, std::ostream& err) {
    net::netLog().set_level(spdlog::level::from_str(options.logLevel));
    net::TableServer tables(options.config);
    QString why;
    if (!tables.open(&why)) {
        throw cli::Failure("cannot open the tables: " + why.toStdString());
    }
    net::TableListener listener(tables);
    if (!options.tlsCert.isEmpty() && !listener.useTls(options.tlsCert, options.tlsKey, &why)) {
        throw cli::Failure("TLS: " + why.toStdString());
    }
    if (!options.tlsCert.isEmpty()) {
        // What players compare when no authority signed the certificate (invitations carry it).
        err << "certificate fingerprint "
            << net::certificateFingerprint(QSslCertificate::fromPath(options.tlsCert).front())
                   .toStdString()
            << std::endl;
    }
    listenOrFail(listener, options.bind, options.port, err);
    net::netLog().info("{} tables in {}{}", tables.tableCount(),
                       options.config.dataDir.toStdString(),
                       options.tlsCert.isEmpty() ? "" : ", over TLS");
    const StopSignals stopSignals([&] {
        listener.close();
        tables.closeAll();
    });
    QObject::connect(
        &tables, &net::TableServer::allClosed, QCoreApplication::instance(),
        [] { QCoreApplication::exit(cli::kExitOk); }, Qt::QueuedConnection);
    return QCoreApplication::exec();
}

} // namespace

int tablesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const cli::ParsedArgs parsed = cli::parseArgs(
        args, cli::ArgSpec{{"--port", "--bind", "--data", "--tls-cert", "--tls-key", "--max-tables",
                            "--max-tables-per-address", "--max-connections-per-address",
                            "--expire-after", "--log-level"},
                           {"--tables"}});
    if (parsed.help) {
        out << kTablesUsage;
        return cli::kExitOk;
    }
    return runTables(parseTablesArgs(parsed), err);
}

} // namespace cor::server
