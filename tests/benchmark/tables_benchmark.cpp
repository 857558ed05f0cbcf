// How far one table server goes (issue 29; a benchmark, not a test): starts cityofrome-server
// --tables on 127.0.0.1 and opens N tables at once from this process, each for a person (a lean
// client here, playing random legal moves) and a random bot in the server. Once every table's game
// has begun it reads the server's memory (per table held), then lets every person move after a
// think time for a while and counts the server's actions per second and the time from a person's
// action sent to their next view (p50, p99). Prints one JSON object. From a Release build:
//   build/release/tests/benchmark/tables_benchmark --tables 1000 --think-ms 1000 --seconds 30
#include "engine/json/save_file.h"
#include "net/connection.h"
#include "net/frame.h"
#include "tests/programs/process_usage.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <memory>
#include <vector>

namespace {

using namespace cor;
using namespace cor::net;
using Clock = std::chrono::steady_clock;

struct Totals {
    std::vector<double> latencyMs; // action sent -> the next view
    long actions = 0;              // the persons' and the bots' (state ids advanced)
    long games = 0;                // played to the end
    int started = 0;               // tables whose game has begun
    bool playing = false;          // persons move (else they hold still)
};

// One table's person: makes the table, says hello with the owner's token, says ready, and then
// plays a random legal action after the think time whenever it is to act.
class Person : public QObject {
  public:
    Person(quint16 port, int thinkMs, Totals& totals) : thinkMs_(thinkMs), totals_(totals) {
        connect(&socket_, &QTcpSocket::connected, this, [this] {
            socket_.setSocketOption(QAbstractSocket::LowDelayOption, 1); // as the app's client
            newTable();
        });
        connect(&socket_, &QTcpSocket::readyRead, this, &Person::read);
        think_.setSingleShot(true);
        connect(&think_, &QTimer::timeout, this, &Person::move);
        socket_.connectToHost(QStringLiteral("127.0.0.1"), port);
    }

  private:
    void send(const wire::Envelope& message) {
        const std::string frame = encodeFrame(message.SerializeAsString());
        socket_.write(frame.data(), static_cast<qint64>(frame.size()));
    }

    void newTable() {
        wire::Envelope message;
        wire::NewTable& table = *message.mutable_new_table();
        table.set_protocol_version(kProtocolVersion);
        table.set_players(2);
        table.add_bots("random");
        table.set_name("load");
        send(message);
    }

    void read() {
        const QByteArray bytes = socket_.readAll();
        reader_.append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        while (const std::optional<std::string_view> payload = reader_.nextView()) {
            wire::Envelope message;
            message.ParseFromArray(payload->data(), static_cast<int>(payload->size()));
            onMessage(message);
        }
    }

    void onMessage(const wire::Envelope& message) {
        if (message.has_table_opened()) {
            wire::Envelope hello;
            hello.mutable_hello()->set_protocol_version(kProtocolVersion);
            hello.mutable_hello()->set_name("load");
            hello.mutable_hello()->set_seat_token(message.table_opened().token());
            hello.mutable_hello()->set_want_seat(-2);
            send(hello);
            wire::Envelope ready;
            ready.mutable_ready()->set_ready(true);
            send(ready);
        } else if (message.has_view()) {
            onView(message.view());
        } else if (message.has_ping()) {
            wire::Envelope pong;
            pong.mutable_pong()->set_nonce(message.ping().nonce());
            send(pong);
        } else if (message.has_game_over()) {
            ++totals_.games;
        } else if (message.has_error()) {
            std::cerr << "the server says: " << message.error().message() << '\n';
        }
    }

    void onView(const wire::ViewUpdate& update) {
        if (!begun_) {
            begun_ = true;
            ++totals_.started;
        }
        if (sentAt_) {
            totals_.latencyMs.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - *sentAt_).count());
            sentAt_.reset();
        }
        if (totals_.playing && update.view().state_id() != lastState_) {
            totals_.actions += lastState_ == 0 ? 0 : 1;
        }
        lastState_ = update.view().state_id();
        legal_.assign(update.legal().begin(), update.legal().end());
        if (!legal_.empty() && totals_.playing) {
            think_.start(thinkMs_);
        }
    }

    void move() {
        if (legal_.empty()) {
            return;
        }
        wire::Envelope message;
        message.mutable_action()->set_state_id(lastState_);
        *message.mutable_action()->mutable_action() =
            legal_[QRandomGenerator::global()->bounded(static_cast<int>(legal_.size()))];
        legal_.clear();
        sentAt_ = Clock::now();
        send(message);
    }

  public:
    void play() {
        if (!legal_.empty()) {
            think_.start(QRandomGenerator::global()->bounded(std::max(1, thinkMs_)));
        }
    }

  private:
    int thinkMs_;
    Totals& totals_;
    QTcpSocket socket_;
    FrameReader reader_{kMaxHostFrameBytes};
    QTimer think_;
    bool begun_ = false;
    std::uint32_t lastState_ = 0;
    std::vector<wire::Action> legal_;
    std::optional<Clock::time_point> sentAt_;
};

double percentile(std::vector<double> sorted, double p) {
    if (sorted.empty()) {
        return 0.0;
    }
    std::sort(sorted.begin(), sorted.end());
    return std::round(sorted[static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1))] *
                      100.0) /
           100.0;
}

void runFor(int ms, const std::function<bool()>& done = {}) {
    QElapsedTimer clock;
    clock.start();
    QTimer tick; // wakes the loop to look, which otherwise sleeps until something comes
    tick.start(10);
    while (clock.elapsed() < ms && !(done && done())) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
}

int argValue(const QStringList& args, const QString& name, int fallback) {
    const auto at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1].toInt() : fallback;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int tables = argValue(args, QStringLiteral("--tables"), 100);
    const int thinkMs = argValue(args, QStringLiteral("--think-ms"), 1000);
    const int seconds = argValue(args, QStringLiteral("--seconds"), 20);
    const QString server = QStringLiteral(COR_SERVER_BIN);
    QTemporaryDir data;
    QProcess process;
    process.start(server,
                  {QStringLiteral("--tables"), QStringLiteral("--port"), QStringLiteral("0"),
                   QStringLiteral("--bind"), QStringLiteral("127.0.0.1"), QStringLiteral("--data"),
                   data.path(), QStringLiteral("--max-tables"), QString::number(tables),
                   QStringLiteral("--max-tables-per-address"), QString::number(tables),
                   QStringLiteral("--max-connections-per-address"), QString::number(tables),
                   QStringLiteral("--log-level"), QStringLiteral("error")});
    quint16 port = 0;
    QByteArray said;
    runFor(10'000, [&] {
        said += process.readAllStandardError();
        const auto at = said.indexOf("127.0.0.1:");
        const auto end = said.indexOf('\n', at);
        port = at >= 0 && end > at ? static_cast<quint16>(said.mid(at + 10, end - at - 10).toUInt())
                                   : port;
        return port != 0;
    });
    if (port == 0) {
        std::cerr << "the table server did not start\n";
        return 1;
    }
    const qint64 before = programs::processUsage(process.processId()).residentKb;
    Totals totals;
    std::vector<std::unique_ptr<Person>> persons;
    QElapsedTimer opening;
    opening.start();
    for (int i = 0; i < tables; ++i) {
        persons.push_back(std::make_unique<Person>(port, thinkMs, totals));
        if (i % 50 == 49) {
            runFor(1); // no more connections at once than the server's backlog takes
        }
    }
    runFor(600'000, [&] { return totals.started == tables; });
    const double openSeconds = static_cast<double>(opening.elapsed()) / 1000.0;
    runFor(2000); // what the server frees after the start, it frees
    const qint64 held = programs::processUsage(process.processId()).residentKb;

    totals.playing = true;
    for (const auto& person : persons) {
        person->play();
    }
    QElapsedTimer playing;
    playing.start();
    runFor(seconds * 1000);
    const double playedSeconds = static_cast<double>(playing.elapsed()) / 1000.0;
    totals.playing = false;
    const qint64 peak = programs::processUsage(process.processId()).residentKb;

    Json json = Json::object();
    json["tables"] = tables;
    json["tables_started"] = totals.started;
    json["open_all_s"] = std::round(openSeconds * 10.0) / 10.0;
    json["server_rss_mb"] = {
        {"empty", before / 1024}, {"held", held / 1024}, {"playing", peak / 1024}};
    json["kb_per_table"] = tables > 0 ? (held - before) / tables : 0;
    json["think_ms"] = thinkMs;
    json["seconds"] = seconds;
    json["actions_per_s"] = std::round(static_cast<double>(totals.actions) / playedSeconds);
    json["games_finished"] = totals.games;
    json["action_to_view_ms"] = {{"samples", totals.latencyMs.size()},
                                 {"p50", percentile(totals.latencyMs, 0.50)},
                                 {"p99", percentile(totals.latencyMs, 0.99)}};
    std::cout << json.dump() << std::endl;
    persons.clear();
    process.terminate();
    process.waitForFinished(10'000);
    return totals.started == tables ? 0 : 1;
}
