// A host that owns its game and keeps its table's talk: the owner's seat is theirs before anyone
// joins; the owner's stop saves the game and tells every guest (Failed, where a lost host would
// be Reconnecting); a
// (re)joining seat gets the game's history and the chat as it could read them; the chat is saved
// with the game.
#include "net/saved_game.h"
#include "tests/net/net_test_support.h"

#include <QTemporaryDir>
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

} // namespace
} // namespace cor::net::test
