// libFuzzer target for the network host: frame decoding, envelope dispatch and the checks an
// action passes before it reaches the engine (tests/fuzz/host_fuzz_input.h: the input format).
#include "engine/json/save_file.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "net/convert.h"
#include "net/frame.h"
#include "net/host.h"
#include "net/log.h"
#include "net/saved_game.h"
#include "net/tables/table_server.h"
#include "tests/fuzz/game_digest.h"
#include "tests/fuzz/host_fuzz_input.h"

#include <QCoreApplication>
#include <QPointer>
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <google/protobuf/stubs/logging.h>
#include <string>
#include <string_view>
#include <vector>

namespace cor::net::fuzz {
namespace {

constexpr int kFuzzSeat = 0; // the seat the fuzzer plays; seat 1 is the host's bot
constexpr int kMaxPeers = 8;
constexpr SeatToken kAdminToken{0xAD, 0x31, 0x17};
// Event-loop turns one settle() gives the bot (it decides inline, one move a turn); a game's
// moves are far fewer, so only a host that stopped asking its bot reaches it.
constexpr int kSettleTurns = 2'000;
// Room for the digests of checked games (8 bytes each): half a million games, then it forgets.
constexpr std::size_t kGameSlots = std::size_t{1} << 20;

// The bytes of one input; reading past the end yields zeros.
class Input {
  public:
    Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    bool done() const { return pos_ >= size_; }
    std::uint8_t byte() { return done() ? 0 : data_[pos_++]; }
    std::string_view bytes(std::size_t count) {
        count = std::min(count, size_ - pos_);
        const std::string_view out(reinterpret_cast<const char*>(data_ + pos_), count);
        pos_ += count;
        return out;
    }
    std::string_view rest() { return bytes(size_ - pos_); }

  private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

// A peer that is nothing but bytes handed to the host. What the host sends it must be frames
// a client accepts; anything else is a bug, so it traps.
class FuzzConnection final : public Connection {
  public:
    FuzzConnection() : Connection(kMaxClientFrameBytes, nullptr) {}

    void receive(std::string_view bytes) { deliver(bytes); }
    void receive(const wire::Envelope& message) {
        deliver(encodeFrame(message.SerializeAsString()));
    }

    // As the real transports do: closed() follows on a later event-loop turn, never from
    // inside the host's own call to close().
    void close() override {
        markClosed();
        if (!closing_) {
            closing_ = true;
            QMetaObject::invokeMethod(
                this, [this] { emit closed(); }, Qt::QueuedConnection);
        }
    }
    QString peerName() const override { return QStringLiteral("fuzz"); }

  protected:
    void write(const std::string& frame) override {
        outgoing_.append(frame);
        while (const std::optional<std::string_view> payload = outgoing_.nextView()) {
            MessageArena arena;
            auto& message = arena.newEnvelope();
            if (!message.ParseFromArray(payload->data(), static_cast<int>(payload->size()))) {
                __builtin_trap(); // the host wrote bytes that are not a message
            }
        }
        if (outgoing_.broken()) {
            __builtin_trap(); // the host wrote a frame no client would take
        }
    }

  private:
    FrameReader outgoing_{kMaxHostFrameBytes};
    bool closing_ = false;
};

HostConfig fuzzConfig() {
    HostConfig config;
    config.gameName = "fuzz";
    config.players = 2;
    config.bots = {"random"};
    config.seed = 20'240'601;
    config.autoStart = true;
    config.adminToken = kAdminToken;
    config.botsThink = BotRunner::Where::Inline;
    config.standInBot = "random";
    // No timer may fire within one input: what happens depends on the bytes only.
    config.limits.handshakeTimeoutMs = 3'600'000;
    config.limits.pingIntervalMs = 3'600'000;
    config.limits.idleTimeoutMs = 3'600'000;
    return config;
}

wire::Envelope helloFor(int wantSeat, std::string_view token = {}, bool admin = false) {
    wire::Envelope message;
    wire::Hello& hello = *message.mutable_hello();
    hello.set_protocol_version(kProtocolVersion);
    hello.set_name("fuzz");
    hello.set_want_seat(wantSeat);
    hello.set_seat_token(std::string(token));
    if (admin) {
        hello.set_admin_token(std::string(tokenBytes(kAdminToken)));
    }
    return message;
}

// One input's host and the peers the fuzzer speaks through.
class Session {
  public:
    Session() : host_(fuzzConfig()) {}

    void run(Input& in) {
        const auto mode = static_cast<Mode>(in.byte() % kModeCount);
        switch (mode) {
        case Mode::Stranger:
            join()->receive(in.rest());
            settle();
            break;
        case Mode::Door:
            atTheDoor(in.rest());
            break;
        case Mode::Watch:
            watching(in.rest());
            break;
        case Mode::Split:
            joinSeatAndStart();
            while (!in.done()) {
                if (const std::uint8_t size = in.byte(); size == 0) {
                    settle();
                } else if (peer_) {
                    peer_->receive(in.bytes(size));
                }
            }
            settle();
            break;
        case Mode::Ops:
        case Mode::LobbyOps:
            if (mode == Mode::Ops) {
                joinSeatAndStart();
            } else {
                join()->receive(helloFor(kFuzzSeat, {}, true));
            }
            while (!in.done()) {
                runOp(in);
                settle();
            }
            break;
        }
        checkGameUnharmed();
    }

  private:
    // A table server of its own (in memory) with no timer that fires within an input.
    static TableServerConfig tablesConfig() {
        TableServerConfig config;
        config.botsThink = BotRunner::Where::Inline;
        config.standInBot = "random";
        config.limits = fuzzConfig().limits;
        config.doorTimeoutMs = config.limits.handshakeTimeoutMs;
        config.expiryCheckMs = config.limits.handshakeTimeoutMs;
        return config;
    }

    static void openTables(TableServer& tables) {
        QString why;
        if (!tables.open(&why)) {
            __builtin_trap(); // an in-memory store always opens
        }
    }

    static void settleTables() {
        for (int turn = 0; turn < kSettleTurns; ++turn) {
            QCoreApplication::sendPostedEvents();
        }
    }

    // A table server whose door hears `bytes`, and the table's host whatever follows a table's
    // request.
    static void atTheDoor(std::string_view bytes) {
        TableServer tables(tablesConfig());
        openTables(tables);
        auto* connection = new FuzzConnection;
        tables.addConnection(connection);
        connection->receive(bytes);
        settleTables();
    }

    // A table made, begun, left and expired while a peer whose first bytes are `bytes` watches.
    static void watching(std::string_view bytes) {
        qint64 clock = 1'000'000;
        TableServerConfig config = tablesConfig();
        config.now = [&clock] { return clock; };
        TableServer tables(config);
        openTables(tables);
        QPointer<FuzzConnection> owner = new FuzzConnection;
        tables.addConnection(owner);
        wire::Envelope table;
        table.mutable_new_table()->set_protocol_version(kProtocolVersion);
        table.mutable_new_table()->set_players(2);
        table.mutable_new_table()->add_bots("random");
        table.mutable_new_table()->set_name("fuzz");
        owner->receive(table);
        const SeatToken token = fuzzToken(1);
        owner->receive(helloFor(-1, tokenBytes(token)));
        auto* watcher = new FuzzConnection;
        tables.addConnection(watcher);
        watcher->receive(bytes);
        settleTables();
        if (owner) {
            wire::Envelope ready;
            ready.mutable_ready()->set_ready(true);
            owner->receive(ready);
            settleTables();
        }
        if (owner) {
            owner->close();
            settleTables();
        }
        clock += 31LL * 24 * 3600;
        tables.expireIdle();
        settleTables();
    }

    FuzzConnection* join() {
        auto* connection = new FuzzConnection;
        host_.addConnection(connection); // the host owns it, and deletes it once closed
        peer_ = connection;
        ++peersMade_;
        return connection;
    }

    void joinSeatAndStart() {
        FuzzConnection* connection = join();
        connection->receive(helloFor(kFuzzSeat));
        wire::Envelope ready;
        ready.mutable_ready()->set_ready(true);
        connection->receive(ready);
        settle();
    }

    void send(const wire::Envelope& message) {
        if (peer_) {
            peer_->receive(message);
        }
    }

    std::uint32_t stateId() const { return host_.table() ? host_.table()->stateId() : 0; }

    bool botToAct() const {
        const Table* table = host_.table();
        if (table == nullptr || table->over() || table->toAct() < 0) {
            return false;
        }
        const Seat& seat = host_.seats()[static_cast<std::size_t>(table->toAct())];
        return seat.kind == SeatKind::Bot || !seat.standIn.empty();
    }

    // Lets the host take what is queued (closes, bot decisions) until seat 0 is to act again
    // or the game is over. Posted events only: no timer fires within an input and the peers
    // have no sockets, so polling the system for more (processEvents) would be wasted calls.
    void settle() {
        QCoreApplication::sendPostedEvents();
        for (int turn = 0; turn < kSettleTurns && botToAct(); ++turn) {
            QCoreApplication::sendPostedEvents();
        }
    }

    void runOp(Input& in) {
        switch (static_cast<Op>(in.byte() % kOpCount)) {
        case Op::Envelope: {
            const std::string_view payload = in.bytes(in.byte());
            if (peer_) {
                peer_->receive(encodeFrame(payload));
            }
            break;
        }
        case Op::Action:
            return craftedAction(in);
        case Op::Legal:
            return legalAction(in);
        case Op::Undo: {
            const std::uint8_t flags = in.byte();
            wire::Envelope message;
            message.mutable_undo()->set_state_id((flags & 1) != 0 ? stateId() : flags >> 1);
            return send(message);
        }
        case Op::Chat: {
            wire::Envelope message;
            message.mutable_chat_send()->set_text(std::string(in.bytes(in.byte())));
            return send(message);
        }
        case Op::Seat: {
            wire::Envelope message;
            wire::SeatRequest& request = *message.mutable_seat_request();
            request.set_op(static_cast<wire::SeatRequest::Op>(in.byte() % 7));
            request.set_seat(static_cast<std::int8_t>(in.byte()));
            // Sign-extended, so the largest numbers come up too.
            request.set_colour(static_cast<std::uint32_t>(static_cast<std::int8_t>(in.byte())));
            request.set_bot(kBotNames[in.byte() % kBotNameCount]);
            return send(message);
        }
        case Op::Lobby:
            return lobby(in);
        case Op::Rejoin:
            return rejoin(in);
        }
    }

    void craftedAction(Input& in) {
        const std::uint8_t flags = in.byte();
        const std::uint8_t staleId = in.byte();
        wire::Envelope message;
        wire::ActionRequest& request = *message.mutable_action();
        request.set_state_id((flags & 1) != 0 ? stateId() : staleId);
        wire::Action& action = *request.mutable_action();
        const int scale = (flags & 2) != 0 ? 2 : 1;
        action.set_kind(in.byte());
        action.set_card(in.byte());
        action.set_x(static_cast<std::int8_t>(in.byte()) * scale);
        action.set_y(static_cast<std::int8_t>(in.byte()) * scale);
        action.set_amount(in.byte() + ((flags & 4) != 0 ? 256u : 0u));
        for (int count = in.byte() % 6; count > 0; --count) {
            action.add_returned(in.byte());
        }
        send(message);
    }

    // One of seat 0's legal actions, so games go deep; sometimes with one field changed.
    void legalAction(Input& in) {
        const std::uint8_t index = in.byte();
        const std::uint8_t mutation = in.byte();
        const std::uint8_t value = in.byte();
        thread_local ActionList legal;
        legal.clear();
        if (host_.table() != nullptr) {
            host_.table()->legal(kFuzzSeat, legal);
        }
        wire::Envelope message;
        wire::ActionRequest& request = *message.mutable_action();
        request.set_state_id(stateId());
        wire::Action& action = *request.mutable_action();
        toWire(legal.empty() ? Action::pass() : legal[index % legal.size()], action);
        if ((mutation & 0x80) != 0) {
            switch (static_cast<LegalField>(mutation & 7)) {
            case LegalField::Kind:
                action.set_kind(value);
                break;
            case LegalField::Card:
                action.set_card(value);
                break;
            case LegalField::X:
                action.set_x(static_cast<std::int8_t>(value));
                break;
            case LegalField::Y:
                action.set_y(static_cast<std::int8_t>(value));
                break;
            case LegalField::Amount:
                action.set_amount(value);
                break;
            case LegalField::AddReturned:
                action.add_returned(value);
                break;
            case LegalField::StaleState:
                request.set_state_id(stateId() + 1u + value);
                break;
            case LegalField::Clear:
                action.Clear();
                break;
            }
        }
        send(message);
    }

    void lobby(Input& in) {
        const std::uint8_t what = in.byte() % 6;
        const std::uint8_t nonce = in.byte();
        wire::Envelope message;
        switch (what) {
        case 0:
        case 1:
            message.mutable_ready()->set_ready(what == 0);
            break;
        case 2:
            message.mutable_start();
            break;
        case 3:
            message.mutable_ping()->set_nonce(nonce);
            break;
        case 4:
            message.mutable_pong()->set_nonce(nonce);
            break;
        default:
            message = helloFor(-1);
            break;
        }
        send(message);
    }

    void rejoin(Input& in) {
        const std::uint8_t how = in.byte();
        const bool admin = (how & 4) != 0;
        if (peersMade_ >= kMaxPeers) {
            return;
        }
        if (how % 4 != 3 && peer_) {
            peer_->close(); // the client hangs up
            settle();
        }
        wire::Envelope hello;
        switch (how % 4) {
        case 0: {
            const std::optional<SeatToken>& token =
                host_.seats()[static_cast<std::size_t>(kFuzzSeat)].token;
            hello = helloFor(-1, token ? tokenBytes(*token) : std::string_view{}, admin);
            break;
        }
        case 1:
            hello = helloFor(-1, in.bytes(sizeof(SeatToken)), admin);
            break;
        case 2:
            hello = helloFor(static_cast<std::int8_t>(in.byte()), {}, admin);
            break;
        default:
            hello = helloFor(-2, {}, admin); // a spectator
            break;
        }
        join()->receive(hello);
    }

    // Whatever the peers sent, the seats keep distinct colours, the record replays to the very
    // same game, and the autosave of it loads again. Replaying and saving depend on the record,
    // the seats and the game's name only, and what the replay is compared with on the live
    // table's scores: a game that matches one checked before in all of these passes as that
    // one did (most inputs are mutations that leave the game as an earlier input had it).
    void checkGameUnharmed() const {
        unsigned coloursUsed = 0;
        for (const Seat& seat : host_.seats()) {
            if (seat.colour < 0 || seat.colour >= kColourCount ||
                (coloursUsed & (1u << seat.colour)) != 0) {
                __builtin_trap();
            }
            coloursUsed |= 1u << seat.colour;
        }
        const Table* table = host_.table();
        if (table == nullptr) {
            return;
        }
        const std::vector<ScoreSheet> scores = table->scores();
        GameDigest digest;
        digest.add(table->record());
        digest.add(host_.config().gameName);
        digest.add(host_.seats());
        digest.add(scores);
        if (!firstCheckOf(digest.value())) {
            return;
        }
        const Table::Loaded replayed = Table::load(table->record());
        if (replayed.failedAt != -1 || replayed.table.scores() != scores) {
            __builtin_trap();
        }
        try {
            parseSavedGame(
                savedGameText(SavedGame{table->record(), host_.config().gameName, host_.seats()}));
        } catch (const SaveError&) {
            __builtin_trap();
        }
    }

    // True the first time a game's digest comes up in this process. A table of fixed size, so
    // remembering allocates nothing: libFuzzer runs a leak check (slow) after every input that
    // allocated more than it freed.
    static bool firstCheckOf(std::uint64_t digest) {
        static std::array<std::uint64_t, kGameSlots> seen{}; // 0: empty
        static std::size_t used = 0;
        if (used >= kGameSlots / 2) { // it would slow down: start afresh
            seen.fill(0);
            used = 0;
        }
        digest = std::max<std::uint64_t>(digest, 1);
        for (std::size_t slot = digest % kGameSlots;; slot = (slot + 1) % kGameSlots) {
            if (seen[slot] == digest) {
                return false;
            }
            if (seen[slot] == 0) {
                seen[slot] = digest;
                ++used;
                return true;
            }
        }
    }

    Host host_;
    QPointer<FuzzConnection> peer_; // the peer later operations speak through
    int peersMade_ = 0;
};

} // namespace
} // namespace cor::net::fuzz

namespace cor::net {

namespace fuzz {
std::uint8_t tokensIssued = 0; // this input's so far
} // namespace fuzz

// In place of net/seat_token.cpp's system generator (this object is linked before libcor_net,
// so the library's file is never pulled in): the nth token of an input is always the same, so
// an input that presents a seat's token presents it again when a crash is replayed.
SeatToken newSeatToken() {
    return fuzz::fuzzToken(++fuzz::tokensIssued);
}

} // namespace cor::net

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    // Qt keeps argc by reference: both must outlive the application, as must the application
    // (queued calls need it for every input).
    static int argc = 1;
    static char name[] = "host_fuzzer";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    cor::net::netLog().set_level(spdlog::level::off);
    // Proto3 strings that are not UTF-8 are refused, as they should be, but logged each time.
    google::protobuf::SetLogHandler(nullptr);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    cor::net::fuzz::tokensIssued = 0;
    cor::net::fuzz::Input in(data, size);
    {
        cor::net::fuzz::Session session;
        session.run(in);
    }
    // Whatever the host left to delete later goes now, so nothing outlives its input.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return 0;
}
