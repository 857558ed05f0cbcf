// A LAN table as friends use it, through the app's models: a guest who leaves and comes back
// reads the same log and chat as before; the hosting app's server has the owner's token in its
// environment, never on its command line; after the end, a guest who went back to the menu sits
// down again at the rematch by itself (its seat token kept), and the game it played stays in
// Continue for its replay.
#include "app/models/game_memory.h"
#include "app/models/network_game.h"
#include "app/models/saved_games_model.h"
#include "app/models/settings.h"
#include "net/save_lock.h"
#include "net/saved_game.h"
#include "tests/app/play_support.h"
#include "tests/net/net_test_support.h"

#include <QFile>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

using net::test::waitFor;

std::vector<std::string> textsOf(const LogModel& log) {
    std::vector<std::string> texts;
    for (int row = 0; row < log.rowCount(); ++row) {
        texts.push_back(log.data(log.index(row), LogModel::TextRole).toString().toStdString());
    }
    return texts;
}

// Each line as the log shows it: its text, the score change it tells and its marks.
std::vector<std::string> linesOf(const LogModel& log) {
    std::vector<std::string> lines;
    for (int row = 0; row < log.rowCount(); ++row) {
        const QModelIndex at = log.index(row);
        std::string line = log.data(at, LogModel::TextRole).toString().toStdString();
        if (const QString score = log.data(at, LogModel::ScoreRole).toString(); !score.isEmpty()) {
            line += " · " + score.toStdString();
        }
        if (log.data(at, LogModel::AutomaticRole).toBool()) {
            line += " (assisted play)";
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

class LanTables : public ::testing::Test {
  protected:
    void SetUp() override { Settings::instance()->setAnimationSpeed(Settings::Instant); }
    void TearDown() override { Settings::instance()->setAssistedPlay(true); }
};

TEST_F(LanTables, AGuestWhoComesBackReadsTheSameLogAndChat) {
    // Nobody acts for the guest while it is away (assisted play would take a lone choice).
    Settings::instance()->setAssistedPlay(false);
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest);
    ASSERT_FALSE(HasFatalFailure());
    guest.sendChat(QStringLiteral("Salve!"));
    host.sendChat(QStringLiteral("Ave, Brute."));
    // On to the guest's turn after 60 lines, so that nothing happens while it is away; a turn
    // it has not acted on yet, so that no move of its own is still under way.
    std::uint32_t hostActed = ~0u;
    std::uint32_t guestActed = ~0u;
    ASSERT_TRUE(waitFor([&] {
        act(*host.game(), hostActed);
        const bool late = guest.game()->log()->count() > 60;
        if (!late) {
            act(*guest.game(), guestActed);
        }
        return late && guest.game()->yourTurn() && guest.game()->pending() == 0 &&
               guest.game()->view()->stateId != guestActed;
    }));
    const std::vector<std::string> before = textsOf(*guest.game()->log());
    // (Host and guest have the one name of this machine's player.)
    const std::string name = Settings::instance()->playerName().toStdString();
    ASSERT_EQ(std::count(before.begin(), before.end(), name + ": Salve!"), 1);
    const int port = host.hostPort();
    guest.leave(); // a seat in a game stays the guest's

    NetworkGame again;
    again.join(QStringLiteral("127.0.0.1"), port);
    ASSERT_TRUE(waitFor([&] {
        return again.state() == NetworkGame::State::Playing && again.game()->ready();
    })) << again.state();
    const std::vector<std::string> after = textsOf(*again.game()->log());
    // What happened since is there too: the guest left (on purpose: no lost connection), and
    // came back.
    std::vector<std::string> expected = before;
    expected.insert(expected.end(), {name + " left the table", name + " is back"});
    const auto differ = std::mismatch(after.begin(), after.end(), expected.begin(), expected.end());
    EXPECT_TRUE(differ.first == after.end() && differ.second == expected.end())
        << "the whole log and the chat, as it was; line " << (differ.first - after.begin())
        << " of " << after.size() << ": \""
        << (differ.first != after.end() ? *differ.first : "(none)") << "\" where \""
        << (differ.second != expected.end() ? *differ.second : "(none)") << "\" of "
        << expected.size();
    EXPECT_EQ(again.chat()->count(), 2);
    host.leave();
    again.leave();
}

// The score changes each move's line told, and the mark of the decisions assisted play took,
// are there after a rejoin as they were before it, line for line.
TEST_F(LanTables, AGuestWhoComesBackReadsTheSameScoresAndMarks) {
    NetworkGame host; // assisted play takes the lone choices of both
    NetworkGame guest;
    startLanGame(host, guest);
    ASSERT_FALSE(HasFatalFailure());
    std::uint32_t hostActed = ~0u;
    std::uint32_t guestActed = ~0u;
    const auto told = [](const std::vector<std::string>& lines, const char* what) {
        return std::count_if(lines.begin(), lines.end(), [what](const std::string& line) {
            return line.find(what) != std::string::npos;
        });
    };
    // On to a turn of the guest's that it has not acted on yet, once the log tells scores and
    // has a decision of assisted play's.
    ASSERT_TRUE(waitFor([&] {
        act(*host.game(), hostActed);
        const std::vector<std::string> lines = linesOf(*guest.game()->log());
        const bool enough = told(lines, "(assisted play)") > 0 && told(lines, ", now ") > 2;
        if (!enough) {
            act(*guest.game(), guestActed);
        }
        return enough && guest.game()->yourTurn() && guest.game()->pending() == 0 &&
               guest.game()->view()->stateId != guestActed;
    }));
    const std::vector<std::string> before = linesOf(*guest.game()->log());
    const int port = host.hostPort();
    guest.leave();

    NetworkGame again;
    again.join(QStringLiteral("127.0.0.1"), port);
    ASSERT_TRUE(waitFor([&] {
        return again.state() == NetworkGame::State::Playing && again.game()->ready();
    })) << again.state();
    const std::vector<std::string> after = linesOf(*again.game()->log());
    ASSERT_GE(after.size(), before.size());
    for (std::size_t line = 0; line < before.size(); ++line) {
        ASSERT_EQ(after[line], before[line]) << "line " << line << " of " << before.size();
    }
    host.leave();
    again.leave();
}

// While a guest is away a bot plays its seat at the host's word: the log says so and names the
// bot's moves, the score pad says which rounds the bot played, the save keeps who made each move.
TEST_F(LanTables, TheRecordSaysWhatABotPlayedForAnAbsentGuest) {
    NetworkGame host;
    auto guest = std::make_unique<NetworkGame>();
    startLanGame(host, *guest);
    ASSERT_FALSE(HasFatalFailure());
    const int seat = guest->session()->seat();
    ASSERT_TRUE(playUntil(host, *guest, [&] { return host.game()->round() >= 3; }));
    guest->leave();
    guest.reset();
    ASSERT_TRUE(waitFor([&] { return !host.session()->lobby().seats[seat].connected; }));
    host.standIn(seat, QStringLiteral("easy"));
    std::uint32_t acted = ~0u;
    ASSERT_TRUE(waitFor([&] {
        act(*host.game(), acted);
        return host.game()->over();
    }));
    const std::vector<std::string> log = textsOf(*host.game()->log());
    // (Host and guest have the one name of this machine's player.)
    const std::string name = Settings::instance()->playerName().toStdString();
    const auto byTheBot = [&](const std::string& line) {
        return line.rfind(name + " (bot) ", 0) == 0;
    };
    EXPECT_EQ(std::count(log.begin(), log.end(), name + " left the table"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "A bot plays for " + name), 1);
    EXPECT_TRUE(std::any_of(log.begin(), log.end(), byTheBot))
        << "the bot's moves are named as the bot's";
    const QString rounds = host.game()->standIns().value(seat);
    EXPECT_TRUE(rounds.startsWith(QStringLiteral("rounds 3–"))) << rounds.toStdString();
    ScoreModel& pad = *host.game()->scores();
    bool row = false;
    for (int r = 11; r < pad.rowCount(); ++r) {
        if (pad.data(pad.index(r), ScoreModel::LabelRole).toString() == "Played by a bot") {
            row = true;
            EXPECT_EQ(pad.data(pad.index(r), ScoreModel::ValuesRole).toList().value(seat), rounds);
        }
    }
    EXPECT_TRUE(row) << "the score pad says it";
    const net::SavedGame saved = net::readSavedGame(host.savePath());
    EXPECT_EQ(std::count(saved.actors.begin(), saved.actors.end(), net::Actor::StandIn),
              std::count_if(log.begin(), log.end(), byTheBot));
    EXPECT_EQ(saved.notes.size(), 2u);
    host.leave();
}

// A guest's hints are counted with its seat by the host: the host's score pad shows them, and a
// guest who comes back still has them.
TEST_F(LanTables, EveryonesHintsAreCountedWithTheirSeats) {
    // Nobody acts for the guest while its hint is thought out (assisted play would).
    Settings::instance()->setAssistedPlay(false);
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest, true);
    ASSERT_FALSE(HasFatalFailure());
    const int seat = guest.session()->seat();
    std::uint32_t hostActed = ~0u;
    ASSERT_TRUE(waitFor([&] {
        act(*host.game(), hostActed);
        return guest.game()->hints()->available();
    }));
    guest.game()->hints()->ask();
    ASSERT_TRUE(waitFor([&] { return guest.game()->hints()->shown(); }, 60'000));
    ASSERT_TRUE(waitFor([&] { return host.session()->lobby().seats[seat].hints == 1; }))
        << "the host counted it";
    EXPECT_EQ(host.game()->hints()->counts()[static_cast<std::size_t>(seat)], 1);
    const int port = host.hostPort();
    guest.leave();
    NetworkGame again;
    again.join(QStringLiteral("127.0.0.1"), port);
    ASSERT_TRUE(waitFor([&] { return again.state() == NetworkGame::State::Playing; }));
    EXPECT_EQ(again.game()->hints()->count(), 1) << "a guest who comes back keeps its count";
    ASSERT_TRUE(
        playUntil(host, again, [&] { return host.game()->over() && again.game()->over(); }));
    ScoreModel& pad = *host.game()->scores();
    bool counted = false;
    for (int r = 11; r < pad.rowCount(); ++r) {
        if (pad.data(pad.index(r), ScoreModel::LabelRole).toString() == "Hints") {
            counted =
                pad.data(pad.index(r), ScoreModel::ValuesRole).toList().value(seat).toInt() == 1;
        }
    }
    EXPECT_TRUE(counted) << "the host's score pad shows the guest's hint";
    host.leave();
    again.leave();
}

// A line said while moves from before it are still to be shown (the feed paces them) shows at
// once, and stays after them: the log keeps the host's order, as a rejoin gets it.
TEST_F(LanTables, AChatLineStaysAfterTheMovesTheHostSentBeforeIt) {
    LogModel log([](int seat) { return QStringLiteral("P%1").arg(seat); });
    const auto take = [](int seat, Card card) {
        Event event;
        event.kind = EventKind::CardTaken;
        event.seat = static_cast<std::int8_t>(seat);
        event.card = card;
        return EventLog{event};
    };
    log.append(take(0, Card::Market), net::Actor::Person);
    log.appendChat(1, QStringLiteral("Livia"), QStringLiteral("Ave"), true, 2);
    EXPECT_EQ(log.count(), 2) << "shown at once";
    log.append(take(1, Card::Arena), net::Actor::StandIn);
    log.append({}, net::Actor::Person); // a view without news counts too
    log.append(take(2, Card::School), net::Actor::Person);
    std::vector<std::string> texts = textsOf(log);
    EXPECT_EQ(texts, (std::vector<std::string>{"P0 takes Market", "P1 (bot) takes Arena",
                                               "Livia: Ave", "P2 takes School"}));
    EXPECT_EQ(log.unread(), 1);
    log.markRead();
    EXPECT_EQ(log.unread(), 0);
}

TEST_F(LanTables, TheOwnersTokenIsNotOnTheServersCommandLine) {
    NetworkGame host;
    NetworkGame guest;
    startLanGame(host, guest);
    ASSERT_FALSE(HasFatalFailure());
    const std::optional<net::SaveHolder> server = net::SaveLock::holderOf(host.savePath());
    ASSERT_TRUE(server.has_value());
    const QByteArray token = QByteArray::fromStdString(net::tokenToHex(*host.session()->token()));
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(server->pid));
    ASSERT_TRUE(cmdline.open(QIODevice::ReadOnly));
    const QByteArray words = cmdline.readAll();
    EXPECT_TRUE(words.contains("--owner"));
    EXPECT_FALSE(words.contains(token)) << "every user of the machine could read it";
    QFile environ(QStringLiteral("/proc/%1/environ").arg(server->pid));
    ASSERT_TRUE(environ.open(QIODevice::ReadOnly));
    EXPECT_TRUE(environ.readAll().contains("CITYOFROME_ADMIN_TOKEN=" + token));
    EXPECT_EQ(QFile(QStringLiteral("/proc/%1/environ").arg(server->pid)).permissions() &
                  (QFileDevice::ReadGroup | QFileDevice::ReadOther),
              QFileDevice::Permissions{})
        << "its environment is its user's to read";
    host.leave();
    guest.leave();
}

TEST_F(LanTables, AGuestBackFromTheMenuSitsDownAgainAtTheRematchAndKeepsTheReplay) {
    NetworkGame host;
    auto guest = std::make_unique<NetworkGame>();
    startLanGame(host, *guest);
    ASSERT_FALSE(HasFatalFailure());
    const int seat = guest->session()->seat();
    ASSERT_TRUE(
        playUntil(host, *guest, [&] { return host.game()->over() && guest->game()->over(); }));
    guest->leave(); // the score pad, then the menu
    guest.reset();

    SavedGamesModel saves;
    saves.refresh();
    int played = -1;
    for (int row = 0; row < saves.count(); ++row) {
        if (saves.data(saves.index(row), SavedGamesModel::KindRole).toString() == "played") {
            played = row;
        }
    }
    ASSERT_GE(played, 0) << "the finished game stays in Continue";
    EXPECT_TRUE(saves.data(saves.index(played), SavedGamesModel::OverRole).toBool());

    host.rematch();
    ASSERT_TRUE(waitFor([&] { return host.state() == NetworkGame::State::Lobby; }));
    NetworkGame back;
    back.join(QStringLiteral("127.0.0.1"), host.hostPort()); // by address, or from the list
    ASSERT_TRUE(waitFor([&] { return back.state() == NetworkGame::State::Lobby; }))
        << back.state() << " " << back.error().toStdString();
    EXPECT_EQ(back.session()->seat(), seat) << "its own seat, without the host's help";
    host.leave();
    back.leave();
}

} // namespace
} // namespace cor::app::test
