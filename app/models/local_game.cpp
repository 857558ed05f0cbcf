#include "app/models/local_game.h"

#include "app/models/game_memory.h"
#include "app/models/reasons.h"
#include "app/models/settings.h"
#include "engine/json/save_file.h"
#include "net/local_link.h"
#include "net/saved_game.h"

#include <QCoreApplication>

namespace cor::app {
namespace {

constexpr std::uint64_t kLessonSeed = 9;
// White and brown, the 2-player game's colours.
constexpr std::array<int, 2> kLessonColours{2, 3};

} // namespace

LocalGame::LocalGame(QObject* parent) : GameTable(parent) {
    connect(&game_, &GameModel::curtainLifted, this, &LocalGame::showPerson);
    connect(Settings::instance(), &Settings::languageChanged, &lesson_, &Lesson::changed);
    // Counted with the game's seats, so a continued game keeps them.
    connect(game_.hints(), &HintRequest::asked, this, [this](int seat) {
        if (host_ != nullptr) {
            host_->countHint(seat);
        }
    });
}

LocalGame::~LocalGame() {
    game_.setSession(nullptr);
}

void LocalGame::start(LocalSetup setup) {
    stop();
    lesson_.begin(false);
    setup_ = std::move(setup);
    net::HostConfig config;
    config.gameName = QCoreApplication::translate("LocalGame", "Local game").toStdString();
    config.players = static_cast<int>(setup_.seats.size());
    config.shrine = setup_.shrine;
    config.seed = setup_.seed;
    config.startingPlayer = setup_.startingPlayer;
    config.autoStart = true;
    config.savePath = setup_.savePath;
    for (const LocalSeat& seat : setup_.seats) {
        config.seats.push_back(seat.bot.empty() ? net::openSeat(seat.colour)
                                                : net::botSeat(seat.bot, seat.colour));
        config.seats.back().name = seat.name;
    }
    host_ = std::make_unique<net::Host>(config);
    seatPeople(std::vector<std::optional<net::SeatToken>>(setup_.seats.size()));
}

QString LocalGame::resume(const QString& path) {
    // Read and replayed before anything changes: a save that fails leaves the game on screen.
    net::SavedGame saved;
    net::HostConfig config;
    config.autoStart = true;
    config.savePath = path;
    auto host = std::make_unique<net::Host>(config);
    try {
        saved = net::readSavedGame(path);
        host->resume(saved);
    } catch (const SaveError& e) {
        //: Continuing a saved game failed; %1 says why (in English).
        return tr("This game cannot be continued: %1").arg(QString::fromUtf8(e.what()));
    }
    stop();
    lesson_.begin(false);
    setup_ = LocalSetup{};
    setup_.shrine = saved.record.setup.shrine;
    setup_.startingPlayer = saved.record.setup.startingPlayer;
    setup_.seed = saved.record.setup.seed;
    setup_.savePath = path;
    std::vector<std::optional<net::SeatToken>> tokens;
    for (const net::Seat& seat : saved.seats) {
        setup_.seats.push_back(LocalSeat{seat.name, seat.colour, seat.bot});
        tokens.push_back(seat.token);
    }
    host_ = std::move(host);
    seatPeople(tokens);
    std::array<int, kMaxPlayers> hints{};
    for (std::size_t seat = 0; seat < saved.seats.size() && seat < hints.size(); ++seat) {
        hints[seat] = saved.seats[seat].hints;
    }
    game_.hints()->setCounts(hints);
    return {};
}

void LocalGame::seatPeople(const std::vector<std::optional<net::SeatToken>>& tokens) {
    setSaveProblem({});
    connect(host_.get(), &net::Host::saveFailed, this,
            [this](const QString& why) { setSaveProblem(saveProblemText(why)); });
    connect(host_.get(), &net::Host::saveRecovered, this, [this] { setSaveProblem({}); });
    std::vector<SeatInfo> infos;
    for (const LocalSeat& seat : setup_.seats) {
        infos.push_back(SeatInfo{QString::fromStdString(seat.name), seat.colour, !seat.bot.empty(),
                                 true, false});
    }
    std::vector<int> people;
    for (int seat = 0; seat < static_cast<int>(setup_.seats.size()); ++seat) {
        if (setup_.seats[static_cast<std::size_t>(seat)].bot.empty()) {
            people.push_back(seat);
        }
    }
    game_.reset(Audience(people));
    game_.setSeats(std::move(infos));
    game_.setAssisted(Settings::instance()->assistedPlay() && !setup_.watch);
    game_.setPace(setup_.watch ? 0 : Settings::instance()->botMoveMs());
    for (int seat = 0; seat < static_cast<int>(setup_.seats.size()); ++seat) {
        if (!setup_.seats[static_cast<std::size_t>(seat)].bot.empty()) {
            continue;
        }
        net::ClientOptions options;
        options.name = setup_.seats[static_cast<std::size_t>(seat)].name;
        options.wantSeat = seat;
        options.token = tokens[static_cast<std::size_t>(seat)];
        auto [hostEnd, clientEnd] = net::LocalConnection::createPair();
        host_->addConnection(hostEnd);
        auto session = std::make_unique<net::ClientSession>(options);
        session->attach(clientEnd);
        connect(session.get(), &net::ClientSession::seated, session.get(),
                [session = session.get()] { session->setReady(true); });
        sessions_.push_back(std::move(session));
        sessionSeats_.push_back(seat);
    }
    if (sessions_.empty()) { // nobody plays: watch as a spectator
        net::ClientOptions options;
        options.name = "spectator";
        auto [hostEnd, clientEnd] = net::LocalConnection::createPair();
        host_->addConnection(hostEnd);
        sessions_.push_back(std::make_unique<net::ClientSession>(options));
        sessions_.back()->attach(clientEnd);
        sessionSeats_.push_back(-1);
        host_->startIfReady();
    }
    game_.setSession(sessions_.front().get());
    emit runningChanged();
}

void LocalGame::start(const QVariantList& seats, bool shrine, int startingPlayer) {
    LocalSetup setup;
    for (const QVariant& entry : seats) {
        const QVariantMap seat = entry.toMap();
        setup.seats.push_back(
            LocalSeat{seat.value(QStringLiteral("name")).toString().toStdString(),
                      seat.value(QStringLiteral("colour")).toInt(),
                      seat.value(QStringLiteral("bot")).toString().toStdString()});
    }
    setup.shrine = shrine;
    setup.startingPlayer = startingPlayer;
    setup.savePath = newSavePath(QStringLiteral("local"));
    start(std::move(setup));
}

void LocalGame::startLesson() {
    // Two players, so that the 2-player rule comes up; the bot starts, so that the player's
    // setup draft is a choice of two cards (the first player takes the card left); the seed's
    // deal makes them two different ones (an aqueduct and a residential building) and shows every
    // lesson in the first rounds (lesson_test.cpp plays it through). With the Shrine, which has a
    // lesson too, and is a free build a learner cannot get wrong. Not saved: the lesson is
    // started again from the menu.
    LocalSetup setup;
    setup.seats = {{Settings::instance()->playerName().toStdString(), kLessonColours[0], {}},
                   {"Livia", kLessonColours[1], "beginner"}};
    setup.startingPlayer = 1;
    setup.seed = kLessonSeed;
    setup.shrine = true;
    start(std::move(setup));
    lesson_.begin(true);
}

void LocalGame::showPerson(int seat) {
    const auto found = std::find(sessionSeats_.begin(), sessionSeats_.end(), seat);
    if (found != sessionSeats_.end()) {
        game_.setSession(sessions_[static_cast<std::size_t>(found - sessionSeats_.begin())].get());
    }
}

void LocalGame::rematch() {
    LocalSetup setup = setup_;
    setup.seed.reset();
    if (!setup.savePath.isEmpty()) {
        setup.savePath = newSavePath(QStringLiteral("local"));
    }
    start(std::move(setup));
}

QString LocalGame::leaveMeaning() const {
    return tr("The game stays saved: \"Continue\" in the main menu takes you back to it.");
}

std::optional<net::SavedGame> LocalGame::playedGame() const {
    const Table* table = host_ != nullptr ? host_->table() : nullptr;
    if (table == nullptr) {
        return std::nullopt;
    }
    return net::SavedGame{table->record(), host_->config().gameName, host_->seats()};
}

void LocalGame::stop() {
    if (!running()) {
        return;
    }
    game_.setSession(nullptr);
    sessions_.clear();
    sessionSeats_.clear();
    host_.reset();
    emit runningChanged();
}

} // namespace cor::app
