// Misbehaving peers: each probe is refused with the game unharmed, and the offender is
// disconnected where that is right. The game waits at seat 0's first decision throughout.
#include "net/convert.h"
#include "net/frame.h"
#include "tests/net/net_test_support.h"

#include <QTcpSocket>
#include <cstdlib>
#include <gtest/gtest.h>
#include <optional>

namespace cor::net::test {
namespace {

// A peer that speaks raw bytes over loopback TCP and decodes what it gets back.
class RawPeer {
  public:
    explicit RawPeer(quint16 port) : reader_(kMaxHostFrameBytes) {
        QObject::connect(&socket_, &QTcpSocket::readyRead, &socket_, [this] {
            const QByteArray bytes = socket_.readAll();
            reader_.append(
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
            while (const auto payload = reader_.next()) {
                wire::Envelope message;
                if (message.ParseFromString(*payload)) {
                    received.push_back(message);
                }
            }
        });
        QObject::connect(&socket_, &QTcpSocket::disconnected, &socket_, [this] { closed = true; });
        socket_.connectToHost(QHostAddress::LocalHost, port);
        EXPECT_TRUE(waitFor([&] { return socket_.state() == QAbstractSocket::ConnectedState; }));
    }
    void sendBytes(std::string_view bytes) {
        socket_.write(bytes.data(), static_cast<qint64>(bytes.size()));
        socket_.flush();
    }
    void send(const wire::Envelope& message) {
        sendBytes(encodeFrame(message.SerializeAsString()));
    }
    void hello(int wantSeat = -2, std::uint32_t version = kProtocolVersion,
               const std::string& token = {}, const std::string& name = "prober") {
        wire::Envelope message;
        message.mutable_hello()->set_protocol_version(version);
        message.mutable_hello()->set_name(name);
        message.mutable_hello()->set_want_seat(wantSeat);
        message.mutable_hello()->set_seat_token(token);
        send(message);
    }
    bool waitClosed(int ms = 5000) {
        return waitFor([&] { return closed; }, ms);
    }
    // The first error of the host, or ERROR_UNSPECIFIED; and what it said.
    wire::ErrorCode error() const {
        for (const auto& message : received) {
            if (message.has_error()) {
                return message.error().code();
            }
        }
        return wire::ERROR_UNSPECIFIED;
    }
    std::string errorMessage() const {
        for (const auto& message : received) {
            if (message.has_error()) {
                return message.error().message();
            }
        }
        return {};
    }
    std::optional<wire::ActionRejected> lastRejection() const {
        for (auto it = received.rbegin(); it != received.rend(); ++it) {
            if (it->has_rejected()) {
                return it->rejected();
            }
        }
        return std::nullopt;
    }

    std::vector<wire::Envelope> received;
    bool closed = false;

  private:
    QTcpSocket socket_;
    FrameReader reader_;
};

class Probes : public ::testing::Test {
  protected:
    void SetUp() override {
        HostConfig config = testConfig(3, {"random"}, 31);
        config.limits.handshakeTimeoutMs = 300;
        config.limits.idleTimeoutMs = 600;
        config.limits.pingIntervalMs = 100;
        host_ = std::make_unique<Host>(config);
        listener_ = std::make_unique<TcpListener>(*host_);
        ASSERT_TRUE(listener_->listen(QHostAddress::LocalHost, 0));
        // Seat 0 plays by hand (the test); seat 1 is a bot client; seat 2 a bot in the host.
        seat0_ = tcpClient(*listener_, clientOptions("zero", 0));
        seat1_ = tcpClient(*listener_, clientOptions("one", 1));
        bot1_ = std::make_unique<BotClient>(*seat1_, "random", 3);
        ASSERT_TRUE(waitFor([&] { return seat0_->seat() == 0; }));
        seat0_->setReady(true);
        ASSERT_TRUE(waitFor([&] {
            const Table* started = host_->table();
            return started != nullptr && started->toAct() == 0 && seat0_->view() &&
                   seat0_->view()->stateId == started->stateId();
        }));
        before_ = table().state();
    }

    // The game is where it was, and goes on: seat 0 can still play.
    void expectUnharmed() {
        spin(50);
        EXPECT_EQ(table().state(), before_);
        const std::size_t actions = table().record().actions.size();
        ASSERT_FALSE(seat0_->legal().empty());
        seat0_->submit(seat0_->legal().front());
        EXPECT_TRUE(waitFor([&] { return table().record().actions.size() > actions; }));
    }

    const Table& table() const {
        const Table* started = host_->table();
        if (started == nullptr) {
            std::abort(); // SetUp waited for the game to start
        }
        return *started;
    }

    std::unique_ptr<Host> host_;
    std::unique_ptr<TcpListener> listener_;
    std::unique_ptr<ClientSession> seat0_;
    std::unique_ptr<ClientSession> seat1_;
    std::unique_ptr<BotClient> bot1_;
    GameState before_;
};

TEST_F(Probes, GarbageBytes) {
    RawPeer peer(listener_->port());
    peer.sendBytes(std::string("\x00\x00\x00\x05hello", 9));
    EXPECT_TRUE(peer.waitClosed());
    expectUnharmed();
}

TEST_F(Probes, TwoGibibyteLengthPrefix) {
    RawPeer peer(listener_->port());
    peer.sendBytes(std::string("\x80\x00\x00\x00", 4));
    EXPECT_TRUE(peer.waitClosed());
    expectUnharmed();
}

TEST_F(Probes, TruncatedFrame) {
    RawPeer peer(listener_->port());
    peer.hello();
    peer.sendBytes(std::string("\x00\x00\x00\x64\x08\x01", 6)); // 100 bytes announced, 2 sent
    EXPECT_TRUE(peer.waitClosed()) << "a peer that stops mid-frame goes quiet and is dropped";
    expectUnharmed();
}

TEST_F(Probes, UnknownMessageKind) {
    RawPeer peer(listener_->port());
    peer.hello();
    peer.sendBytes(encodeFrame(std::string("\xF8\x06\x01", 3))); // field 111, varint 1
    EXPECT_TRUE(peer.waitClosed());
    EXPECT_EQ(peer.error(), wire::ERROR_PROTOCOL);
    expectUnharmed();
}

TEST_F(Probes, ActionOutOfTurn) {
    std::vector<Rejection> rejections;
    QObject::connect(seat1_.get(), &ClientSession::rejected, seat1_.get(),
                     [&](const Rejection& r) { rejections.push_back(r); });
    seat1_->submit(seat0_->legal().front()); // seat 1 plays seat 0's move
    ASSERT_TRUE(waitFor([&] { return !rejections.empty(); }));
    EXPECT_EQ(rejections[0].reason, wire::REJECT_NOT_YOUR_TURN);
    expectUnharmed();
}

TEST_F(Probes, ActionFromASpectator) {
    RawPeer peer(listener_->port());
    peer.hello();
    wire::Envelope action;
    action.mutable_action()->set_state_id(table().stateId());
    toWire(seat0_->legal().front(), *action.mutable_action()->mutable_action());
    peer.send(action);
    ASSERT_TRUE(waitFor([&] { return peer.lastRejection().has_value(); }));
    EXPECT_EQ(peer.lastRejection()->reason(), wire::REJECT_NOT_SEATED);
    EXPECT_FALSE(peer.closed);
    expectUnharmed();
}

TEST_F(Probes, ReusedToken) {
    RawPeer peer(listener_->port());
    peer.hello(-2, kProtocolVersion, std::string(tokenBytes(*seat0_->token())));
    EXPECT_TRUE(peer.waitClosed()) << "seat 0's client is connected: its token is in use";
    EXPECT_EQ(peer.error(), wire::ERROR_SEAT_IN_USE);
    expectUnharmed();
}

TEST_F(Probes, IllegalActionAndNothingToUndo) {
    std::vector<Rejection> rejections;
    QObject::connect(seat0_.get(), &ClientSession::rejected, seat0_.get(),
                     [&](const Rejection& r) { rejections.push_back(r); });
    seat0_->submit(Action::produce()); // not in the draft
    seat0_->undo();
    ASSERT_TRUE(waitFor([&] { return rejections.size() == 2; }));
    EXPECT_EQ(rejections[0].reason, wire::REJECT_RULES);
    EXPECT_EQ(rejections[0].ruleError, "wrong_phase");
    EXPECT_EQ(rejections[1].reason, wire::REJECT_CANNOT_UNDO);
    EXPECT_EQ(seat0_->state(), ClientSession::State::Joined);
    expectUnharmed();
}

// An action chosen in an older view is refused; the same one in the current view counts.
TEST_F(Probes, StaleStateId) {
    const SeatToken token = *seat0_->token();
    const Action action = seat0_->legal().front();
    seat0_->disconnectFromHost();
    ASSERT_TRUE(waitFor([&] { return !host_->lobbyConnected(0); }));
    RawPeer peer(listener_->port());
    peer.hello(-2, kProtocolVersion, std::string(tokenBytes(token)));
    ASSERT_TRUE(waitFor([&] {
        return std::any_of(peer.received.begin(), peer.received.end(),
                           [](const wire::Envelope& m) { return m.has_view(); });
    }));
    wire::Envelope request;
    toWire(action, *request.mutable_action()->mutable_action());
    request.mutable_action()->set_state_id(table().stateId() + 1);
    peer.send(request);
    ASSERT_TRUE(waitFor([&] { return peer.lastRejection().has_value(); }));
    EXPECT_EQ(peer.lastRejection()->reason(), wire::REJECT_STALE);
    EXPECT_EQ(table().state(), before_);
    request.mutable_action()->set_state_id(table().stateId());
    peer.send(request);
    EXPECT_TRUE(waitFor([&] { return table().record().actions.size() > before_.stateId; }));
    EXPECT_FALSE(peer.closed);
}

TEST_F(Probes, WrongToken) {
    RawPeer peer(listener_->port());
    peer.hello(-2, kProtocolVersion, std::string(16, '\x42'));
    EXPECT_TRUE(peer.waitClosed());
    EXPECT_EQ(peer.error(), wire::ERROR_BAD_TOKEN);
    expectUnharmed();
}

TEST_F(Probes, VersionMismatch) {
    RawPeer peer(listener_->port());
    peer.hello(-2, kProtocolVersion + 1);
    EXPECT_TRUE(peer.waitClosed());
    EXPECT_EQ(peer.error(), wire::ERROR_VERSION);
    expectUnharmed();
}

TEST_F(Probes, ChatFlood) {
    RawPeer peer(listener_->port());
    peer.hello();
    wire::Envelope chat;
    chat.mutable_chat_send()->set_text("ave");
    for (int i = 0; i < 40; ++i) {
        peer.send(chat);
    }
    EXPECT_TRUE(peer.waitClosed());
    EXPECT_EQ(peer.error(), wire::ERROR_CHAT);
    int lines = 0;
    for (const auto& message : peer.received) {
        lines += message.has_chat() ? 1 : 0;
    }
    EXPECT_EQ(lines, HostLimits{}.chatBurst) << "only a burst of lines went out";
    expectUnharmed();
}

// A name or a chat line that would turn the direction of what the others read after it
// ("Evil" + U+202E) is refused, and its sender told why.
TEST_F(Probes, NamesAndChatThatTurnTheDirectionOfTextAreRefused) {
    for (const char* turning : {"\u202A", "\u202E", "\u2066", "\u2069"}) {
        RawPeer named(listener_->port());
        named.hello(-2, kProtocolVersion, {}, std::string("Evil") + turning + "lived");
        EXPECT_TRUE(named.waitClosed());
        EXPECT_EQ(named.error(), wire::ERROR_BAD_NAME);
        EXPECT_NE(named.errorMessage().find("direction"), std::string::npos)
            << named.errorMessage();
    }
    RawPeer talker(listener_->port());
    talker.hello();
    wire::Envelope chat;
    chat.mutable_chat_send()->set_text("gg \u202Eevil");
    talker.send(chat);
    EXPECT_TRUE(waitFor([&] { return talker.error() == wire::ERROR_CHAT; }));
    EXPECT_NE(talker.errorMessage().find("direction"), std::string::npos);
    for (const auto& message : talker.received) {
        EXPECT_FALSE(message.has_chat()) << "nobody heard it";
    }
    expectUnharmed();
}

TEST(CleanName, KeepsWhatOthersMayReadAndDropsWhatTheyMayNot) {
    EXPECT_EQ(cleanName("  Anna\t von\nRom ", 24), "Anna von Rom");
    EXPECT_EQ(cleanName("Ann\x07"
                        "a",
                        24),
              "Anna")
        << "a control character goes";
    EXPECT_EQ(cleanName("\u05E9\u05E8\u05D4 Sara", 24), "\u05E9\u05E8\u05D4 Sara")
        << "right-to-left letters are letters";
    EXPECT_FALSE(cleanName("Evil\u202Edevil", 24));
    EXPECT_FALSE(cleanName("   ", 24));
    EXPECT_FALSE(cleanName(std::string(25, 'x'), 24));
    EXPECT_EQ(withoutDirectionControls(QStringLiteral("Evil\u202Edevil\u2069")),
              QStringLiteral("Evildevil"));
}

TEST_F(Probes, SilentClient) {
    RawPeer peer(listener_->port());
    EXPECT_TRUE(peer.waitClosed(3000));
    EXPECT_EQ(peer.error(), wire::ERROR_TIMEOUT);
    expectUnharmed();
}

TEST_F(Probes, JoiningAStartedGameForASeat) {
    RawPeer peer(listener_->port());
    peer.hello(-1);
    EXPECT_TRUE(peer.waitClosed());
    EXPECT_EQ(peer.error(), wire::ERROR_GAME_FULL);
    expectUnharmed();
}

} // namespace
} // namespace cor::net::test
