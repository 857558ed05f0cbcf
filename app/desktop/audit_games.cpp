#include "app/desktop/audit_games.h"

#include "engine/bots/bot.h"
#include "engine/table.h"
#include "net/saved_game.h"

#include <QCoreApplication>
#include <array>
#include <memory>
#include <vector>

namespace cor::desktop {
namespace {

constexpr int kSeeds = 40;
// A city of 16 is rare among greedy bots (the first of three players: seed 236).
constexpr int kFullCitySeeds = 300;

bool reached(Moment moment, const Table& table) {
    const GameState& state = table.state();
    const int toAct = table.toAct();
    const bool actions = state.phase == Phase::Actions;
    switch (moment) {
    case Moment::Draft:
        return state.phase == Phase::Draft && toAct == 0;
    case Moment::Emissaries:
        return state.phase == Phase::Emissaries && toAct == 0 && state.round >= 2;
    case Moment::Build: {
        if (!actions || toAct != 0 || state.round < 4 || !state.turn.took ||
            state.turn.schoolPending()) {
            return false;
        }
        ActionList legal;
        table.legal(0, legal);
        return std::any_of(legal.begin(), legal.end(),
                           [](const Action& a) { return a.kind == ActionKind::Build; });
    }
    case Moment::School:
        return actions && toAct == 0 && state.turn.schoolPending();
    case Moment::Aqueduct: {
        if (!actions || toAct != 0 || state.turn.schoolPending()) {
            return false;
        }
        ActionList legal;
        table.legal(0, legal);
        const City& city = state.players[0].city;
        return std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
            return a.kind == ActionKind::Build && city.at(a.x, a.y) != Card::None;
        });
    }
    case Moment::FullCity:
        return actions && toAct == 0 && !state.turn.schoolPending() &&
               std::any_of(state.players.begin(), state.players.begin() + state.playerCount,
                           [](const PlayerState& p) { return p.city.buildingCount() == 16; });
    case Moment::OthersTurn:
        return actions && toAct == 1 && state.round >= 3;
    case Moment::End:
        return table.over();
    }
    return false;
}

} // namespace

std::optional<GameRecord> gameAt(Moment moment, int players) {
    const int seeds = moment == Moment::FullCity ? kFullCitySeeds : kSeeds;
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
        Table table(GameSetup{.players = players, .seed = seed});
        std::vector<std::unique_ptr<Bot>> bots;
        for (int seat = 0; seat < players; ++seat) {
            // Greedy bots, with a random one now and then for games of other shapes.
            const bool random = seat == 0 && seed % 2 == 0;
            bots.push_back(makeBot(random ? "random" : "greedy", seed * 10 + seat));
        }
        ActionList legal;
        while (!reached(moment, table) && !table.over()) {
            const int seat = table.toAct();
            table.legal(seat, legal);
            const Action action =
                bots[static_cast<std::size_t>(seat)]->choose(table.view(seat), legal);
            if (table.submit(seat, action) != ActionError::None) {
                break;
            }
        }
        if (reached(moment, table)) {
            return table.record();
        }
    }
    return std::nullopt;
}

bool writeLocalSave(const QString& path, const GameRecord& record, bool hotSeat, QString* error) {
    static const std::array<const char*, 4> kNames{"Aurelia", "Livia", "Marcus", "Titus"};
    net::SavedGame game;
    game.record = record;
    game.gameName = QCoreApplication::translate("LocalGame", "Local game").toStdString();
    for (int seat = 0; seat < record.setup.players; ++seat) {
        const std::string name = kNames[static_cast<std::size_t>(seat)];
        const int colour = net::defaultColour(seat, record.setup.players);
        if (seat == 0 || (hotSeat && seat == 1)) {
            game.seats.push_back(net::personSeat(name, colour));
        } else {
            game.seats.push_back(net::botSeat("easy", colour));
            game.seats.back().name = name;
        }
    }
    return net::writeSavedGame(path, game, error);
}

} // namespace cor::desktop
