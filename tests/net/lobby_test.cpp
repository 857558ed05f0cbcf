// The lobby seen by its clients: taking, leaving and moving seats, bots and open seats set by
// the admin only, colours, ready flags, starting, spectators, chat; and undo through the host.
#include "net/saved_game.h"
#include "tests/net/net_test_support.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

class Lobby : public ::testing::Test {
  protected:
    void SetUp() override {
        config_ = testConfig(3, {}, 5);
        config_.autoStart = false;
        config_.adminToken = newSeatToken();
        host_ = std::make_unique<Host>(config_);
        ClientOptions options = clientOptions("Octavia", 0);
        options.adminToken = config_.adminToken;
        admin_ = localClient(*host_, options);
        guest_ = localClient(*host_, clientOptions("Marcus", -2));
        ASSERT_TRUE(waitFor([&] { return admin_->seat() == 0 && guest_->lobby().players == 3; }));
    }

    // Waits until both clients saw the same lobby as the host's seats say.
    bool settled() {
        return waitFor([&] {
            return admin_->lobby().seats.size() == 3 && guest_->lobby().seats.size() == 3 &&
                   guest_->lobby().seats[0].kind == host_->seats()[0].kind &&
                   guest_->lobby().seats[1].kind == host_->seats()[1].kind &&
                   guest_->lobby().seats[2].kind == host_->seats()[2].kind;
        });
    }

    HostConfig config_;
    std::unique_ptr<Host> host_;
    std::unique_ptr<ClientSession> admin_;
    std::unique_ptr<ClientSession> guest_;
};

TEST_F(Lobby, ShowsSeatsNamesColoursAndWhoIsWho) {
    ASSERT_TRUE(settled());
    const LobbyInfo& lobby = guest_->lobby();
    EXPECT_EQ(lobby.gameName, "test");
    EXPECT_FALSE(lobby.started);
    EXPECT_EQ(lobby.spectators, 1) << "the guest has no seat yet";
    EXPECT_EQ(lobby.seats[0].kind, SeatKind::Person);
    EXPECT_EQ(lobby.seats[0].name, "Octavia");
    EXPECT_TRUE(lobby.seats[0].connected);
    EXPECT_FALSE(lobby.seats[0].you);
    EXPECT_TRUE(admin_->lobby().seats[0].you);
    EXPECT_EQ(lobby.seats[1].kind, SeatKind::Open);
    EXPECT_EQ(lobby.seats[0].colour, 0);
    EXPECT_EQ(lobby.seats[2].colour, 2);
    EXPECT_TRUE(admin_->admin());
    EXPECT_FALSE(guest_->admin());
}

TEST_F(Lobby, ASeatIsTakenMovedAndLeft) {
    guest_->takeSeat(2);
    ASSERT_TRUE(waitFor([&] { return guest_->seat() == 2; }));
    ASSERT_TRUE(guest_->token().has_value());
    const SeatToken first = *guest_->token();
    guest_->takeSeat(1);
    ASSERT_TRUE(waitFor([&] { return guest_->seat() == 1; }));
    EXPECT_NE(*guest_->token(), first) << "a new seat, a new token";
    ASSERT_TRUE(waitFor([&] { return guest_->lobby().seats[2].kind == SeatKind::Open; }));
    guest_->takeSeat(0);
    ASSERT_TRUE(waitFor([&] { return guest_->lastError() == wire::ERROR_SEAT_TAKEN; }));
    guest_->leaveSeat();
    ASSERT_TRUE(waitFor([&] { return guest_->seat() == -1; }));
    EXPECT_EQ(host_->seats()[1].kind, SeatKind::Open);
}

TEST_F(Lobby, OnlyTheAdminSetsBotsAndOpensSeats) {
    guest_->makeBot(1, "hard");
    ASSERT_TRUE(waitFor([&] { return guest_->lastError() == wire::ERROR_NOT_ALLOWED; }));
    EXPECT_EQ(host_->seats()[1].kind, SeatKind::Open);

    admin_->makeBot(1, "hard");
    ASSERT_TRUE(waitFor([&] { return guest_->lobby().seats[1].kind == SeatKind::Bot; }));
    EXPECT_EQ(guest_->lobby().seats[1].bot, "hard");
    EXPECT_TRUE(guest_->lobby().seats[1].ready);
    admin_->makeBot(2, "oracle");
    ASSERT_TRUE(waitFor([&] { return admin_->lastError() == wire::ERROR_NOT_ALLOWED; }));

    guest_->takeSeat(2);
    ASSERT_TRUE(waitFor([&] { return guest_->seat() == 2; }));
    admin_->openSeat(2); // the admin may send a guest back to watching
    ASSERT_TRUE(waitFor([&] { return guest_->seat() == -1; }));
    EXPECT_EQ(host_->seats()[2].kind, SeatKind::Open);
}

TEST_F(Lobby, ColoursAreUnique) {
    guest_->takeSeat(1);
    ASSERT_TRUE(waitFor([&] { return guest_->seat() == 1; }));
    guest_->setColour(0); // Octavia's
    ASSERT_TRUE(waitFor([&] { return guest_->lastError() == wire::ERROR_COLOUR_TAKEN; }));
    guest_->setColour(3);
    ASSERT_TRUE(waitFor([&] { return admin_->lobby().seats[1].colour == 3; }));
}

TEST_F(Lobby, TheAdminStartsOnceEverySeatIsTakenAndReady) {
    guest_->takeSeat(1);
    admin_->makeBot(2, "easy");
    ASSERT_TRUE(waitFor([&] { return host_->seats()[2].kind == SeatKind::Bot; }));
    admin_->start();
    ASSERT_TRUE(waitFor([&] { return admin_->lastError() == wire::ERROR_NOT_READY; }));
    admin_->setReady(true);
    guest_->setReady(true);
    ASSERT_TRUE(waitFor([&] { return guest_->lobby().seats[1].ready; }));
    guest_->start();
    ASSERT_TRUE(waitFor([&] { return guest_->lastError() == wire::ERROR_NOT_ALLOWED; }));
    EXPECT_FALSE(host_->started());
    admin_->start();
    ASSERT_TRUE(waitFor([&] { return guest_->lobby().started && guest_->view().has_value(); }));
    EXPECT_EQ(guest_->view()->viewer, 1);
    guest_->takeSeat(2);
    ASSERT_TRUE(waitFor([&] { return guest_->lastError() == wire::ERROR_NOT_ALLOWED; }));
}

TEST(Rematch, AfterTheEndTheAdminAsksForOneWithTheSameSeats) {
    QTemporaryDir dir;
    HostConfig config = testConfig(3, {}, 5);
    config.autoStart = false;
    config.adminToken = newSeatToken();
    config.rematch = true;
    config.savePath = dir.filePath(QStringLiteral("forum.json"));
    auto host = std::make_unique<Host>(config);
    ClientOptions options = clientOptions("Octavia", 0);
    options.adminToken = config.adminToken;
    auto admin = localClient(*host, options);
    auto guest = localClient(*host, clientOptions("Marcus", 1));
    ASSERT_TRUE(waitFor([&] { return admin->seat() == 0 && guest->seat() == 1; }));
    admin->makeBot(2, "random");
    BotClient adminBot(*admin, "random", 1);
    BotClient guestBot(*guest, "random", 2);
    ASSERT_TRUE(waitFor([&] { return guest->lobby().seats[1].ready; }));
    admin->rematch();
    ASSERT_TRUE(waitFor([&] { return admin->lastError() == wire::ERROR_NOT_ALLOWED; }))
        << "not before the end";
    admin->start();
    ASSERT_TRUE(waitFor([&] { return admin->gameOver() && guest->gameOver(); }));
    const std::vector<ScoreSheet> first = host->table()->scores();
    const SeatToken token = *guest->token();
    host->countHint(1);
    guest->rematch();
    ASSERT_TRUE(waitFor([&] { return guest->lastError() == wire::ERROR_NOT_ALLOWED; }))
        << "only the admin";

    bool rematched = false;
    bool readyAtRematch = true;
    QObject::connect(guest.get(), &ClientSession::rematched, guest.get(), [&] {
        rematched = true;
        readyAtRematch = guest->lobby().seats[1].ready;
    });
    admin->rematch();
    ASSERT_TRUE(waitFor([&] { return rematched; }));
    EXPECT_FALSE(guest->gameOver());
    EXPECT_FALSE(guest->view().has_value()) << "the old game is gone";
    EXPECT_FALSE(host->started());
    EXPECT_EQ(guest->seat(), 1);
    EXPECT_EQ(*guest->token(), token) << "the same seat, the same token";
    EXPECT_EQ(host->seats()[2].kind, SeatKind::Bot);
    EXPECT_FALSE(readyAtRematch) << "everyone readies again";
    EXPECT_EQ(host->seats()[1].hints, 0) << "hints are counted per game";

    ASSERT_TRUE(waitFor([&] { return guest->lobby().seats[1].ready; })) << "the bots do";
    admin->start();
    ASSERT_TRUE(waitFor([&] { return admin->gameOver() && guest->gameOver(); }));
    EXPECT_NE(host->table()->scores(), first) << "a new deal";
    EXPECT_EQ(readSavedGame(dir.filePath(QStringLiteral("forum-2.json"))).record.actions,
              host->table()->record().actions)
        << "the rematch is saved beside the first game";
    EXPECT_TRUE(Table::load(readSavedGame(config.savePath).record).table.over());
}

TEST_F(Lobby, HintsAreOffUnlessTheHostAllowsThem) {
    ASSERT_TRUE(settled());
    EXPECT_FALSE(guest_->lobby().hints);
    HostConfig config = testConfig(2, {}, 5);
    config.autoStart = false;
    config.hints = true;
    Host host(config);
    const auto guest = localClient(host, clientOptions("Marcus", -2));
    ASSERT_TRUE(waitFor([&] { return guest->lobby().players == 2; }));
    EXPECT_TRUE(guest->lobby().hints) << "the lobby tells every guest";
}

TEST(SavedGames, KeepTheHintsAskedAndAllowed) {
    SavedGame game;
    game.record.setup = GameSetup{2, 9, false};
    game.gameName = "Forum";
    game.seats = {personSeat("Octavia", 0), botSeat("easy", 1)};
    game.seats[0].hints = 3;
    game.hints = true;
    const SavedGame back = parseSavedGame(savedGameText(game));
    EXPECT_EQ(back.seats[0].hints, 3);
    EXPECT_EQ(back.seats[1].hints, 0);
    EXPECT_TRUE(back.hints);
    game.hints = false;
    game.seats[0].hints = 0;
    const std::string plain = savedGameText(game);
    EXPECT_EQ(plain.find("hints"), std::string::npos) << "nothing written when nobody asked";
    EXPECT_FALSE(parseSavedGame(plain).hints);
}

TEST(SavePaths, ARematchIsSavedBesideItsGame) {
    EXPECT_EQ(nextSavePath(QStringLiteral("/saves/hosted-1.json")),
              QStringLiteral("/saves/hosted-2.json"));
    EXPECT_EQ(nextSavePath(QStringLiteral("/saves/forum.json")),
              QStringLiteral("/saves/forum-2.json"));
    EXPECT_EQ(nextSavePath(QStringLiteral("/saves/forum-2.json")),
              QStringLiteral("/saves/forum-3.json"));
}

TEST_F(Lobby, ChatReachesEveryone) {
    std::vector<std::string> heard;
    QObject::connect(admin_.get(), &ClientSession::chatReceived, admin_.get(),
                     [&](int seat, const QString& name, const QString& text) {
                         heard.push_back(std::to_string(seat) + " " + name.toStdString() + ": " +
                                         text.toStdString());
                     });
    guest_->sendChat(QStringLiteral("  Ave,\tOctavia!  "));
    admin_->sendChat(QString(HostLimits{}.maxChatLength + 1, QLatin1Char('x')));
    ASSERT_TRUE(waitFor([&] { return !heard.empty() && admin_->lastError() != 0; }));
    EXPECT_EQ(heard, std::vector<std::string>{"-1 Marcus: Ave, Octavia!"});
    EXPECT_EQ(admin_->lastError(), wire::ERROR_CHAT);
}

// The seat to act takes a card and takes it back; everyone's view follows, and the undone
// state has a new id.
TEST_F(Lobby, UndoThroughTheHost) {
    guest_->takeSeat(1);
    admin_->makeBot(2, "random");
    admin_->setReady(true);
    guest_->setReady(true);
    ASSERT_TRUE(waitFor([&] { return guest_->lobby().seats[1].ready; }));
    admin_->start();
    // Both persons play the first legal action until one of them may take a card.
    const auto takeable = [](const ClientSession& s) {
        return std::any_of(s.legal().begin(), s.legal().end(),
                           [](const Action& a) { return a.kind == ActionKind::Take; });
    };
    ClientSession* taker = nullptr;
    ASSERT_TRUE(waitFor(
        [&] {
            for (ClientSession* s : {admin_.get(), guest_.get()}) {
                if (s->view() && s->view()->toAct == s->view()->viewer && !s->legal().empty()) {
                    if (takeable(*s)) {
                        taker = s;
                        return true;
                    }
                    if (s->view()->stateId == tableOf(*host_).stateId()) {
                        s->submit(s->legal().front());
                    }
                }
            }
            return false;
        },
        20'000));
    const PlayerView before = *taker->view();
    const Action take = *std::find_if(taker->legal().begin(), taker->legal().end(),
                                      [](const Action& a) { return a.kind == ActionKind::Take; });
    taker->submit(take);
    ASSERT_TRUE(waitFor([&] { return taker->undoable() == 1; }));
    taker->undo();
    ASSERT_TRUE(waitFor(
        [&] { return taker->undoable() == 0 && taker->view()->stateId > before.stateId + 1; }));
    PlayerView after = *taker->view();
    after.stateId = before.stateId;
    EXPECT_EQ(after, before);
    ASSERT_FALSE(taker->events().empty());
    EXPECT_EQ(taker->events().back().kind, EventKind::Undone);
    EXPECT_EQ(tableOf(*host_).record().actions.size(), before.stateId);
}

} // namespace
} // namespace cor::net::test
