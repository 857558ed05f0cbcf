// A host that owns its game and keeps its table's talk: the owner's seat is theirs before anyone
// joins; the owner's stop saves the game and tells every guest (Failed, where a lost host would
// be Reconnecting); a
// (re)joining seat gets the game's history and the chat as it could read them, with who made each
// move and the scores after it, from a continued host too; the chat is saved with the game.
#include "net/saved_game.h"
#include "tests/net/net_test_support.h"

#include <QTemporaryDir>
#include <QTimer>
#include <chrono>
#include <gtest/gtest.h>
#include <thread>

namespace cor::net::test {
namespace {

// A host whose first seat is its owner's (as `cityofrome-server --owner` makes it).
HostConfig ownedConfig(const SeatToken& owner) {
    HostConfig config = testConfig(3, {"random"}, 7);
    config.adminToken = owner;
    config.seats = newSeats(3, {"random"});
    config.seats.front() = personSeat("Aurelia", 0);
    config.seats.front().token = owner;
    return config;
}

ClientOptions ownerOptions(const SeatToken& owner) {
    ClientOptions options = clientOptions("Aurelia", -2);
    options.token = owner;
    options.adminToken = owner;
    return options;
}

TEST(HostOwner, TheOwnersSeatIsTheirsHoweverFastAGuestIs) {
    const SeatToken owner = newSeatToken();
    Host host(ownedConfig(owner));
    EXPECT_EQ(host.ownerSeat(), 0);
    auto early = localClient(host, clientOptions("Brutus", 0));
    ASSERT_TRUE(waitFor([&] { return early->state() == ClientSession::State::Failed; }));
    EXPECT_EQ(early->lastError(), wire::ERROR_SEAT_TAKEN) << "seat 0 is the owner's";
    auto guest = localClient(host, clientOptions("Brutus", -1));
    ASSERT_TRUE(waitFor([&] { return guest->seat() == 1; }));
    auto aurelia = localClient(host, ownerOptions(owner));
    ASSERT_TRUE(waitFor([&] { return aurelia->seat() == 0; }));
    EXPECT_TRUE(aurelia->admin());
    aurelia->takeSeat(2);
    ASSERT_TRUE(waitFor([&] { return aurelia->lastError() == wire::ERROR_NOT_ALLOWED; }));
    EXPECT_EQ(aurelia->seat(), 0) << "the owner does not leave their seat";
}

TEST(HostOwner, StoppingSavesTellsEveryGuestAndTheyStopComingBack) {
    QTemporaryDir dir;
    const SeatToken owner = newSeatToken();
    HostConfig config = ownedConfig(owner);
    config.savePath = dir.filePath(QStringLiteral("game.json"));
    Host host(config);
    TcpListener listener(host);
    ASSERT_TRUE(listener.listen(QHostAddress::LocalHost, 0));
    auto aurelia = tcpClient(listener, ownerOptions(owner));
    auto brutus = tcpClient(listener, clientOptions("Brutus", -1));
    ASSERT_TRUE(waitFor([&] { return aurelia->seat() == 0 && brutus->seat() == 1; }));
    aurelia->setReady(true);
    brutus->setReady(true);
    ASSERT_TRUE(waitFor([&] { return brutus->view().has_value(); }));
    int stopped = 0;
    QObject::connect(&host, &Host::stopped, &host, [&] { ++stopped; });
    int closed = 0;
    QObject::connect(&host, &Host::allClosed, &host, [&] { ++closed; });
    aurelia->stopHost();
    aurelia->disconnectFromHost(); // as the app does right after
    ASSERT_TRUE(waitFor([&] { return brutus->state() == ClientSession::State::Failed; }));
    EXPECT_EQ(brutus->lastError(), wire::ERROR_HOST_ENDED);
    EXPECT_EQ(stopped, 1);
    ASSERT_TRUE(waitFor([&] { return closed == 1; }));
    const SavedGame saved = readSavedGame(config.savePath);
    EXPECT_EQ(saved.record.setup.seed, 7u) << "the game is saved";
    EXPECT_TRUE(saved.notes.empty()) << "nobody lost the connection: the host stopped";
    auto stranger = tcpClient(listener, clientOptions("Cassia", -2));
    EXPECT_TRUE(waitFor([&] { return stranger->state() != ClientSession::State::Connecting; }));
    EXPECT_NE(stranger->state(), ClientSession::State::Joined) << "a stopped host takes nobody";
}

TEST(HostOwner, AGuestsStopIsRefused) {
    const SeatToken owner = newSeatToken();
    Host host(ownedConfig(owner));
    auto guest = localClient(host, clientOptions("Brutus", -1));
    ASSERT_TRUE(waitFor([&] { return guest->seat() == 1; }));
    guest->stopHost();
    ASSERT_TRUE(waitFor([&] { return guest->lastError() == wire::ERROR_NOT_ALLOWED; }));
    EXPECT_EQ(guest->state(), ClientSession::State::Joined);
}

// A game on this machine survives the machine stalling (or sleeping) longer than a network peer
// may be silent: its in-process peers answer late, not never.
TEST(HostLocal, AStallLongerThanTheIdleTimeDropsNoInProcessPeer) {
    HostConfig config = testConfig(2, {"random"}, 5);
    config.limits.idleTimeoutMs = 100;
    config.limits.pingIntervalMs = 20;
    Host host(config);
    ClientOptions options = clientOptions("Aurelia", 0);
    options.idleTimeoutMs = 100;
    auto aurelia = localClient(host, options);
    ASSERT_TRUE(waitFor([&] { return aurelia->seat() == 0; }));
    std::this_thread::sleep_for(std::chrono::milliseconds(400)); // the event loop stands still
    spin(200);                                                   // the timers' turn
    EXPECT_EQ(aurelia->state(), ClientSession::State::Joined);
    EXPECT_TRUE(host.lobbyConnected(0));
}

// The events a client saw, in order, from its view updates.
class EventsSeen {
  public:
    explicit EventsSeen(ClientSession& client) {
        QObject::connect(&client, &ClientSession::viewChanged, &client, [this, &client] {
            seen_.insert(seen_.end(), client.events().begin(), client.events().end());
        });
    }
    const EventLog& seen() const { return seen_; }

  private:
    EventLog seen_;
};

EventLog eventsOf(const History& history) {
    EventLog events;
    for (const HistoryItem& item : history) {
        if (const auto* happened = std::get_if<HistoryEvent>(&item)) {
            events.push_back(happened->event);
        }
    }
    return events;
}

std::vector<std::string> chatOf(const History& history) {
    std::vector<std::string> lines;
    for (const HistoryItem& item : history) {
        if (const auto* line = std::get_if<ChatLine>(&item)) {
            lines.push_back(line->name + ": " + line->text);
        }
    }
    return lines;
}

std::size_t actionsOf(const Host& host) {
    return host.started() ? tableOf(host).record().actions.size() : 0;
}

// Leaving through the menu is no lost connection: the record says the player left the table,
// and that they are back.
TEST(HostHistory, APlayerWhoLeavesOnPurposeLeftTheTable) {
    QTemporaryDir dir;
    HostConfig config = testConfig(2, {"random"}, 5);
    config.savePath = dir.filePath(QStringLiteral("game.json"));
    Host host(config);
    auto brutus = localClient(host, clientOptions("Brutus", 0));
    ASSERT_TRUE(waitFor([&] { return brutus->seat() == 0; }));
    brutus->setReady(true);
    ASSERT_TRUE(waitFor([&] { return brutus->view().has_value(); }));
    const SeatToken token = *brutus->token();
    brutus->stepAway();
    brutus->disconnectFromHost();
    ASSERT_TRUE(waitFor([&] { return !host.lobbyConnected(0); }));
    ClientOptions again = clientOptions("Brutus", -2);
    again.token = token;
    auto back = localClient(host, again);
    ASSERT_TRUE(waitFor([&] { return back->seat() == 0; }));
    const std::vector<TableNote> notes = readSavedGame(config.savePath).notes;
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_EQ(notes[0].kind, NoteKind::Left);
    EXPECT_EQ(notes[1].kind, NoteKind::Back);
}

TEST(HostHistory, ARejoiningSeatGetsWhatItSawAndTheChatInItsPlace) {
    QTemporaryDir dir;
    HostConfig config = testConfig(3, {"random", "random"}, 11);
    config.savePath = dir.filePath(QStringLiteral("game.json"));
    auto host = std::make_unique<Host>(config);
    auto brutus = localClient(*host, clientOptions("Brutus", 0));
    EventsSeen seen(*brutus);
    brutus->sendChat(QStringLiteral("Salve!"));
    ASSERT_TRUE(waitFor([&] { return brutus->seat() == 0; }));
    brutus->setReady(true);
    BotClient bot(*brutus, "random", 3);
    ASSERT_TRUE(waitFor([&] { return actionsOf(*host) > 40; }));
    brutus->sendChat(QStringLiteral("Vae victis"));
    ASSERT_TRUE(waitFor([&] { return actionsOf(*host) > 60; }));
    const SeatToken token = *brutus->token();
    brutus->disconnectFromHost();
    ASSERT_TRUE(waitFor([&] { return !host->lobbyConnected(0); }));
    // Said after the seat's person was gone, at the same move: it stays after that note.
    auto watcher = localClient(*host, clientOptions("Cornelia", -2));
    watcher->sendChat(QStringLiteral("Ubi es?"));
    ASSERT_TRUE(waitFor([&] { return host->chat().size() == 3; }));

    // The app's name may be another by now: the table keeps the seat's.
    ClientOptions again = clientOptions("Marcus", -2);
    again.token = token;
    auto back = localClient(*host, again);
    ASSERT_TRUE(waitFor([&] { return !back->history().empty() && back->view().has_value(); }));
    back->sendChat(QStringLiteral("Adsum"));
    ASSERT_TRUE(waitFor([&] { return host->chat().size() == 4; }));
    EXPECT_EQ(host->chat().back().name, "Brutus");
    const History rejoined = back->history();
    const auto said = [&](const std::string& text) {
        return std::find_if(rejoined.begin(), rejoined.end(), [&](const HistoryItem& item) {
            const auto* line = std::get_if<ChatLine>(&item);
            return line != nullptr && line->text == text;
        });
    };
    const auto dropped = std::find_if(rejoined.begin(), rejoined.end(), [](const HistoryItem& i) {
        const auto* note = std::get_if<TableNote>(&i);
        return note != nullptr && note->kind == NoteKind::Dropped;
    });
    ASSERT_NE(dropped, rejoined.end());
    EXPECT_LT(dropped, said("Ubi es?")) << "the line said while Brutus was away comes after";
    // What it had seen, redacted as it was then, and what happened while it was away.
    const EventLog events = eventsOf(back->history());
    ASSERT_GE(events.size(), seen.seen().size());
    EXPECT_EQ(
        EventLog(events.begin(), events.begin() + static_cast<std::ptrdiff_t>(seen.seen().size())),
        seen.seen());
    EXPECT_EQ(
        chatOf(back->history()),
        (std::vector<std::string>{"Brutus: Salve!", "Brutus: Vae victis", "Cornelia: Ubi es?"}));
    const History history = back->history();
    const auto later = std::find_if(history.begin(), history.end(), [](const HistoryItem& item) {
        return std::holds_alternative<ChatLine>(item) &&
               std::get<ChatLine>(item).text == "Vae victis";
    });
    EXPECT_GT(std::count_if(history.begin(), later,
                            [](const HistoryItem& item) {
                                return std::holds_alternative<HistoryEvent>(item);
                            }),
              40)
        << "a line said mid-game stands among the game's events";

    // Saved with the game: a host that continues it still has the talk.
    EXPECT_EQ(readSavedGame(config.savePath).chat, host->chat()) << "with each line's place";
    back.reset();
    host.reset();
    HostConfig resumed = testConfig(3, {}, 11);
    resumed.savePath = config.savePath;
    Host continued(resumed);
    continued.resume(readSavedGame(config.savePath));
    auto returning = localClient(continued, again);
    ASSERT_TRUE(waitFor([&] { return !returning->history().empty(); }));
    EXPECT_EQ(chatOf(returning->history()),
              (std::vector<std::string>{"Brutus: Salve!", "Brutus: Vae victis", "Cornelia: Ubi es?",
                                        "Brutus: Adsum"}));
}

// Who made a move and every seat's score sheet after it.
struct Move {
    Actor by = Actor::Person;
    std::vector<ScoreSheet> scores;
    friend bool operator==(const Move&, const Move&) = default;
};

// The moves a history tells (on each one's first event).
std::vector<Move> movesOf(const History& history) {
    std::vector<Move> moves;
    for (const HistoryItem& item : history) {
        const auto* happened = std::get_if<HistoryEvent>(&item);
        if (happened != nullptr && !happened->scoresAfter.empty()) {
            moves.push_back(Move{happened->by, happened->scoresAfter});
        }
    }
    return moves;
}

// A seat's person who takes the first choice, and has assisted play take every other decision;
// it keeps what it saw of each move and the scores before the first.
class HalfAssisted {
  public:
    explicit HalfAssisted(ClientSession& client) : client_(client) {
        QObject::connect(&client, &ClientSession::viewChanged, &client, [this] { onView(); });
    }
    void stop() { playing_ = false; }
    const std::vector<Move>& seen() const { return seen_; }
    const std::vector<ScoreSheet>& start() const { return start_; }

  private:
    void onView() {
        const std::vector<ScoreSheet> sheets = scoreSheets(*client_.view());
        if (start_.empty()) {
            start_ = sheets;
        }
        if (!client_.events().empty()) {
            seen_.push_back(Move{client_.by(), sheets});
        }
        if (!playing_ || client_.legal().empty()) {
            return;
        }
        const std::uint32_t at = client_.view()->stateId;
        QTimer::singleShot(0, &client_, [this, at] { // not within the update's own signal
            if (playing_ && client_.view()->stateId == at && !client_.legal().empty()) {
                client_.submit(client_.legal().front(), ++decisions_ % 2 == 0);
            }
        });
    }

    ClientSession& client_;
    bool playing_ = true;
    int decisions_ = 0;
    std::vector<Move> seen_;
    std::vector<ScoreSheet> start_;
};

// A host continued from its save (a restart) still knows who made each move, and both tell a
// rejoining seat every seat's scores after each move as the seat saw them live.
TEST(HostHistory, AContinuedHostTellsWhoMadeEachMoveAndTheScoresAsTheFirstDid) {
    QTemporaryDir dir;
    HostConfig config = testConfig(2, {"random"}, 23);
    config.savePath = dir.filePath(QStringLiteral("game.json"));
    auto host = std::make_unique<Host>(config);
    auto brutus = localClient(*host, clientOptions("Brutus", 0));
    HalfAssisted player(*brutus);
    ASSERT_TRUE(waitFor([&] { return brutus->seat() == 0; }));
    brutus->setReady(true);
    ASSERT_TRUE(waitFor([&] { return actionsOf(*host) > 60; }));
    player.stop();
    // Its turn, which nobody takes while it is away: nothing happens after what it saw.
    ASSERT_TRUE(waitFor([&] {
        return tableOf(*host).toAct() == 0 && brutus->view()->stateId == tableOf(*host).stateId();
    }));
    const std::vector<Move> seen = player.seen();
    ASSERT_EQ(seen.size(), actionsOf(*host));
    const auto made = [&](Actor by) {
        return std::count_if(seen.begin(), seen.end(), [by](const Move& m) { return m.by == by; });
    };
    EXPECT_GT(made(Actor::Assisted), 0);
    EXPECT_GT(made(Actor::Bot), 0);
    EXPECT_NE(seen.front().scores, seen.back().scores) << "the scores changed meanwhile";
    const SeatToken token = *brutus->token();
    brutus->disconnectFromHost();
    ASSERT_TRUE(waitFor([&] { return !host->lobbyConnected(0); }));

    ClientOptions again = clientOptions("Brutus", -2);
    again.token = token;
    auto back = localClient(*host, again);
    ASSERT_TRUE(waitFor([&] { return !back->history().empty() && back->view().has_value(); }));
    const History first = back->history();
    EXPECT_EQ(movesOf(first), seen);
    const auto firstMove = std::find_if(first.begin(), first.end(), [](const HistoryItem& i) {
        return std::holds_alternative<HistoryEvent>(i);
    });
    ASSERT_NE(firstMove, first.end());
    EXPECT_EQ(std::get<HistoryEvent>(*firstMove).scoresBefore, player.start())
        << "the first move's scores before it, as the game began";
    back.reset();
    host.reset();

    HostConfig resumed = testConfig(2, {}, 23);
    resumed.savePath = config.savePath;
    Host continued(resumed);
    continued.resume(readSavedGame(config.savePath));
    auto returning = localClient(continued, again);
    ASSERT_TRUE(
        waitFor([&] { return !returning->history().empty() && returning->view().has_value(); }));
    EXPECT_EQ(movesOf(returning->history()), seen);
    EXPECT_EQ(eventsOf(returning->history()), eventsOf(first));
}

} // namespace
} // namespace cor::net::test
