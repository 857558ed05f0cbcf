// The host's latency and the protocol's bytes, on loopback: four TCP clients (random players,
// on a thread of their own) play whole games against a host; the host reports, for every action,
// the time from its arrival to every seat's view written. In the same run a raw echo server (read
// one frame, write it to all four connections) gives the floor Qt and the kernel set. Prints one
// JSON object. Run from a Release build:
//   build/release/tests/benchmark/net_benchmark --games 20 --echoes 5000
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "net/client_session.h"
#include "net/frame.h"
#include "net/host.h"
#include "net/log.h"
#include "net/tcp_listener.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace cor;
using namespace cor::net;
using Clock = std::chrono::steady_clock;

constexpr int kSeats = 4;

void runUntil(const std::function<bool()>& done) {
    while (!done()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
}

// Percentile of sorted samples, in microseconds with one decimal.
double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) {
        return 0.0;
    }
    const auto index = static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1));
    return std::round(sorted[index] * 10.0) / 10.0;
}

Json summary(std::vector<double> micros) {
    std::sort(micros.begin(), micros.end());
    Json json = Json::object();
    json["samples"] = micros.size();
    json["p50_us"] = percentile(micros, 0.50);
    json["p99_us"] = percentile(micros, 0.99);
    json["max_us"] = micros.empty() ? 0.0 : std::round(micros.back() * 10.0) / 10.0;
    return json;
}

double microsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

// Lives on the clients' thread: four bot clients play one game against `port`.
class Clients : public QObject {
  public:
    std::atomic<bool> done{false};
    std::uint64_t bytesReceived = 0;
    std::uint64_t bytesSent = 0;
    std::uint64_t viewUpdates = 0;

    void play(quint16 port, std::uint64_t seed) {
        done = false;
        std::vector<std::unique_ptr<ClientSession>> sessions;
        Rng rng(seed);
        for (int seat = 0; seat < kSeats; ++seat) {
            ClientOptions options;
            options.name = "bot " + std::to_string(seat);
            options.wantSeat = seat;
            sessions.push_back(std::make_unique<ClientSession>(options));
            ClientSession* session = sessions.back().get();
            // A random player deciding at once on this thread: two busy threads for two cores,
            // so the host is measured, not the scheduler.
            connect(session, &ClientSession::viewChanged, this, [this, session, &rng] {
                ++viewUpdates;
                const auto& view = session->view();
                if (!session->legal().empty() && view->toAct == view->viewer) {
                    const auto count = static_cast<std::uint32_t>(session->legal().size());
                    session->submit(session->legal()[rng.below(count)]);
                }
            });
            connect(session, &ClientSession::lobbyChanged, this, [session] {
                if (!session->lobby().started && session->seat() >= 0 &&
                    !session->lobby().seats[static_cast<std::size_t>(session->seat())].ready) {
                    session->setReady(true);
                }
            });
            session->connectTo(QStringLiteral("127.0.0.1"), port);
        }
        runUntil([&] {
            return std::all_of(sessions.begin(), sessions.end(),
                               [](const auto& s) { return s->gameOver(); });
        });
        for (const auto& session : sessions) {
            bytesReceived += session->bytesReceived();
            bytesSent += session->bytesSent();
        }
        done = true;
    }
};

// Reads frames from its connections; each frame from the first is written to all of them.
class EchoServer : public QObject {
  public:
    std::vector<double> micros;

    EchoServer() {
        server_.listen(QHostAddress::LocalHost, 0);
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = server_.nextPendingConnection()) {
                sockets_.push_back(socket);
                readers_.emplace_back(kMaxClientFrameBytes);
                const std::size_t index = sockets_.size() - 1;
                connect(socket, &QTcpSocket::readyRead, this, [this, index] { onRead(index); });
            }
        });
    }
    quint16 port() const { return server_.serverPort(); }

  private:
    void onRead(std::size_t index) {
        const auto start = Clock::now();
        const QByteArray bytes = sockets_[index]->readAll();
        FrameReader& reader = readers_[index];
        reader.append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        while (const auto payload = reader.next()) {
            wire::Envelope message;
            message.ParseFromString(*payload);
            const std::string frame = encodeFrame(message.SerializeAsString());
            for (QTcpSocket* socket : sockets_) {
                socket->write(frame.data(), static_cast<qint64>(frame.size()));
            }
            for (QTcpSocket* socket : sockets_) {
                socket->flush();
            }
            micros.push_back(microsSince(start));
        }
    }

    QTcpServer server_;
    std::vector<QTcpSocket*> sockets_;
    std::vector<FrameReader> readers_;
};

// Lives on the clients' thread: four sockets; the first sends a frame and waits until all four
// have it back, `rounds` times.
class EchoClients : public QObject {
  public:
    std::atomic<bool> done{false};

    void run(quint16 port, int rounds) {
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        std::vector<qint64> pending(kSeats, 0);
        for (int i = 0; i < kSeats; ++i) {
            sockets.push_back(std::make_unique<QTcpSocket>());
            sockets.back()->connectToHost(QHostAddress::LocalHost, port);
            sockets.back()->waitForConnected();
        }
        wire::Envelope action;
        action.mutable_action()->set_state_id(123);
        action.mutable_action()->mutable_action()->set_kind(3);
        action.mutable_action()->mutable_action()->set_card(13);
        const std::string frame = encodeFrame(action.SerializeAsString());
        for (int round = 0; round < rounds; ++round) {
            std::fill(pending.begin(), pending.end(), static_cast<qint64>(frame.size()));
            sockets[0]->write(frame.data(), static_cast<qint64>(frame.size()));
            sockets[0]->flush();
            runUntil([&] {
                for (int i = 0; i < kSeats; ++i) {
                    pending[static_cast<std::size_t>(i)] -=
                        sockets[static_cast<std::size_t>(i)]->readAll().size();
                }
                return std::all_of(pending.begin(), pending.end(),
                                   [](qint64 left) { return left <= 0; });
            });
        }
        done = true;
    }
};

int argValue(const QStringList& args, const QString& name, int fallback) {
    const int at = static_cast<int>(args.indexOf(name));
    return at >= 0 && at + 1 < args.size() ? args[at + 1].toInt() : fallback;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    netLog().set_level(spdlog::level::err);
    const QStringList args = QCoreApplication::arguments();
    const int games = argValue(args, QStringLiteral("--games"), 20);
    const int echoes = argValue(args, QStringLiteral("--echoes"), 5000);

    QThread clientThread;
    clientThread.start();
    Clients clients;
    clients.moveToThread(&clientThread);

    std::vector<double> hostMicros;
    std::uint64_t actions = 0;
    for (int g = 0; g < games; ++g) {
        HostConfig config;
        config.players = kSeats;
        config.seed = 1000 + static_cast<std::uint64_t>(g);
        config.autoStart = true;
        Host host(config);
        host.setLatencyProbe([&](std::chrono::nanoseconds elapsed) {
            hostMicros.push_back(std::chrono::duration<double, std::micro>(elapsed).count());
        });
        TcpListener listener(host);
        listener.listen(QHostAddress::LocalHost, 0);
        const quint16 port = listener.port();
        QMetaObject::invokeMethod(&clients, [&clients, port, g] {
            clients.play(port, 77 + static_cast<std::uint64_t>(g) * 8);
        });
        runUntil([&] { return clients.done.load() && host.over(); });
        clients.done = false;
        if (const Table* table = host.table()) {
            actions += table->record().actions.size();
        }
    }

    EchoServer echo;
    EchoClients echoClients;
    echoClients.moveToThread(&clientThread);
    const quint16 echoPort = echo.port();
    QMetaObject::invokeMethod(
        &echoClients, [&echoClients, echoPort, echoes] { echoClients.run(echoPort, echoes); });
    runUntil([&] { return echoClients.done.load(); });
    clientThread.quit();
    clientThread.wait();

    Json result = Json::object();
    result["games"] = games;
    result["seats"] = kSeats;
    result["actions"] = actions;
    result["host_action_to_views_written"] = summary(hostMicros);
    result["raw_echo_to_four_sockets"] = summary(echo.micros);
    const std::uint64_t received = clients.bytesReceived;
    result["view_updates_received"] = clients.viewUpdates;
    result["bytes_received_per_view_update"] =
        clients.viewUpdates > 0 ? received / clients.viewUpdates : 0;
    result["bytes_per_game_all_seats"] =
        games > 0 ? (received + clients.bytesSent) / static_cast<std::uint64_t>(games) : 0;
    result["bytes_per_game_one_seat_received"] =
        games > 0 ? received / static_cast<std::uint64_t>(games * kSeats) : 0;
    std::cout << result.dump() << std::endl;
    return 0;
}
