#include "app/desktop/desktop_options.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "engine/bots/bot.h"
#include "engine/state.h"

#include <QHostAddress>
#include <limits>

namespace cor::desktop {

using cli::InputError;

const char* const kDesktopUsage =
    "usage: cityofrome [--lang en|de] [--screenshot FILE.png --screenshot-after MS]\n"
    "                  [--screen menu|newgame|game|settings|rules]\n"
    "       cityofrome --replay FILE [--lang en|de] [--screenshot FILE.png --screenshot-after MS]\n"
    "       cityofrome --autoplay --players 2|3|4 --bots KIND,... --seed S [--shrine]\n"
    "                  [--save FILE] [--lang en|de] [--screenshot FILE.png --screenshot-after MS]\n"
    "       cityofrome --autoplay --lan-host NAME --players 2|3|4 --bots KIND,... [--guests N]\n"
    "                  [--seed S] [--lan-address ADDR] [--discovery-port P]\n"
    "       cityofrome --autoplay --lan-join any|ADDRESS:PORT --bots KIND [--seed S]\n"
    "                  [--discovery-port P]\n"
    "\n"
    "City of Rome, the desktop game.\n"
    "\n"
    "  --lang en|de           the interface's language for this run (default: the setting)\n"
    "  --screenshot FILE.png  grab the window to FILE after --screenshot-after MS (default 1000)\n"
    "                         milliseconds, then quit\n"
    "  --screen NAME          open this screen at once (game: you against two easy bots)\n"
    "  --replay FILE          watch the game of a save file (the app's, the server's or\n"
    "                         `cityofrome-cli selfplay`'s) step by step\n"
    "  --autoplay             a game of bots (--bots: random, greedy, ismcts, easy, normal,\n"
    "                         hard; cycled over the seats) played through the window at full\n"
    "                         speed; prints the final score sheets as JSON and quits; --save\n"
    "                         FILE writes its save file\n"
    "  --lan-host NAME        with --autoplay: host a LAN game; the first bot of --bots plays\n"
    "                         this app's seat, --guests N seats (default 1) wait for guests,\n"
    "                         bots of the other kinds take the rest; starts when all are ready\n"
    "  --lan-join WHERE       with --autoplay: join the first game heard on the LAN (any) or the\n"
    "                         one at ADDRESS:PORT, a seat held there before is taken back; a\n"
    "                         bot of --bots plays this app's seat. Both print \"seated seat N\"\n"
    "                         and \"playing\" to stderr, and the score sheets as JSON at the end\n"
    "  --lan-address ADDR     where a LAN host listens and announces (default: everywhere)\n"
    "  --discovery-port P     the UDP port of LAN discovery (default 45654)\n"
    "  --measure              at the end, print to stderr as JSON: milliseconds to the first\n"
    "                         frame, the longest stall of the event loop, peak memory (MiB)\n";

DesktopOptions parseDesktopArgs(const std::vector<std::string>& args) {
    const cli::ParsedArgs parsed = cli::parseArgs(
        args, cli::ArgSpec{{"--lang", "--screenshot", "--screenshot-after", "--screen", "--players",
                            "--bots", "--seed", "--save", "--replay", "--lan-host", "--lan-join",
                            "--guests", "--lan-address", "--discovery-port"},
                           {"--autoplay", "--shrine", "--measure"}});
    DesktopOptions options;
    options.help = parsed.help;
    if (options.help) {
        return options;
    }
    if (const auto lang = parsed.value("--lang")) {
        if (*lang != "en" && *lang != "de") {
            throw InputError("--lang: expected en or de, got \"" + *lang + "\"");
        }
        options.language = QString::fromStdString(*lang);
    }
    if (const auto file = parsed.value("--screenshot")) {
        options.screenshot = QString::fromStdString(*file);
    }
    if (const auto ms = parsed.value("--screenshot-after")) {
        options.screenshotAfterMs =
            static_cast<int>(cli::parseUnsigned(*ms, "--screenshot-after", 0, 3'600'000));
    }
    if (const auto screen = parsed.value("--screen")) {
        if (*screen != "menu" && *screen != "newgame" && *screen != "settings" &&
            *screen != "rules" && *screen != "game") {
            throw InputError("--screen: expected menu, newgame, game, settings or rules");
        }
        options.screen = QString::fromStdString(*screen);
    }
    options.measure = parsed.has("--measure");
    options.autoplay = parsed.has("--autoplay");
    if (const auto file = parsed.value("--replay")) {
        if (options.autoplay || parsed.value("--screen")) {
            throw InputError("--replay: not with --autoplay or --screen");
        }
        options.replay = QString::fromStdString(*file);
        options.screen = QStringLiteral("replay");
    }
    if (!options.autoplay) {
        for (const char* option : {"--players", "--bots", "--seed", "--save", "--lan-host",
                                   "--lan-join", "--guests", "--lan-address", "--discovery-port"}) {
            if (parsed.value(option)) {
                throw InputError(std::string(option) + " needs --autoplay");
            }
        }
        if (parsed.has("--shrine")) {
            throw InputError("--shrine needs --autoplay");
        }
        return options;
    }
    options.bots = cli::splitList(parsed.required("--bots"), "--bots");
    for (const std::string& bot : options.bots) {
        if (!isBotName(bot)) {
            throw InputError("--bots: unknown bot \"" + bot + "\" (known: " + botKindList() +
                             ", easy, normal, hard)");
        }
    }
    if (const auto host = parsed.value("--lan-host")) {
        options.lanHost = QString::fromStdString(*host);
    }
    if (const auto join = parsed.value("--lan-join")) {
        options.lanJoin = QString::fromStdString(*join);
    }
    if (const auto address = parsed.value("--lan-address")) {
        options.lanAddress = QString::fromStdString(*address);
        if (QHostAddress(options.lanAddress).isNull()) {
            throw InputError("--lan-address: not an address: " + *address);
        }
    }
    if (const auto port = parsed.value("--discovery-port")) {
        options.discoveryPort =
            static_cast<quint16>(cli::parseUnsigned(*port, "--discovery-port", 1, 65535));
    }
    const bool lan = !options.lanHost.isEmpty() || !options.lanJoin.isEmpty();
    if (!options.lanHost.isEmpty() && !options.lanJoin.isEmpty()) {
        throw InputError("--lan-host and --lan-join: one or the other");
    }
    if (!options.lanJoin.isEmpty() && options.lanJoin != QLatin1String("any") &&
        options.lanJoin.section(u':', -1).toInt() <= 0) {
        throw InputError("--lan-join: expected any or ADDRESS:PORT");
    }
    if (lan) {
        if (!options.lanHost.isEmpty()) {
            options.players = static_cast<int>(
                cli::parseUnsigned(parsed.required("--players"), "--players", 2, kMaxPlayers));
            if (const auto guests = parsed.value("--guests")) {
                options.guests = static_cast<int>(
                    cli::parseUnsigned(*guests, "--guests", 0, options.players - 1));
            }
        }
        if (const auto seed = parsed.value("--seed")) {
            options.seed =
                cli::parseUnsigned(*seed, "--seed", 0, std::numeric_limits<std::uint64_t>::max());
        }
        return options;
    }
    options.players = static_cast<int>(
        cli::parseUnsigned(parsed.required("--players"), "--players", 2, kMaxPlayers));
    options.seed = cli::parseUnsigned(parsed.required("--seed"), "--seed", 0,
                                      std::numeric_limits<std::uint64_t>::max());
    options.shrine = parsed.has("--shrine");
    if (const auto save = parsed.value("--save")) {
        options.save = QString::fromStdString(*save);
    }
    return options;
}

} // namespace cor::desktop
