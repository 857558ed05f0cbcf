#include "tests/programs/soak.h"

#include "engine/json/score_sheet_json.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "net/client_session.h"
#include "net/saved_game.h"
#include "tests/programs/garbage_client.h"
#include "tests/programs/process_usage.h"
#include "tests/programs/soak_seat.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <array>
#include <sstream>

namespace cor::programs {
namespace {

const QString kAdminToken = QStringLiteral("50a450a450a450a450a450a450a450a4");
// Three seats are bot clients; the fourth is a bot in the server.
const std::array<std::string, 3> kClientBots{"beginner", "random", "random"};
constexpr int kPlayers = 4;
// A fault at about one in 40 of the moments the owner hears of (an action, a lobby change).
constexpr std::uint32_t kFaultPerMille = 25;
// A killed client's successor starts within this; a bot stands in after a second away.
constexpr std::uint32_t kMaxRestartMs = 1500;
constexpr int kStandInAfterSeconds = 1;
constexpr int kSettleTimeoutMs = 30'000;
constexpr int kRematchTimeoutMs = 10'000;
// 5 MB, in the kB (KiB) of /proc/PID/status.
constexpr qint64 kResidentGrowthBarKb = 5'000'000 / 1024;

// The server is measured from this game on (its first games fill its caches); a shorter run
// is measured from its first game.
constexpr std::size_t kSettledGames = 10;

std::size_t referenceGame(const SoakReport& report) {
    return report.games.size() > kSettledGames ? kSettledGames : 1;
}

class Soak {
  public:
    explicit Soak(SoakOptions options) : options_(std::move(options)), rng_(options_.seed) {}
    SoakReport run();

  private:
    bool startServer();
    bool playGame(int game);
    bool settle(int game);
    bool quiet() const;
    std::string whereItStands() const;
    void checkGame(int game);
    void maybeFault();
    void fault();
    SoakSeat* pickSeat(bool needToken);
    void toggleSpectator();
    void countStandIns();
    void poll();
    bool pumpUntil(const std::function<bool()>& done, int timeoutMs, const std::string& what);
    void fail(std::string why) { report_.failures.push_back(std::move(why)); }
    QString savePath(int game) const;

    SoakOptions options_;
    Rng rng_;
    SoakReport report_;
    std::unique_ptr<Program> server_;
    quint16 port_ = 0;
    std::unique_ptr<net::ClientSession> admin_;
    std::vector<std::unique_ptr<SoakSeat>> seats_;
    std::unique_ptr<net::test::TcpRelay> spectatorRelay_;
    std::unique_ptr<net::ClientSession> spectator_;
    std::vector<std::unique_ptr<net::ClientSession>> leaving_; // spectators saying goodbye
    std::vector<std::unique_ptr<GarbageClient>> garbage_;
    std::vector<std::string> standIns_; // per seat, as the owner last saw it
    bool faults_ = false;
    bool serverMayExit_ = false; // after the last game, once the owner has left
    int ended_ = 0;
    int rematched_ = 0;
};

QString Soak::savePath(int game) const {
    const QString first = options_.dir + QStringLiteral("/game.json");
    return game == 1 ? first : net::nextSavePath(savePath(game - 1));
}

bool Soak::startServer() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("CITYOFROME_ADMIN_TOKEN"), kAdminToken);
    server_ = std::make_unique<Program>(
        serverBinary(),
        QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                    QStringLiteral("127.0.0.1"), QStringLiteral("--players"),
                    QString::number(kPlayers), QStringLiteral("--bots"), QStringLiteral("random"),
                    QStringLiteral("--seed"), QString::number(options_.seed),
                    QStringLiteral("--no-announce"), QStringLiteral("--rematch"),
                    QStringLiteral("--stand-in-after"), QString::number(kStandInAfterSeconds),
                    QStringLiteral("--save"), savePath(1), QStringLiteral("--log-level"),
                    QStringLiteral("warn")},
        environment);
    port_ = listeningPort(*server_);
    if (port_ == 0) {
        fail("the server did not listen: " + server_->standardErrorNow().toStdString());
        return false;
    }
    net::ClientOptions owner;
    owner.name = "owner";
    owner.wantSeat = -2;
    owner.adminToken = net::tokenFromHex(kAdminToken.toStdString());
    admin_ = std::make_unique<net::ClientSession>(owner);
    QObject::connect(admin_.get(), &net::ClientSession::gameEnded, admin_.get(), [this] {
        ++ended_;
        faults_ = false;
        for (const auto& seat : seats_) {
            seat->cancelRestart();
        }
    });
    QObject::connect(admin_.get(), &net::ClientSession::rematched, admin_.get(),
                     [this] { ++rematched_; });
    QObject::connect(admin_.get(), &net::ClientSession::viewChanged, admin_.get(),
                     [this] { maybeFault(); });
    QObject::connect(admin_.get(), &net::ClientSession::lobbyChanged, admin_.get(), [this] {
        countStandIns();
        maybeFault();
    });
    admin_->connectTo(QStringLiteral("127.0.0.1"), port_);
    if (!pumpUntil([this] { return admin_->state() == net::ClientSession::State::Joined; }, 10'000,
                   "the owner to join")) {
        return false;
    }
    for (int seat = 0; seat < static_cast<int>(kClientBots.size()); ++seat) {
        seats_.push_back(std::make_unique<SoakSeat>(seat, port_, kClientBots[seat]));
    }
    spectatorRelay_ = std::make_unique<net::test::TcpRelay>(port_);
    standIns_.assign(kPlayers, {});
    return true;
}

bool Soak::playGame(int game) {
    QElapsedTimer clock;
    clock.start();
    for (const auto& seat : seats_) {
        if (!seat->hasProcess()) {
            seat->start();
        }
    }
    faults_ = true;
    if (!pumpUntil([&] { return ended_ >= game; }, options_.gameTimeoutMs,
                   "game " + std::to_string(game) + " to end")) {
        fail("where it stands: " + whereItStands());
        return false;
    }
    if (!settle(game)) {
        return false;
    }
    checkGame(game);
    const ProcessUsage usage = processUsage(server_->pid());
    report_.games.push_back(
        GameSample{static_cast<double>(clock.elapsed()) / 1000.0, usage.residentKb, usage.openFds});
    if (options_.progress) {
        std::ostringstream line;
        line << "game " << game << ": " << report_.games.back().seconds << " s, "
             << usage.residentKb << " kB resident, " << usage.openFds << " fds; " << report_.kills
             << " kills, " << report_.drops << " drops, " << report_.garbage << " garbage so far";
        options_.progress(line.str());
    }
    return report_.failures.empty();
}

// After the end: the spectator leaves, the garbage clients are gone, every play process has
// exited; then the server's descriptors are counted once they hold still.
bool Soak::settle(int game) {
    if (spectator_ != nullptr) {
        if (spectator_->state() == net::ClientSession::State::Joined) {
            spectator_->disconnectFromHost();
            leaving_.push_back(std::move(spectator_));
        }
        spectator_.reset();
    }
    if (!pumpUntil([this] { return quiet(); }, kSettleTimeoutMs,
                   "the clients to leave after game " + std::to_string(game))) {
        return false;
    }
    int last = -1;
    int same = 0;
    QElapsedTimer since;
    since.start();
    return pumpUntil(
        [&] {
            if (since.elapsed() < 50) {
                return false;
            }
            since.restart();
            const int fds = processUsage(server_->pid()).openFds;
            same = fds == last ? same + 1 : 0;
            last = fds;
            return same >= 2;
        },
        kSettleTimeoutMs, "the server's descriptors to hold still");
}

bool Soak::quiet() const {
    const bool clientsGone =
        std::all_of(seats_.begin(), seats_.end(), [](const auto& s) { return s->idle(); }) &&
        garbage_.empty() && leaving_.empty();
    const net::LobbyInfo& lobby = admin_->lobby();
    const bool seatsEmpty = std::none_of(lobby.seats.begin(), lobby.seats.end(), [](const auto& s) {
        return s.kind == net::SeatKind::Person && s.connected;
    });
    return clientsGone && seatsEmpty && lobby.spectators == 1;
}

// The lobby and the table as the owner sees them, and the seats' processes.
std::string Soak::whereItStands() const {
    const net::LobbyInfo& lobby = admin_->lobby();
    std::ostringstream out;
    out << (lobby.started ? "started" : "in the lobby");
    for (std::size_t seat = 0; seat < lobby.seats.size(); ++seat) {
        const net::LobbySeatInfo& s = lobby.seats[seat];
        out << "; seat " << seat << (s.connected ? " connected" : " absent")
            << (s.ready ? " ready" : "") << (s.standIn.empty() ? "" : " stand-in " + s.standIn)
            << (seat < seats_.size() ? ", process " + seats_[seat]->state() : "");
    }
    if (const auto& view = admin_->view()) {
        out << "; state " << view->stateId << ", seat " << static_cast<int>(view->toAct)
            << " to act";
    }
    return out.str();
}

void Soak::checkGame(int game) {
    const std::string name = "game " + std::to_string(game);
    try {
        const Table::Loaded loaded = Table::load(net::readSavedGame(savePath(game)).record);
        if (loaded.failedAt >= 0 || !loaded.table.over()) {
            return fail(name + ": the save does not replay to the end");
        }
        const Json sheets = resultToJson(loaded.table.scores(), loaded.table.winners(), true);
        if (resultToJson(admin_->scores(), admin_->winners(), true) != sheets) {
            return fail(name + ": the owner was told other score sheets than the save's");
        }
        ++report_.replayed;
        for (const auto& seat : seats_) {
            for (const Json& result : seat->takeResults()) {
                if (result != sheets) {
                    return fail(name + ": a player printed " + result.dump() + ", the save says " +
                                sheets.dump());
                }
                ++report_.playerResults;
            }
        }
    } catch (const SaveError& e) {
        fail(name + ": " + e.what());
    }
}

void Soak::maybeFault() {
    if (faults_ && rng_.below(1000) < kFaultPerMille) {
        fault();
    }
}

void Soak::fault() {
    switch (rng_.below(10)) {
    case 0:
    case 1:
    case 2:
        if (SoakSeat* seat = pickSeat(true);
            seat != nullptr && seat->kill(static_cast<int>(rng_.below(kMaxRestartMs)))) {
            ++report_.kills;
        }
        break;
    case 3:
    case 4:
        if (SoakSeat* seat = pickSeat(false)) {
            seat->drop();
            ++report_.drops;
        }
        break;
    case 5:
    case 6:
        toggleSpectator();
        break;
    default:
        garbage_.push_back(std::make_unique<GarbageClient>(
            port_, static_cast<Garbage>(rng_.below(kGarbageKinds)), rng_));
        ++report_.garbage;
        break;
    }
}

// A seat whose process runs (and, to be killed, has told its token), or none this time.
SoakSeat* Soak::pickSeat(bool needToken) {
    SoakSeat* seat = seats_[rng_.below(static_cast<std::uint32_t>(seats_.size()))].get();
    return seat->hasProcess() && (seat->hasToken() || !needToken) ? seat : nullptr;
}

// The spectator joins; or leaves, saying goodbye or with its connection cut under it.
void Soak::toggleSpectator() {
    if (spectator_ == nullptr) {
        net::ClientOptions options;
        options.name = "spectator";
        options.wantSeat = -2;
        spectator_ = std::make_unique<net::ClientSession>(options);
        spectator_->connectTo(QStringLiteral("127.0.0.1"), spectatorRelay_->port());
        ++report_.spectatorVisits;
    } else if (rng_.below(2) == 0 && spectator_->state() == net::ClientSession::State::Joined) {
        spectator_->disconnectFromHost();
        leaving_.push_back(std::move(spectator_));
    } else {
        spectatorRelay_->cutAll();
        spectator_.reset();
    }
}

void Soak::countStandIns() {
    const std::vector<net::LobbySeatInfo>& seats = admin_->lobby().seats;
    for (std::size_t seat = 0; seat < seats.size() && seat < standIns_.size(); ++seat) {
        if (!seats[seat].standIn.empty() && standIns_[seat].empty()) {
            ++report_.standIns;
        }
        standIns_[seat] = seats[seat].standIn;
    }
}

void Soak::poll() {
    if (!server_->running() && !serverMayExit_) {
        return fail("the server died: " + server_->howItEnded().toStdString());
    }
    if (admin_ != nullptr && !serverMayExit_ &&
        (admin_->state() == net::ClientSession::State::Closed ||
         admin_->state() == net::ClientSession::State::Failed)) {
        return fail("the owner lost the server: " + admin_->lastErrorMessage().toStdString());
    }
    int refused = 0;
    for (const auto& seat : seats_) {
        if (auto error = seat->poll()) {
            fail(*error);
        }
        refused += seat->refusedInUse();
    }
    report_.rejoinsRefusedInUse = refused;
    std::erase_if(garbage_, [this](const auto& client) {
        if (!client->finished()) {
            return false;
        }
        if (client->droppedByHost()) {
            ++report_.garbageDropped;
        } else if (client->mustBeDropped()) {
            fail("the server kept a garbage client");
        }
        return true;
    });
    std::erase_if(leaving_, [](const auto& spectator) {
        return spectator->state() == net::ClientSession::State::Closed ||
               spectator->state() == net::ClientSession::State::Failed;
    });
}

bool Soak::pumpUntil(const std::function<bool()>& done, int timeoutMs, const std::string& what) {
    QDeadlineTimer deadline(timeoutMs);
    QTimer tick; // wakes the loop to look again
    tick.start(10);
    while (true) {
        poll();
        if (!report_.failures.empty()) {
            return false;
        }
        if (done()) {
            return true;
        }
        if (deadline.hasExpired()) {
            fail("waited " + std::to_string(timeoutMs / 1000) + " s in vain for " + what);
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
}

SoakReport Soak::run() {
    QElapsedTimer clock;
    clock.start();
    if (startServer()) {
        for (int game = 1; game <= options_.games; ++game) {
            if (!playGame(game)) {
                break;
            }
            if (game < options_.games) {
                admin_->rematch();
                if (!pumpUntil([&] { return rematched_ >= game; }, kRematchTimeoutMs,
                               "the rematch after game " + std::to_string(game))) {
                    break;
                }
            }
        }
    }
    if (report_.failures.empty()) { // the owner leaves last: the server's end
        serverMayExit_ = true;
        admin_->disconnectFromHost();
        if (pumpUntil([this] { return !server_->running(); }, 10'000, "the server to exit")) {
            report_.serverExit = server_->exitCode();
        }
    }
    if (!report_.failures.empty() && server_ != nullptr) {
        const QString said = server_->standardErrorNow();
        fail("the server's last words: " + said.right(3000).toStdString());
    }
    report_.seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    return report_;
}

} // namespace

SoakReport runSoak(const SoakOptions& options) {
    return Soak(options).run();
}

std::vector<std::string> soakVerdict(const SoakReport& report, int games) {
    std::vector<std::string> verdict = report.failures;
    const auto finished = static_cast<int>(report.games.size());
    if (finished != games || report.replayed != games) {
        verdict.push_back(std::to_string(finished) + " of " + std::to_string(games) +
                          " games finished, " + std::to_string(report.replayed) + " replayed");
    }
    if (report.serverExit != 0) {
        verdict.push_back("the server exited with " + std::to_string(report.serverExit));
    }
    if (report.games.empty()) {
        return verdict;
    }
    const GameSample& reference = report.games[referenceGame(report) - 1];
    const GameSample& last = report.games.back();
    if (last.openFds > reference.openFds) {
        verdict.push_back("open descriptors grew from " + std::to_string(reference.openFds) +
                          " to " + std::to_string(last.openFds));
    }
    if (report.games.size() > kSettledGames &&
        last.residentKb - reference.residentKb >= kResidentGrowthBarKb) {
        verdict.push_back("resident memory grew from " + std::to_string(reference.residentKb) +
                          " kB to " + std::to_string(last.residentKb) + " kB");
    }
    return verdict;
}

std::string soakSummary(const SoakReport& report) {
    std::ostringstream out;
    out << report.games.size() << " games in " << report.seconds << " s; " << report.replayed
        << " saves replayed, " << report.playerResults << " player results matched\n"
        << report.kills << " kills (SIGKILL), " << report.drops << " dropped connections, "
        << report.rejoinsRefusedInUse << " rejoins refused while the old connection lingered, "
        << report.standIns << " stand-ins, " << report.spectatorVisits << " spectator visits, "
        << report.garbage << " garbage clients (" << report.garbageDropped
        << " dropped by the server)\n";
    if (!report.games.empty()) {
        const std::size_t reference = referenceGame(report);
        const GameSample& first = report.games.front();
        const GameSample& last = report.games.back();
        out << "server resident memory: " << first.residentKb << " kB after game 1, "
            << report.games[reference - 1].residentKb << " kB after game " << reference << ", "
            << last.residentKb << " kB after game " << report.games.size() << "\n"
            << "server open descriptors: " << first.openFds << ", "
            << report.games[reference - 1].openFds << ", " << last.openFds << "\n";
    }
    return out.str();
}

} // namespace cor::programs
