#include "app/models/online_watch.h"

#include "net/connection.h"
#include "net/frame.h"
#include "net/tls_trust.h"

#include <QSslSocket>
#include <map>

namespace cor::app {
namespace {

constexpr int kAnswerWithinMs = 10'000;

QString keyOf(const QString& server, const QString& code) {
    return server + u'|' + code;
}

TableStanding::Stage stageOf(int stage) {
    switch (stage) {
    case wire::TableState::LOBBY:
        return TableStanding::Stage::Lobby;
    case wire::TableState::PLAYING:
        return TableStanding::Stage::Playing;
    case wire::TableState::OVER:
        return TableStanding::Stage::Over;
    default:
        return TableStanding::Stage::Gone;
    }
}

} // namespace

OnlineWatch::OnlineWatch(QObject* parent) : QObject(parent) {
    connect(&timer_, &QTimer::timeout, this, &OnlineWatch::askAll);
    soon_.setSingleShot(true);
    connect(&soon_, &QTimer::timeout, this, &OnlineWatch::askAll);
}

void OnlineWatch::askSoon() {
    if (timer_.isActive()) { // only while the app watches
        soon_.start(1000);
    }
}

void OnlineWatch::start(int intervalMs) {
    askAll();
    timer_.start(intervalMs);
}

int OnlineWatch::yourTurns() const {
    int turns = 0;
    for (const TableStanding& standing : standings_) {
        turns += standing.yourTurn() ? 1 : 0;
    }
    return turns;
}

TableStanding OnlineWatch::standing(const QString& server, const QString& code) const {
    return standings_.value(keyOf(server, code));
}

void OnlineWatch::askAll() {
    std::map<QString, std::vector<OnlineTable>> byServer;
    for (const OnlineTable& table : onlineTables()) {
        byServer[table.server].push_back(table);
    }
    for (const auto& [server, tables] : byServer) {
        ask(server, tables);
    }
}

void OnlineWatch::ask(const QString& server, const std::vector<OnlineTable>& tables) {
    const ServerAddress address = serverAddress(server);
    if (address.port == 0) {
        return;
    }
    wire::Envelope query;
    query.mutable_table_query()->set_protocol_version(net::kProtocolVersion);
    for (const OnlineTable& table : tables) {
        wire::TableKey& key = *query.mutable_table_query()->add_tables();
        key.set_code(table.code.toStdString());
        key.set_token(std::string(net::tokenBytes(table.token)));
    }
    const std::string frame = net::encodeFrame(query.SerializeAsString());
    auto* socket = new QSslSocket(this);
    auto reader = std::make_shared<net::FrameReader>(net::kMaxHostFrameBytes);
    QTimer::singleShot(kAnswerWithinMs, socket, [socket] { socket->abort(); });
    connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
    connect(socket, &QSslSocket::errorOccurred, socket, &QObject::deleteLater);
    connect(socket, &QSslSocket::sslErrors, socket,
            [socket, server](const QList<QSslError>& errors) {
                // Only the certificate the player trusted for this server, as when playing.
                const QString trusted = trustedFingerprint(server);
                if (!trusted.isEmpty() &&
                    net::sameFingerprint(net::certificateFingerprint(socket->peerCertificate()),
                                         trusted)) {
                    socket->ignoreSslErrors(errors);
                }
            });
    const bool secure = serverIsSecure(server);
    connect(socket, secure ? &QSslSocket::encrypted : &QSslSocket::connected, socket,
            [socket, frame] { socket->write(frame.data(), static_cast<qint64>(frame.size())); });
    connect(socket, &QSslSocket::readyRead, this, [this, socket, reader, server] {
        const QByteArray bytes = socket->readAll();
        reader->append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (const std::optional<std::string> payload = reader->next()) {
            onAnswer(server, QByteArray::fromStdString(*payload));
            socket->disconnectFromHost();
        }
    });
    if (secure) {
        socket->connectToHostEncrypted(address.host, static_cast<quint16>(address.port));
    } else {
        socket->connectToHost(address.host, static_cast<quint16>(address.port));
    }
}

void OnlineWatch::onAnswer(const QString& server, const QByteArray& payload) {
    wire::Envelope answer;
    if (!answer.ParseFromArray(payload.constData(), static_cast<int>(payload.size())) ||
        !answer.has_table_status()) {
        return;
    }
    for (const wire::TableState& state : answer.table_status().tables()) {
        TableStanding standing;
        standing.stage = stageOf(state.stage());
        standing.seat = state.seat();
        standing.toAct = state.to_act();
        standing.round = static_cast<int>(state.round());
        for (const std::string& name : state.names()) {
            standing.names << QString::fromStdString(name);
        }
        if (state.last_activity() > 0) {
            standing.lastMove = QDateTime::fromSecsSinceEpoch(state.last_activity());
        }
        const QString code = QString::fromStdString(state.code());
        TableStanding& kept = standings_[keyOf(server, code)];
        const bool cameNow = standing.yourTurn() && !kept.yourTurn() && looked_;
        kept = standing;
        if (cameNow) {
            //: A desktop notification; %1 is the online table's code
            emit turnCame(tr("Your turn in City of Rome"),
                          tr("It is your turn at the table %1.").arg(code));
        }
    }
    looked_ = true;
    emit changed();
}

} // namespace cor::app
