// cityofrome-cli watch as a process on 127.0.0.1 (issue 38): it watches the seat of a
// `cityofrome-cli play --bot` client at a table server, by the token `play` printed, while this
// test plays the table's other seat. Each time the bot's move gives the turn back, the watcher
// prints the change on its own (it sends the server nothing but pongs), before this test moves
// again; through a kill -9 and a restart of the server it watches on by itself.
#include "engine/json/save_file.h"
#include "tests/programs/program_support.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <algorithm>
#include <gtest/gtest.h>
#include <iostream>

namespace cor::programs {
namespace {

constexpr int kWatcherSeat = 0; // the play client's, who made the table
constexpr int kOurSeat = 1;
constexpr int kTurnsBack = 4;

QStringList tablesArgs(quint16 port, const QString& data) {
    return {QStringLiteral("--tables"),
            QStringLiteral("--port"),
            QString::number(port),
            QStringLiteral("--bind"),
            QStringLiteral("127.0.0.1"),
            QStringLiteral("--data"),
            data,
            QStringLiteral("--log-level"),
            QStringLiteral("warn")};
}

// The watcher's lines so far.
std::vector<Json> linesOf(Program& watcher) {
    watcher.standardErrorNow(); // takes in what arrived on both streams
    std::vector<Json> lines;
    for (const QString& line : watcher.standardOutput().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty()) {
            lines.push_back(parseJsonText(line.toStdString()));
        }
    }
    return lines;
}

bool toAct(const Json& line, int seat) {
    return line["stage"] == "playing" && line["to_act"] == seat;
}

// Since line `from`: a line saying it is `first`'s turn, then a later one saying `second`'s.
bool saidInTurn(const std::vector<Json>& lines, std::size_t from, int first, int second) {
    const auto begin = lines.begin() + static_cast<std::ptrdiff_t>(std::min(from, lines.size()));
    const auto handed =
        std::find_if(begin, lines.end(), [&](const Json& line) { return toAct(line, first); });
    return handed != lines.end() &&
           std::any_of(handed, lines.end(), [&](const Json& line) { return toAct(line, second); });
}

TEST(WatchProgram, PrintsEachTurnAsTheServerPushesItBeforeTheNextMove) {
    const QString data = scratchDir(QStringLiteral("watch"));
    const quint16 port = freePort();
    auto server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data));
    ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
    const QString address = QStringLiteral("127.0.0.1:%1").arg(port);
    Program bot(cliBinary(),
                {QStringLiteral("play"), QStringLiteral("--connect"), address,
                 QStringLiteral("--name"), QStringLiteral("Aurelia"), QStringLiteral("--bot"),
                 QStringLiteral("random"), QStringLiteral("--new-table"),
                 QStringLiteral("--players"), QStringLiteral("2")});
    const QString code = bot.waitForErrorLine(QStringLiteral("^table (\\S+)$"));
    const QString token = bot.waitForErrorLine(QStringLiteral("^seated seat 0 token (\\S+)$"));
    ASSERT_FALSE(token.isEmpty()) << bot.standardError().toStdString();

    Program watcher(cliBinary(), {QStringLiteral("watch"), QStringLiteral("--connect"), address,
                                  QStringLiteral("--token"), token, QStringLiteral("--log-level"),
                                  QStringLiteral("info")});
    const auto watches = [&watcher] {
        return watcher.standardErrorNow().count(
            QRegularExpression(QStringLiteral("watching 1 tables")));
    };
    ASSERT_TRUE(waitFor([&] { return !linesOf(watcher).empty(); }))
        << watcher.standardError().toStdString();
    const Json first = linesOf(watcher).front();
    EXPECT_EQ(first["code"], code.toStdString());
    EXPECT_EQ(first["stage"], "lobby");

    net::ClientOptions options = net::test::clientOptions("Brutus", kOurSeat);
    options.tableCode = code.toStdString();
    auto brutus = net::test::tcpClient(port, options);
    ASSERT_TRUE(waitFor([&] { return brutus->seat() == kOurSeat; }));
    brutus->setReady(true);

    bool rejoined = false;
    QObject::connect(brutus.get(), &net::ClientSession::stateChanged,
                     [&, lost = false](net::ClientSession::State state) mutable {
                         lost = lost || state == net::ClientSession::State::Reconnecting;
                         rejoined = lost && state == net::ClientSession::State::Joined;
                     });
    // When Brutus heard that Aurelia's move gave him the turn.
    int lastToAct = -1;
    QElapsedTimer turnCameBack;
    QObject::connect(brutus.get(), &net::ClientSession::viewChanged, [&] {
        const int now = brutus->view() ? brutus->view()->toAct : -1;
        if (lastToAct != kOurSeat && now == kOurSeat) {
            turnCameBack.start();
        }
        lastToAct = now;
    });

    qint64 slowestMs = 0;
    std::optional<std::uint32_t> decidedIn;
    std::size_t linesBeforeMove = 0; // printed before Brutus's last move went out
    for (int turn = 0; turn < kTurnsBack; ++turn) {
        ASSERT_TRUE(waitFor([&] {
            return brutus->gameOver() || (brutus->view() && brutus->view()->toAct == kOurSeat &&
                                          !brutus->legal().empty());
        })) << "Brutus's turn "
            << turn;
        if (brutus->gameOver()) {
            break;
        }
        // Aurelia's turn and then Brutus's, printed while Brutus has not moved again (the
        // first time, the game's beginning and Brutus's turn).
        ASSERT_TRUE(waitFor([&] {
            const std::vector<Json> lines = linesOf(watcher);
            return turn == 0 ? std::any_of(lines.begin(), lines.end(),
                                           [](const Json& line) { return toAct(line, kOurSeat); })
                             : saidInTurn(lines, linesBeforeMove, kWatcherSeat, kOurSeat);
        })) << "turn "
            << turn << ": " << watcher.standardOutput().toStdString();
        slowestMs = std::max(slowestMs, turnCameBack.elapsed());
        const Json latest = linesOf(watcher).back();
        EXPECT_TRUE(toAct(latest, kOurSeat)) << latest.dump();
        EXPECT_EQ(latest["your_turn"], false);

        if (turn == kTurnsBack / 2) { // the server dies and comes back: the watch goes on
            server->kill();
            server = std::make_unique<Program>(serverBinary(), tablesArgs(port, data));
            ASSERT_EQ(listeningPort(*server), port) << server->standardError().toStdString();
            ASSERT_TRUE(waitFor([&] { return rejoined && watches() == 2; }))
                << watcher.standardError().toStdString();
        }
        // Brutus decides until the turn is Aurelia's.
        ASSERT_TRUE(waitFor([&] {
            const std::optional<PlayerView>& view = brutus->view();
            if (!view || view->toAct != kOurSeat || brutus->gameOver()) {
                return true;
            }
            if (!brutus->legal().empty() && view->stateId != decidedIn) {
                decidedIn = view->stateId;
                linesBeforeMove = linesOf(watcher).size();
                brutus->submit(brutus->legal().front());
            }
            return false;
        }));
    }
    EXPECT_TRUE(saidInTurn(linesOf(watcher), 0, kOurSeat, kWatcherSeat))
        << "the bot's turn, your_turn for the watched seat";
    EXPECT_TRUE(watcher.running()) << watcher.standardError().toStdString();
    // The house measures, never asserts, a time: from Brutus hearing of Aurelia's move to the
    // watcher's line (a line that came first counts the time Brutus took to hear).
    RecordProperty("slowest_turn_line_ms", static_cast<int>(slowestMs));
    std::cerr << "the watcher's line came at most " << slowestMs
              << " ms after Brutus heard of the move\n";
    brutus->disconnectFromHost();
    watcher.kill();
    bot.kill();
    server->kill();
}

} // namespace
} // namespace cor::programs
