#include "tests/net/net_test_support.h"

#include "net/local_link.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QThread>
#include <QUdpSocket>
#include <cstdlib>
#include <string_view>

namespace cor::net::test {

bool waitFor(const std::function<bool()>& done, int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (!done()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::usleep(200);
    }
    return true;
}

void spin(int ms) {
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::usleep(200);
    }
}

quint16 freeUdpPort() {
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

int games(int normal) {
    const char* scale = std::getenv("COR_TEST_SCALE");
    const bool small = scale != nullptr && std::string_view(scale) == "small";
    return small ? std::max(1, normal / 4) : normal;
}

const Table& tableOf(const Host& host) {
    const Table* table = host.table();
    if (table == nullptr) {
        std::abort();
    }
    return *table;
}

HostConfig testConfig(int players, std::vector<std::string> bots, std::uint64_t seed) {
    HostConfig config;
    config.gameName = "test";
    config.players = players;
    config.bots = std::move(bots);
    config.seed = seed;
    config.autoStart = true;
    return config;
}

ClientOptions clientOptions(const std::string& name, int wantSeat) {
    ClientOptions options;
    options.name = name;
    options.wantSeat = wantSeat;
    options.reconnectDelayMs = 100;
    return options;
}

std::unique_ptr<ClientSession> localClient(Host& host, ClientOptions options) {
    auto [hostEnd, clientEnd] = LocalConnection::createPair();
    host.addConnection(hostEnd);
    auto client = std::make_unique<ClientSession>(std::move(options));
    client->attach(clientEnd);
    return client;
}

std::unique_ptr<ClientSession> tcpClient(const TcpListener& listener, ClientOptions options) {
    return tcpClient(listener.port(), std::move(options));
}

std::unique_ptr<ClientSession> tcpClient(quint16 port, ClientOptions options) {
    auto client = std::make_unique<ClientSession>(std::move(options));
    client->connectTo(QStringLiteral("127.0.0.1"), port);
    return client;
}

TcpRelay::TcpRelay(quint16 hostPort) : hostPort_(hostPort) {
    server_.listen(QHostAddress::LocalHost, 0);
    connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* client = server_.nextPendingConnection()) {
            auto* host = new QTcpSocket(client);
            ++links_;
            connect(client, &QTcpSocket::readyRead, host,
                    [client, host] { host->write(client->readAll()); });
            connect(host, &QTcpSocket::readyRead, client,
                    [client, host] { client->write(host->readAll()); });
            connect(host, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
            connect(client, &QTcpSocket::disconnected, host, &QTcpSocket::disconnectFromHost);
            connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
            clients_.emplace_back(client);
            host->connectToHost(QHostAddress::LocalHost, hostPort_);
        }
    });
}

void TcpRelay::cutAll() {
    for (const QPointer<QTcpSocket>& client : clients_) {
        if (client != nullptr) {
            client->abort(); // its host side follows
        }
    }
    clients_.clear();
}

} // namespace cor::net::test
