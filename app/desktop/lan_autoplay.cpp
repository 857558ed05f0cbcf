#include "app/desktop/lan_autoplay.h"

#include "app/cli/cli_error.h"
#include "app/models/game_memory.h"
#include "engine/json/score_sheet_json.h"

#include <QCoreApplication>
#include <QDir>
#include <iostream>

namespace cor::desktop {

LanAutoplay::LanAutoplay(const DesktopOptions& options, app::NetworkGame& network)
    : options_(options), network_(network) {
    network_.setAutopilot(options_.bots.front(), options_.seed);
    if (options_.discoveryPort != 0) {
        network_.setDiscoveryPort(options_.discoveryPort);
    }
    connect(&network_, &app::NetworkGame::stateChanged, this, &LanAutoplay::onStateChanged);
    connect(&network_, &app::NetworkGame::lobbyChanged, this, &LanAutoplay::onLobbyChanged);
    connect(network_.game(), &app::GameModel::updated, this, &LanAutoplay::onGameChanged);
    // Every chat line heard, for the tests that two apps talk.
    connect(
        network_.chat(), &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex&, int first, int last) {
            app::ChatModel& chat = *network_.chat();
            for (int row = first; row <= last; ++row) {
                std::cerr
                    << "chat "
                    << chat.data(chat.index(row), app::ChatModel::LineRole).toString().toStdString()
                    << std::endl;
            }
        });
    if (options_.lanContinue) {
        const QFileInfoList hosted =
            QDir(app::savesFolder())
                .entryInfoList({QStringLiteral("hosted-*.json")}, QDir::Files, QDir::Time);
        if (hosted.isEmpty()) {
            std::cerr << "error: no hosted game to continue" << std::endl;
            QMetaObject::invokeMethod(
                qApp, [] { QCoreApplication::exit(cli::kExitFailure); }, Qt::QueuedConnection);
            return;
        }
        if (!options_.lanAddress.isEmpty()) {
            network_.setHostAddress(QHostAddress(options_.lanAddress));
        }
        network_.resumeHosted(hosted.front().filePath());
    } else if (!options_.lanHost.isEmpty()) {
        if (!options_.lanAddress.isEmpty()) {
            network_.setHostAddress(QHostAddress(options_.lanAddress));
        }
        network_.host(options_.lanHost, options_.players, false);
    } else if (options_.lanJoin == QLatin1String("any")) {
        connect(network_.games(), &app::GamesModel::countChanged, this, &LanAutoplay::onGamesHeard);
        network_.browse(true);
    } else {
        joining_ = true;
        network_.join(options_.lanJoin.section(u':', 0, -2),
                      options_.lanJoin.section(u':', -1).toInt());
    }
}

void LanAutoplay::onGamesHeard() {
    app::GamesModel& games = *network_.games();
    for (int row = 0; !joining_ && row < games.count(); ++row) {
        const auto field = [&](int role) { return games.data(games.index(row, 0), role); };
        const QString address = field(app::GamesModel::AddressRole).toString();
        const int port = field(app::GamesModel::PortRole).toInt();
        const bool seatKept = app::joinedGame(address, port).has_value();
        const bool open = field(app::GamesModel::OpenSeatsRole).toInt() > 0 &&
                          !field(app::GamesModel::StartedRole).toBool();
        if (field(app::GamesModel::CompatibleRole).toBool() && (open || seatKept)) {
            joining_ = true;
            network_.join(address, port);
        }
    }
}

void LanAutoplay::onLobbyChanged() {
    const net::ClientSession* session = network_.session();
    if (session == nullptr) {
        return;
    }
    if (session->seat() >= 0 && session->seat() != seated_) {
        seated_ = session->seat();
        std::cerr << "seated seat " << seated_ << std::endl;
    }
    if (!network_.admin() || session->lobby().started) {
        return;
    }
    // Bots from the last seat down, keeping --guests seats open (the host sits at seat 0).
    const auto& seats = session->lobby().seats;
    const int players = static_cast<int>(seats.size());
    for (int seat = players - 1, kind = 1; seat > options_.guests; --seat, ++kind) {
        if (seats[static_cast<std::size_t>(seat)].kind == net::SeatKind::Open) {
            const std::string& bot =
                options_.bots[static_cast<std::size_t>(kind) % options_.bots.size()];
            network_.makeBot(seat, QString::fromStdString(bot));
        }
    }
    if (network_.canStart()) {
        network_.start();
    }
}

void LanAutoplay::onGameChanged() {
    const auto& view = network_.game()->view();
    if (options_.lanStopAfter > 0 && !stopping_ && network_.hosting() && view &&
        view->stateId >= static_cast<std::uint32_t>(options_.lanStopAfter)) {
        std::cerr << "stopping" << std::endl;
        stopping_ = true;
        // Menu, then Stop hosting; not inside the game's own signal.
        QMetaObject::invokeMethod(
            this,
            [this] {
                network_.leave();
                QCoreApplication::exit(cli::kExitOk);
            },
            Qt::QueuedConnection);
    }
}

void LanAutoplay::onStateChanged() {
    using State = app::NetworkGame::State;
    const State state = network_.state();
    if (state == State::Playing && !playing_) {
        playing_ = true;
        atEnd_ = false;
        std::cerr << "playing" << std::endl;
        if (!options_.lanSay.isEmpty()) {
            network_.sendChat(options_.lanSay);
        }
    } else if (const net::ClientSession* session = network_.session();
               state == State::Over && session != nullptr && session->gameOver() && !atEnd_) {
        atEnd_ = true; // the end is told more than once
        std::cout << resultToJson(session->scores(), session->winners(), true).dump() << std::endl;
        if (++gamesPlayed_ < options_.lanGames) { // the same table again: a guest waits for it
            playing_ = false;
            if (network_.canRematch()) {
                network_.rematch();
            }
            return;
        }
        if (options_.screenshot.isEmpty()) {
            QCoreApplication::exit(cli::kExitOk);
        }
    } else if (state == State::Failed) {
        std::cerr << "error: " << network_.error().toStdString() << std::endl;
        QCoreApplication::exit(cli::kExitFailure);
    }
}

} // namespace cor::desktop
