#include "app/desktop/desktop_options.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/models/settings.h"
#include "engine/bots/bot.h"
#include "engine/state.h"
#include "net/invitation.h"

#include <QHostAddress>
#include <limits>

namespace cor::desktop {

using cli::InputError;

const char* const kDesktopUsage =
    "usage: cityofrome [--lang en|de] [--size WxH] [--screenshot FILE.png --screenshot-after MS]\n"
    "                  [--screen menu|newgame|game|settings|rules]\n"
    "       cityofrome [--lang en|de] LINK\n"
    "       cityofrome --watch\n"
    "       cityofrome --replay FILE [--step N] [--seat S | --spectator] [--lang en|de]\n"
    "                  [--size WxH] [--screenshot FILE.png --screenshot-after MS]\n"
    "       cityofrome --audit [--lang en|de] [--size WxH] [--scale PERCENT,...]\n"
    "                  [--screens NAME,...] [--audit-shots DIR]\n"
    "       cityofrome --autoplay --players 2|3|4 --bots KIND,... --seed S [--shrine]\n"
    "                  [--save FILE] [--lang en|de] [--screenshot FILE.png --screenshot-after MS]\n"
    "       cityofrome --autoplay --lan-host NAME --players 2|3|4 --bots KIND,... [--guests N]\n"
    "                  [--seed S] [--lan-address ADDR] [--discovery-port P]\n"
    "       cityofrome --autoplay --lan-join any|ADDRESS:PORT --bots KIND [--seed S]\n"
    "       cityofrome --autoplay --lan-continue --bots KIND [--seed S]\n"
    "                  [--discovery-port P]\n"
    "\n"
    "City of Rome, the desktop game.\n"
    "\n"
    "  LINK                   open the online table of this invitation (a cityofrome:// link,\n"
    "                         as a click on it in a chat program does); when the app already\n"
    "                         runs, it opens the table there and this start exits\n"
    "  --watch                while the app is closed, watch this person's online tables and\n"
    "                         say on the desktop when it is their turn (started at login while\n"
    "                         Settings ask for it; no window)\n"
    "  --lang en|de           the interface's language for this run (default: the setting)\n"
    "  --size WxH             the window's size in logical pixels (default: the size and place\n"
    "                         the window had when it was last closed, at first 80% of the\n"
    "                         screen; runs with --screenshot or --autoplay: 1280x720)\n"
    "  --screenshot FILE.png  grab the window to FILE after --screenshot-after MS (default 1000)\n"
    "                         milliseconds, then quit\n"
    "  --screen NAME          open this screen at once (game: you against two easy bots)\n"
    "  --replay FILE          watch the game of a save file (the app's, the server's or\n"
    "                         `cityofrome-cli selfplay`'s) step by step\n"
    "  --step N               with --replay: start after N actions (as `cityofrome-cli replay\n"
    "                         --trace` numbers them; default 0, the deal)\n"
    "  --seat S               with --replay: through the eyes of seat S (from 0)\n"
    "  --spectator            with --replay: as a spectator, who sees what everyone knows\n"
    "                         (the default)\n"
    "  --audit                show every screen (the game at several moments of a scripted\n"
    "                         game) in English and German at 1280x720 and 1920x1080 (or the\n"
    "                         --lang and --size given) and print, one JSON line each, what a\n"
    "                         person would see wrong: tiny, cut, overlapping or offscreen texts\n"
    "                         and controls without an accessible name; then a summary line.\n"
    "                         Exit 1 if a screen could not be shown. Works offscreen\n"
    "  --scale PERCENT,...    with --audit: at these interface sizes (the settings' 80 to 150);\n"
    "                         without it and --size, 1280x720 is audited at 150 too, its lines\n"
    "                         marked \"scale\":150. On the game screen, a city's cell or an\n"
    "                         offer's card smaller at a larger interface size than at a smaller\n"
    "                         one of the same run is a card defect, as a card name under 13 px\n"
    "                         and, there from 1280x720, a hand's, the offer's or the city's\n"
    "                         card without its effect in sight; and a layout defect, on the\n"
    "                         game screen an empty area of 15 % of the window or more\n"
    "  --screens NAME,...     with --audit: only these of menu, newgame, settings, rules,\n"
    "                         rules-card, continue, join, host, lobby, game-draft,\n"
    "                         game-emissaries, game-build, game-school, game-aqueduct,\n"
    "                         game-full-city, game-other-city,\n"
    "                         game-hint, game-curtain, end, replay, lookback,\n"
    "                         lookback-decision\n"
    "  --audit-shots DIR      with --audit: also save a picture of every screen audited as\n"
    "                         DIR/SCREEN-LANG-WxH.png\n"
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
    "  --lan-continue         with --autoplay: continue the newest game this app hosted, as\n"
    "                         Continue does (back to its server if it still runs)\n"
    "  --lan-stop-after N     a LAN host stops hosting once the game has N actions (the game\n"
    "                         is saved and the guests told) and quits\n"
    "  --lan-say TEXT         on the LAN: say TEXT in the chat once the game is on; every\n"
    "                         chat line heard goes to stderr as \"chat NAME: TEXT\"\n"
    "  --lan-games N          on the LAN: N games at this table (default 1): after each end the\n"
    "                         host calls a rematch, everyone sits down again by themselves;\n"
    "                         each game's score sheets are a line of JSON\n"
    "  --lan-address ADDR     where a LAN host listens and announces (default: everywhere)\n"
    "  --discovery-port P     the UDP port of LAN discovery (default 45654)\n"
    "  --measure              at the end, print to stderr as JSON: milliseconds to the first\n"
    "                         frame, the longest stall of the event loop (over the run and in\n"
    "                         play), peak memory (MiB)\n";

const QStringList& auditScreenNames() {
    static const QStringList names{QStringLiteral("menu"),
                                   QStringLiteral("newgame"),
                                   QStringLiteral("settings"),
                                   QStringLiteral("rules"),
                                   QStringLiteral("rules-card"),
                                   QStringLiteral("continue"),
                                   QStringLiteral("join"),
                                   QStringLiteral("host"),
                                   QStringLiteral("online"),
                                   QStringLiteral("lobby"),
                                   QStringLiteral("game-draft"),
                                   QStringLiteral("game-emissaries"),
                                   QStringLiteral("game-build"),
                                   QStringLiteral("game-school"),
                                   QStringLiteral("game-aqueduct"),
                                   QStringLiteral("game-full-city"),
                                   QStringLiteral("game-other-city"),
                                   QStringLiteral("game-hint"),
                                   QStringLiteral("game-curtain"),
                                   QStringLiteral("end"),
                                   QStringLiteral("replay"),
                                   QStringLiteral("lookback"),
                                   QStringLiteral("lookback-decision")};
    return names;
}

namespace {

// "1280x720" -> 1280 x 720, within what a window can be.
QSize parseSize(const std::string& text) {
    const std::size_t x = text.find('x');
    if (x == std::string::npos) {
        throw InputError("--size: expected WxH, e.g. 1280x720, got \"" + text + "\"");
    }
    const auto width = cli::parseUnsigned(text.substr(0, x), "--size (width)", 320, 16'384);
    const auto height = cli::parseUnsigned(text.substr(x + 1), "--size (height)", 240, 16'384);
    return {static_cast<int>(width), static_cast<int>(height)};
}

} // namespace

DesktopOptions parseDesktopArgs(const std::vector<std::string>& args) {
    const cli::ParsedArgs parsed = cli::parseArgs(
        args, cli::ArgSpec{{"--lang",        "--screenshot",     "--screenshot-after",
                            "--screen",      "--players",        "--bots",
                            "--seed",        "--save",           "--replay",
                            "--lan-host",    "--lan-join",       "--guests",
                            "--lan-address", "--discovery-port", "--size",
                            "--step",        "--seat",           "--screens",
                            "--audit-shots", "--scale",          "--lan-stop-after",
                            "--lan-say",     "--lan-games"},
                           {"--autoplay", "--shrine", "--measure", "--audit", "--spectator",
                            "--lan-continue", "--watch"},
                           0,
                           1,
                           "LINK"});
    DesktopOptions options;
    options.help = parsed.help;
    if (options.help) {
        return options;
    }
    options.watch = parsed.has("--watch");
    if (options.watch &&
        (parsed.values.size() + parsed.flags.size() > 1 || !parsed.positional.empty())) {
        throw InputError("--watch goes alone");
    }
    if (!parsed.positional.empty()) {
        options.invitation = QString::fromStdString(parsed.positional.front());
        if (!net::readInvitation(options.invitation)) {
            throw InputError("not the invitation of a table: \"" + parsed.positional.front() +
                             "\" (expected a cityofrome:// link)");
        }
        if (parsed.values.size() > (parsed.value("--lang") ? 1U : 0U) || !parsed.flags.empty()) {
            throw InputError("an invitation's link goes with --lang alone");
        }
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
    if (const auto size = parsed.value("--size")) {
        options.size = parseSize(*size);
    }
    options.measure = parsed.has("--measure");
    options.autoplay = parsed.has("--autoplay");
    options.audit = parsed.has("--audit");
    if (options.audit) {
        for (const char* option : {"--screenshot", "--screen", "--replay"}) {
            if (parsed.value(option)) {
                throw InputError(std::string("--audit: not with ") + option);
            }
        }
        if (options.autoplay || options.measure) {
            throw InputError("--audit: not with --autoplay or --measure");
        }
        if (!options.language.isEmpty()) {
            options.auditLanguages = {options.language};
        }
        if (!options.size.isEmpty()) {
            options.auditSizes = {options.size};
        }
        if (const auto screens = parsed.value("--screens")) {
            for (const std::string& screen : cli::splitList(*screens, "--screens")) {
                options.auditScreens << QString::fromStdString(screen);
                if (!auditScreenNames().contains(options.auditScreens.back())) {
                    throw InputError("--screens: no screen \"" + screen + "\"");
                }
            }
        }
        if (const auto shots = parsed.value("--audit-shots")) {
            options.auditShots = QString::fromStdString(*shots);
        }
        if (const auto scales = parsed.value("--scale")) {
            for (const std::string& scale : cli::splitList(*scales, "--scale")) {
                options.auditScales.push_back(static_cast<int>(cli::parseUnsigned(
                    scale, "--scale", app::Settings::kMinimumScale, app::Settings::kMaximumScale)));
            }
        }
    } else if (parsed.value("--screens") || parsed.value("--audit-shots") ||
               parsed.value("--scale")) {
        throw InputError("--screens, --scale and --audit-shots need --audit");
    }
    if (const auto file = parsed.value("--replay")) {
        if (options.autoplay || parsed.value("--screen")) {
            throw InputError("--replay: not with --autoplay or --screen");
        }
        options.replay = QString::fromStdString(*file);
        options.screen = QStringLiteral("replay");
    }
    if (const auto step = parsed.value("--step")) {
        options.replayStep = static_cast<int>(
            cli::parseUnsigned(*step, "--step", 0, std::numeric_limits<int>::max()));
    }
    if (const auto seat = parsed.value("--seat")) {
        if (parsed.has("--spectator")) {
            throw InputError("--seat and --spectator: one or the other");
        }
        options.replaySeat =
            static_cast<int>(cli::parseUnsigned(*seat, "--seat", 0, kMaxPlayers - 1));
    }
    if (options.replay.isEmpty()) {
        for (const char* option : {"--step", "--seat"}) {
            if (parsed.value(option)) {
                throw InputError(std::string(option) + " needs --replay");
            }
        }
        if (parsed.has("--spectator")) {
            throw InputError("--spectator needs --replay");
        }
    }
    if (!options.autoplay) {
        for (const char* option : {"--players", "--bots", "--seed", "--save", "--lan-host",
                                   "--lan-join", "--guests", "--lan-address", "--discovery-port",
                                   "--lan-stop-after", "--lan-say", "--lan-games"}) {
            if (parsed.value(option)) {
                throw InputError(std::string(option) + " needs --autoplay");
            }
        }
        for (const char* flag : {"--shrine", "--lan-continue"}) {
            if (parsed.has(flag)) {
                throw InputError(std::string(flag) + " needs --autoplay");
            }
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
    options.lanContinue = parsed.has("--lan-continue");
    if (const auto stop = parsed.value("--lan-stop-after")) {
        options.lanStopAfter =
            static_cast<int>(cli::parseUnsigned(*stop, "--lan-stop-after", 1, 100'000));
    }
    if (const auto say = parsed.value("--lan-say")) {
        options.lanSay = QString::fromStdString(*say);
    }
    if (const auto games = parsed.value("--lan-games")) {
        options.lanGames = static_cast<int>(cli::parseUnsigned(*games, "--lan-games", 1, 100));
    }
    const bool lan = onTheLan(options);
    if (int(!options.lanHost.isEmpty()) + int(!options.lanJoin.isEmpty()) +
            int(options.lanContinue) >
        1) {
        throw InputError("--lan-host, --lan-join and --lan-continue: one of them");
    }
    if (!lan && (options.lanStopAfter > 0 || !options.lanSay.isEmpty() || options.lanGames > 1)) {
        throw InputError("--lan-stop-after, --lan-say and --lan-games are for a LAN game");
    }
    if (!options.lanJoin.isEmpty() && options.lanJoin != QLatin1String("any") &&
        options.lanJoin.section(u':', -1).toInt() <= 0) {
        throw InputError("--lan-join: expected any or ADDRESS:PORT");
    }
    if (lan) {
        if (!options.lanHost.isEmpty()) {
            options.players = cli::parsePlayers(parsed.required("--players"));
            if (const auto guests = parsed.value("--guests")) {
                options.guests = static_cast<int>(
                    cli::parseUnsigned(*guests, "--guests", 0, options.players - 1));
            }
        }
        if (const auto seed = parsed.value("--seed")) {
            options.seed = cli::parseSeed(*seed);
        }
        return options;
    }
    options.players = cli::parsePlayers(parsed.required("--players"));
    options.seed = cli::parseSeed(parsed.required("--seed"));
    options.shrine = parsed.has("--shrine");
    if (const auto save = parsed.value("--save")) {
        options.save = QString::fromStdString(*save);
    }
    return options;
}

} // namespace cor::desktop
